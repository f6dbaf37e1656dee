import { conflict, notFound, type VenueEvent, venueStream } from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export const VENUE_NOT_FOUND_MESSAGE = 'Venue not found.';

export type VenueCommand =
  | { type: 'CreateVenue'; data: { venueId: string; venueName: string; venueAddress: string } }
  | { type: 'UpdateVenue'; data: { venueId: string; venueName?: string; venueAddress?: string } }
  | { type: 'RemoveVenue'; data: { venueId: string } };

export type VenueState =
  | { status: 'none' }
  | { status: 'active'; venueId: string; venueName: string; venueAddress: string }
  | { status: 'removed' };

export const venueDecider: Decider<VenueState, VenueCommand, VenueEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'VenueCreated':
      case 'VenueUpdated':
        return { status: 'active', ...event.data };
      case 'VenueRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateVenue':
        if (state.status !== 'none') throw conflict('A venue with this id already exists.');
        return [{ type: 'VenueCreated', data: command.data }];
      case 'UpdateVenue': {
        if (state.status !== 'active') throw notFound(VENUE_NOT_FOUND_MESSAGE);
        const venueName = command.data.venueName ?? state.venueName;
        const venueAddress = command.data.venueAddress ?? state.venueAddress;
        if (venueName === state.venueName && venueAddress === state.venueAddress) return [];
        return [{ type: 'VenueUpdated', data: { venueId: state.venueId, venueName, venueAddress } }];
      }
      case 'RemoveVenue':
        if (state.status !== 'active') throw notFound(VENUE_NOT_FOUND_MESSAGE);
        return [{ type: 'VenueRemoved', data: { venueId: state.venueId } }];
    }
  },
};

/** The venue aggregate: its decider on the stream of one venue. */
export const venueAggregate = aggregate(venueDecider, venueStream);
