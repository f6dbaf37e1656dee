import type { StandingsGame, StandingsTeam } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/**
 * The teams and regular-season games of a league as the standings projection keeps them, read from
 * `schema` (the projection's own schema while projecting, `rm` for readers). With `asOf` (YYYY-MM-DD),
 * only the games played on or before that day.
 */
export async function loadStandingsInput(
  db: SqlClient,
  schema: string,
  leagueId: string,
  asOf?: string,
): Promise<{ teams: StandingsTeam[]; games: StandingsGame[] }> {
  const teams = await db.query<StandingsTeam>(
    `SELECT team_id AS "teamId", team_name AS "teamName", division_name AS "divisionName"
       FROM ${schema}.standings_teams WHERE league_id = $1 AND NOT removed`,
    [leagueId],
  );
  const games = await db.query<StandingsGame>(
    `SELECT home_team_id AS "homeTeamId", visitor_team_id AS "visitorTeamId", status,
            home_total AS "homeTotal", visitor_total AS "visitorTotal"
       FROM ${schema}.standings_games
      WHERE league_id = $1 AND regular AND NOT removed AND ($2::text IS NULL OR iso_date <= $2::text)
      ORDER BY game_id`,
    [leagueId, asOf ?? null],
  );
  return { teams: teams.rows, games: games.rows };
}
