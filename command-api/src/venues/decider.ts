import { type VenueCreated, venueStream } from '@league/contracts';
import { simpleRecord, type RecordState } from '../handling';

export const VENUE_NOT_FOUND_MESSAGE = 'Venue not found.';

export type VenueFields = VenueCreated['data'];
export type VenueState = RecordState<VenueFields>;

/** A venue: the names of its commands and events, its decider, and its aggregate on the stream of one venue. */
export const venueRecord = simpleRecord<VenueFields>()('venueId', 'Venue', venueStream, {
  alreadyExistsMessage: 'A venue with this id already exists.',
  notFoundMessage: VENUE_NOT_FOUND_MESSAGE,
});
export const venueDecider = venueRecord.decider;
