import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allVideosAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { allVideos } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';

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
