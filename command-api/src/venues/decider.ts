import { type VenueEvent, venueStream } from '@league/contracts';
import { aggregate, recordDecider, type Decider, type RecordCommand, type RecordState } from '../handling';

export const VENUE_NOT_FOUND_MESSAGE = 'Venue not found.';

export interface VenueFields {
  venueId: string;
  venueName: string;
  venueAddress: string;
}

/** The record's id field and the types of its commands and events. */
export const venueNames = {
  id: 'venueId',
  create: 'CreateVenue',
  update: 'UpdateVenue',
  remove: 'RemoveVenue',
  created: 'VenueCreated',
  updated: 'VenueUpdated',
  removed: 'VenueRemoved',
} as const;

export type VenueCommand = RecordCommand<VenueFields, 'venueId', typeof venueNames>;
export type VenueState = RecordState<VenueFields>;

export const venueDecider: Decider<VenueState, VenueCommand, VenueEvent> = recordDecider<
  VenueFields,
  'venueId',
  typeof venueNames
>({
  ...venueNames,
  alreadyExistsMessage: 'A venue with this id already exists.',
  notFoundMessage: VENUE_NOT_FOUND_MESSAGE,
});

/** The venue aggregate: its decider on the stream of one venue. */
export const venueAggregate = aggregate(venueDecider, venueStream);
