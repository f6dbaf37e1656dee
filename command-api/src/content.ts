import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from './deps';
import { videoRoutes } from './videos';
import { newsRoutes } from './news';
import { suspensionRoutes } from './suspensions';
import { contactRoutes } from './contact';
import { mailRoutes } from './mail';
import { photoRoutes } from './photos';

/** Content, discipline, mail and photos. */
export const contentRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  await app.register(videoRoutes, deps);
  await app.register(newsRoutes, deps);
  await app.register(suspensionRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(mailRoutes, deps);
  await app.register(photoRoutes, deps);
};
