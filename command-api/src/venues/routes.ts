import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVenueRequest, updateVenueRequest, venueParams, venueWriteAnswer } from '@league/contracts';
import { accessGuard, parseIfMatch } from '@league/infra/http';
import { commandContext, handleCommand } from '../handling';
import type { CommandApiDeps } from '../deps';
import { venueDecider, venueStream } from './decider';

const admin = [{ bearerAuth: [] }];

/** POST createVenue, PATCH updateVenue, DELETE removeVenue: admin only. */
export const venueRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const now = deps.now ?? (() => new Date());

  app.post(
    '/api/admin/createVenue',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['venues'],
        security: admin,
        body: createVenueRequest,
        response: { 201: venueWriteAnswer },
      },
    },
    async (request, reply) => {
      const { id, venueName, venueAddress } = request.body;
      const venueId = id ?? randomUUID();
      const { position } = await handleCommand(
        deps.store,
        venueStream(venueId),
        venueDecider,
        { type: 'CreateVenue', data: { venueId, venueName, venueAddress } },
        commandContext(request, now),
        { create: true },
      );
      return reply.code(201).send({ venueId, position });
    },
  );

  app.patch(
    '/api/admin/:venueId/updateVenue',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['venues'],
        security: admin,
        params: venueParams,
        body: updateVenueRequest,
        response: { 200: venueWriteAnswer },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const expectedVersion = parseIfMatch(request.headers['if-match']);
      const { position } = await handleCommand(
        deps.store,
        venueStream(venueId),
        venueDecider,
        { type: 'UpdateVenue', data: { venueId, ...request.body } },
        commandContext(request, now),
        { expectedVersion },
      );
      return { venueId, position };
    },
  );

  app.delete(
    '/api/admin/:venueId/removeVenue',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['venues'],
        security: admin,
        params: venueParams,
        response: { 200: venueWriteAnswer },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const expectedVersion = parseIfMatch(request.headers['if-match']);
      const { position } = await handleCommand(
        deps.store,
        venueStream(venueId),
        venueDecider,
        { type: 'RemoveVenue', data: { venueId } },
        commandContext(request, now),
        { expectedVersion },
      );
      return { venueId, position };
    },
  );
};
