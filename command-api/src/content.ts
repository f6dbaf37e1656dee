import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PhotoStorage } from '@league/infra/photos';
import type { CommandApiDeps } from './deps';
import { videoRoutes } from './videos';
import { newsRoutes } from './news';
import { suspensionRoutes } from './suspensions';
import { contactRoutes } from './contact';
import { mailRoutes } from './mail';
import { photoRoutes } from './photos';

/** What the content commands need beyond the event store (CommandApiDeps.content). */
export interface ContentCommandDeps {
  /** where uploaded player photos go; without it the upload answers 503 */
  photos?: PhotoStorage;
  /** every coach's e-mail address (a read model): the recipients of sendEmail without `to` */
  coachAddresses?: () => Promise<string[]>;
  /** contact messages per client address (default 5 per 10 minutes) */
  contactRateLimit?: { max: number; timeWindowMs: number };
}

/** Content, discipline, mail and photos (issue 5). */
export const contentRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  await app.register(videoRoutes, deps);
  await app.register(newsRoutes, deps);
  await app.register(suspensionRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(mailRoutes, deps);
  await app.register(photoRoutes, deps);
};
