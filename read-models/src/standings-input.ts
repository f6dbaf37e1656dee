import type { DatedGame, StandingsTeam } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  loadStandingsInput: ['standings'],
} as const satisfies ReadsDeclaration;

/**
 * The league's regular-season games that are not removed, with their day and time, by day (then id):
 * $1 the league, `lastDay` the SQL of the last day counted (YYYY-MM-DD) or of NULL.
 */
export const standingsGamesColumn = (schema: string, lastDay: string) => `
  (SELECT coalesce(json_agg(json_build_object(
            'homeTeamId', g.home_team_id, 'visitorTeamId', g.visitor_team_id, 'status', g.status,
            'homeTotal', g.home_total, 'visitorTotal', g.visitor_total, 'isoDate', g.iso_date, 'time', g.time)
            ORDER BY g.iso_date, g.game_id), '[]')
     FROM ${schema}.standings_games g
    WHERE g.league_id = $1 AND g.regular AND NOT g.removed AND (${lastDay} IS NULL OR g.iso_date <= ${lastDay})
  ) AS games`;

/** The standings tables' part of a read, $1 the league, $2 the last day counted (YYYY-MM-DD) or null. */
export const standingsInputColumns = (schema: string) => `
  (SELECT coalesce(json_agg(json_build_object(
            'teamId', t.team_id, 'teamName', t.team_name, 'divisionName', t.division_name)), '[]')
     FROM ${schema}.standings_teams t WHERE t.league_id = $1 AND NOT t.removed) AS teams,
  ${standingsGamesColumn(schema, '$2::text')}`;

export interface StandingsInput {
  teams: StandingsTeam[];
  games: DatedGame[];
}

/**
 * The teams and regular-season games of a league as the standings projection keeps them, read from
 * `schema` (the projection's own schema while projecting, `rm` for readers) in one statement. With `asOf`
 * (YYYY-MM-DD), only the games played on or before that day.
 */
export async function loadStandingsInput(
  db: SqlClient,
  schema: string,
  leagueId: string,
  asOf?: string,
): Promise<StandingsInput> {
  const { rows } = await db.query<StandingsInput>(`SELECT ${standingsInputColumns(schema)}`, [
    leagueId,
    asOf ?? null,
  ]);
  return rows[0]!;
}
