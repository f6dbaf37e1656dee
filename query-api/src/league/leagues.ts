import { notFound, type CurrentLeague, type PreviousLeague } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

export const LEAGUE_NOT_FOUND = 'No League Found!';

export interface LeagueInfo {
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
  isCurrent: boolean;
}

/** The league's fields, or 404. */
export async function leagueInfo(db: SqlClient, leagueId: string): Promise<LeagueInfo> {
  const { rows } = await db.query<LeagueInfo>(
    `SELECT league_id AS "leagueId", league_name AS "leagueName", division_name AS "divisionName", session,
            year, is_current AS "isCurrent"
       FROM rm.leagues WHERE league_id = $1`,
    [leagueId],
    { name: 'league_info' },
  );
  const league = rows[0];
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  return league;
}

/** Current leagues by name then division (each division kept); the second list without exact repeats. */
export async function currentLeagues(db: SqlClient) {
  const { rows } = await db.query<CurrentLeague>(
    `SELECT league_id AS "_id", league_name AS "leagueName", division_name AS "divisionName", session, year,
            version
       FROM rm.leagues WHERE is_current
      ORDER BY lower(league_name), league_name, lower(coalesce(division_name, '')), coalesce(division_name, ''),
               year DESC, created_high, created_low`,
  );
  const seen = new Set<string>();
  const noDuplicates = rows.filter((league) => {
    const key = JSON.stringify([league.leagueName, league.divisionName, league.session, league.year]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { currentLeagues: rows, currentLeaguesSortedNoDuplicates: noDuplicates };
}

/** Archived leagues, newest first: by year, then the most recently created. */
export async function previousLeagues(db: SqlClient): Promise<PreviousLeague[]> {
  const { rows } = await db.query<PreviousLeague>(
    `SELECT league_id AS "_id", league_name AS "leagueName", division_name AS "divisionName", session, year
       FROM rm.leagues WHERE NOT is_current
      ORDER BY year DESC, created_high DESC, created_low DESC`,
  );
  return rows;
}
