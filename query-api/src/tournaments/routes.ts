import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allRegisteredPlayersAnswer,
  allTournamentsAnswer,
  leagueNameParams,
  notFound,
  registrantAnswer,
  registrantParams,
  todayInTimeZone,
  tournamentAnswer,
  tournamentParams,
  REGISTRANT_NOT_FOUND_MESSAGE,
  TOURNAMENT_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import {
  allTournaments,
  registrantById,
  registrantsOf,
  tournamentById,
  tournamentByName,
} from '@league/read-models/tournaments';
import type { QueryApiDeps } from '../deps';

const projections = ['tournaments'];
const secured = [{ bearerAuth: [] }];

/** Today on the league's calendar (LEAGUE_TIMEZONE, default America/New_York): a tournament is open through its close date. */
const leagueToday = () => todayInTimeZone(process.env.LEAGUE_TIMEZONE?.trim() || 'America/New_York');

/** A tournament as answered: open through its close date on the league's calendar. */
function withOpen<T extends { closeDate: string }>(row: T, today = leagueToday()): T & { isOpen: boolean } {
  return { ...row, isOpen: row.closeDate >= today };
}

/**
 * GET /api/registration/tournaments (public: name, close date, price, open), the admin's tournament and
 * registrant reads (personal data: admin only).
 */
export const tournamentReadRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');

  app.get(
    '/api/registration/tournaments',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      config: { projections, calendarDay: leagueToday },
      schema: { tags: ['tournaments'], response: { 200: allTournamentsAnswer } },
    },
    async () => {
      const today = leagueToday();
      return { allTournaments: (await allTournaments(deps.db)).map((row) => withOpen(row, today)) };
    },
  );

  app.get(
    '/api/admin/tournament/:tournamentId',
    {
      onRequest: onlyAdmin,
      config: { projections, calendarDay: leagueToday },
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: tournamentParams,
        response: { 200: tournamentAnswer },
      },
    },
    async (request) => {
      const tournament = await tournamentById(deps.db, request.params.tournamentId);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND_MESSAGE);
      return { tournament: withOpen(tournament) };
    },
  );

  app.get(
    '/api/registration/:leagueNameAndDesc',
    {
      onRequest: onlyAdmin,
      config: { projections },
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: leagueNameParams,
        response: { 200: allRegisteredPlayersAnswer },
      },
    },
    async (request) => {
      const tournament = await tournamentByName(deps.db, request.params.leagueNameAndDesc);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND_MESSAGE);
      return { allRegisteredPlayersInLeague: await registrantsOf(deps.db, tournament._id) };
    },
  );

  app.get(
    '/api/admin/registrant/:registrantId',
    {
      onRequest: onlyAdmin,
      config: { projections },
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: registrantParams,
        response: { 200: registrantAnswer },
      },
    },
    async (request) => {
      const registrant = await registrantById(deps.db, request.params.registrantId);
      if (!registrant) throw notFound(REGISTRANT_NOT_FOUND_MESSAGE);
      return { registrant };
    },
  );
};
