import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allVideosAnswer } from '@league/contracts';
import { allVideos, reads } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';
import { named, readRoutes } from '../reads';
import { videoItem } from './answers';

/** GET /api/admin/videos: public, newest first. */
export const videoQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'videos');
  const videos = named('allVideos', async (db) => (await allVideos(db)).map(videoItem));
  get('/api/admin/videos', allVideosAnswer, reads.allVideos, videos);
};
