import type { CalendarEventEvent, GameEvent, RecordedEvent, VenueEvent } from '@league/contracts';
import { minutesOfDay } from '@league/contracts';
import type { ProjectionFold } from '../projection';
import { FoldTable, resultTotals } from '../league-common/fold';
import type { ScheduleItemRow } from './queries';

/** A row of schedule_items: the item as the reads see it (without the names they join), and its place in the day. */
interface ItemRow extends Omit<ScheduleItemRow, 'venue_name' | 'league_name' | 'home_name' | 'visitor_name'> {
  [column: string]: unknown;
  minutes: number;
  removed: boolean;
}

interface VenueRow {
  [column: string]: unknown;
  venue_id: string;
  venue_name: string;
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
  status: null,
  home_total: null,
  visitor_total: null,
  removed: false,
};

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
  return {
    apply(events) {
      for (const event of events as ReadonlyArray<
        RecordedEvent & (GameEvent | CalendarEventEvent | VenueEvent)
      >) {
        const v = event.streamVersion;
        switch (event.type) {
          case 'GameScheduled':
          case 'GameUpdated': {
            const d = event.data;
            const fields = {
              ...placed(d),
              home_team_id: d.homeTeamId,
              visitor_team_id: d.visitorTeamId,
              home_seed: d.homeTeamSeed,
              visitor_seed: d.visitorTeamSeed,
              playoff: d.playoff,
              championship: d.championship,
              version: v,
            };
            items.upsert(d.gameId, { ...NEW_ITEM, item_id: d.gameId, kind: 'game', ...fields }, fields);
            break;
          }
          case 'GameResultRecorded':
          case 'GameResultCorrected': {
            items.update(event.data.gameId, resultTotals(event.data, v));
            break;
          }
          case 'GameRemoved':
            items.update(event.data.gameId, { removed: true, version: v });
            break;
          case 'CalendarEventScheduled':
          case 'CalendarEventUpdated': {
            const d = event.data;
            const fields = {
              ...placed(d),
              event_name: d.eventName,
              version: v,
            };
            items.upsert(d.eventId, { ...NEW_ITEM, item_id: d.eventId, kind: 'event', ...fields }, fields);
            break;
          }
          case 'CalendarEventRemoved':
            items.update(event.data.eventId, { removed: true, version: v });
            break;
          case 'VenueCreated':
          case 'VenueUpdated': {
            const d = event.data;
            venues.upsert(
              d.venueId,
              { venue_id: d.venueId, venue_name: d.venueName, removed: false, version: v },
              { venue_name: d.venueName, version: v },
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
