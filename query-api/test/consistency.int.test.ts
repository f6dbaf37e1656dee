import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { buildQueryApi } from '../src/index';
import type { QueryApiDeps } from '../src/deps';
import { bearer, testTokens } from './test-support';

let db: SqlClient;
beforeAll(async () => {
  db = await createTestPglite();
  // a stand-in for the projection's view: these tests are about the wait, not the data
  await db.exec(
    'CREATE SCHEMA IF NOT EXISTS rm; CREATE TABLE rm.venues (venue_id uuid, venue_name text, venue_address text, version int)',
  );
});
afterAll(async () => db.close());

function deps(overrides: Partial<QueryApiDeps> = {}): QueryApiDeps {
  return {
    db,
    tokens: testTokens(),
    waitForPosition: vi.fn(async () => true),
    projectionStatus: async () => [],
    ...overrides,
  };
}

describe('X-Min-Position', () => {
  it('waits for the projections the route reads, up to 3 s, and answers fresh', async () => {
    const waitForPosition = vi.fn(async () => true);
    const app = await buildQueryApi(deps({ waitForPosition }));
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/venues',
      headers: { 'x-min-position': '12.34' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-stale']).toBeUndefined();
    expect(waitForPosition).toHaveBeenCalledWith('12.34', 3000, ['venues']);
  });

  it('does not wait without the header', async () => {
    const waitForPosition = vi.fn(async () => true);
    const app = await buildQueryApi(deps({ waitForPosition }));
    expect((await app.inject({ method: 'GET', url: '/api/admin/venues' })).statusCode).toBe(200);
    expect(waitForPosition).not.toHaveBeenCalled();
  });

  it('answers anyway with X-Stale: 1 when the wait runs out or fails', async () => {
    for (const waitForPosition of [async () => false, async () => Promise.reject(new Error('db down'))]) {
      const app = await buildQueryApi(deps({ waitForPosition }));
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/venues',
        headers: { 'x-min-position': '1.2' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-stale']).toBe('1');
      expect(response.json()).toEqual({ allVenues: [] });
    }
  });

  it('refuses a malformed position with 400', async () => {
    const waitForPosition = vi.fn(async () => true);
    const app = await buildQueryApi(deps({ waitForPosition }));
    for (const header of ['abc', '1', '1.2.3', '-1.2', '1.2; drop table']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/venues',
        headers: { 'x-min-position': header },
      });
      expect(response.statusCode, header).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(/X-Min-Position/) });
    }
    expect(waitForPosition).not.toHaveBeenCalled();
  });
});

describe('system routes', () => {
  it('shows the projections status to admins only', async () => {
    const tokens = testTokens();
    const status = [{ name: 'venues', checkpoint: '1.5', eventsBehind: 0, status: 'live', generation: 1 }];
    const app = await buildQueryApi(deps({ tokens, projectionStatus: async () => status }));
    const get = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/admin/system/projections', headers });
    expect((await get()).statusCode).toBe(401);
    expect((await get(bearer(tokens.sign({ role: 'coach', id: 'c' }).token))).statusCode).toBe(403);
    const answer = await get(bearer(tokens.sign({ role: 'admin', id: 'a' }).token));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ projections: status });
  });

  it('serves the OpenAPI document when given one', async () => {
    const app = await buildQueryApi(deps({ openApiDocument: { openapi: '3.1.0', paths: {} } }));
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ openapi: '3.1.0', paths: {} });
    const without = await buildQueryApi(deps());
    expect((await without.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
  });
});
