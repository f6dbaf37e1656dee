import type { PlayerGameStat, ScoringLeader } from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { summarySheetColumns, type SummarySheet } from './game-sheet';
import { LEAGUE_INFO_COLUMNS, type LeagueInfo } from './leagues';
import { itemLeaguesJson, scheduleItemsJson, type ScheduleItemRow } from './schedule';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  leagueScorers: league.leaders,
  leagueGoalies: league.goalieLeaders,
  gameSheet: league.game,
} as const satisfies ReadsDeclaration;

/** The league and its rostered players with at least one point (unordered), in one statement; null without league. */
export async function leagueScorers(
  db: SqlClient,
  leagueId: string,
): Promise<(LeagueInfo & { scorers: ScoringLeader[] }) | null> {
  const { rows } = await db.query<LeagueInfo & { scorers: ScoringLeader[] }>(
    `SELECT ${LEAGUE_INFO_COLUMNS},
            (SELECT coalesce(json_agg(json_build_object(
                      'playerId', ps.player_id, 'rosterPlayerId', ps.roster_player_id, 'number', rp.number,
                      'firstName', p.first_name, 'lastName', p.last_name, 'teamId', t.team_id,
                      'teamName', t.team_name, 'divisionName', t.division_name, 'goals', ps.goals,
                      'assists', ps.assists, 'points', ps.goals + ps.assists,
                      'penaltyMinutes', ps.penalty_minutes, 'powerPlayGoals', ps.power_play_goals,
                      'shortHandedGoals', ps.short_handed_goals)), '[]')
               FROM rm.player_stats ps
               JOIN rm.roster_players rp ON rp.roster_player_id = ps.roster_player_id
               JOIN rm.teams t ON t.team_id = rp.team_id AND t.league_id = $1
               JOIN rm.players p ON p.player_id = rp.player_id
              WHERE ps.league_id = $1 AND ps.goals + ps.assists > 0) AS scorers
       FROM rm.leagues l WHERE l.league_id = $1`,
    [leagueId],
    { name: 'scoring_leaders' },
  );
  return rows[0] ?? null;
}

/** A goalie's figures in a league as projected (goalie_stats); `shotsAgainst` and `saves` null without shots. */
export interface GoalieRow {
  playerId: string;
  rosterPlayerId: string;
  teamId: string;
  teamName: string;
  firstName: string;
  lastName: string;
  number: number;
  gamesPlayed: number;
  wins: number;
  losses: number;
  goalsAgainst: number;
  shutouts: number;
  shotsAgainst: number | null;
  saves: number | null;
}

/**
 * The league and the goalies of its teams (unordered), each with their figures there, in one statement;
 * null without league.
 */
export async function leagueGoalies(
  db: SqlClient,
  leagueId: string,
): Promise<(LeagueInfo & { goalies: GoalieRow[] }) | null> {
  const { rows } = await db.query<LeagueInfo & { goalies: GoalieRow[] }>(
    `SELECT ${LEAGUE_INFO_COLUMNS},
            (SELECT coalesce(json_agg(json_build_object(
                      'playerId', rp.player_id, 'rosterPlayerId', gs.roster_player_id, 'teamId', t.team_id,
                      'teamName', t.team_name, 'firstName', p.first_name, 'lastName', p.last_name,
                      'number', rp.number, 'gamesPlayed', gs.games_played, 'wins', gs.wins,
                      'losses', gs.losses, 'goalsAgainst', gs.goals_against, 'shutouts', gs.shutouts,
                      'shotsAgainst', gs.shots_against, 'saves', gs.saves)), '[]')
               FROM rm.goalie_stats gs
               JOIN rm.roster_players rp ON rp.roster_player_id = gs.roster_player_id
               JOIN rm.teams t ON t.team_id = rp.team_id AND t.league_id = $1
               JOIN rm.players p ON p.player_id = rp.player_id
              WHERE gs.league_id = $1) AS goalies
       FROM rm.leagues l WHERE l.league_id = $1`,
    [leagueId],
    { name: 'goalie_leaders' },
  );
  return rows[0] ?? null;
}

/** A game's result as projected: null periods were not played; `status` null while none is recorded. */
export interface GameResultRow {
  status: string | null;
  home_p1: number | null;
  home_p2: number | null;
  home_p3: number | null;
  home_p4: number | null;
  visitor_p1: number | null;
  visitor_p2: number | null;
  visitor_p3: number | null;
  visitor_p4: number | null;
  home_total: number | null;
  visitor_total: number | null;
  summary: string | null;
}

/**
 * A game on its schedule item (null when there is none or it was removed), its result and players' lines,
 * and what its game sheet records (docs/api.md, "Game sheet").
 */
export interface GameSheet {
  item: ScheduleItemRow | null;
  /** the game's league */
  league: LeagueInfo | null;
  result: GameResultRow | null;
  /** home side first, then visitor, each by number */
  lines: PlayerGameStat[];
  sheet: SummarySheet;
}

/** The game's schedule item, result, players' lines and sheet in one statement. */
export async function gameSheet(db: SqlClient, gameId: string): Promise<GameSheet> {
  const { rows } = await db.query<
    {
      items: ScheduleItemRow[];
      league: LeagueInfo | null;
      result: GameResultRow | null;
      lines: PlayerGameStat[];
    } & SummarySheet
  >(
    `SELECT ${scheduleItemsJson('s.item_id = $1')} AS items,
            ${itemLeaguesJson('s.item_id = $1', 'one')} AS league,
            (SELECT json_build_object(
                      'status', r.status, 'home_p1', r.home_p1, 'home_p2', r.home_p2, 'home_p3', r.home_p3,
                      'home_p4', r.home_p4, 'visitor_p1', r.visitor_p1, 'visitor_p2', r.visitor_p2,
                      'visitor_p3', r.visitor_p3, 'visitor_p4', r.visitor_p4, 'home_total', r.home_total,
                      'visitor_total', r.visitor_total, 'summary', r.summary)
               FROM rm.game_results r WHERE r.game_id = $1) AS result,
            (SELECT coalesce(json_agg(json_build_object(
                      'rosterPlayerId', l.roster_player_id, 'playerId', l.player_id, 'teamId', l.team_id,
                      'teamName', coalesce(t.team_name, ''), 'number', coalesce(rp.number, 0),
                      'firstName', coalesce(p.first_name, ''), 'lastName', coalesce(p.last_name, ''),
                      'goals', l.goals, 'assists', l.assists)
                    ORDER BY l.side = 'visitor', rp.number, l.roster_player_id), '[]')
               FROM rm.game_player_lines l
               LEFT JOIN rm.roster_players rp ON rp.roster_player_id = l.roster_player_id
               LEFT JOIN rm.players p ON p.player_id = l.player_id
               LEFT JOIN rm.teams t ON t.team_id = l.team_id
              WHERE l.game_id = $1) AS lines,
            ${summarySheetColumns('$1')}`,
    [gameId],
    { name: 'game_summary' },
  );
  const { items, league, result, lines, ...sheet } = rows[0]!;
  return { item: items[0] ?? null, league, result, lines, sheet };
}
