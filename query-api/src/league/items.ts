import {
  dayOfWeek,
  isPlayed,
  scoreText,
  shortDate,
  type AdminScheduleItem,
  type ScheduleLeague,
  type ScheduleItem,
  type TeamScheduleItem,
} from '@league/contracts';
import type { LeagueInfo } from '@league/read-models/leagues';
import type { ScheduleItemRow } from '@league/read-models/schedule';

/** The schedule item of a row (docs/api.md "A schedule item"). */
export function toItem(row: ScheduleItemRow): ScheduleItem {
  const game = row.kind === 'game';
  const played = game && isPlayed(row.status, row.home_total, row.visitor_total);
  const home = game ? (row.home_name ?? 'TBD') : null;
  const visitor = game ? (row.visitor_name ?? 'TBD') : null;
  const homeTotal = row.home_total ?? 0;
  const visitorTotal = row.visitor_total ?? 0;
  const decided = played && homeTotal !== visitorTotal;
  const homeWon = homeTotal > visitorTotal;
  return {
    _id: row.item_id,
    kind: row.kind,
    date: shortDate(row.iso_date),
    time: row.time,
    isoDate: row.iso_date,
    dayOfWeek: dayOfWeek(row.iso_date),
    year: Number(row.iso_date.slice(0, 4)),
    status: game ? (played ? (row.status ?? 'TBP') : 'TBP') : '',
    score: played ? scoreText(visitorTotal, homeTotal) : '',
    venueId: row.venue_id,
    venueName: row.venue_name ?? '',
    leagueId: row.league_id,
    leagueName: row.league_name,
    eventName: game ? null : row.event_name,
    homeTeamId: row.home_team_id,
    homeTeamName: home,
    homeTeamSeed: row.home_seed,
    visitorTeamId: row.visitor_team_id,
    visitorTeamName: visitor,
    visitorTeamSeed: row.visitor_seed,
    winner: decided ? (homeWon ? home : visitor) : null,
    loser: decided ? (homeWon ? visitor : home) : null,
    playoff: row.playoff,
    championship: row.championship,
    ...sheetFields(row),
  };
}

/**
 * A schedule read with the game sheet (the league and venue schedules, the home page): whether the game
 * is being scored and, while it is, its sheet's goals so far; nothing for the reads without it.
 */
function sheetFields(row: ScheduleItemRow): Pick<ScheduleItem, 'inProgress' | 'runningScore'> {
  if (row.in_progress === undefined) return {};
  const inProgress = row.in_progress;
  return {
    inProgress,
    runningScore: inProgress
      ? { visitor: row.sheet_visitor_goals ?? 0, home: row.sheet_home_goals ?? 0 }
      : null,
  };
}

export const toAdminItem = (row: ScheduleItemRow): AdminScheduleItem => ({
  ...toItem(row),
  version: row.version,
});

/** A team's item: its name, the opponent's, and WON/LOST/TIE once the game counts. */
export function toTeamItem(row: ScheduleItemRow, teamId: string, teamName: string): TeamScheduleItem {
  const item = toItem(row);
  if (item.kind === 'event') return { ...item, teamName, opponent: null, result: null };
  const home = row.home_team_id === teamId;
  const opponent = home ? item.visitorTeamName : item.homeTeamName;
  const own = (home ? row.home_total : row.visitor_total) ?? 0;
  const other = (home ? row.visitor_total : row.home_total) ?? 0;
  const result = item.score === '' ? null : own > other ? 'WON' : own < other ? 'LOST' : 'TIE';
  return { ...item, teamName, opponent, result };
}

/** A league as the schedules name it (what a team's page address needs). */
export const scheduleLeague = (league: LeagueInfo): ScheduleLeague => ({
  leagueId: league.leagueId,
  leagueName: league.leagueName,
  divisionName: league.divisionName,
  session: league.session,
  year: league.year,
});
