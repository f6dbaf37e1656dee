import { z } from 'zod';
import type { NamedId } from '../wire-id';

/** `version` is what an edit sends back as `If-Match`. */
export const venueListItem = z.object({
  _id: z.uuid(),
  venueName: z.string(),
  venueAddress: z.string(),
  version: z.number().int(),
});
export type VenueListItem = z.infer<typeof venueListItem>;
/** A venue as the read model and the pages hold it (`venueListItem` is its HTTP shape). */
export type Venue = NamedId<VenueListItem, 'venueId'>;

export const allVenuesAnswer = z.object({ allVenues: z.array(venueListItem) });
export type AllVenuesAnswer = z.infer<typeof allVenuesAnswer>;
