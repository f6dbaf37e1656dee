import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSuspensionRequest,
  notFound,
  suspensionParams,
  suspensionWriteAnswer,
  updateSuspensionRequest,
  type LinkedSuspensionFields,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import { commandsOf, recordCommands } from '../handling';
import type { CommandApiDeps } from '../deps';
import { loadPlayer, loadTeam } from '../lookups/streams';
import { PLAYER_NOT_FOUND_MESSAGE, playerName } from '../players/decider';
import { TEAM_NOT_FOUND_MESSAGE } from '../teams/decider';
import { suspensionAggregate, suspensionNames } from './decider';

const admin = [{ bearerAuth: [] }];
const tags = ['suspensions'];

/** The name of the player a suspension is linked to (404 when there is no such player). */
async function linkedPlayerName(store: EventStore, playerId: string) {
  const player = await loadPlayer(store, playerId);
  if (player.status !== 'active') throw notFound(PLAYER_NOT_FOUND_MESSAGE);
  return playerName(player.player);
}

/** The name of the team a suspension is linked to (404 when there is no such team, or it was removed). */
async function linkedTeamName(store: EventStore, teamId: string) {
  const team = await loadTeam(store, teamId);
  if (team.status !== 'active') throw notFound(TEAM_NOT_FOUND_MESSAGE);
  return team.team.teamName;
}

/**
 * The suspension writes of the admin's pages (docs/rules.md §2), admin only: POST createSuspension, PATCH {id}/updateSuspension,
 * PATCH {id}/archiveCurrentToggleSuspension (current ⇄ archived) and DELETE {id}/removeSuspension (the
 * last three with If-Match). A suspension linked to a player (and a team) is recorded with their ids
 * and their names as they are then, read from their streams.
 */
export const suspensionRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const writes = recordCommands(suspensionAggregate, suspensionNames)(deps);
  const { store } = deps;
  const answer = { 200: suspensionWriteAnswer };
  /** an edit of one suspension (`:suspensionId`), with If-Match */
  const onSuspension = requiringIfMatch({
    onRequest: onlyAdmin,
    schema: { tags, security: admin, params: suspensionParams, response: answer },
  });

  app.post(
    '/api/admin/createSuspension',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        body: createSuspensionRequest,
        response: { 201: suspensionWriteAnswer },
      },
    },
    async (request, reply) => {
      const {
        id,
        playerId,
        teamId,
        playerName: name,
        team,
        date1,
        reason,
        numberOfGames,
        served,
        appealed,
      } = request.body;
      const suspensionId = id ?? randomUUID();
      const record: LinkedSuspensionFields = {
        suspensionId,
        playerId: playerId ?? null,
        teamId: teamId ?? null,
        playerName: playerId ? await linkedPlayerName(store, playerId) : (name ?? ''),
        playerTeam: teamId ? await linkedTeamName(store, teamId) : (team ?? ''),
        date: date1,
        reason,
        howManyGames: numberOfGames,
        served,
        appealedSuccessfully: appealed,
      };
      return reply.code(201).send({ suspensionId, position: await writes.create(request, record) });
    },
  );

  app.patch(
    '/api/admin/:suspensionId/updateSuspension',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: suspensionParams,
        body: updateSuspensionRequest,
        response: answer,
      },
    }),
    async (request) => {
      const { suspensionId } = request.params;
      const { playerId, teamId, ...change } = request.body;
      const linked = {
        ...(playerId ? { playerId, playerName: await linkedPlayerName(store, playerId) } : {}),
        // a team unlinked keeps the name it is sent with, or none
        ...(teamId === null ? { teamId, playerTeam: change.playerTeam ?? '' } : {}),
        ...(teamId ? { teamId, playerTeam: await linkedTeamName(store, teamId) } : {}),
      };
      const position = await writes.update(request, { ...change, ...linked, suspensionId });
      return { suspensionId, position };
    },
  );

  app.patch('/api/admin/:suspensionId/archiveCurrentToggleSuspension', onSuspension, async (request) => {
    const { suspensionId } = request.params;
    const command = { type: 'ToggleSuspensionArchive' as const, data: { suspensionId } };
    const { position } = await run(request, suspensionAggregate.of(suspensionId), command, { ifMatch: true });
    return { suspensionId, position };
  });

  app.delete('/api/admin/:suspensionId/removeSuspension', onSuspension, async (request) => {
    const { suspensionId } = request.params;
    return { suspensionId, position: await writes.remove(request, suspensionId) };
  });
};
