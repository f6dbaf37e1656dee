import { addressListProjection } from '../address-list';

/** Venues as the admin and public lists show them (GET /api/admin/venues). */
export const venuesProjection = addressListProjection({ table: 'venues', noun: 'Venue', prefix: 'venue' });
