import { createVenueRequest } from '@league/contracts';
import type { z } from 'zod';

/** The create payload of the API without its optional client id: both fields required and trimmed. */
export const venueFormSchema = createVenueRequest.pick({ venueName: true, venueAddress: true });
export type VenueForm = z.input<typeof venueFormSchema>;

export type { Venue } from '@league/contracts';
