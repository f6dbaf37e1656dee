import type { CalendarEventEvent, GameEvent, RecordedEvent, VenueEvent } from '@league/contracts';
import { minutesOfDay } from '@league/contracts';
import type { ProjectionFold } from '../projection';
import { FoldTable } from '../league-common/fold';

interface ItemRow {
  [column: string]: unknown;
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
  status: string | null;
  home_total: number | null;
  visitor_total: number | null;
  removed: boolean;
  version: number;
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
              league_id: d.leagueId,
              iso_date: d.date,
              time: d.time,
              minutes: minutesOfDay(d.time),
              venue_id: d.venueId,
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
            const d = event.data;
            items.update(d.gameId, {
              status: d.status,
              home_total: d.homeTotal,
              visitor_total: d.visitorTotal,
              version: v,
            });
            break;
          }
          case 'GameRemoved':
            items.update(event.data.gameId, { removed: true, version: v });
            break;
          case 'CalendarEventScheduled':
          case 'CalendarEventUpdated': {
            const d = event.data;
            const fields = {
              league_id: d.leagueId,
              iso_date: d.date,
              time: d.time,
              minutes: minutesOfDay(d.time),
              venue_id: d.venueId,
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
