import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePosition, type RecordedEvent, type VenueEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { venuesProjection } from './projection';

const schema = 'rm_venues_test';
const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';
let db: SqlClient;
let position = 0;

function recorded(event: VenueEvent, streamVersion: number): RecordedEvent {
  position += 1;
  return {
    ...event,
    streamId: `venue-${event.data.venueId}`,
    streamVersion,
    position: makePosition(1, position),
    metadata: {
      eventId: `e${position}`,
      correlationId: 'c',
      causationId: null,
      actor: { role: 'admin', id: 'x' },
      recordedAt: '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

const rows = async () =>
  (
    await db.query<{ venue_id: string; venue_name: string; venue_address: string; version: number }>(
      `SELECT venue_id, venue_name, venue_address, version FROM ${schema}.venues ORDER BY lower(venue_name)`,
    )
  ).rows;

beforeAll(async () => {
  db = await createTestPglite();
  await db.exec(`CREATE SCHEMA ${schema}`);
  await venuesProjection.setup(db, schema);
});
afterAll(async () => db.close());

describe('venues projection', () => {
  it('handles the venue events', () => {
    expect(venuesProjection.handles).toEqual(['VenueCreated', 'VenueUpdated', 'VenueRemoved']);
    expect(venuesProjection.tables).toEqual(['venues']);
  });

  it('keeps each venue as its last event left it, with its stream version; removed venues leave', async () => {
    const batch = [
      recorded(
        { type: 'VenueCreated', data: { venueId: a, venueName: 'Zeta Rink', venueAddress: '1 A St' } },
        0,
      ),
      recorded(
        { type: 'VenueCreated', data: { venueId: b, venueName: 'alpha Dome', venueAddress: '2 B St' } },
        0,
      ),
      recorded(
        { type: 'VenueUpdated', data: { venueId: a, venueName: 'Beta Rink', venueAddress: '3 C St' } },
        1,
      ),
    ];
    await db.transaction((tx) => venuesProjection.apply(tx, schema, batch));
    expect(await rows()).toEqual([
      { venue_id: b, venue_name: 'alpha Dome', venue_address: '2 B St', version: 0 },
      { venue_id: a, venue_name: 'Beta Rink', venue_address: '3 C St', version: 1 },
    ]);

    // the same batch again (re-delivery) changes nothing
    await db.transaction((tx) => venuesProjection.apply(tx, schema, batch));
    expect((await rows()).map((r) => [r.venue_name, r.version])).toEqual([
      ['alpha Dome', 0],
      ['Beta Rink', 1],
    ]);

    await db.transaction((tx) =>
      venuesProjection.apply(tx, schema, [recorded({ type: 'VenueRemoved', data: { venueId: b } }, 1)]),
    );
    expect((await rows()).map((r) => r.venue_id)).toEqual([a]);
  });
});
