import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allNewsAnswer } from '@league/contracts';
import { allNews, reads } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';
import { named, readRoutes } from '../reads';

/** GET /api/admin/news: public, newest first (by newsDate, then the latest written). */
export const newsQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'news');
  get('/api/admin/news', allNewsAnswer, reads.allNews, named('allNews', allNews));
};
