import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEventRequest,
  createGameRequest,
  eventParams,
  eventWriteAnswer,
  gameParams,
  gameWriteAnswer,
  removeScheduleItemAnswer,
  scheduleItemParams,
  updateEventRequest,
  updateGameRequest,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import { bracketRoutes } from '../bracket/routes';
import type { CommandApiDeps } from '../deps';
import { scheduleCommands } from './commands';

const admin = [{ bearerAuth: [] }];
const tags = ['schedule'];

/** createGame, updateGame, createEvent, updateEvent, removeEvent (a game or an event): admin only. */
export const scheduleRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const schedule = scheduleCommands(deps);
  await app.register(bracketRoutes, deps);

  app.post(
    '/api/admin/createGame',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createGameRequest, response: { 201: gameWriteAnswer } },
    },
    async (request, reply) => reply.code(201).send(await schedule.scheduleGame(request, request.body)),
  );

  app.patch(
    '/api/admin/:gameId/updateGame',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: updateGameRequest,
        response: { 200: gameWriteAnswer },
      },
    }),
    async (request) => schedule.updateGame(request, request.params.gameId, request.body),
  );

  app.post(
    '/api/admin/createEvent',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createEventRequest, response: { 201: eventWriteAnswer } },
    },
    async (request, reply) => reply.code(201).send(await schedule.scheduleEvent(request, request.body)),
  );

  app.patch(
    '/api/admin/:eventId/updateEvent',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: eventParams,
        body: updateEventRequest,
        response: { 200: eventWriteAnswer },
      },
    }),
    async (request) => schedule.updateEvent(request, request.params.eventId, request.body),
  );

  app.delete(
    '/api/admin/:id/removeEvent',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: scheduleItemParams,
        response: { 200: removeScheduleItemAnswer },
      },
    }),
    async (request) => schedule.removeItem(request, request.params.id),
  );
};
