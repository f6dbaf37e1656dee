import { describe, it } from 'vitest';
import type { VenueCreated, VenueRemoved, VenueUpdated } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { venuesProjection } from './projection';

const spec = projectionSpec(venuesProjection);
const [north, south] = [uuid(1), uuid(2)];

const created = (venueId: string, venueName: string, venueAddress = '1 Main St'): VenueCreated => ({
  type: 'VenueCreated',
  data: { venueId, venueName, venueAddress },
});
const updated = (venueId: string, venueName: string, venueAddress = '1 Main St'): VenueUpdated => ({
  type: 'VenueUpdated',
  data: { venueId, venueName, venueAddress },
});
const removed = (venueId: string): VenueRemoved => ({ type: 'VenueRemoved', data: { venueId } });

const ALL = 'SELECT venue_id, venue_name, venue_address, version FROM venues ORDER BY venue_name';

describe('venues projection', () => {
  it('lists a created venue with its stream version', async () => {
    await spec.given(created(north, 'North Rink', '5 Ice Rd'), created(south, 'South Rink')).then(ALL, [
      { venue_id: north, venue_name: 'North Rink', venue_address: '5 Ice Rd', version: 0 },
      { venue_id: south, venue_name: 'South Rink', venue_address: '1 Main St', version: 0 },
    ]);
  });

  it('keeps the name and address of the last update, and its version', async () => {
    await spec
      .given(created(north, 'North Rink'))
      .when(updated(north, 'North Arena', '7 Ice Rd'))
      .then(ALL, [{ venue_id: north, venue_name: 'North Arena', venue_address: '7 Ice Rd', version: 1 }]);
  });

  it('takes a removed venue off the list, and only that one', async () => {
    await spec
      .given(created(north, 'North Rink'), created(south, 'South Rink'))
      .when(removed(north))
      .then('SELECT venue_name FROM venues', [{ venue_name: 'South Rink' }]);
  });

  it('ignores an update older than the row (the version guards every write)', async () => {
    await spec
      .given(created(north, 'North Rink'), updated(north, 'North Arena'))
      .when({ ...updated(north, 'Stale Name'), version: 1 }, { ...created(north, 'Older'), version: 0 })
      .then('SELECT venue_name, version FROM venues', [{ venue_name: 'North Arena', version: 1 }]);
  });

  it('changes nothing when the log is delivered again, a removal included', async () => {
    const first = created(north, 'North Rink');
    await spec
      .given(first, updated(north, 'North Arena'), created(south, 'South Rink'), removed(south))
      .when(first)
      .whenAppliedAgain()
      .then(ALL, [{ venue_id: north, venue_name: 'North Arena', venue_address: '1 Main St', version: 1 }]);
  });
});
