import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeAnswer, todayInTimeZone } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';
import { homeAnswerOf } from './pulse';

/**
 * GET /api/home (public): every current league's newest results, next games and top of the standings,
 * and the key dates ahead. What is "next" depends on the day, so the answer is kept per day too.
 */
export const homeQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const timeZone = deps.timezone ?? 'America/New_York';
  const today = () => todayInTimeZone(timeZone);

  app.get(
    '/api/home',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      config: { projections: ['leagues', 'schedule', 'standings', 'teams_rosters'], calendarDay: today },
      schema: { tags: ['home'], response: { 200: homeAnswer } },
    },
    async () => homeAnswerOf(deps.db, today()),
  );
};
