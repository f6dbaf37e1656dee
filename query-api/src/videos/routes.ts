import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allVideosAnswer, type VideoListItem } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import type { QueryApiDeps } from '../deps';

export async function allVideos(db: SqlClient): Promise<VideoListItem[]> {
  const { rows } = await db.query<VideoListItem>(
    `SELECT video_id AS "_id", video_title AS "videoTitle", video_url AS "videoURL",
            video_caption AS "videoCaption", version
       FROM rm.videos
      ORDER BY seq DESC`,
  );
  return rows;
}

/** GET /api/admin/videos: public, newest first. */
export const videoQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/admin/videos',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      config: { projections: ['videos'] },
      schema: { tags: ['videos'], response: { 200: allVideosAnswer } },
    },
    async () => ({ allVideos: await allVideos(deps.db) }),
  );
};
