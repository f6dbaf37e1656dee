import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allNewsAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { allNews } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';

/** GET /api/admin/news: public, newest first (by newsDate, then the latest written). */
export const newsQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/admin/news',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      config: { projections: ['news'] },
      schema: { tags: ['news'], response: { 200: allNewsAnswer } },
    },
    async () => ({ allNews: await allNews(deps.db) }),
  );
};
