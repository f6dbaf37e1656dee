import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from './deps';

/** League play (issue 3): leagues, teams, players, rosters, games, events, results. */

export const leaguePlayRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (_app, _deps) => {};
