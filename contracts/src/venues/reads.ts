import { z } from 'zod';

/** `version` is what an edit sends back as `If-Match`. */
export const venueListItem = z.object({
  _id: z.uuid(),
  venueName: z.string(),
  venueAddress: z.string(),
  version: z.number().int(),
});
export type VenueListItem = z.infer<typeof venueListItem>;

export const allVenuesAnswer = z.object({ allVenues: z.array(venueListItem) });
export type AllVenuesAnswer = z.infer<typeof allVenuesAnswer>;
