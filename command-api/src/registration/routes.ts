import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archiveToggleAnswer,
  coachParams,
  coachTeamParams,
  committedFromRequest,
  editRegisteredTeamRequest,
  markAsCommittedAnswer,
  markAsCommittedRequest,
  registeredTeamParams,
  registeredTeamWriteAnswer,
  registerTeamRequest,
  registeredTeamStream,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { leagueToday } from './calendar';
import { registeredTeamAggregate, registration, registrationEdit } from './registration';

const secured = [{ bearerAuth: [] }];

/**
 * The coach's registration and edit (only the coach whose id is in the path, or an admin), and the
 * admin's markAsCommitted and archive toggle.
 */
export const registrationRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyTheCoach = accessGuard(deps.tokens, { coachOf: 'coachId' });
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);

  app.post(
    '/api/registration/registeredTeams/:coachId',
    {
      onRequest: onlyTheCoach,
      schema: {
        tags: ['registration'],
        security: secured,
        params: coachParams,
        body: registerTeamRequest,
        response: { 201: registeredTeamWriteAnswer },
      },
    },
    async (request, reply) => {
      const { coachId } = request.params;
      const { team, year } = request.body;
      const registeredTeamId = request.body.id ?? randomUUID();
      const register = await registration(
        deps.store,
        coachId,
        request.body,
        registeredTeamId,
        leagueToday(deps),
      );
      const { position } = await run(request, registeredTeamAggregate.of(registeredTeamId), register, {
        create: true,
      });
      return reply.code(201).send({ registeredTeamId, coachId, team, year, position });
    },
  );

  app.post(
    '/api/admin/updateRegisteredTeam/:coachId/:team/:year',
    requiringIfMatch({
      onRequest: onlyTheCoach,
      schema: {
        tags: ['registration'],
        security: secured,
        params: coachTeamParams,
        body: editRegisteredTeamRequest,
        response: { 200: registeredTeamWriteAnswer },
      },
    }),
    async (request) => {
      const { coachId } = request.params;
      const { registeredTeamId, team, year, edit } = await registrationEdit(
        deps.store,
        request.params,
        request.body,
        leagueToday(deps),
      );
      const { position } = await run(request, registeredTeamAggregate.of(registeredTeamId), edit, {
        ifMatch: true,
      });
      return { registeredTeamId, coachId, team, year, position };
    },
  );

  app.patch(
    '/api/admin/markAsCommitted',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags: ['registration'],
        security: secured,
        body: markAsCommittedRequest,
        response: { 200: markAsCommittedAnswer },
      },
    }),
    async (request) => {
      const registeredTeamId = request.body.teamIdForCommittedEdits;
      const { position } = await run(
        request,
        registeredTeamAggregate.of(registeredTeamId),
        { type: 'MarkPlayersCommitted', data: { committed: committedFromRequest(request.body) } },
        { ifMatch: true },
      );
      return { registeredTeamId, position };
    },
  );

  app.patch(
    '/api/admin/:registeredTeamId/archiveCurrentToggleRegisteredTeam',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags: ['registration'],
        security: secured,
        params: registeredTeamParams,
        response: { 200: archiveToggleAnswer },
      },
    }),
    async (request) => {
      const { registeredTeamId } = request.params;
      const { position } = await run(
        request,
        registeredTeamAggregate.of(registeredTeamId),
        { type: 'ToggleRegisteredTeamArchive', data: {} },
        { ifMatch: true },
      );
      const last = (await deps.store.readStream(registeredTeamStream(registeredTeamId))).at(-1);
      return { registeredTeamId, isCurrent: last?.type !== 'RegisteredTeamArchived', position };
    },
  );
};
