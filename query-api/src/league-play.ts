import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryApiDeps } from './deps';

/** League play (issue 3): leagues, teams, players, rosters, games, events, results. */

export const leaguePlayQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (_app, _deps) => {};
