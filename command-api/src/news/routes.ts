import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNewsRequest, updateNewsRequest, newsParams, newsWriteAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { newsAggregate, type NewsCommand } from './decider';

const admin = [{ bearerAuth: [] }];

/** POST createNews, PATCH {newsId}/updateNews, DELETE {id}/removeNews: admin only. */
export const newsRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const handle = async (request: FastifyRequest, command: NewsCommand, options: RunOptions = {}) => {
    const { newsId } = command.data;
    const { position } = await run(request, newsAggregate.of(newsId), command, options);
    return { newsId, position };
  };
  const schema = { tags: ['news'], security: admin };

  app.post(
    '/api/admin/createNews',
    {
      onRequest: onlyAdmin,
      schema: { ...schema, body: createNewsRequest, response: { 201: newsWriteAnswer } },
    },
    async (request, reply) => {
      const { id, newsHeading, newsSubheading, newsDate, newsContent } = request.body;
      const newsId = id ?? randomUUID();
      const data = { newsId, newsHeading, newsSubheading: newsSubheading ?? '', newsDate, newsContent };
      return reply.code(201).send(await handle(request, { type: 'CreateNews', data }, { create: true }));
    },
  );

  app.patch(
    '/api/admin/:newsId/updateNews',
    {
      onRequest: onlyAdmin,
      schema: { ...schema, params: newsParams, body: updateNewsRequest, response: { 200: newsWriteAnswer } },
    },
    async (request) =>
      handle(
        request,
        { type: 'UpdateNews', data: { ...request.body, newsId: request.params.newsId } },
        { ifMatch: true },
      ),
  );

  app.delete(
    '/api/admin/:newsId/removeNews',
    { onRequest: onlyAdmin, schema: { ...schema, params: newsParams, response: { 200: newsWriteAnswer } } },
    async (request) =>
      handle(request, { type: 'RemoveNews', data: { newsId: request.params.newsId } }, { ifMatch: true }),
  );
};
