import { eventTypes } from '../events';

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
export const VENUE_EVENT_TYPES = eventTypes<VenueEvent>({
  VenueCreated: true,
  VenueUpdated: true,
  VenueRemoved: true,
});
