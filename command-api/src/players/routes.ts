import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPlayerRequest,
  playerParams,
  playerStream,
  playerWriteAnswer,
  updatePlayerRequest,
} from '@league/contracts';
import { accessGuard, parseIfMatch } from '@league/infra/http';
import { commandContext, handleCommand } from '../handling';
import type { CommandApiDeps } from '../deps';
import { playerDecider } from './decider';

const admin = [{ bearerAuth: [] }];
const tags = ['players'];

/** createPlayer, updatePlayer: admin only. */
export const playerRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const now = deps.now ?? (() => new Date());

  app.post(
    '/api/admin/createPlayer',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createPlayerRequest, response: { 201: playerWriteAnswer } },
    },
    async (request, reply) => {
      const { id, firstName, lastName, middleInitial } = request.body;
      const playerId = id ?? randomUUID();
      const { position } = await handleCommand(
        deps.store,
        playerStream(playerId),
        playerDecider,
        {
          type: 'CreatePlayer',
          data: { playerId, firstName, lastName, middleInitial: middleInitial ?? null },
        },
        commandContext(request, now),
        { create: true },
      );
      return reply.code(201).send({ playerId, position });
    },
  );

  app.patch(
    '/api/admin/:playerId/updatePlayer',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: playerParams,
        body: updatePlayerRequest,
        response: { 200: playerWriteAnswer },
      },
    },
    async (request) => {
      const { playerId } = request.params;
      const { position } = await handleCommand(
        deps.store,
        playerStream(playerId),
        playerDecider,
        { type: 'UpdatePlayer', data: { playerId, ...request.body } },
        commandContext(request, now),
        { expectedVersion: parseIfMatch(request.headers['if-match']) },
      );
      return { playerId, position };
    },
  );
};
