import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allVideosAnswer } from '@league/contracts';
import { allVideos, reads } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';
import { named, readRoutes } from '../reads';

/** GET /api/admin/videos: public, newest first. */
export const videoQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'videos');
  get('/api/admin/videos', allVideosAnswer, reads.allVideos, named('allVideos', allVideos));
};
