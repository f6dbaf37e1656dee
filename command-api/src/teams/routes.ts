import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPlayersAnswer,
  addPlayersRequest,
  changeNumberRequest,
  createTeamRequest,
  notFound,
  rosterPlayerParams,
  rosterPlayerWriteAnswer,
  teamParams,
  teamStream,
  teamToggleAnswer,
  teamWriteAnswer,
  updateTeamRequest,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { commandsOf, fold, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { LEAGUE_NOT_FOUND_MESSAGE } from '../leagues/decider';
import { PLAYER_NOT_FOUND_MESSAGE, playerName } from '../players/decider';
import { leagueLookups } from '../lookups';
import { loadLeague, loadPlayer, loadTeam } from '../lookups/streams';
import { teamAggregate } from './aggregate';
import {
  ROSTER_PLAYER_NOT_FOUND_MESSAGE,
  TEAM_NOT_FOUND_MESSAGE,
  teamDecider,
  type TeamCommand,
} from './decider';

const admin = [{ bearerAuth: [] }];
const tags = ['teams'];

/**
 * Teams and their rosters: createTeam, updateTeam, archiveCurrentToggleTeam, removeTeam, addPlayers,
 * changeNumber, removePlayer. Admin only.
 */
export const teamRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const lookups = leagueLookups(deps);
  const handle = (request: FastifyRequest, command: TeamCommand, options: RunOptions = {}) =>
    run(request, teamAggregate.of(command.data.teamId), command, options);
  /** the options of an admin edit of one team (`:teamId`) with If-Match, answered 200 with `answer` */
  const onTeam = <Answer>(answer: Answer) =>
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: { tags, security: admin, params: teamParams, response: { 200: answer } },
    });
  /** the team of a roster player (404 when none) */
  const teamOf = async (rosterPlayerId: string) => {
    const teamId = await lookups.teamOfRosterPlayer(rosterPlayerId);
    if (!teamId) throw notFound(ROSTER_PLAYER_NOT_FOUND_MESSAGE);
    return teamId;
  };
  /** a command on one roster player, run on its team's stream with the request's If-Match */
  const onRosterPlayer = async (
    request: FastifyRequest,
    rosterPlayerId: string,
    command: (teamId: string, rosterPlayerId: string) => TeamCommand,
  ) => {
    const { position } = await handle(request, command(await teamOf(rosterPlayerId), rosterPlayerId), {
      ifMatch: true,
    });
    return { rosterPlayerId, position };
  };

  app.post(
    '/api/admin/createTeam',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createTeamRequest, response: { 201: teamWriteAnswer } },
    },
    async (request, reply) => {
      const { id, leagueId, teamName, divisionName } = request.body;
      const teamId = id ?? randomUUID();
      const league = await loadLeague(deps.store, leagueId);
      if (league.status !== 'active') throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
      const create: TeamCommand = {
        type: 'CreateTeam',
        data: {
          teamId,
          leagueId,
          teamName,
          divisionName: divisionName ?? null,
          year: league.league.year,
          teamsWithName: await lookups.teamsNamed(leagueId, teamName),
        },
      };
      const { position } = await handle(request, create, { create: true });
      return reply.code(201).send({ teamId, position });
    },
  );

  app.patch(
    '/api/admin/:teamId/updateTeam',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: teamParams,
        body: updateTeamRequest,
        response: { 200: teamWriteAnswer },
      },
    }),
    async (request) => {
      const { teamId } = request.params;
      const team = await loadTeam(deps.store, teamId);
      if (team.status !== 'active') throw notFound(TEAM_NOT_FOUND_MESSAGE);
      const { teamName } = request.body;
      const { leagueId } = team.team;
      const update: TeamCommand = {
        type: 'UpdateTeam',
        data: {
          teamId,
          ...request.body,
          teamsWithName: teamName ? await lookups.teamsNamed(leagueId, teamName) : [],
        },
      };
      return { teamId, position: (await handle(request, update, { ifMatch: true })).position };
    },
  );

  app.patch('/api/admin/:teamId/archiveCurrentToggleTeam', onTeam(teamToggleAnswer), async (request) => {
    const { teamId } = request.params;
    const { position } = await handle(request, { type: 'ToggleTeam', data: { teamId } }, { ifMatch: true });
    const state = fold(teamDecider, await deps.store.readStream(teamStream(teamId)));
    return { teamId, isCurrent: state.status === 'active' && state.isCurrent, position };
  });

  app.delete('/api/admin/:teamId/removeTeam', onTeam(teamWriteAnswer), async (request) => {
    const { teamId } = request.params;
    const scheduled = await lookups.teamIsScheduled(teamId);
    // the removed team's name is free for a new team of the league (its aggregate lets it go)
    const { position } = await handle(
      request,
      { type: 'RemoveTeam', data: { teamId, scheduled } },
      { ifMatch: true },
    );
    return { teamId, position };
  });

  app.post(
    '/api/admin/:teamId/addPlayers',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: teamParams,
        body: addPlayersRequest,
        response: { 201: addPlayersAnswer },
      },
    }),
    async (request, reply) => {
      const { teamId } = request.params;
      const { override } = request.body;
      const team = await loadTeam(deps.store, teamId);
      // one current team per league: where else in the team's league the players are on a roster
      const elsewhere =
        team.status === 'active' && team.isCurrent
          ? await lookups.currentTeamsOfPlayers(
              team.team.leagueId,
              request.body.players.map((p) => p.playerId),
            )
          : [];
      const players = await Promise.all(
        request.body.players.map(async ({ playerId, number }) => {
          const player = await loadPlayer(deps.store, playerId);
          if (player.status !== 'active') throw notFound(PLAYER_NOT_FOUND_MESSAGE);
          const otherTeams = elsewhere
            .filter((other) => other.playerId === playerId)
            .map(({ teamId: otherId, teamName }) => ({ teamId: otherId, teamName }));
          return {
            rosterPlayerId: randomUUID(),
            playerId,
            number,
            name: playerName(player.player),
            otherTeams,
          };
        }),
      );
      const { position } = await handle(
        request,
        { type: 'AddPlayers', data: { teamId, players, ...(override ? { override } : {}) } },
        { ifMatch: true },
      );
      return reply.code(201).send({ rosterPlayerIds: players.map((p) => p.rosterPlayerId), position });
    },
  );

  app.patch(
    '/api/admin/:rosterPlayerId/changeNumber',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: rosterPlayerParams,
        body: changeNumberRequest,
        response: { 200: rosterPlayerWriteAnswer },
      },
    }),
    async (request) =>
      onRosterPlayer(request, request.params.rosterPlayerId, (teamId, rosterPlayerId) => ({
        type: 'ChangeNumber',
        data: { teamId, rosterPlayerId, number: request.body.number },
      })),
  );

  app.delete(
    '/api/admin/:rosterPlayerId/removePlayer',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: rosterPlayerParams,
        response: { 200: rosterPlayerWriteAnswer },
      },
    }),
    async (request) =>
      onRosterPlayer(request, request.params.rosterPlayerId, (teamId, rosterPlayerId) => ({
        type: 'RemovePlayer',
        data: { teamId, rosterPlayerId },
      })),
  );
};
