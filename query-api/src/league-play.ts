import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryApiDeps } from './deps';
import { leagueAdminRoutes, leagueIcalRoutes, leaguePublicRoutes } from './league';

/** League play (issue 3): leagues, teams, players, rosters, games, events, results. */

export const leaguePlayQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  await app.register(leaguePublicRoutes, deps);
  await app.register(leagueAdminRoutes, deps);
  await app.register(leagueIcalRoutes, deps);
};
