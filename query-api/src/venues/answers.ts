import type { Venue, VenueListItem } from '@league/contracts';

/** A venue as the venue answers send it (docs/api.md, "Content: news, videos, venues, suspensions"): its id as `_id`. */
export const venueItem = ({ venueId, ...venue }: Venue): VenueListItem => ({ _id: venueId, ...venue });
