import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from './deps';
import { leagueRoutes } from './leagues';
import { playerRoutes } from './players';
import { resultRoutes } from './results';
import { scheduleRoutes } from './schedule';
import { teamRoutes } from './teams';

/** League play (issue 3): leagues, teams, players, rosters, games, events, results. */
export const leaguePlayRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  await app.register(leagueRoutes, deps);
  await app.register(teamRoutes, deps);
  await app.register(playerRoutes, deps);
  await app.register(scheduleRoutes, deps);
  await app.register(resultRoutes, deps);
};
