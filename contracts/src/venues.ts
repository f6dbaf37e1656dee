import { z } from 'zod';
import { isPlainText } from './text';

export const VENUE_NAME_MESSAGE = 'Please enter a venue name.';
export const VENUE_ADDRESS_MESSAGE = 'Please enter an address.';

export const venueNameField = z
  .string(VENUE_NAME_MESSAGE)
  .trim()
  .min(1, VENUE_NAME_MESSAGE)
  .max(200, 'The venue name can have at most 200 characters.')
  .refine(isPlainText, 'The venue name contains characters that cannot be stored.');
export const venueAddressField = z
  .string(VENUE_ADDRESS_MESSAGE)
  .trim()
  .min(1, VENUE_ADDRESS_MESSAGE)
  .max(500, 'The address can have at most 500 characters.')
  .refine(isPlainText, 'The address contains characters that cannot be stored.');

export const createVenueRequest = z.object({
  id: z.uuid('id must be a UUID.').optional(),
  venueName: venueNameField,
  venueAddress: venueAddressField,
});
export type CreateVenueRequest = z.infer<typeof createVenueRequest>;

export const updateVenueRequest = z
  .object({ venueName: venueNameField.optional(), venueAddress: venueAddressField.optional() })
  .refine((v) => v.venueName !== undefined || v.venueAddress !== undefined, {
    message: 'Send a venueName or a venueAddress to change.',
  });
export type UpdateVenueRequest = z.infer<typeof updateVenueRequest>;

export const venueParams = z.object({ venueId: z.uuid('venueId must be a UUID.') });

export const venueWriteAnswer = z.object({ venueId: z.uuid(), position: z.string() });
export type VenueWriteAnswer = z.infer<typeof venueWriteAnswer>;

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

export interface VenueCreated {
  type: 'VenueCreated';
  data: { venueId: string; venueName: string; venueAddress: string };
}
/** Carries the venue as it is after the change. */
export interface VenueUpdated {
  type: 'VenueUpdated';
  data: { venueId: string; venueName: string; venueAddress: string };
}
export interface VenueRemoved {
  type: 'VenueRemoved';
  data: { venueId: string };
}
export type VenueEvent = VenueCreated | VenueUpdated | VenueRemoved;
export const VENUE_EVENT_TYPES = ['VenueCreated', 'VenueUpdated', 'VenueRemoved'] as const;
