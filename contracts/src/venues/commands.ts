import { z } from 'zod';
import { isPlainText } from '../text';

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
