import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaguePlayApiForTests, type LeaguePlayApi } from './test-support';

/** Every league-play route with a body: bad input is a 400 naming the problem, never a 500, and records nothing. */
let api: LeaguePlayApi;
const some = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d10';
const routes = [
  ['POST', '/api/admin/createLeague'],
  ['PATCH', `/api/admin/${some}/updateLeague`],
  ['POST', '/api/admin/createTeam'],
  ['PATCH', `/api/admin/${some}/updateTeam`],
  ['POST', '/api/admin/createPlayer'],
  ['PATCH', `/api/admin/${some}/updatePlayer`],
  ['POST', `/api/admin/${some}/addPlayers`],
  ['PATCH', `/api/admin/${some}/changeNumber`],
  ['POST', '/api/admin/createGame'],
  ['PATCH', `/api/admin/${some}/updateGame`],
  ['POST', '/api/admin/createEvent'],
  ['PATCH', `/api/admin/${some}/updateEvent`],
  ['PATCH', `/api/admin/gameStats/${some}`],
  ['PATCH', `/api/admin/playoffGameStats/${some}`],
  ['PATCH', `/api/admin/championshipGameStats/${some}`],
] as const;
const payloads: Array<[string, string]> = [
  ['not json', '{"a":'],
  ['null', 'null'],
  ['array', '[1,2,3]'],
  ['empty object', '{}'],
  [
    'wrong types',
    JSON.stringify({
      leagueName: 1,
      session: [],
      year: '2026',
      teamName: {},
      leagueId: 5,
      firstName: true,
      lastName: null,
      players: 'x',
      number: '7',
      date: 20261001,
      time: 1930,
      venueId: 'nope',
      homeTeamId: 3,
      eventName: [],
      homeStats: 'a|1|1',
      homePointsPerPeriod: '1|0|0|0|1',
      visitorPointsPerPeriod: [1],
      gameStatus: 3,
      homePointsTotal: '3',
      visitorPointsTotal: -1,
    }),
  ],
  [
    'control characters',
    JSON.stringify({
      leagueName: 'Open\u0000',
      session: '\ud800',
      year: 2026,
      teamName: 'Aces\u0000',
      firstName: '\ud800',
      lastName: 'B\u0007',
      eventName: 'Clinic\u0000',
      gameSummary: 'Great\u0000',
      gameStatus: 'FINAL\u0000',
    }),
  ],
  [
    'long strings',
    JSON.stringify({
      leagueName: 'a'.repeat(100_000),
      teamName: 'b'.repeat(100_000),
      gameSummary: 'c'.repeat(100_000),
    }),
  ],
];

beforeAll(async () => {
  api = await leaguePlayApiForTests();
});
afterAll(async () => api.close());

describe('league play: bad input never gets a 500 and records nothing', () => {
  for (const [method, url] of routes)
    it(`${method} ${url.replace(some, ':id')}`, async () => {
      for (const [name, payload] of payloads) {
        const response = await api.app.inject({
          method,
          url,
          // with the If-Match an edit needs (a create has no use for it), so the body is what is judged
          headers: { ...api.admin, 'content-type': 'application/json', 'if-match': '0' },
          payload,
        });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(response.json<{ message: string }>().message.length, name).toBeGreaterThan(0);
      }
      expect(await api.eventCount()).toBe(0);
    });
});
