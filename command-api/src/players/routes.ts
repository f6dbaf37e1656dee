import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPlayerRequest,
  PLAYER_DETAIL_DEFAULTS,
  playerParams,
  playerWriteAnswer,
  updatePlayerRequest,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { playerAggregate } from './decider';

const admin = [{ bearerAuth: [] }];
const tags = ['players'];

/** createPlayer, updatePlayer: admin only. */
export const playerRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);

  app.post(
    '/api/admin/createPlayer',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createPlayerRequest, response: { 201: playerWriteAnswer } },
    },
    async (request, reply) => {
      const { id, ...details } = request.body;
      const playerId = id ?? randomUUID();
      const { position } = await run(
        request,
        playerAggregate.of(playerId),
        {
          type: 'CreatePlayer',
          data: { playerId, ...PLAYER_DETAIL_DEFAULTS, ...details },
        },
        { create: true },
      );
      return reply.code(201).send({ playerId, position });
    },
  );

  app.patch(
    '/api/admin/:playerId/updatePlayer',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: playerParams,
        body: updatePlayerRequest,
        response: { 200: playerWriteAnswer },
      },
    }),
    async (request) => {
      const { playerId } = request.params;
      const { position } = await run(
        request,
        playerAggregate.of(playerId),
        { type: 'UpdatePlayer', data: { playerId, ...request.body } },
        { ifMatch: true },
      );
      return { playerId, position };
    },
  );
};
