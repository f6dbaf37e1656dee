import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVenueRequest, updateVenueRequest, venueParams, venueWriteAnswer } from '@league/contracts';
import { accessGuard, parseIfMatch } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { commandContext, handleCommand, type HandleOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { venueDecider, type VenueCommand } from './decider';
import { venueStream } from '@league/contracts';

const admin = [{ bearerAuth: [] }];

/** POST createVenue, PATCH updateVenue, DELETE removeVenue: admin only. */
export const venueRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const now = deps.now ?? (() => new Date());
  const handle = async (request: FastifyRequest, command: VenueCommand, options: HandleOptions) => {
    const { venueId } = command.data;
    const { position } = await handleCommand(
      deps.store,
      venueStream(venueId),
      venueDecider,
      command,
      commandContext(request, now),
      options,
    );
    return { venueId, position };
  };

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
      const answer = await handle(
        request,
        { type: 'CreateVenue', data: { venueId, venueName, venueAddress } },
        { create: true },
      );
      return reply.code(201).send(answer);
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
      const expectedVersion = parseIfMatch(request.headers['if-match']);
      return handle(
        request,
        { type: 'UpdateVenue', data: { venueId: request.params.venueId, ...request.body } },
        { expectedVersion },
      );
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
      const expectedVersion = parseIfMatch(request.headers['if-match']);
      return handle(
        request,
        { type: 'RemoveVenue', data: { venueId: request.params.venueId } },
        { expectedVersion },
      );
    },
  );
};
