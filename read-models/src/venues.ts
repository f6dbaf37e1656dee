import type { VenueListItem } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/** Every venue, by name. */
export async function allVenues(db: SqlClient): Promise<VenueListItem[]> {
  const { rows } = await db.query<VenueListItem>(
    `SELECT venue_id AS "_id", venue_name AS "venueName", venue_address AS "venueAddress", version
       FROM rm.venues
      ORDER BY lower(venue_name), venue_name, venue_id`,
  );
  return rows;
}
