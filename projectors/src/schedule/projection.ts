import type {
  CalendarEventEvent,
  CalendarEventScheduled,
  CalendarEventUpdated,
  GameEvent,
  GameResultCorrected,
  GameResultRecorded,
  GameScheduled,
  GameSheetEvent,
  GameUpdated,
  RecordedEvent,
  VenueCreated,
  VenueEvent,
  VenueUpdated,
} from '@league/contracts';
import { minutesOfDay } from '@league/contracts';
import { defineProjection, tablesOf } from '../define';
import { change, putNewer, setNewer, type VersionedRow } from '../rows';

type ScheduleEvent = GameEvent | CalendarEventEvent | VenueEvent;

/** A row of schedule_items: a game or a calendar event, as the schedules and the feeds read it. */
interface ItemRow extends VersionedRow {
  item_id: string;
  kind: 'game' | 'event';
  league_id: string | null;
  iso_date: string;
  time: string;
  minutes: number;
  venue_id: string;
  event_name: string | null;
  home_team_id: string | null;
  visitor_team_id: string | null;
  home_seed: number;
  visitor_seed: number;
  playoff: boolean;
  championship: boolean;
  home_from_game_id: string | null;
  visitor_from_game_id: string | null;
  home_conflict_winner: string | null;
  visitor_conflict_winner: string | null;
  status: string | null;
  home_total: number | null;
  visitor_total: number | null;
  removed: boolean;
  removed_at: string | null;
  sequence: number;
  changed_at: string;
}

interface VenueRow extends VersionedRow {
  venue_id: string;
  venue_name: string;
  venue_address: string;
  changed_at: string;
  removed: boolean;
}

const item = (itemId: string, evolve: (row: ItemRow | undefined) => ItemRow | undefined) =>
  change<ItemRow>('schedule_items', itemId, evolve);
const venue = (venueId: string, evolve: (row: VenueRow | undefined) => VenueRow | undefined) =>
  change<VenueRow>('schedule_venues', venueId, evolve);

const NEW_ITEM = {
  event_name: null,
  home_team_id: null,
  visitor_team_id: null,
  home_seed: 0,
  visitor_seed: 0,
  playoff: false,
  championship: false,
  home_from_game_id: null,
  visitor_from_game_id: null,
  home_conflict_winner: null,
  visitor_conflict_winner: null,
  status: null,
  home_total: null,
  visitor_total: null,
  removed: false,
  removed_at: null,
  sequence: 0,
};

/**
 * The columns of an item that a calendar shows (where and when, the teams or the name): a change to any
 * of them is a revision of the item (sequence + 1, changed_at of the event).
 */
const GAME_CALENDAR_COLUMNS = [
  'league_id',
  'iso_date',
  'time',
  'minutes',
  'venue_id',
  'home_team_id',
  'visitor_team_id',
  'home_seed',
  'visitor_seed',
  'playoff',
  'championship',
] as const;
const EVENT_CALENDAR_COLUMNS = [
  'league_id',
  'iso_date',
  'time',
  'minutes',
  'venue_id',
  'event_name',
] as const;

const recordedAt = (event: RecordedEvent) => event.metadata.recordedAt;

/** Where and when an item (a game or a calendar event) takes place, as its row holds it. */
const placed = (d: { leagueId: string | null; date: string; time: string; venueId: string }) => ({
  league_id: d.leagueId,
  iso_date: d.date,
  time: d.time,
  minutes: minutesOfDay(d.time),
  venue_id: d.venueId,
});

/** An item scheduled or updated (over an older version): a revision when a column of `calendar` changed. */
function rescheduled(row: ItemRow | undefined, next: ItemRow, calendar: readonly (keyof ItemRow)[]): ItemRow {
  if (!row) return next;
  if (row.version >= next.version) return row;
  const after: ItemRow = { ...row, version: next.version };
  let changed = false;
  for (const column of calendar) {
    if (row[column] !== next[column]) changed = true;
    after[column] = next[column] as never;
  }
  return changed ? { ...after, sequence: row.sequence + 1, changed_at: next.changed_at } : after;
}

function gameScheduled(event: RecordedEvent & (GameScheduled | GameUpdated)) {
  const d = event.data;
  const v = event.streamVersion;
  const next: ItemRow = {
    ...NEW_ITEM,
    item_id: d.gameId,
    kind: 'game',
    ...placed(d),
    home_team_id: d.homeTeamId,
    visitor_team_id: d.visitorTeamId,
    home_seed: d.homeTeamSeed,
    visitor_seed: d.visitorTeamSeed,
    playoff: d.playoff,
    championship: d.championship,
    changed_at: recordedAt(event),
    version: v,
  };
  const feeds = { home: d.homeFromGameId ?? null, visitor: d.visitorFromGameId ?? null };
  return [
    item(d.gameId, (row) => {
      const after = rescheduled(row, next, GAME_CALENDAR_COLUMNS);
      if (after.version !== v) return after;
      // the feeds of the game as written at v; a side whose feeder changed has no conflict any more
      return {
        ...after,
        home_from_game_id: feeds.home,
        visitor_from_game_id: feeds.visitor,
        home_conflict_winner: after.home_from_game_id === feeds.home ? after.home_conflict_winner : null,
        visitor_conflict_winner:
          after.visitor_from_game_id === feeds.visitor ? after.visitor_conflict_winner : null,
      };
    }),
  ];
}

function eventScheduled(event: RecordedEvent & (CalendarEventScheduled | CalendarEventUpdated)) {
  const d = event.data;
  const next: ItemRow = {
    ...NEW_ITEM,
    item_id: d.eventId,
    kind: 'event',
    ...placed(d),
    event_name: d.eventName,
    changed_at: recordedAt(event),
    version: event.streamVersion,
  };
  return [item(d.eventId, (row) => rescheduled(row, next, EVENT_CALENDAR_COLUMNS))];
}

/** A removal: the row stays with its last details, removed at `at`, one revision more (cancelled). */
function removed(itemId: string, event: RecordedEvent) {
  const at = recordedAt(event);
  const v = event.streamVersion;
  return [
    item(itemId, (row) =>
      !row || row.removed || row.version >= v
        ? row
        : { ...row, removed: true, removed_at: at, sequence: row.sequence + 1, changed_at: at, version: v },
    ),
  ];
}

function venueNamed(event: RecordedEvent & (VenueCreated | VenueUpdated)) {
  const d = event.data;
  const set = { venue_name: d.venueName, venue_address: d.venueAddress, changed_at: recordedAt(event) };
  const whole = { venue_id: d.venueId, ...set, removed: false, version: event.streamVersion };
  return [venue(d.venueId, (row) => putNewer(row, whole, set))];
}

/**
 * Every game and calendar event as the schedules show them (league, venue, team and master schedules,
 * the iCalendar feeds), with the game's current result status and totals, and the venues' names,
 * addresses and times of their last change (kept after a venue is removed, so old items still name it). `minutes` orders by time as a
 * time. Removed items are tombstones keeping their last details and the time of their removal
 * (`removed_at`): the feeds show them as cancelled for a while. For the feeds, `sequence` counts the
 * item's revisions that matter to a calendar (moved, other teams or name, removed) and `changed_at` is
 * the time of its last change (results included). Every write is guarded by the item's stream version.
 * For the playoff bracket, a game keeps the games whose winners feed its sides (`*_from_game_id`) and,
 * per side, the winner of a flagged conflict not resolved yet (`*_conflict_winner`); a filled slot is
 * the side's team as if the game had been scheduled with it.
 */
export const scheduleProjection = defineProjection<ScheduleEvent>({
  name: 'schedule',
  version: 4,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.schedule_items (
        item_id uuid PRIMARY KEY,
        kind text NOT NULL,
        league_id uuid,
        iso_date text NOT NULL,
        time text NOT NULL,
        minutes integer NOT NULL,
        venue_id uuid NOT NULL,
        event_name text,
        home_team_id uuid,
        visitor_team_id uuid,
        home_seed integer NOT NULL DEFAULT 0,
        visitor_seed integer NOT NULL DEFAULT 0,
        playoff boolean NOT NULL DEFAULT false,
        championship boolean NOT NULL DEFAULT false,
        home_from_game_id uuid,
        visitor_from_game_id uuid,
        home_conflict_winner uuid,
        visitor_conflict_winner uuid,
        status text,
        home_total integer,
        visitor_total integer,
        removed boolean NOT NULL DEFAULT false,
        removed_at text,
        sequence integer NOT NULL DEFAULT 0,
        changed_at text NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX schedule_items_by_league ON ${schema}.schedule_items (league_id, iso_date, minutes);
      CREATE INDEX schedule_items_by_venue ON ${schema}.schedule_items (venue_id, iso_date, minutes);
      CREATE INDEX schedule_items_by_home ON ${schema}.schedule_items (home_team_id);
      CREATE INDEX schedule_items_by_visitor ON ${schema}.schedule_items (visitor_team_id);
      CREATE TABLE ${schema}.schedule_venues (
        venue_id uuid PRIMARY KEY,
        venue_name text NOT NULL,
        venue_address text NOT NULL,
        changed_at text NOT NULL,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
    `,
  ),
  evolve: {
    GameScheduled: gameScheduled,
    GameUpdated: gameScheduled,
    GameResultRecorded: scored,
    GameResultCorrected: scored,
    GameRemoved: (event) => removed(event.data.gameId, event),
    GameSlotFilled(event) {
      const d = event.data;
      const v = event.streamVersion;
      const team = `${d.side}_team_id` as const;
      const seed = `${d.side}_seed` as const;
      return [
        item(d.gameId, (row) => {
          if (!row || row.version >= v) return row;
          const filled = { [team]: d.teamId, [seed]: d.seed ?? row[seed] };
          const changed = row[team] !== filled[team] || row[seed] !== filled[seed];
          const revision = changed ? { sequence: row.sequence + 1, changed_at: recordedAt(event) } : {};
          return { ...row, ...filled, ...revision, version: v };
        }),
      ];
    },
    BracketConflictFlagged: ({ data, streamVersion }) => [
      item(data.gameId, (row) =>
        setNewer(row, { [`${data.side}_conflict_winner`]: data.winnerTeamId }, streamVersion),
      ),
    ],
    BracketConflictResolved: ({ data, streamVersion }) => [
      item(data.gameId, (row) => setNewer(row, { [`${data.side}_conflict_winner`]: null }, streamVersion)),
    ],
    // a game's sheet changes nothing a schedule shows, but the game's version (the If-Match of its forms)
    GameSheetLineupSet: sheetChanged,
    GameSheetGoalRecorded: sheetChanged,
    GameSheetPenaltyRecorded: sheetChanged,
    GameSheetShotsRecorded: sheetChanged,
    GameSheetShootoutAttemptRecorded: sheetChanged,
    GameSheetEntryRemoved: sheetChanged,
    GameSheetFinalized: sheetChanged,
    CalendarEventScheduled: eventScheduled,
    CalendarEventUpdated: eventScheduled,
    CalendarEventRemoved: (event) => removed(event.data.eventId, event),
    VenueCreated: venueNamed,
    VenueUpdated: venueNamed,
    VenueRemoved: ({ data, streamVersion }) => [
      venue(data.venueId, (row) => setNewer(row, { removed: true }, streamVersion)),
    ],
  },
});

/** An entry of the game's sheet: the item's version only. */
function sheetChanged({ data, streamVersion }: RecordedEvent & GameSheetEvent) {
  return [item(data.gameId, (row) => setNewer(row, {}, streamVersion))];
}

/** A result (or its correction): the game's status and totals, a change of the item but no revision. */
function scored(event: RecordedEvent & (GameResultRecorded | GameResultCorrected)) {
  const d = event.data;
  const set = {
    status: d.status,
    home_total: d.homeTotal,
    visitor_total: d.visitorTotal,
    changed_at: recordedAt(event),
  };
  return [item(d.gameId, (row) => setNewer(row, set, event.streamVersion))];
}
