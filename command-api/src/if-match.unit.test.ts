import { describe, expect, it } from 'vitest';
import { IF_MATCH_REQUIRED_MESSAGE } from '@league/contracts';
import { buildOpenApiDocument } from '@league/infra/http';
import { commandRoutes } from './index';
import { commandApiForTests } from './test-support';

/**
 * Every edit of a versioned record requires If-Match (docs/api.md, "Versions and If-Match"). The routes
 * are read from the OpenAPI document of every command route, so a new edit cannot be left out: each
 * PATCH and DELETE requires it unless it is named here with why.
 */
const NOT_RECORD_EDITS: Record<string, string> = {
  'DELETE /api/player/{playerId}/photo': 'a photo is a file beside the player, not a version of it',
  'PATCH /api/admin/staff/{staffId}': "sets a member of staff's fields as sent (docs/accounts.md)",
  'PATCH /api/account': "sets one's own name as sent",
  'DELETE /api/account/sessions/{sessionId}': 'a signed-in session is not a record of the log',
  'DELETE /api/admin/game/{gameId}/sheet/{kind}/{entryId}':
    'removes one entry of a game\'s sheet by its id: sent again it changes nothing, and it overwrites nothing another scorer entered (docs/api.md, "Game sheet")',
};

/**
 * POSTs that add to records of the log without If-Match, with why: they read no version a form showed.
 */
const ADDS_WITHOUT_IF_MATCH: Record<string, string> = {
  'POST /api/admin/import/{kind}':
    'a spreadsheet import adds only what its preview found missing, each row under an id derived from it, and changes nothing recorded (docs/api.md, "Spreadsheet import")',
  'POST /api/admin/league/{leagueId}/nextSeason':
    'creates the next season under ids derived from the old league, session and year; archiving the old season follows from it, at whatever version (docs/api.md, "Next season")',
};

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

async function commandDocument() {
  const api = await commandApiForTests();
  const deps = { store: api.store, tokens: api.tokens };
  const document = (await buildOpenApiDocument([(app) => app.register(commandRoutes, deps)])) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as 'POST' | 'PATCH' | 'DELETE',
      path,
      operation,
    })),
  );
  const requiresIfMatch = (operation: Operation) =>
    (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'if-match');
  return { api, operations, edits: operations.filter((o) => requiresIfMatch(o.operation)) };
}

describe('edits of versioned records require If-Match', () => {
  it('is required by every PATCH and DELETE but the ones named, and by the POSTs that edit a record', async () => {
    const { operations, edits } = await commandDocument();
    const editRoutes = edits.map((e) => e.route);
    const patchesAndDeletes = operations
      .filter((o) => o.method === 'PATCH' || o.method === 'DELETE')
      .map((o) => o.route)
      .filter((route) => !(route in NOT_RECORD_EDITS));
    expect(patchesAndDeletes.length).toBeGreaterThan(20);
    const undeclared = patchesAndDeletes.filter((route) => !editRoutes.includes(route));
    expect(
      undeclared,
      'an edit of a versioned record declares requiringIfMatch; any other PATCH or DELETE is named in NOT_RECORD_EDITS with why',
    ).toEqual([]);
    expect(edits.filter((e) => e.method === 'POST').map((e) => e.route)).toEqual([
      'POST /api/admin/{teamId}/addPlayers',
      'POST /api/admin/updateRegisteredTeam/{coachId}/{team}/{year}',
    ]);
    for (const route of Object.keys(NOT_RECORD_EDITS)) expect(editRoutes).not.toContain(route);
    for (const route of Object.keys(ADDS_WITHOUT_IF_MATCH)) {
      expect(operations.map((o) => o.route)).toContain(route);
      expect(editRoutes).not.toContain(route);
    }
  });

  it('lists the If-Match header as required and the 428 answer in the OpenAPI document', async () => {
    const { edits } = await commandDocument();
    for (const { route, operation } of edits) {
      expect(operation.parameters, route).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'if-match', required: true }),
      );
      expect(Object.keys(operation.responses), route).toContain('428');
      expect(JSON.stringify(operation.responses['428']), route).toContain(IF_MATCH_REQUIRED_MESSAGE);
    }
  });

  it('answers 428 with the message to each of them sent without If-Match, and records nothing', async () => {
    const { api, edits } = await commandDocument();
    // records of every kind that takes a caller's id, all under one id: most edits below name a real one
    const someId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d10';
    const records: [string, object][] = [
      ['createVenue', { venueName: 'Riverside Dome', venueAddress: '1 River Rd' }],
      ['createLeague', { leagueName: 'Men 30+', session: 'Fall', year: 2026 }],
      ['createPlayer', { firstName: 'Wayne', lastName: 'Gretzky' }],
      ['createOrg', { orgName: 'Albany Ball Hockey', orgAddress: '1 State St' }],
      ['createVideo', { videoTitle: 'Finals', videoURL: 'https://www.youtube.com/watch?v=abc' }],
      ['createNews', { newsHeading: 'Season opens', newsDate: '2026-03-01', newsContent: 'Sign up.' }],
      [
        'createSuspension',
        { playerName: 'Sam', team: 'Ice', date1: '2026-02-10', reason: 'Match penalty', numberOfGames: 2 },
      ],
      ['createTournament', { leagueNameAndDesc: 'Summer Cup', closeDate: '2030-06-01', price: 150 }],
    ];
    for (const [create, fields] of records) {
      const url = `/api/admin/${create}`;
      const payload = { id: someId, ...fields };
      const created = await api.app.inject({ method: 'POST', url, headers: api.admin, payload });
      expect(created.statusCode, `${create}: ${created.body}`).toBe(201);
    }
    const recorded = await api.eventCount();
    for (const { route, method, path, operation } of edits) {
      const response = await api.app.inject({
        method,
        url: path.replace(/\{\w+\}/g, someId),
        headers: api.admin,
        ...(operation.requestBody ? { payload: {} } : {}),
      });
      expect(response.statusCode, route).toBe(428);
      expect(response.json(), route).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    }
    expect(await api.eventCount()).toBe(recorded);
  });
});
