import { describe, it } from 'vitest';
import type { VenueEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { venueDecider, VENUE_NOT_FOUND_MESSAGE } from './decider';

const venueId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a01';
const created: VenueEvent = {
  type: 'VenueCreated',
  data: { venueId, venueName: 'Riverside Dome', venueAddress: '1 River Rd' },
};
const removed: VenueEvent = { type: 'VenueRemoved', data: { venueId } };
const spec = givenWhenThen(venueDecider);

describe('venue decider', () => {
  it('creates a new venue', () => {
    spec([], { type: 'CreateVenue', data: created.data }).then([created]);
  });

  it('refuses to create a venue twice under one id', () => {
    spec([created], { type: 'CreateVenue', data: created.data }).thenRefused(409);
  });

  it('updates the name and keeps the address', () => {
    spec([created], { type: 'UpdateVenue', data: { venueId, venueName: 'Dome' } }).then([
      { type: 'VenueUpdated', data: { venueId, venueName: 'Dome', venueAddress: '1 River Rd' } },
    ]);
  });

  it('updates the address after an earlier update', () => {
    spec(
      [created, { type: 'VenueUpdated', data: { venueId, venueName: 'Dome', venueAddress: '1 River Rd' } }],
      { type: 'UpdateVenue', data: { venueId, venueAddress: '2 Lake St' } },
    ).then([{ type: 'VenueUpdated', data: { venueId, venueName: 'Dome', venueAddress: '2 Lake St' } }]);
  });

  it('records nothing for an update that changes nothing', () => {
    spec([created], { type: 'UpdateVenue', data: { venueId, venueName: 'Riverside Dome' } }).then([]);
  });

  it('refuses to update an unknown or removed venue', () => {
    spec([], { type: 'UpdateVenue', data: { venueId, venueName: 'X' } }).thenRefused(
      404,
      VENUE_NOT_FOUND_MESSAGE,
    );
    spec([created, removed], { type: 'UpdateVenue', data: { venueId, venueName: 'X' } }).thenRefused(404);
  });

  it('removes a venue', () => {
    spec([created], { type: 'RemoveVenue', data: { venueId } }).then([removed]);
  });

  it('refuses to remove an unknown or already removed venue', () => {
    spec([], { type: 'RemoveVenue', data: { venueId } }).thenRefused(404, VENUE_NOT_FOUND_MESSAGE);
    spec([created, removed], { type: 'RemoveVenue', data: { venueId } }).thenRefused(
      404,
      VENUE_NOT_FOUND_MESSAGE,
    );
  });
});
