import {
  dayOfWeek,
  DEFAULT_PERIOD_MINUTES,
  notFound,
  shortDate,
  type GameSheetAnswer,
  type RecordedGameStats,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { sheetOfGame } from '@league/read-models/game-sheet';
import { gameSheet, type GameResultRow } from '@league/read-models/results';
import { resultsRoster } from '@league/read-models/teams-rosters';
import { resultsRosterPlayerItem } from './answers';
import { scheduleLeague, toAdminItem } from './items';

export const GAME_NOT_FOUND = 'No Game Found!';

/** The game's schedule item, result, players' lines and sheet, or 404 when it is not a scheduled game. */
async function foundGame(db: SqlClient, gameId: string) {
  const { item, league, result, lines, sheet } = await gameSheet(db, gameId);
  if (!item || item.kind !== 'game') throw notFound(GAME_NOT_FOUND);
  return { row: item, league, stats: recordedStats(result), lines, sheet };
}

/** The game's current result, or null while none is recorded. */
function recordedStats(r: GameResultRow | null): RecordedGameStats | null {
  if (!r || r.status === null) return null;
  return {
    homeGoalsPeriod1: r.home_p1,
    homeGoalsPeriod2: r.home_p2,
    homeGoalsPeriod3: r.home_p3,
    homeGoalsPeriod4: r.home_p4,
    homeGoalsTotal: r.home_total ?? 0,
    visitorGoalsPeriod1: r.visitor_p1,
    visitorGoalsPeriod2: r.visitor_p2,
    visitorGoalsPeriod3: r.visitor_p3,
    visitorGoalsPeriod4: r.visitor_p4,
    visitorGoalsTotal: r.visitor_total ?? 0,
    status: r.status,
    summary: r.summary ?? '',
  };
}

/**
 * The game summary: the item, the result, the winner and the players' lines; the sheet's goals, penalties
 * and shots, and whether the game is being scored (the sheet has entries and the game no result yet).
 */
export async function gameSummary(db: SqlClient, gameId: string) {
  const { row, league, stats, lines, sheet } = await foundGame(db, gameId);
  const game = toAdminItem(row);
  return {
    game,
    league: league && scheduleLeague(league),
    gameStats: stats,
    winner: game.winner,
    playerStats: lines,
    goals: sheet.sheet_goals,
    penalties: sheet.sheet_penalties,
    shots: sheet.sheet_shots,
    inProgress: sheet.sheet_has_entries && stats === null,
  };
}

/** The game's sheet for the staff (docs/api.md, "Game sheet"), or 404 when it is not a scheduled game. */
export async function adminGameSheet(db: SqlClient, gameId: string): Promise<GameSheetAnswer> {
  const { game, lineups, goals, penalties, shots, shootout, finalStatus } = await sheetOfGame(db, gameId);
  if (!game || game.kind !== 'game' || game.removed) throw notFound(GAME_NOT_FOUND);
  const side = (which: 'home' | 'visitor') => {
    const lineup = lineups.find((l) => l.side === which);
    return {
      teamId: game[`${which}TeamId`],
      teamName: game[`${which}TeamName`] ?? 'TBD',
      lineup: lineup ? { players: lineup.players, goalieRosterPlayerId: lineup.goalieRosterPlayerId } : null,
    };
  };
  return {
    gameId,
    kind: game.championship ? 'championship' : game.playoff ? 'playoff' : 'regular',
    periodMinutes: game.periodMinutes ?? DEFAULT_PERIOD_MINUTES,
    final: finalStatus !== null,
    version: game.version,
    home: side('home'),
    visitor: side('visitor'),
    goals,
    penalties,
    shots,
    shootout,
  };
}

/** The results-entry page of a game. */
export async function rostersAndPoints(db: SqlClient, gameId: string) {
  const { row, stats, lines } = await foundGame(db, gameId);
  const item = toAdminItem(row);
  const roster = async (teamId: string | null) =>
    teamId === null ? [] : (await resultsRoster(db, teamId, gameId)).map(resultsRosterPlayerItem);
  return {
    gameId,
    leagueId: row.league_id,
    kind: row.championship ? 'championship' : row.playoff ? 'playoff' : 'regular',
    homeTeamId: row.home_team_id,
    visitorTeamId: row.visitor_team_id,
    homeRoster: await roster(row.home_team_id),
    visitorRoster: await roster(row.visitor_team_id),
    teamName: item.homeTeamName ?? 'TBD',
    opponent: item.visitorTeamName ?? 'TBD',
    rosterPlayerGameStats: lines.map(({ rosterPlayerId, goals, assists }) => ({
      rosterPlayerId,
      goals,
      assists,
    })),
    gameStats: stats ? [stats] : [],
    dayOfWeek: dayOfWeek(row.iso_date),
    date: shortDate(row.iso_date),
    isoDate: row.iso_date,
    time: row.time,
    venue: item.venueName,
    version: row.version,
  } as const;
}
