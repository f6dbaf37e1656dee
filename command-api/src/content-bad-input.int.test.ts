import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { commandApiForTests } from './test-support';

// the PostgreSQL store refuses what JSON allows (NUL, lone surrogates): the schemas must refuse it first
let db: SqlClient;
beforeAll(async () => {
  db = await createTestPglite();
});
afterAll(async () => db.close());

const id = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d81';
const routes = [
  { method: 'POST', url: '/api/admin/createVideo' },
  { method: 'PATCH', url: `/api/admin/${id}/updateVideo` },
  { method: 'POST', url: '/api/admin/createNews' },
  { method: 'PATCH', url: `/api/admin/${id}/updateNews` },
  { method: 'POST', url: '/api/admin/createSuspension' },
  { method: 'PATCH', url: `/api/admin/${id}/updateSuspension` },
  { method: 'POST', url: '/api/contact' },
  { method: 'POST', url: '/api/admin/sendEmail' },
  { method: 'POST', url: `/api/player/${id}/photo` },
] as const;

const text = (value: string) => ({
  videoTitle: value,
  videoURL: `https://v.org/${value}`,
  videoCaption: value,
  newsHeading: value,
  newsSubheading: value,
  newsDate: '2026-01-01',
  newsContent: value,
  playerName: value,
  team: value,
  playerTeam: value,
  date1: '2026-01-01',
  reason: value,
  numberOfGames: 1,
  fromName: value,
  fromEmail: 'a@b.org',
  message: value,
  subject: value,
  to: ['a@b.org'],
});

const payloads: Array<[string, string]> = [
  ['not json', '{"a":'],
  ['null', 'null'],
  ['array', '[1,2,3]'],
  ['empty object', '{}'],
  [
    'wrong types',
    JSON.stringify({ videoTitle: {}, newsDate: 7, numberOfGames: '1e3', served: 'yes', to: {}, id: 5 }),
  ],
  ['prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['long strings', JSON.stringify(text('x'.repeat(30_000)))],
  ['NUL', JSON.stringify(text('Rink\u0000'))],
  ['lone surrogate', JSON.stringify(text('\ud800 Main'))],
];

describe('content: bad input never gets a 500 and records nothing', () => {
  it('answers 4xx with a message for every route and every malformed body', async () => {
    const api = await commandApiForTests({
      store: createPostgresEventStore(db),
      content: { contactRateLimit: { max: 1_000, timeWindowMs: 60_000 }, coachAddresses: async () => [] },
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
