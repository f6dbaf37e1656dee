import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi, commandRoutes } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { buildOpenApiDocument, type HttpApp } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, projectionStatus, type ProjectionRunner } from '@league/projectors';
import { venuesProjection } from '@league/projectors/venues';
import { buildQueryApi, queryRoutes } from '../../src/index';
import type { QueryApiDeps } from '../../src/deps';
import { bearer, checkpointReads, testTokens } from '../test-support';

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let commands: HttpApp;
let queries: HttpApp;
let queryDeps: QueryApiDeps;

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  const reads = checkpointReads(store);
  runner = createProjectionRunner({
    store,
    db,
    projections: [venuesProjection],
    mode: 'embedded',
    feed: reads.feed,
  });
  await runner.start();
  commands = await buildCommandApi({ store, tokens });
  queryDeps = {
    db,
    tokens,
    ...reads,
    projectionStatus: () => projectionStatus(db, store),
  };
  queries = await buildQueryApi(queryDeps);
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await db.close();
});

describe('venues: write → project → read', () => {
  it('lists what was written, sorted by name, with versions for If-Match, once X-Min-Position is reached', async () => {
    const create = async (venueName: string, venueAddress: string) => {
      const response = await commands.inject({
        method: 'POST',
        url: '/api/admin/createVenue',
        headers: admin,
        payload: { venueName, venueAddress },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ venueId: string; position: string }>();
    };
    const read = async (position: string) => {
      const response = await queries.inject({
        method: 'GET',
        url: '/api/admin/venues',
        headers: { 'x-min-position': position },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-stale']).toBeUndefined();
      return response.json<{
        allVenues: Array<{ _id: string; venueName: string; venueAddress: string; version: number }>;
      }>().allVenues;
    };

    const zeta = await create('Zeta Arena', '9 Last St');
    const alpha = await create('alpha Rink', '1 First St');
    expect(await read(alpha.position)).toEqual([
      { _id: alpha.venueId, venueName: 'alpha Rink', venueAddress: '1 First St', version: 0 },
      { _id: zeta.venueId, venueName: 'Zeta Arena', venueAddress: '9 Last St', version: 0 },
    ]);

    const updated = await commands.inject({
      method: 'PATCH',
      url: `/api/admin/${zeta.venueId}/updateVenue`,
      headers: { ...admin, 'if-match': '0' },
      payload: { venueName: 'Beta Arena' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await read(updated.json().position)).map((v) => [v.venueName, v.version])).toEqual([
      ['alpha Rink', 0],
      ['Beta Arena', 1],
    ]);

    const removed = await commands.inject({
      method: 'DELETE',
      url: `/api/admin/${alpha.venueId}/removeVenue`,
      headers: { ...admin, 'if-match': '0' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(removed.json().position)).map((v) => v._id)).toEqual([zeta.venueId]);

    const status = await queries.inject({
      method: 'GET',
      url: '/api/admin/system/projections',
      headers: admin,
    });
    expect(status.json().projections).toEqual([
      expect.objectContaining({ name: 'venues', checkpoint: removed.json().position, eventsBehind: 0 }),
    ]);
  });

  it('marks a read X-Stale when the position is not reached in time', async () => {
    const app = await buildQueryApi({ ...queryDeps, consistencyTimeoutMs: 50 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/venues',
      headers: { 'x-min-position': '999999999.999999999' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-stale']).toBe('1');
  });

  it('documents both APIs in one OpenAPI document', async () => {
    const document = (await buildOpenApiDocument([
      (app) => commandRoutes(app, { store, tokens }),
      (app) => queryRoutes(app, queryDeps),
    ])) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'POST /api/admin/coachSignup',
        'POST /api/admin/coachLogin',
        'POST /api/admin/createVenue',
        'PATCH /api/admin/{venueId}/updateVenue',
        'DELETE /api/admin/{venueId}/removeVenue',
        'GET /api/admin/venues',
        'GET /api/admin/system/projections',
      ]),
    );
    expect(JSON.stringify(document.paths['/api/admin/createVenue'])).toContain('venueAddress');
  });
});
