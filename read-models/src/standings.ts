import type { StandingsRow } from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { LEAGUE_INFO_COLUMNS, type LeagueInfo } from './leagues';
import { standingsGamesColumn, standingsInputColumns, type StandingsInput } from './standings-input';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  leagueStandingsInput: league.standings,
  leagueStandings: league.standings,
} as const satisfies ReadsDeclaration;

/** The league and what its standings were computed from, the games up to `asOf` only; null without league. */
export async function leagueStandingsInput(
  db: SqlClient,
  leagueId: string,
  asOf: string,
): Promise<(LeagueInfo & StandingsInput) | null> {
  const { rows } = await db.query<LeagueInfo & StandingsInput>(
    `SELECT ${LEAGUE_INFO_COLUMNS}, ${standingsInputColumns('rm')} FROM rm.leagues l WHERE l.league_id = $1`,
    [leagueId, asOf],
    { name: 'standings_as_of' },
  );
  return rows[0] ?? null;
}

/**
 * The league, its projected standings lines by rank and its regular-season games (for the teams' form and
 * the points race), in one statement; null when there is no league.
 */
export async function leagueStandings(
  db: SqlClient,
  leagueId: string,
): Promise<(LeagueInfo & { listOfTeams: StandingsRow[]; games: StandingsInput['games'] }) | null> {
  const { rows } = await db.query<
    LeagueInfo & { listOfTeams: StandingsRow[]; games: StandingsInput['games'] }
  >(
    `SELECT ${LEAGUE_INFO_COLUMNS},
            (SELECT coalesce(json_agg(json_build_object(
                      'teamId', s.team_id, 'teamName', s.team_name, 'divisionName', s.division_name,
                      'gamesPlayed', s.games_played, 'wins', s.wins, 'losses', s.losses, 'ties', s.ties,
                      'overtimeLosses', s.overtime_losses, 'shootoutLosses', s.shootout_losses,
                      'points', s.points, 'pointsPercentage', s.points_percentage::float8,
                      'goalsFor', s.goals_for, 'goalsAgainst', s.goals_against,
                      'goalDifference', s.goal_difference, 'regulationWins', s.regulation_wins)
                    ORDER BY s.rank), '[]')
               FROM rm.standings s WHERE s.league_id = $1) AS "listOfTeams",
            ${standingsGamesColumn('rm', 'NULL::text')}
       FROM rm.leagues l WHERE l.league_id = $1`,
    [leagueId],
    { name: 'standings' },
  );
  return rows[0] ?? null;
}
