import {
  dayOfWeek,
  isPlayed,
  scoreText,
  shortDate,
  type AdminScheduleItem,
  type ScheduleItem,
  type TeamScheduleItem,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/** The projections a schedule item is read from (X-Min-Position). */
export const ITEM_PROJECTIONS = ['schedule', 'leagues', 'teams_rosters'] as const;

export interface ItemRow {
  item_id: string;
  kind: 'game' | 'event';
  league_id: string | null;
  iso_date: string;
  time: string;
  venue_id: string;
  event_name: string | null;
  home_team_id: string | null;
  visitor_team_id: string | null;
  home_seed: number;
  visitor_seed: number;
  playoff: boolean;
  championship: boolean;
  status: string | null;
  home_total: number | null;
  visitor_total: number | null;
  version: number;
  venue_name: string | null;
  league_name: string | null;
  home_name: string | null;
  visitor_name: string | null;
}

const SELECT_ITEMS = `
  SELECT s.item_id, s.kind, s.league_id, s.iso_date, s.time, s.venue_id, s.event_name, s.home_team_id,
         s.visitor_team_id, s.home_seed, s.visitor_seed, s.playoff, s.championship, s.status, s.home_total,
         s.visitor_total, s.version, v.venue_name, l.league_name, ht.team_name AS home_name,
         vt.team_name AS visitor_name
    FROM rm.schedule_items s
    LEFT JOIN rm.schedule_venues v ON v.venue_id = s.venue_id
    LEFT JOIN rm.leagues l ON l.league_id = s.league_id
    LEFT JOIN rm.teams ht ON ht.team_id = s.home_team_id
    LEFT JOIN rm.teams vt ON vt.team_id = s.visitor_team_id`;

/** Chronological: by date, then time as a time, then games before events, then id. */
const ORDER = `ORDER BY s.iso_date, s.minutes, s.kind, s.item_id`;

export type ItemFilter =
  | { by: 'all' }
  | { by: 'league'; leagueId: string }
  | { by: 'venue'; venueId: string }
  | { by: 'team'; teamId: string; leagueId: string }
  | { by: 'item'; itemId: string };

/** Schedule rows (removed items left out) for one of the schedules. */
export async function itemRows(db: SqlClient, filter: ItemFilter): Promise<ItemRow[]> {
  const where = {
    all: { sql: 'TRUE', params: [] as unknown[] },
    league: { sql: 's.league_id = $1', params: [filter.by === 'league' ? filter.leagueId : null] },
    venue: { sql: 's.venue_id = $1', params: [filter.by === 'venue' ? filter.venueId : null] },
    team: {
      sql: `((s.kind = 'game' AND (s.home_team_id = $1 OR s.visitor_team_id = $1))
             OR (s.kind = 'event' AND s.league_id = $2))`,
      params: filter.by === 'team' ? [filter.teamId, filter.leagueId] : [],
    },
    item: { sql: 's.item_id = $1', params: [filter.by === 'item' ? filter.itemId : null] },
  }[filter.by];
  const { rows } = await db.query<ItemRow>(
    `${SELECT_ITEMS} WHERE NOT s.removed AND ${where.sql} ${ORDER}`,
    where.params,
    { name: `schedule_items_by_${filter.by}` },
  );
  return rows;
}

/** The API.md schedule item of a row. */
export function toItem(row: ItemRow): ScheduleItem {
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
  };
}

export const toAdminItem = (row: ItemRow): AdminScheduleItem => ({ ...toItem(row), version: row.version });

/** A team's item: its name, the opponent's, and WON/LOST/TIE once the game counts. */
export function toTeamItem(row: ItemRow, teamId: string, teamName: string): TeamScheduleItem {
  const item = toItem(row);
  if (item.kind === 'event') return { ...item, teamName, opponent: null, result: null };
  const home = row.home_team_id === teamId;
  const opponent = home ? item.visitorTeamName : item.homeTeamName;
  const own = (home ? row.home_total : row.visitor_total) ?? 0;
  const other = (home ? row.visitor_total : row.home_total) ?? 0;
  const result = item.score === '' ? null : own > other ? 'WON' : own < other ? 'LOST' : 'TIE';
  return { ...item, teamName, opponent, result };
}
