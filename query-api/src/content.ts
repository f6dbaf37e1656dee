import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryApiDeps } from './deps';
import { videoQueryRoutes } from './videos/routes';
import { newsQueryRoutes } from './news/routes';
import { suspensionQueryRoutes } from './suspensions/routes';
import { mailQueryRoutes } from './mail/routes';
import { photoQueryRoutes } from './photos/routes';

/** Content, discipline, mail and photos (issue 5): videos and news public, the rest admin. */
export const contentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  await app.register(videoQueryRoutes, deps);
  await app.register(newsQueryRoutes, deps);
  await app.register(suspensionQueryRoutes, deps);
  await app.register(mailQueryRoutes, deps);
  await app.register(photoQueryRoutes, deps);
};
