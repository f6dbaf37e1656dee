import type { CalendarEventEvent, GameEvent, GameFields, RecordedEvent, VenueEvent } from '@league/contracts';
import {
  CALENDAR_EVENT_EVENT_TYPES,
  GAME_EVENT_TYPES,
  minutesOfDay,
  VENUE_EVENT_TYPES,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { scheduleFold } from './fold';

type ScheduleEvent = GameEvent | CalendarEventEvent | VenueEvent;

/**
 * Every game and calendar event as the schedules show them (league, venue, team and master schedules,
 * the iCalendar feeds), with the game's current result status and totals, and the venues' names (kept
 * after a venue is removed, so old items still name it). `minutes` orders by time as a time. Removed
 * items are tombstones; every write is guarded by the item's stream version.
 */
export const scheduleProjection: Projection = {
  name: 'schedule',
  version: 1,
  tables: ['schedule_items', 'schedule_venues'],
  handles: [...GAME_EVENT_TYPES, ...CALENDAR_EVENT_EVENT_TYPES, ...VENUE_EVENT_TYPES],
  fold: scheduleFold,

  async setup(db, schema) {
    await db.exec(`
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
        status text,
        home_total integer,
        visitor_total integer,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
      CREATE INDEX schedule_items_by_league ON ${schema}.schedule_items (league_id, iso_date, minutes);
      CREATE INDEX schedule_items_by_venue ON ${schema}.schedule_items (venue_id, iso_date, minutes);
      CREATE INDEX schedule_items_by_home ON ${schema}.schedule_items (home_team_id);
      CREATE INDEX schedule_items_by_visitor ON ${schema}.schedule_items (visitor_team_id);
      CREATE TABLE ${schema}.schedule_venues (
        venue_id uuid PRIMARY KEY,
        venue_name text NOT NULL,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events) await applyScheduleEvent(tx, schema, event as RecordedEvent & ScheduleEvent);
  },
};

async function upsertGame(tx: SqlClient, schema: string, d: GameFields, v: number) {
  await tx.query(
    `INSERT INTO ${schema}.schedule_items AS s
       (item_id, kind, league_id, iso_date, time, minutes, venue_id, home_team_id, visitor_team_id,
        home_seed, visitor_seed, playoff, championship, version)
     VALUES ($1, 'game', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (item_id) DO UPDATE
       SET league_id = excluded.league_id, iso_date = excluded.iso_date, time = excluded.time,
           minutes = excluded.minutes, venue_id = excluded.venue_id, home_team_id = excluded.home_team_id,
           visitor_team_id = excluded.visitor_team_id, home_seed = excluded.home_seed,
           visitor_seed = excluded.visitor_seed, playoff = excluded.playoff,
           championship = excluded.championship, version = excluded.version
       WHERE s.version < excluded.version`,
    [
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
    ],
  );
}

async function applyScheduleEvent(tx: SqlClient, schema: string, event: RecordedEvent & ScheduleEvent) {
  const v = event.streamVersion;
  switch (event.type) {
    case 'GameScheduled':
    case 'GameUpdated':
      await upsertGame(tx, schema, event.data, v);
      return;
    case 'GameResultRecorded':
    case 'GameResultCorrected': {
      const d = event.data;
      await tx.query(
        `UPDATE ${schema}.schedule_items SET status = $2, home_total = $3, visitor_total = $4, version = $5
          WHERE item_id = $1 AND version < $5`,
        [d.gameId, d.status, d.homeTotal, d.visitorTotal, v],
      );
      return;
    }
    case 'GameRemoved':
      await remove(tx, schema, event.data.gameId, v);
      return;
    case 'CalendarEventScheduled':
    case 'CalendarEventUpdated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${schema}.schedule_items AS s
           (item_id, kind, league_id, iso_date, time, minutes, venue_id, event_name, version)
         VALUES ($1, 'event', $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (item_id) DO UPDATE
           SET league_id = excluded.league_id, iso_date = excluded.iso_date, time = excluded.time,
               minutes = excluded.minutes, venue_id = excluded.venue_id, event_name = excluded.event_name,
               version = excluded.version
           WHERE s.version < excluded.version`,
        [d.eventId, d.leagueId, d.date, d.time, minutesOfDay(d.time), d.venueId, d.eventName, v],
      );
      return;
    }
    case 'CalendarEventRemoved':
      await remove(tx, schema, event.data.eventId, v);
      return;
    case 'VenueCreated':
    case 'VenueUpdated':
      await tx.query(
        `INSERT INTO ${schema}.schedule_venues AS s (venue_id, venue_name, version) VALUES ($1, $2, $3)
         ON CONFLICT (venue_id) DO UPDATE SET venue_name = excluded.venue_name, version = excluded.version
           WHERE s.version < excluded.version`,
        [event.data.venueId, event.data.venueName, v],
      );
      return;
    case 'VenueRemoved':
      await tx.query(
        `UPDATE ${schema}.schedule_venues SET removed = true, version = $2 WHERE venue_id = $1 AND version < $2`,
        [event.data.venueId, v],
      );
      return;
  }
}

async function remove(tx: SqlClient, schema: string, itemId: string, v: number) {
  await tx.query(
    `UPDATE ${schema}.schedule_items SET removed = true, version = $2 WHERE item_id = $1 AND version < $2`,
    [itemId, v],
  );
}
