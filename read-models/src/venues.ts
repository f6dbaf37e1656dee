import type { Venue } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  allVenues: ['venues'],
} as const satisfies ReadsDeclaration;

/** Every venue, by name. */
export async function allVenues(db: SqlClient): Promise<Venue[]> {
  const { rows } = await db.query<Venue>(
    `SELECT venue_id AS "venueId", venue_name AS "venueName", venue_address AS "venueAddress", version
       FROM rm.venues
      ORDER BY lower(venue_name), venue_name, venue_id`,
  );
  return rows;
}
