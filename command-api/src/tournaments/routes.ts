import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTournamentRequest,
  registerPlayerRequest,
  registrantParams,
  registrantWriteAnswer,
  tournamentParams,
  tournamentWriteAnswer,
  updateRegistrantRequest,
  updateTournamentRequest,
  registrantStream,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import { commandsOf, fold } from '../handling';
import type { CommandApiDeps } from '../deps';
import { limitPublicForms } from '../conduct/rate-limit';
import { leagueToday } from '../registration/calendar';
import { registrantAggregate, registrantDecider, type RegistrantCommand } from './decider';
import { readTournament, tournamentAggregate } from './tournaments';

const secured = [{ bearerAuth: [] }];

/**
 * Tournaments (admin) and their registrants: the public registration form while a tournament is open,
 * the admin's update and removal.
 */
export const tournamentCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  await app.register(registrantSignupRoutes, deps);
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);

  app.post(
    '/api/admin/createTournament',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['tournaments'],
        security: secured,
        body: createTournamentRequest,
        response: { 201: tournamentWriteAnswer },
      },
    },
    async (request, reply) => {
      const { id, ...tournament } = request.body;
      const tournamentId = id ?? randomUUID();
      const { position } = await run(
        request,
        tournamentAggregate.of(tournamentId),
        { type: 'CreateTournament', data: { tournamentId, ...tournament } },
        { create: true },
      );
      return reply.code(201).send({ tournamentId, position });
    },
  );

  app.patch(
    '/api/admin/:tournamentId/updateTournament',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: tournamentParams,
        body: updateTournamentRequest,
        response: { 200: tournamentWriteAnswer },
      },
    }),
    async (request) => {
      const { tournamentId } = request.params;
      const { position } = await run(
        request,
        tournamentAggregate.of(tournamentId),
        { type: 'UpdateTournament', data: { tournamentId, ...request.body } },
        { ifMatch: true },
      );
      return { tournamentId, position };
    },
  );

  const changeRegistrant = async (
    request: FastifyRequest,
    registrantId: string,
    command: RegistrantCommand,
  ) => {
    const { position } = await run(request, registrantAggregate.of(registrantId), command, { ifMatch: true });
    const state = fold(registrantDecider, await deps.store.readStream(registrantStream(registrantId)));
    const tournamentId = state.status === 'registered' ? state.tournamentId : '';
    return { registrantId, tournamentId, position };
  };

  app.patch(
    '/api/admin/:registrantId/updateRegistrant',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: registrantParams,
        body: updateRegistrantRequest,
        response: { 200: registrantWriteAnswer },
      },
    }),
    async (request) =>
      changeRegistrant(request, request.params.registrantId, {
        type: 'UpdateRegistrant',
        data: request.body,
      }),
  );

  app.delete(
    '/api/admin/:registrantId/removeRegistrant',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: registrantParams,
        response: { 200: registrantWriteAnswer },
      },
    }),
    async (request) => {
      const { registrantId } = request.params;
      const before = fold(registrantDecider, await deps.store.readStream(registrantStream(registrantId)));
      const answer = await changeRegistrant(request, registrantId, { type: 'RemoveRegistrant', data: {} });
      return {
        ...answer,
        tournamentId: before.status === 'registered' ? before.tournamentId : answer.tournamentId,
      };
    },
  );
};

/** POST /api/registration/{tournamentId}/registrants: public while the tournament is open, rate limited per address. */
const registrantSignupRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { run } = commandsOf(deps);
  await limitPublicForms(app, 'registrants', deps.limits);
  app.post(
    '/api/registration/:tournamentId/registrants',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      schema: {
        tags: ['tournaments'],
        params: tournamentParams,
        body: registerPlayerRequest,
        response: { 201: registrantWriteAnswer },
      },
    },
    async (request, reply) => {
      const { tournamentId } = request.params;
      const { id, ...fields } = request.body;
      const registrantId = id ?? randomUUID();
      const tournament = await readTournament(deps.store, tournamentId);
      const { position } = await run(
        request,
        registrantAggregate.of(registrantId),
        {
          type: 'RegisterPlayer',
          data: { registrantId, tournamentId, ...fields, tournament, today: leagueToday(deps) },
        },
        { create: true },
      );
      return reply.code(201).send({ registrantId, tournamentId, position });
    },
  );
};
