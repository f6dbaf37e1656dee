import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allRegisteredPlayersAnswer,
  allTournamentsAnswer,
  leagueNameParams,
  registrantAnswer,
  registrantParams,
  todayInTimeZone,
  tournamentAnswer,
  tournamentParams,
  REGISTRANT_NOT_FOUND_MESSAGE,
  TOURNAMENT_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import type { ReadModels } from '@league/contracts/projections';
import {
  allTournaments,
  reads,
  registrantById,
  registrantsOf,
  tournamentById,
  tournamentByName,
} from '@league/read-models/tournaments';
import { leagueTimeZone, type QueryApiDeps } from '../deps';
import { answeredAs, byId, found, oneById, readRoutes, readsOf, whole } from '../reads';
import { registrantItem, tournamentItem } from './answers';

/**
 * GET /api/registration/tournaments (public: name, close date, price, open), the admin's tournament and
 * registrant reads (personal data: admin only).
 */
export const tournamentReadRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  // today on the league's calendar: a tournament is open through its close date
  const leagueToday = () => todayInTimeZone(leagueTimeZone(deps));
  const publicRead = readRoutes(app, deps, 'public', 'tournaments');
  const adminRead = readRoutes(app, deps, 'admin', 'tournaments');
  const byDay = (projections: ReadModels) => ({ projections, calendarDay: leagueToday });

  const all = whole(async (db) => {
    const today = leagueToday();
    return { allTournaments: (await allTournaments(db)).map((row) => tournamentItem(row, today)) };
  });
  const one = byId(tournamentParams)(async (db, id) => ({
    tournament: tournamentItem(
      found(await tournamentById(db, id), TOURNAMENT_NOT_FOUND_MESSAGE),
      leagueToday(),
    ),
  }));
  const players = byId(leagueNameParams)(async (db, name) => {
    const tournament = found(await tournamentByName(db, name), TOURNAMENT_NOT_FOUND_MESSAGE);
    return {
      allRegisteredPlayersInLeague: (await registrantsOf(db, tournament.tournamentId)).map(registrantItem),
    };
  });
  const from = readsOf(reads.tournamentByName, reads.registrantsOf);
  const byRegistrantId = answeredAs(registrantById, registrantItem);
  const registrant = oneById(registrantParams, 'registrant', byRegistrantId, REGISTRANT_NOT_FOUND_MESSAGE);

  publicRead('/api/registration/tournaments', allTournamentsAnswer, byDay(reads.allTournaments), all);
  adminRead('/api/admin/tournament/:tournamentId', tournamentAnswer, byDay(reads.tournamentById), one);
  adminRead('/api/registration/:leagueNameAndDesc', allRegisteredPlayersAnswer, from, players);
  adminRead('/api/admin/registrant/:registrantId', registrantAnswer, reads.registrantById, registrant);
};
