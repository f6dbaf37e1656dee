import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  tournamentRostersAnswer,
  tournamentRostersQuery,
  type TournamentRostersAnswer,
} from '@league/contracts';
import { currentTeamsOfYear, currentTeamYears, reads } from '@league/read-models/registered-teams';
import type { SqlClient } from '@league/infra/sql';
import type { QueryApiDeps } from '../deps';
import { read, readRoutes, readsOf } from '../reads';
import { tournamentRosterItem } from './answers';

/** The years with current registered teams (newest first) and the teams of `year` (default: the newest). */
export async function tournamentRosters(db: SqlClient, year?: number): Promise<TournamentRostersAnswer> {
  const years = await currentTeamYears(db);
  const shown = year ?? years[0] ?? null;
  if (shown === null) return { year: null, years, tournamentRosters: [] };
  const rows = await currentTeamsOfYear(db, shown);
  return { year: shown, years, tournamentRosters: rows.map(tournamentRosterItem) };
}

/** GET /api/registration/tournamentRosters?year= (public): current registered teams' rosters. */
export const tournamentRosterRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'registration');
  const rosters = read({
    query: tournamentRostersQuery,
    answer: (db, { query }) => tournamentRosters(db, query.year),
  });
  const from = readsOf(reads.currentTeamYears, reads.currentTeamsOfYear);
  get('/api/registration/tournamentRosters', tournamentRostersAnswer, from, rosters);
};
