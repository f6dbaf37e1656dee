import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { LEAGUE_INFO_COLUMNS, type LeagueInfo } from './leagues';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  scheduleItems: league.schedule,
  leagueSchedule: league.schedule,
  venueSchedule: league.schedule,
  calendarItems: league.schedule,
  calendarVenue: league.schedule,
  leagueBracket: league.schedule,
} as const satisfies ReadsDeclaration;

/** A schedule item as readers get it: the item with the names of its venue, league and teams. */
export interface ScheduleItemRow {
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
  /** the games whose winners play on each side (a bracket's feeds) */
  home_from_game_id: string | null;
  visitor_from_game_id: string | null;
  /** per side, the winner of a flagged bracket conflict not resolved yet */
  home_conflict_winner: string | null;
  visitor_conflict_winner: string | null;
  status: string | null;
  home_total: number | null;
  visitor_total: number | null;
  version: number;
  venue_name: string | null;
  league_name: string | null;
  home_name: string | null;
  visitor_name: string | null;
  /**
   * Read with the game sheet (`withSheet`) only: the game is being scored (a goal, penalty, shots or
   * shootout attempt on its sheet, no result yet), and its sheet's goals per side (removed ones left out;
   * 0 for a game with a result).
   */
  in_progress?: boolean;
  sheet_home_goals?: number;
  sheet_visitor_goals?: number;
}

/**
 * What a schedule read adds with the game sheet (docs/api.md, "Game sheet"), over the item `s`: the goals
 * on the sheet per side (removed ones left out) of a game without a result, and whether it is being scored
 * (`in_progress`): a goal, penalty, shootout attempt or shots on its sheet (a lineup alone does not start
 * it), as the game summary's `inProgress`.
 */
const SHEET_COLUMNS = `,
         (sg.home IS NOT NULL AND (sg.home + sg.visitor > 0
           OR EXISTS (SELECT 1 FROM rm.game_sheet_penalties x WHERE x.game_id = s.item_id AND NOT x.removed)
           OR EXISTS (SELECT 1 FROM rm.game_sheet_shootout x WHERE x.game_id = s.item_id AND NOT x.removed)
           OR EXISTS (SELECT 1 FROM rm.game_sheet_shots x WHERE x.game_id = s.item_id))) AS in_progress,
         coalesce(sg.home, 0) AS sheet_home_goals, coalesce(sg.visitor, 0) AS sheet_visitor_goals`;
const SHEET_GOALS = `
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE g.side = 'home')::int AS home,
             count(*) FILTER (WHERE g.side = 'visitor')::int AS visitor
        FROM rm.game_sheet_goals g WHERE g.game_id = s.item_id AND NOT g.removed) sg
      ON s.kind = 'game' AND s.status IS NULL`;

/**
 * Whether a schedule read also reads the game sheet (the games in progress and their running score):
 * the reads that do declare the game_sheet projection (docs/architecture.md, "A read").
 */
export type SheetColumns = 'withSheet' | 'withoutSheet';

/** Every ScheduleItemRow column (and `minutes`, for the order), removed items left out. */
const selectItems = (sheet: SheetColumns) => `
  SELECT s.item_id, s.kind, s.league_id, s.iso_date, s.time, s.minutes, s.venue_id, s.event_name,
         s.home_team_id, s.visitor_team_id, s.home_seed, s.visitor_seed, s.playoff, s.championship,
         s.home_from_game_id, s.visitor_from_game_id, s.home_conflict_winner, s.visitor_conflict_winner, s.status,
         s.home_total, s.visitor_total, s.version, v.venue_name, l.league_name, ht.team_name AS home_name,
         vt.team_name AS visitor_name${sheet === 'withSheet' ? SHEET_COLUMNS : ''}
    FROM rm.schedule_items s
    LEFT JOIN rm.schedule_venues v ON v.venue_id = s.venue_id
    LEFT JOIN rm.leagues l ON l.league_id = s.league_id
    LEFT JOIN rm.teams ht ON ht.team_id = s.home_team_id
    LEFT JOIN rm.teams vt ON vt.team_id = s.visitor_team_id${sheet === 'withSheet' ? SHEET_GOALS : ''}
   WHERE NOT s.removed`;
const SELECT_ITEMS = selectItems('withoutSheet');

/** Chronological: by date, then time as a time, then games before events, then id. */
const CHRONOLOGICAL = (alias: string) =>
  `${alias}.iso_date, ${alias}.minutes, ${alias}.kind, ${alias}.item_id`;

/**
 * The items matching `where` as a JSON array, chronologically: a column of a larger read. `where` sees the
 * item as `s`, and its venue, league and teams as v, l, ht, vt, which hide the outer query's aliases of
 * those names: it names the outer query's values by parameter or by another alias. `withSheet` adds the
 * games in progress and their running score, from the game sheet (its read must declare game_sheet).
 */
export const scheduleItemsJson = (where: string, sheet: SheetColumns = 'withoutSheet') => `
  (SELECT coalesce(json_agg(i ORDER BY ${CHRONOLOGICAL('i')}), '[]')
     FROM (${selectItems(sheet)} AND ${where}) i)`;

/** A team's items (over `s`, the schedule item): its games, and the events of its league. */
export const teamItems = (teamId: string, leagueId: string) =>
  `((s.kind = 'game' AND (s.home_team_id = ${teamId} OR s.visitor_team_id = ${teamId}))
    OR (s.kind = 'event' AND s.league_id = ${leagueId}))`;

export type ScheduleFilter =
  { by: 'all' } | { by: 'team'; teamId: string; leagueId: string } | { by: 'item'; itemId: string };

/** The items of the master schedule, of a team (its games, its league's events) or one item. */
export async function scheduleItems(db: SqlClient, filter: ScheduleFilter): Promise<ScheduleItemRow[]> {
  const where = {
    all: { sql: 'TRUE', params: [] as unknown[] },
    team: {
      sql: teamItems('$1', '$2'),
      params: filter.by === 'team' ? [filter.teamId, filter.leagueId] : [],
    },
    item: { sql: 's.item_id = $1', params: [filter.by === 'item' ? filter.itemId : null] },
  }[filter.by];
  const { rows } = await db.query<ScheduleItemRow>(
    `${SELECT_ITEMS} AND ${where.sql} ORDER BY ${CHRONOLOGICAL('s')}`,
    where.params,
    { name: `schedule_items_by_${filter.by}` },
  );
  return rows;
}

/**
 * The league and its games and own calendar events, chronologically, with its games in progress and their
 * running score (the game sheet), in one statement; null without league.
 */
export async function leagueSchedule(
  db: SqlClient,
  leagueId: string,
): Promise<(LeagueInfo & { items: ScheduleItemRow[] }) | null> {
  const { rows } = await db.query<LeagueInfo & { items: ScheduleItemRow[] }>(
    `SELECT ${LEAGUE_INFO_COLUMNS}, ${scheduleItemsJson('s.league_id = $1', 'withSheet')} AS items
       FROM rm.leagues l WHERE l.league_id = $1`,
    [leagueId],
    { name: 'league_schedule' },
  );
  return rows[0] ?? null;
}

/**
 * The league of the items matching `where` (over `s`, the schedule item) as JSON LeagueInfo: one object
 * (`'one'`) or an array, newest year first (`'all'`): a column of a larger read.
 */
export const itemLeaguesJson = (where: string, many: 'one' | 'all') => {
  const leagues = `SELECT DISTINCT ${LEAGUE_INFO_COLUMNS}
                     FROM rm.leagues l JOIN rm.schedule_items s ON s.league_id = l.league_id
                    WHERE NOT s.removed AND ${where}`;
  return many === 'one'
    ? `(SELECT row_to_json(x) FROM (${leagues}) x LIMIT 1)`
    : `(SELECT coalesce(json_agg(x ORDER BY x.year DESC, x."leagueName", x.session, x."leagueId"), '[]')
          FROM (${leagues}) x)`;
};

/**
 * The venue (not removed), the games and events of every league there and those leagues, in one
 * statement; null without venue.
 */
export async function venueSchedule(
  db: SqlClient,
  venueId: string,
): Promise<{ venueId: string; venueName: string; items: ScheduleItemRow[]; leagues: LeagueInfo[] } | null> {
  const { rows } = await db.query<{
    venueId: string;
    venueName: string;
    items: ScheduleItemRow[];
    leagues: LeagueInfo[];
  }>(
    `SELECT sv.venue_id AS "venueId", sv.venue_name AS "venueName",
            ${scheduleItemsJson('s.venue_id = $1', 'withSheet')} AS items,
            ${itemLeaguesJson('s.venue_id = $1', 'all')} AS leagues
       FROM rm.schedule_venues sv WHERE sv.venue_id = $1 AND NOT sv.removed`,
    [venueId],
    { name: 'venue_schedule' },
  );
  return rows[0] ?? null;
}

/**
 * A schedule item as the calendar feeds show it: a ScheduleItemRow with its venue's address, its
 * revision (`sequence`), the time of its last change (or of its venue's, when later: a new name or
 * address changes its LOCATION) and, once removed, the time of its removal.
 */
export interface CalendarItemRow extends ScheduleItemRow {
  venue_address: string | null;
  sequence: number;
  changed_at: string;
  removed_at: string | null;
}

export type CalendarFilter =
  | { by: 'league'; leagueId: string }
  | { by: 'venue'; venueId: string }
  | { by: 'team'; teamId: string; leagueId: string };

/**
 * The items of a league, a venue or a team (its games, its league's events) for a calendar feed,
 * chronologically: those not removed, and those removed at or after `removedSince` (an ISO time), which
 * the feed shows as cancelled.
 */
export async function calendarItems(
  db: SqlClient,
  filter: CalendarFilter,
  removedSince: string,
): Promise<CalendarItemRow[]> {
  const where = {
    league: { sql: 's.league_id = $2', params: filter.by === 'league' ? [filter.leagueId] : [] },
    venue: { sql: 's.venue_id = $2', params: filter.by === 'venue' ? [filter.venueId] : [] },
    team: {
      sql: teamItems('$2', '$3'),
      params: filter.by === 'team' ? [filter.teamId, filter.leagueId] : [],
    },
  }[filter.by];
  const { rows } = await db.query<CalendarItemRow>(
    `SELECT s.item_id, s.kind, s.league_id, s.iso_date, s.time, s.venue_id, s.event_name, s.home_team_id,
            s.visitor_team_id, s.home_seed, s.visitor_seed, s.playoff, s.championship,
            s.home_from_game_id, s.visitor_from_game_id, s.home_conflict_winner, s.visitor_conflict_winner, s.status,
            s.home_total, s.visitor_total, s.version, s.sequence, s.removed_at,
            GREATEST(s.changed_at, v.changed_at) AS changed_at,
            v.venue_name, v.venue_address, l.league_name, ht.team_name AS home_name,
            vt.team_name AS visitor_name
       FROM rm.schedule_items s
       LEFT JOIN rm.schedule_venues v ON v.venue_id = s.venue_id
       LEFT JOIN rm.leagues l ON l.league_id = s.league_id
       LEFT JOIN rm.teams ht ON ht.team_id = s.home_team_id
       LEFT JOIN rm.teams vt ON vt.team_id = s.visitor_team_id
      WHERE (NOT s.removed OR s.removed_at >= $1) AND ${where.sql}
      ORDER BY ${CHRONOLOGICAL('s')}`,
    [removedSince, ...where.params],
    { name: `calendar_items_by_${filter.by}` },
  );
  return rows;
}

/** A venue (not removed) as its calendar feed names it; null without venue. */
export async function calendarVenue(
  db: SqlClient,
  venueId: string,
): Promise<{ venueId: string; venueName: string } | null> {
  const { rows } = await db.query<{ venueId: string; venueName: string }>(
    `SELECT venue_id AS "venueId", venue_name AS "venueName"
       FROM rm.schedule_venues WHERE venue_id = $1 AND NOT removed`,
    [venueId],
    { name: 'calendar_venue' },
  );
  return rows[0] ?? null;
}

/** A bracket game's row: the schedule item with the names of the teams that won a flagged conflict. */
export interface BracketItemRow extends ScheduleItemRow {
  home_conflict_winner_name: string | null;
  visitor_conflict_winner_name: string | null;
}

/**
 * The league and its playoff and championship games (not removed), chronologically, with the names of
 * conflicts' winners, in one statement; null without league.
 */
export async function leagueBracket(
  db: SqlClient,
  leagueId: string,
): Promise<(LeagueInfo & { items: BracketItemRow[] }) | null> {
  const { rows } = await db.query<LeagueInfo & { items: BracketItemRow[] }>(
    `SELECT ${LEAGUE_INFO_COLUMNS},
            (SELECT coalesce(json_agg(i ORDER BY ${CHRONOLOGICAL('i')}), '[]')
               FROM (SELECT b.*, hw.team_name AS home_conflict_winner_name,
                            vw.team_name AS visitor_conflict_winner_name
                       FROM (${SELECT_ITEMS} AND s.league_id = $1 AND s.kind = 'game'
                                             AND (s.playoff OR s.championship)) b
                       LEFT JOIN rm.teams hw ON hw.team_id = b.home_conflict_winner
                       LEFT JOIN rm.teams vw ON vw.team_id = b.visitor_conflict_winner) i) AS items
       FROM rm.leagues l WHERE l.league_id = $1`,
    [leagueId],
    { name: 'league_bracket' },
  );
  return rows[0] ?? null;
}
