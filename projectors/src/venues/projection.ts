import type { RecordedEvent, VenueEvent } from '@league/contracts';
import { VENUE_EVENT_TYPES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';

/**
 * Venues as the admin and public lists show them (GET /api/admin/venues). `version` is the venue
 * stream's version after its last event: what an edit form sends back as If-Match. A removed venue
 * leaves the table. Every write is guarded by the version, so a batch applied twice changes nothing.
 */
export const venuesProjection: Projection = {
  name: 'venues',
  version: 1,
  tables: ['venues'],
  handles: VENUE_EVENT_TYPES,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.venues (
        venue_id uuid PRIMARY KEY,
        venue_name text NOT NULL,
        venue_address text NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX venues_by_name ON ${schema}.venues (lower(venue_name), venue_name);
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events) await applyVenueEvent(tx, schema, event as RecordedEvent & VenueEvent);
  },
};

async function applyVenueEvent(tx: SqlClient, schema: string, event: RecordedEvent & VenueEvent) {
  switch (event.type) {
    case 'VenueCreated':
    case 'VenueUpdated': {
      const { venueId, venueName, venueAddress } = event.data;
      await tx.query(
        `INSERT INTO ${schema}.venues (venue_id, venue_name, venue_address, version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (venue_id) DO UPDATE
           SET venue_name = excluded.venue_name, venue_address = excluded.venue_address, version = excluded.version
           WHERE ${schema}.venues.version < excluded.version`,
        [venueId, venueName, venueAddress, event.streamVersion],
      );
      return;
    }
    case 'VenueRemoved':
      await tx.query(`DELETE FROM ${schema}.venues WHERE venue_id = $1`, [event.data.venueId]);
      return;
  }
}
