import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSuspensionRequest,
  suspensionParams,
  suspensionWriteAnswer,
  updateSuspensionRequest,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import { commandsOf, recordCommands, recordRoutes } from '../handling';
import type { CommandApiDeps } from '../deps';
import { suspensionAggregate, suspensionNames } from './decider';

const admin = [{ bearerAuth: [] }];

/** POST createSuspension, PATCH {suspensionId}/updateSuspension, DELETE {id}/removeSuspension. */
const suspensionRecordRoutes = recordRoutes({
  tag: 'suspensions',
  id: 'suspensionId',
  answer: suspensionWriteAnswer,
  create: {
    path: '/api/admin/createSuspension',
    body: createSuspensionRequest,
    fields: ({ playerName, team, date1, reason, numberOfGames, served, appealed }) => ({
      playerName,
      playerTeam: team,
      date: date1,
      reason,
      howManyGames: numberOfGames,
      served,
      appealedSuccessfully: appealed,
    }),
  },
  update: {
    path: '/api/admin/:suspensionId/updateSuspension',
    params: suspensionParams,
    body: updateSuspensionRequest,
  },
  remove: { path: '/api/admin/:suspensionId/removeSuspension', params: suspensionParams },
  writes: recordCommands(suspensionAggregate, suspensionNames),
});

/**
 * The admin spec's suspension writes, admin only: the record's create, update and remove, and
 * PATCH {id}/archiveCurrentToggleSuspension (current ⇄ archived).
 */
export const suspensionRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  await suspensionRecordRoutes(app, deps);
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);

  app.patch(
    '/api/admin/:suspensionId/archiveCurrentToggleSuspension',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags: ['suspensions'],
        security: admin,
        params: suspensionParams,
        response: { 200: suspensionWriteAnswer },
      },
    }),
    async (request) => {
      const { suspensionId } = request.params;
      const command = { type: 'ToggleSuspensionArchive' as const, data: { suspensionId } };
      const { position } = await run(request, suspensionAggregate.of(suspensionId), command, {
        ifMatch: true,
      });
      return { suspensionId, position };
    },
  );
};
