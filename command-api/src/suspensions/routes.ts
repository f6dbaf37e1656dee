import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSuspensionRequest,
  suspensionParams,
  suspensionWriteAnswer,
  updateSuspensionRequest,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { suspensionAggregate, type SuspensionCommand } from './decider';

const admin = [{ bearerAuth: [] }];

/**
 * The admin spec's suspension writes: POST createSuspension, PATCH {suspensionId}/updateSuspension,
 * PATCH {id}/archiveCurrentToggleSuspension (current ⇄ archived), DELETE {id}/removeSuspension.
 */
export const suspensionRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const handle = async (request: FastifyRequest, command: SuspensionCommand, options: RunOptions = {}) => {
    const { suspensionId } = command.data;
    const { position } = await run(request, suspensionAggregate.of(suspensionId), command, options);
    return { suspensionId, position };
  };
  const schema = { tags: ['suspensions'], security: admin };

  app.post(
    '/api/admin/createSuspension',
    {
      onRequest: onlyAdmin,
      schema: { ...schema, body: createSuspensionRequest, response: { 201: suspensionWriteAnswer } },
    },
    async (request, reply) => {
      const { id, playerName, team, date1, reason, numberOfGames, served, appealed } = request.body;
      const data = {
        suspensionId: id ?? randomUUID(),
        playerName,
        playerTeam: team,
        date: date1,
        reason,
        howManyGames: numberOfGames,
        served,
        appealedSuccessfully: appealed,
      };
      return reply
        .code(201)
        .send(await handle(request, { type: 'CreateSuspension', data }, { create: true }));
    },
  );

  app.patch(
    '/api/admin/:suspensionId/updateSuspension',
    {
      onRequest: onlyAdmin,
      schema: {
        ...schema,
        params: suspensionParams,
        body: updateSuspensionRequest,
        response: { 200: suspensionWriteAnswer },
      },
    },
    async (request) =>
      handle(
        request,
        { type: 'UpdateSuspension', data: { ...request.body, suspensionId: request.params.suspensionId } },
        { ifMatch: true },
      ),
  );

  app.patch(
    '/api/admin/:suspensionId/archiveCurrentToggleSuspension',
    {
      onRequest: onlyAdmin,
      schema: { ...schema, params: suspensionParams, response: { 200: suspensionWriteAnswer } },
    },
    async (request) =>
      handle(
        request,
        { type: 'ToggleSuspensionArchive', data: { suspensionId: request.params.suspensionId } },
        { ifMatch: true },
      ),
  );

  app.delete(
    '/api/admin/:suspensionId/removeSuspension',
    {
      onRequest: onlyAdmin,
      schema: { ...schema, params: suspensionParams, response: { 200: suspensionWriteAnswer } },
    },
    async (request) =>
      handle(
        request,
        { type: 'RemoveSuspension', data: { suspensionId: request.params.suspensionId } },
        { ifMatch: true },
      ),
  );
};
