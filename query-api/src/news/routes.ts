import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allNewsAnswer, type NewsListItem } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import type { QueryApiDeps } from '../deps';

export async function allNews(db: SqlClient): Promise<NewsListItem[]> {
  const { rows } = await db.query<NewsListItem>(
    `SELECT news_id AS "_id", news_heading AS "newsHeading", news_subheading AS "newsSubheading",
            news_date::text AS "newsDate", news_content AS "newsContent", version
       FROM rm.news
      ORDER BY news_date DESC, seq DESC`,
  );
  return rows;
}

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
