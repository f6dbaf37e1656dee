import type { CurrentLeague, PreviousLeague } from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  leagueInfo: league.leagues,
  currentLeagues: league.leagues,
  previousLeagues: league.leagues,
} as const satisfies ReadsDeclaration;

/** The fields of a league that every league read starts with. */
export interface LeagueInfo {
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
  isCurrent: boolean;
}

/**
 * The LeagueInfo columns of `rm.leagues` aliased `l`: the reads of other read models that answer with the
 * league's fields select them beside their own, in the same statement.
 */
export const LEAGUE_INFO_COLUMNS = `l.league_id AS "leagueId", l.league_name AS "leagueName",
  l.division_name AS "divisionName", l.session, l.year, l.is_current AS "isCurrent"`;

/** The league's fields, or null when there is no such league. */
export async function leagueInfo(db: SqlClient, leagueId: string): Promise<LeagueInfo | null> {
  const { rows } = await db.query<LeagueInfo>(
    `SELECT ${LEAGUE_INFO_COLUMNS} FROM rm.leagues l WHERE l.league_id = $1`,
    [leagueId],
    { name: 'league_info' },
  );
  return rows[0] ?? null;
}

/** Current leagues by name then division (each division kept), newest year first, then as created. */
export async function currentLeagues(db: SqlClient): Promise<CurrentLeague[]> {
  const { rows } = await db.query<CurrentLeague>(
    `SELECT league_id AS "leagueId", league_name AS "leagueName", division_name AS "divisionName", session, year,
            allow_double_headers AS "allowDoubleHeaders", period_minutes AS "periodMinutes", version
       FROM rm.leagues WHERE is_current
      ORDER BY lower(league_name), league_name, lower(coalesce(division_name, '')), coalesce(division_name, ''),
               year DESC, created_high, created_low`,
  );
  return rows;
}

/** Archived leagues, newest first: by year, then the most recently created. */
export async function previousLeagues(db: SqlClient): Promise<PreviousLeague[]> {
  const { rows } = await db.query<PreviousLeague>(
    `SELECT league_id AS "leagueId", league_name AS "leagueName", division_name AS "divisionName", session, year
       FROM rm.leagues WHERE NOT is_current
      ORDER BY year DESC, created_high DESC, created_low DESC`,
  );
  return rows;
}
