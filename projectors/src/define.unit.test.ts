import { describe, expect, it } from 'vitest';
import type { VenueEvent } from '@league/contracts';
import { defineProjection } from './define';
import { change } from './rows';

const noTables = { tables: [], setup: async () => {} };

describe('a projection defined by its handlers', () => {
  it('reads the event types it has a handler for, not those it ignores', () => {
    const projection = defineProjection<VenueEvent>({
      name: 'venue_names',
      version: 1,
      ...noTables,
      on: { VenueCreated: async () => {}, VenueUpdated: async () => {}, VenueRemoved: 'ignored' },
    });
    expect(projection.handles).toEqual(['VenueCreated', 'VenueUpdated']);
  });

  it('does not compile when an event type of its events has neither a handler nor ignored', () => {
    defineProjection<VenueEvent>({
      name: 'venue_names',
      version: 1,
      ...noTables,
      // @ts-expect-error VenueRemoved is neither handled nor ignored
      on: { VenueCreated: async () => {}, VenueUpdated: async () => {} },
    });
  });

  it('reads, as row changes, the types it evolves rows for, and does not compile without one for each', () => {
    const renamed = (venueId: string, venueName: string) => [
      change('venue_names', venueId, () => ({ venue_id: venueId, venue_name: venueName })),
    ];
    const projection = defineProjection<VenueEvent>({
      name: 'venue_names',
      version: 1,
      ...noTables,
      evolve: {
        VenueCreated: ({ data }) => renamed(data.venueId, data.venueName),
        VenueUpdated: ({ data }) => renamed(data.venueId, data.venueName),
        VenueRemoved: 'ignored',
      },
    });
    expect(projection.handles).toEqual(['VenueCreated', 'VenueUpdated']);
    expect(projection.fold).toBeDefined();
    defineProjection<VenueEvent>({
      name: 'venue_names',
      version: 1,
      ...noTables,
      // @ts-expect-error VenueRemoved is neither evolved nor ignored
      evolve: { VenueCreated: () => [], VenueUpdated: () => [] },
    });
  });
});
