import type {
  CalendarEventEvent,
  CalendarEventScheduled,
  CalendarEventUpdated,
  GameEvent,
  GameFields,
  GameResultCorrected,
  GameResultRecorded,
  RecordedEvent,
  VenueCreated,
  VenueEvent,
  VenueUpdated,
} from '@league/contracts';
import { minutesOfDay } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { defineProjection, updateNewer, type EventHandler, tablesOf } from '../define';
import { EVENT_CALENDAR_COLUMNS, GAME_CALENDAR_COLUMNS, scheduleFold } from './fold';

type ScheduleEvent = GameEvent | CalendarEventEvent | VenueEvent;

/** ON CONFLICT … SET of a rescheduled item: its new columns, and a revision when one of them changed. */
function rescheduled(columns: readonly string[]): string {
  const changed = `(${columns.map((c) => `s.${c}`).join(', ')}) IS DISTINCT FROM (${columns
    .map((c) => `excluded.${c}`)
    .join(', ')})`;
  return `${columns.map((c) => `${c} = excluded.${c}`).join(', ')},
          sequence = s.sequence + CASE WHEN ${changed} THEN 1 ELSE 0 END,
          changed_at = CASE WHEN ${changed} THEN excluded.changed_at ELSE s.changed_at END,
          version = excluded.version`;
}

const UPSERT_GAME = (schema: string) => `
  INSERT INTO ${schema}.schedule_items AS s
    (item_id, kind, league_id, iso_date, time, minutes, venue_id, home_team_id, visitor_team_id,
     home_seed, visitor_seed, playoff, championship, version, changed_at)
  VALUES ($1, 'game', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
  ON CONFLICT (item_id) DO UPDATE SET ${rescheduled(GAME_CALENDAR_COLUMNS)}
  WHERE s.version < excluded.version`;

const UPSERT_EVENT = (schema: string) => `
  INSERT INTO ${schema}.schedule_items AS s
    (item_id, kind, league_id, iso_date, time, minutes, venue_id, event_name, version, changed_at)
  VALUES ($1, 'event', $2, $3, $4, $5, $6, $7, $8, $9)
  ON CONFLICT (item_id) DO UPDATE SET ${rescheduled(EVENT_CALENDAR_COLUMNS)}
  WHERE s.version < excluded.version`;

/** The feeds of a game just written at version v; a side whose feeder changed has no conflict any more. */
const SET_FEEDS = (schema: string) => `
  UPDATE ${schema}.schedule_items
     SET home_conflict_winner = CASE WHEN home_from_game_id IS DISTINCT FROM $2 THEN NULL ELSE home_conflict_winner END,
         visitor_conflict_winner = CASE WHEN visitor_from_game_id IS DISTINCT FROM $3 THEN NULL ELSE visitor_conflict_winner END,
         home_from_game_id = $2, visitor_from_game_id = $3
   WHERE item_id = $1 AND version = $4`;

/** A slot filled (or back to TBD): the side's team and seed, a revision when they changed. */
const FILL_SLOT = (schema: string, side: 'home' | 'visitor') => `
  UPDATE ${schema}.schedule_items
     SET ${side}_team_id = $2, ${side}_seed = coalesce($3, ${side}_seed),
         sequence = sequence + CASE WHEN (${side}_team_id, ${side}_seed) IS DISTINCT FROM ($2, coalesce($3, ${side}_seed))
                               THEN 1 ELSE 0 END,
         changed_at = CASE WHEN (${side}_team_id, ${side}_seed) IS DISTINCT FROM ($2, coalesce($3, ${side}_seed))
                           THEN $5 ELSE changed_at END,
         version = $4
   WHERE item_id = $1 AND version < $4`;

async function upsertGame(tx: SqlClient, schema: string, d: GameFields, v: number, at: string) {
  await tx.query(UPSERT_GAME(schema), [
    d.gameId,
    d.leagueId,
    d.date,
    d.time,
    minutesOfDay(d.time),
    d.venueId,
    d.homeTeamId,
    d.visitorTeamId,
    d.homeTeamSeed,
    d.visitorTeamSeed,
    d.playoff,
    d.championship,
    v,
    at,
  ]);
  await tx.query(SET_FEEDS(schema), [d.gameId, d.homeFromGameId ?? null, d.visitorFromGameId ?? null, v]);
}

const recordedAt = (event: RecordedEvent) => event.metadata.recordedAt;

const scoreOf: EventHandler<GameResultRecorded | GameResultCorrected> = async (tx, schema, event) => {
  const d = event.data;
  await tx.query(
    `UPDATE ${schema}.schedule_items
        SET status = $2, home_total = $3, visitor_total = $4, version = $5, changed_at = $6
      WHERE item_id = $1 AND version < $5`,
    [d.gameId, d.status, d.homeTotal, d.visitorTotal, event.streamVersion, recordedAt(event)],
  );
};

/** A side's flagged conflict (the feeder's winner that did not play), or none once resolved. */
async function conflictOf(
  tx: SqlClient,
  schema: string,
  at: { gameId: string; side: 'home' | 'visitor' },
  winner: string | null,
  version: number,
) {
  const set = { [`${at.side}_conflict_winner`]: winner };
  await updateNewer(tx, `${schema}.schedule_items`, { item_id: at.gameId }, set, version);
}

const upsertEvent: EventHandler<CalendarEventScheduled | CalendarEventUpdated> = async (
  tx,
  schema,
  event,
) => {
  const d = event.data;
  await tx.query(UPSERT_EVENT(schema), [
    d.eventId,
    d.leagueId,
    d.date,
    d.time,
    minutesOfDay(d.time),
    d.venueId,
    d.eventName,
    event.streamVersion,
    recordedAt(event),
  ]);
};

const upsertVenue: EventHandler<VenueCreated | VenueUpdated> = async (tx, schema, event) => {
  await tx.query(
    `INSERT INTO ${schema}.schedule_venues AS s (venue_id, venue_name, venue_address, changed_at, version)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (venue_id) DO UPDATE
       SET venue_name = excluded.venue_name, venue_address = excluded.venue_address,
           changed_at = excluded.changed_at, version = excluded.version
       WHERE s.version < excluded.version`,
    [
      event.data.venueId,
      event.data.venueName,
      event.data.venueAddress,
      recordedAt(event),
      event.streamVersion,
    ],
  );
};

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
  fold: scheduleFold,

  on: {
    GameScheduled: (tx, schema, event) =>
      upsertGame(tx, schema, event.data, event.streamVersion, recordedAt(event)),
    GameUpdated: (tx, schema, event) =>
      upsertGame(tx, schema, event.data, event.streamVersion, recordedAt(event)),
    GameResultRecorded: scoreOf,
    GameResultCorrected: scoreOf,
    GameRemoved: (tx, schema, event) =>
      remove(tx, schema, event.data.gameId, event.streamVersion, recordedAt(event)),
    async GameSlotFilled(tx, schema, event) {
      const d = event.data;
      await tx.query(FILL_SLOT(schema, d.side), [
        d.gameId,
        d.teamId,
        d.seed ?? null,
        event.streamVersion,
        recordedAt(event),
      ]);
    },
    BracketConflictFlagged: (tx, schema, { data, streamVersion }) =>
      conflictOf(tx, schema, data, data.winnerTeamId, streamVersion),
    BracketConflictResolved: (tx, schema, { data, streamVersion }) =>
      conflictOf(tx, schema, data, null, streamVersion),
    CalendarEventScheduled: upsertEvent,
    CalendarEventUpdated: upsertEvent,
    CalendarEventRemoved: (tx, schema, event) =>
      remove(tx, schema, event.data.eventId, event.streamVersion, recordedAt(event)),
    VenueCreated: upsertVenue,
    VenueUpdated: upsertVenue,
    async VenueRemoved(tx, schema, { data, streamVersion }) {
      await updateNewer(
        tx,
        `${schema}.schedule_venues`,
        { venue_id: data.venueId },
        { removed: true },
        streamVersion,
      );
    },
  },
});

/** A removal: the row stays with its last details, removed at `at`, one revision more (cancelled). */
async function remove(tx: SqlClient, schema: string, itemId: string, v: number, at: string) {
  await tx.query(
    `UPDATE ${schema}.schedule_items
        SET removed = true, removed_at = $3, sequence = sequence + 1, changed_at = $3, version = $2
      WHERE item_id = $1 AND version < $2 AND NOT removed`,
    [itemId, v, at],
  );
}
