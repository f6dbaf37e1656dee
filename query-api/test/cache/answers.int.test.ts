import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { HttpApp } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, type ProjectionRunner } from '@league/projectors';
import { organizationsProjection } from '@league/projectors/organizations';
import { venuesProjection } from '@league/projectors/venues';
import { buildQueryApi } from '../../src/index';
import { bearer, checkpointReads, testTokens } from '../test-support';

/** Cached answers on the production path: command API → runner → checkpoint feed → query API. */

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let commands: HttpApp;
let queries: HttpApp;

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  const reads = checkpointReads(store);
  runner = createProjectionRunner({
    store,
    db,
    projections: [venuesProjection, organizationsProjection],
    mode: 'embedded',
    feed: reads.feed,
  });
  await runner.start();
  commands = await buildCommandApi({ store, tokens });
  queries = await buildQueryApi({ db, tokens, projectionStatus: async () => [], ...reads });
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await db.close();
});

async function write(url: string, payload: object): Promise<string> {
  const response = await commands.inject({ method: 'POST', url, headers: admin, payload });
  expect(response.statusCode).toBeLessThan(300);
  return (response.json() as { position: string }).position;
}

const readVenues = (headers: Record<string, string>) =>
  queries.inject({ method: 'GET', url: '/api/admin/venues', headers });
const venueNames = (body: string) =>
  (JSON.parse(body) as { allVenues: Array<{ venueName: string }> }).allVenues.map((v) => v.venueName);

describe('answers from memory, through writes', () => {
  it('serves a new answer as soon as a write moved the projection, and keeps it across unrelated writes', async () => {
    let position = await write('/api/admin/createVenue', { venueName: 'Arena A', venueAddress: '1 Ice Rd' });
    const first = await readVenues({ 'x-min-position': position });
    expect(venueNames(first.body)).toEqual(['Arena A']);
    const tag = first.headers.etag!;
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const notModified = await readVenues({ 'x-min-position': position, 'if-none-match': tag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    // another projection's write: the venues' answer and its tag stay valid
    position = await write('/api/admin/createOrg', {
      orgName: 'Capital Youth Hockey',
      orgAddress: '2 Rink St',
    });
    const afterUnrelated = await readVenues({ 'x-min-position': position, 'if-none-match': tag });
    expect(afterUnrelated.statusCode).toBe(304);
    expect(afterUnrelated.headers.etag).toBe(tag);

    // a venue written: the same read, with or without the old tag, answers the new list
    position = await write('/api/admin/createVenue', { venueName: 'Arena B', venueAddress: '3 Ice Rd' });
    const revalidated = await readVenues({ 'x-min-position': position, 'if-none-match': tag });
    expect(revalidated.statusCode).toBe(200);
    expect(venueNames(revalidated.body)).toEqual(['Arena A', 'Arena B']);
    expect(revalidated.headers.etag).not.toBe(tag);
    const plain = await readVenues({});
    expect(venueNames(plain.body)).toEqual(['Arena A', 'Arena B']);
    expect(plain.headers.etag).toBe(revalidated.headers.etag);
  });

  it('keeps the admin answer of a URL apart from the public one', async () => {
    const asAdmin = await readVenues(admin);
    const asPublic = await readVenues({});
    expect(asAdmin.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(asPublic.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(asAdmin.headers.etag).not.toBe(asPublic.headers.etag);
    expect((await readVenues({ 'if-none-match': asAdmin.headers.etag! })).statusCode).toBe(200);
  });
});
