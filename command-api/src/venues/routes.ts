import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVenueRequest, updateVenueRequest, venueParams, venueWriteAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { commandsOf, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { venueAggregate, type VenueCommand } from './decider';

const admin = [{ bearerAuth: [] }];

/** POST createVenue, PATCH updateVenue, DELETE removeVenue: admin only. */
export const venueRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const handle = async (request: FastifyRequest, command: VenueCommand, options: RunOptions = {}) => {
    const { venueId } = command.data;
    const { position } = await run(request, venueAggregate.of(venueId), command, options);
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
      return handle(
        request,
        { type: 'UpdateVenue', data: { venueId: request.params.venueId, ...request.body } },
        { ifMatch: true },
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
      return handle(
        request,
        { type: 'RemoveVenue', data: { venueId: request.params.venueId } },
        { ifMatch: true },
      );
    },
  );
};
