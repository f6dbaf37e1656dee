import { z } from 'zod';

/** Kept here until contracts/src/venues.ts lands; then the form uses the contracts schema. */
const required = (message: string) => z.string().refine((value) => value.trim().length > 0, message);

export const venueFormSchema = z.object({
  venueName: required('Please enter a venue name'),
  venueAddress: required('Please enter an address'),
});
export type VenueForm = z.infer<typeof venueFormSchema>;

export interface Venue {
  _id: string;
  venueName: string;
  venueAddress: string;
  /** stream version for If-Match on updates */
  version?: number;
}
