import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeAnswer, todayInTimeZone } from '@league/contracts';
import { reads } from '@league/read-models/home';
import { leagueTimeZone, type QueryApiDeps } from '../deps';
import { readRoutes, whole } from '../reads';
import { homeAnswerOf } from './pulse';

/**
 * GET /api/home (public): every current league's newest results, next games and top of the standings,
 * and the key dates ahead. What is "next" depends on the day, so the answer is kept per day too.
 */
export const homeQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const timeZone = leagueTimeZone(deps);
  const today = () => todayInTimeZone(timeZone);

  const get = readRoutes(app, deps, 'public', 'home');
  get(
    '/api/home',
    homeAnswer,
    { projections: reads.homePulse, calendarDay: today },
    whole((db) => homeAnswerOf(db, today())),
  );
};
