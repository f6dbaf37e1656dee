import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHttpApp, type HttpApp } from '@league/infra/http';
import { cacheAnswers } from './cache';
import { consistencyWait } from './consistency';
import type { QueryApiDeps } from './deps';
import { systemQueryRoutes } from './system/routes';
import { venueQueryRoutes } from './venues';
import { leagueAdminRoutes, leagueCsvRoutes, leagueIcalRoutes, leaguePublicRoutes } from './league';
import { organizationQueryRoutes } from './organizations';
import { registrationQueryRoutes } from './registration';
import { registrationCsvRoutes } from './registration/csv-routes';
import { tournamentRosterRoutes } from './registration/tournament-rosters';
import { conductQueryRoutes } from './conduct';
import { tournamentReadRoutes } from './tournaments';
import { tournamentCsvRoutes } from './tournaments/csv-routes';
import { videoQueryRoutes } from './videos/routes';
import { newsQueryRoutes } from './news/routes';
import { suspensionQueryRoutes } from './suspensions/routes';
import { suspensionProposalQueryRoutes } from './suspension-proposals/routes';
import { mailQueryRoutes } from './mail/routes';
import { photoQueryRoutes } from './photos/routes';
import { homeQueryRoutes } from './home';
import { liveQueryRoutes } from './live';
import { accountQueryRoutes } from './accounts';

export type { QueryApiDeps } from './deps';
export type { AccountReadDeps } from './accounts';
export { MIN_POSITION_HEADER, STALE_HEADER, DEFAULT_CONSISTENCY_TIMEOUT_MS } from './consistency';

/** The read routes of each capability, in the order they are registered; a new one is added here. */
const CAPABILITY_ROUTES: ReadonlyArray<FastifyPluginAsyncZod<QueryApiDeps>> = [
  venueQueryRoutes,
  // the league: public pages, admin reads, calendar feeds, spreadsheet downloads
  leaguePublicRoutes,
  leagueAdminRoutes,
  leagueIcalRoutes,
  leagueCsvRoutes,
  // team registration, organizations, the coaches' code of conduct, tournaments (and their downloads)
  organizationQueryRoutes,
  registrationQueryRoutes,
  registrationCsvRoutes,
  conductQueryRoutes,
  tournamentReadRoutes,
  tournamentCsvRoutes,
  tournamentRosterRoutes,
  // content and discipline (videos and news public, the rest admin), mail, photos
  videoQueryRoutes,
  newsQueryRoutes,
  suspensionQueryRoutes,
  suspensionProposalQueryRoutes,
  mailQueryRoutes,
  photoQueryRoutes,
  homeQueryRoutes,
  systemQueryRoutes,
  liveQueryRoutes,
  // the staff list and one's own account
  accountQueryRoutes,
];

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
  for (const routes of CAPABILITY_ROUTES) await app.register(routes, deps);
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
