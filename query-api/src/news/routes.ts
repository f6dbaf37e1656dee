import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allNewsAnswer } from '@league/contracts';
import { allNews, reads } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';
import { named, readRoutes } from '../reads';
import { newsItem } from './answers';

/** GET /api/admin/news: public, newest first (by newsDate, then the latest written). */
export const newsQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'news');
  const news = named('allNews', async (db) => (await allNews(db)).map(newsItem));
  get('/api/admin/news', allNewsAnswer, reads.allNews, news);
};
