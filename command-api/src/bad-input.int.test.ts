import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { commandApiForTests } from './test-support';

// the PostgreSQL store, because it is the one that refuses what JSON allows (NUL, lone surrogates)
let db: SqlClient;
beforeAll(async () => {
  db = await createTestPglite();
});
afterAll(async () => db.close());

const venueId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d10';
const routes = [
  { method: 'POST', url: '/api/admin/login' },
  { method: 'POST', url: '/api/admin/coachSignup' },
  { method: 'POST', url: '/api/admin/coachLogin' },
  { method: 'POST', url: '/api/admin/createVenue' },
  { method: 'PATCH', url: `/api/admin/${venueId}/updateVenue` },
] as const;

const payloads: Array<[string, string]> = [
  ['not json', '{"a":'],
  ['null', 'null'],
  ['number', '42'],
  ['string', '"hello"'],
  ['array', '[1,2,3]'],
  ['empty object', '{}'],
  [
    'wrong types',
    '{"email":[],"password":{},"signUpEmail":1,"signUpPassword":true,"venueName":{},"venueAddress":7,"id":5}',
  ],
  ['prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  [
    'long strings',
    JSON.stringify({
      email: 'a'.repeat(100_000),
      password: 'b'.repeat(100_000),
      venueName: 'c'.repeat(100_000),
      venueAddress: 'd',
      signUpEmail: 'e@e.ee',
      signUpPassword: 'Aa1'.repeat(30_000),
    }),
  ],
  [
    'control characters',
    JSON.stringify({
      email: 'a\u0000@b.cd',
      password: '\ud800',
      signUpEmail: 'a\u0000@b.cd',
      signUpPassword: 'Hockey2025',
      venueName: 'Rink\u0000',
      venueAddress: '\ud800 Main St',
    }),
  ],
];

describe('bad input never gets a 500 and records nothing', () => {
  it('answers 4xx with a message for every route and every malformed body', async () => {
    const api = await commandApiForTests({
      store: createPostgresEventStore(db),
      authRateLimit: { max: 1_000, timeWindowMs: 60_000 },
    });
    for (const route of routes) {
      for (const [name, payload] of payloads) {
        const response = await api.app.inject({
          ...route,
          payload,
          headers: { ...api.admin, 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${route.url} ${name}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${route.url} ${name}`).toBeLessThan(500);
        expect(response.json().message, `${route.url} ${name}`).toEqual(expect.any(String));
      }
    }
    expect(await api.eventCount()).toBe(0);
  });
});
