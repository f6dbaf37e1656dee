import type { CalendarEventEvent, GameEvent, RecordedEvent, VenueEvent } from '@league/contracts';
import { minutesOfDay } from '@league/contracts';
import type { ProjectionFold } from '../projection';
import { FoldTable, resultTotals } from '../league-common/fold';
import type { ScheduleItemRow } from '@league/read-models/schedule';

/** A row of schedule_items: the item as the reads see it (without the names they join), and its place in the day. */
interface ItemRow extends Omit<ScheduleItemRow, 'venue_name' | 'league_name' | 'home_name' | 'visitor_name'> {
  [column: string]: unknown;
  minutes: number;
  removed: boolean;
  removed_at: string | null;
  sequence: number;
  changed_at: string;
}

interface VenueRow {
  [column: string]: unknown;
  venue_id: string;
  venue_name: string;
  venue_address: string;
  changed_at: string;
  removed: boolean;
  version: number;
}

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
 * of them is a revision of the item (sequence + 1, changed_at of the event), here as in the projection.
 */
export const GAME_CALENDAR_COLUMNS = [
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
export const EVENT_CALENDAR_COLUMNS = [
  'league_id',
  'iso_date',
  'time',
  'minutes',
  'venue_id',
  'event_name',
] as const;

/** Where and when an item (a game or a calendar event) takes place, as its row holds it. */
const placed = (d: { leagueId: string | null; date: string; time: string; venueId: string }) => ({
  league_id: d.leagueId,
  iso_date: d.date,
  time: d.time,
  minutes: minutesOfDay(d.time),
  venue_id: d.venueId,
});

/** The schedule built in memory for a rebuild: the same rows as the projection's apply. */
export function scheduleFold(): ProjectionFold {
  const items = new FoldTable<ItemRow>();
  const venues = new FoldTable<VenueRow>();
  /** INSERT … ON CONFLICT DO UPDATE of a scheduled or updated item, a revision when `columns` changed. */
  const schedule = (row: ItemRow, columns: readonly string[], at: string) => {
    const current = items.get(row.item_id);
    if (!current) return items.insert(row.item_id, { ...row, changed_at: at });
    if (current.version >= row.version) return;
    const changed = columns.some((c) => current[c] !== row[c]);
    for (const c of columns) current[c] = row[c];
    current.version = row.version;
    if (changed) Object.assign(current, { sequence: current.sequence + 1, changed_at: at });
  };
  /** UPDATE of a removal: the row stays, removed at `at`, one revision more. */
  const remove = (itemId: string, v: number, at: string) => {
    const current = items.get(itemId);
    if (!current || current.removed || current.version >= v) return;
    Object.assign(current, {
      removed: true,
      removed_at: at,
      sequence: current.sequence + 1,
      changed_at: at,
      version: v,
    });
  };
  /** The feeds of a game just written at version v; a side whose feeder changed has no conflict any more. */
  const setFeeds = (gameId: string, home: string | null, visitor: string | null, v: number) => {
    const current = items.get(gameId);
    if (!current || current.version !== v) return;
    if (current.home_from_game_id !== home) current.home_conflict_winner = null;
    if (current.visitor_from_game_id !== visitor) current.visitor_conflict_winner = null;
    Object.assign(current, { home_from_game_id: home, visitor_from_game_id: visitor });
  };
  return {
    apply(events) {
      for (const event of events as ReadonlyArray<
        RecordedEvent & (GameEvent | CalendarEventEvent | VenueEvent)
      >) {
        const v = event.streamVersion;
        const at = event.metadata.recordedAt;
        switch (event.type) {
          case 'GameScheduled':
          case 'GameUpdated': {
            const d = event.data;
            const row: ItemRow = {
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
              changed_at: at,
              version: v,
            };
            schedule(row, GAME_CALENDAR_COLUMNS, at);
            setFeeds(d.gameId, d.homeFromGameId ?? null, d.visitorFromGameId ?? null, v);
            break;
          }
          case 'GameSlotFilled': {
            const d = event.data;
            const current = items.get(d.gameId);
            if (!current || current.version >= v) break;
            const seed = d.seed ?? current[`${d.side}_seed`];
            const changed = current[`${d.side}_team_id`] !== d.teamId || current[`${d.side}_seed`] !== seed;
            Object.assign(current, { [`${d.side}_team_id`]: d.teamId, [`${d.side}_seed`]: seed, version: v });
            if (changed) Object.assign(current, { sequence: current.sequence + 1, changed_at: at });
            break;
          }
          case 'BracketConflictFlagged':
          case 'BracketConflictResolved': {
            const winner = event.type === 'BracketConflictFlagged' ? event.data.winnerTeamId : null;
            items.update(event.data.gameId, { [`${event.data.side}_conflict_winner`]: winner, version: v });
            break;
          }
          case 'GameResultRecorded':
          case 'GameResultCorrected': {
            items.update(event.data.gameId, { ...resultTotals(event.data, v), changed_at: at });
            break;
          }
          case 'GameRemoved':
            remove(event.data.gameId, v, at);
            break;
          case 'CalendarEventScheduled':
          case 'CalendarEventUpdated': {
            const d = event.data;
            const row: ItemRow = {
              ...NEW_ITEM,
              item_id: d.eventId,
              kind: 'event',
              ...placed(d),
              event_name: d.eventName,
              changed_at: at,
              version: v,
            };
            schedule(row, EVENT_CALENDAR_COLUMNS, at);
            break;
          }
          case 'CalendarEventRemoved':
            remove(event.data.eventId, v, at);
            break;
          case 'VenueCreated':
          case 'VenueUpdated': {
            const d = event.data;
            venues.upsert(
              d.venueId,
              {
                venue_id: d.venueId,
                venue_name: d.venueName,
                venue_address: d.venueAddress,
                changed_at: at,
                removed: false,
                version: v,
              },
              { venue_name: d.venueName, venue_address: d.venueAddress, changed_at: at, version: v },
            );
            break;
          }
          case 'VenueRemoved':
            venues.update(event.data.venueId, { removed: true, version: v });
            break;
        }
      }
    },
    rows: () => ({ schedule_items: items.rows(), schedule_venues: venues.rows() }),
  };
}
