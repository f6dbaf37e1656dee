import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHttpApp, type HttpApp } from '@league/infra/http';
import { cacheAnswers } from './cache';
import { consistencyWait } from './consistency';
import type { QueryApiDeps } from './deps';
import { systemQueryRoutes } from './system/routes';
import { venueQueryRoutes } from './venues';
import { leaguePlayQueryRoutes } from './league-play';
import { tournamentQueryRoutes } from './tournament';
import { contentQueryRoutes } from './content';
import { homeQueryRoutes } from './home';
import { liveQueryRoutes } from './live';

export type { QueryApiDeps } from './deps';
export { MIN_POSITION_HEADER, STALE_HEADER, DEFAULT_CONSISTENCY_TIMEOUT_MS } from './consistency';

/**
 * Every read route of the site, with the X-Min-Position wait and, given the checkpoints, answers from
 * memory with ETags (cache/). Mount it on an app made by createHttpApp
 * (the query API, or the embedded all-in-one next to commandRoutes).
 */
export const queryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.addHook('preHandler', consistencyWait(deps));
  if (deps.checkpoints) {
    cacheAnswers(app, {
      versions: deps.checkpoints,
      ...(deps.answerCacheBytes !== undefined ? { maxBytes: deps.answerCacheBytes } : {}),
    });
  }
  await app.register(venueQueryRoutes, deps);
  await app.register(leaguePlayQueryRoutes, deps);
  await app.register(tournamentQueryRoutes, deps);
  await app.register(contentQueryRoutes, deps);
  await app.register(homeQueryRoutes, deps);
  await app.register(systemQueryRoutes, deps);
  await app.register(liveQueryRoutes, deps);
};

/** The query API as an app of its own (distributed mode, tests). */
export async function buildQueryApi(deps: QueryApiDeps): Promise<HttpApp> {
  const app = await createHttpApp({
    ...(deps.logger ? { logger: deps.logger } : {}),
    tokens: deps.tokens,
    trustProxy: deps.trustProxy ?? false,
  });
  await app.register(queryRoutes, deps);
  return app;
}
