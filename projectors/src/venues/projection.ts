import type { VenueCreated, VenueEvent, VenueUpdated } from '@league/contracts';
import { defineProjection, upsertNewer, type EventHandler } from '../define';

const upsertVenue: EventHandler<VenueCreated | VenueUpdated> = (tx, schema, { data, streamVersion }) =>
  upsertNewer(tx, `${schema}.venues`, ['venue_id'], {
    venue_id: data.venueId,
    venue_name: data.venueName,
    venue_address: data.venueAddress,
    version: streamVersion,
  });

/**
 * Venues as the admin and public lists show them (GET /api/admin/venues). `version` is the venue
 * stream's version after its last event: what an edit form sends back as If-Match. A removed venue
 * leaves the table. Every write is guarded by the version, so a batch applied twice changes nothing.
 */
export const venuesProjection = defineProjection<VenueEvent>({
  name: 'venues',
  version: 1,
  tables: ['venues'],

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

  on: {
    VenueCreated: upsertVenue,
    VenueUpdated: upsertVenue,
    async VenueRemoved(tx, schema, event) {
      await tx.query(`DELETE FROM ${schema}.venues WHERE venue_id = $1`, [event.data.venueId]);
    },
  },
});
