import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamStream } from '@league/contracts';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, waitForPosition } from '@league/projectors';
import { commandLookupsProjection } from '@league/projectors/command-lookups';
import { leaguesProjection } from '@league/projectors/leagues';
import { playersProjection } from '@league/projectors/players';
import { commandApiForTests } from '../../src/test-support';

/** A command API over PGlite with the read models an import reads (leagues, players, command lookups). */
async function importApiForTests(wrapStore: (store: EventStore) => EventStore = (store) => store) {
  const db = await createTestPglite();
  const store = wrapStore(createPostgresEventStore(db));
  const runner = createProjectionRunner({
    store,
    db,
    projections: [leaguesProjection, playersProjection, commandLookupsProjection],
    mode: 'embedded',
  });
  await runner.start();
  const api = await commandApiForTests({
    store,
    readModel: {
      db,
      waitForPosition: (position, timeoutMs, projections) =>
        waitForPosition(db, position, { timeoutMs, projections, pollMs: 5 }),
    },
  });
  const csv = (kind: string, text: string, query = '', headers: Record<string, string> = api.admin) =>
    api.app.inject({
      method: 'POST',
      url: `/api/admin/import/${kind}${query}`,
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
      payload: text,
    });
  return {
    ...api,
    db,
    csv,
    async close() {
      await api.app.close();
      await runner.stop();
      await db.close();
    },
  };
}

let api: Awaited<ReturnType<typeof importApiForTests>>;
let leagueId: string;
beforeAll(async () => {
  api = await importApiForTests();
  const league = await api.app.inject({
    method: 'POST',
    url: '/api/admin/createLeague',
    headers: api.admin,
    payload: { leagueName: 'Men 30+', session: 'Fall', year: 2026 },
  });
  leagueId = league.json<{ leagueId: string }>().leagueId;
});
afterAll(async () => api.close());

const TEAMS =
  'League;Session;Year;Team;Division\r\nMen 30+;Fall;2026;Aces;North\r\nMen 30+;Fall;2026;Bears;\r\n';
const ROSTERS =
  '\uFEFFleague,session,year,team,first_name,last_name,number\n' +
  'Men 30+,Fall,2026,Aces,Zoe,Quill,9\n' +
  'Men 30+,Fall,2026,Aces,"Ann ""Annie""",Lee,10\n' +
  'Men 30+,Fall,2026,Bears,Bo,Ek,9\n';

describe('POST /api/admin/import/{kind}', () => {
  it('is for the admins only (401, 403) and refuses an unknown kind (404), another type (415), a large file (413)', async () => {
    const count = await api.eventCount();
    expect((await api.csv('teams', TEAMS, '', {})).statusCode).toBe(401);
    expect((await api.csv('teams', TEAMS, '', api.coach)).statusCode).toBe(403);
    const unknown = await api.csv('games', TEAMS);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'Import teams, players or rosters.' },
    ]);
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/admin/import/teams',
      headers: api.admin,
      payload: { team: 'Aces' },
    });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      { message: 'Send the file as CSV (Content-Type: text/csv).' },
    ]);
    const xml = await api.app.inject({
      method: 'POST',
      url: '/api/admin/import/teams',
      headers: { ...api.admin, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    const large = await api.csv('players', `first name,last name\n${'Wayne,Gretzky\n'.repeat(160_000)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: expect.any(String) });
    const header = await api.csv('teams', 'team\nAces\n');
    expect([header.statusCode, header.json()]).toEqual([
      400,
      { message: 'The header needs the columns League, Session, Year.' },
    ]);
    expect(await api.eventCount()).toBe(count);
  });

  it('previews without recording, then applies with the events of the one-at-a-time forms; again, it changes nothing', async () => {
    const count = await api.eventCount();
    const preview = await api.csv('teams', TEAMS);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      rows: [
        { row: 2, action: 'create team', errors: [], teamId: expect.any(String), teamName: 'Aces' },
        { row: 3, action: 'create team', errors: [], teamId: expect.any(String), teamName: 'Bears' },
      ],
      errors: 0,
    });
    expect(await api.eventCount()).toBe(count);
    const applied = await api.csv('teams', TEAMS, '?apply=1');
    expect(applied.statusCode, applied.body).toBe(200);
    const [aces] = applied.json<{ rows: { teamId: string }[] }>().rows;
    const [created] = await api.store.readStream(teamStream(aces!.teamId));
    expect(created).toMatchObject({
      type: 'TeamCreated',
      data: { teamId: aces!.teamId, leagueId, teamName: 'Aces', divisionName: 'North', year: 2026 },
    });
    expect(await api.eventCount()).toBeGreaterThan(count + 2);
    const recorded = await api.eventCount();
    const again = await api.csv('teams', TEAMS, '?apply=1');
    expect(again.json()).toMatchObject({
      rows: [{ action: 'exists' }, { action: 'exists' }],
      errors: 0,
      position: null,
    });
    expect(await api.eventCount()).toBe(recorded);
  });

  it('adds players to rosters, creating the players not recorded yet; a file with an error records nothing', async () => {
    const bad = `${ROSTERS}Men 30+,Fall,2026,Bears,Cy,Young,9\n`;
    const count = await api.eventCount();
    const preview = await api.csv('rosters', bad);
    expect(preview.json()).toMatchObject({
      rows: [
        { row: 2, action: 'create player and add to roster', errors: [] },
        { row: 3, action: 'create player and add to roster', errors: [] },
        { row: 4, action: 'create player and add to roster', errors: [] },
        { row: 5, errors: ['Each number can be given to only one player.'] },
      ],
      errors: 1,
    });
    const refused = await api.csv('rosters', bad, '?apply=1');
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'Fix the rows with errors first: nothing was imported.' },
    ]);
    expect(await api.eventCount()).toBe(count);

    const applied = await api.csv('rosters', ROSTERS, '?apply=1');
    expect(applied.statusCode, applied.body).toBe(200);
    const { rows } = applied.json<{ rows: { teamId: string; playerId: string }[] }>();
    const aces = await api.store.readStream(teamStream(rows[0]!.teamId));
    expect(aces.filter((e) => e.type === 'RosterPlayerAdded').map((e) => e.data)).toEqual([
      expect.objectContaining({ playerId: rows[0]!.playerId, number: 9 }),
      expect.objectContaining({ playerId: rows[1]!.playerId, number: 10 }),
    ]);
    const recorded = await api.eventCount();
    const again = await api.csv('rosters', ROSTERS, '?apply=1');
    expect(again.json<{ rows: { action: string }[] }>().rows.map((row) => row.action)).toEqual([
      'exists',
      'exists',
      'exists',
    ]);
    expect(await api.eventCount()).toBe(recorded);
    // the players file names them as recorded too
    const players = await api.csv('players', 'First Name,Last Name\nZoe,Quill\n"Ann ""Annie""",Lee\n');
    expect(players.json()).toMatchObject({ rows: [{ action: 'exists' }, { action: 'exists' }], errors: 0 });
  });
});

describe('an import cut short by the store', () => {
  it('keeps the rows recorded before the failure, and the same file again records the rest', async () => {
    /** the player appends to let through before one fails */
    let failAfter: number | null = null;
    const cut = await importApiForTests((store) => ({
      ...store,
      append: async (streamId, events, expected) => {
        if (failAfter !== null && streamId.startsWith('player-') && failAfter-- === 0) {
          failAfter = null;
          throw new Error('connection lost');
        }
        return store.append(streamId, events, expected);
      },
    }));
    try {
      const file = 'first name,last name\nAnn,Lee\nBo,Ek\nCy,Young\n';
      await cut.csv('players', 'first name,last name\nAnn,Lee\n', '?apply=1');
      failAfter = 1; // Bo is recorded, Cy is not
      expect((await cut.csv('players', file, '?apply=1')).statusCode).toBe(500);
      const preview = await cut.csv('players', file);
      expect(preview.json<{ rows: { action: string }[] }>().rows.map((row) => row.action)).toEqual([
        'exists',
        'exists',
        'create player',
      ]);
      const completed = await cut.csv('players', file, '?apply=1');
      expect(completed.statusCode).toBe(200);
      expect((await cut.csv('players', file)).json<{ rows: { action: string }[] }>().rows).toEqual([
        expect.objectContaining({ action: 'exists' }),
        expect.objectContaining({ action: 'exists' }),
        expect.objectContaining({ action: 'exists' }),
      ]);
    } finally {
      await cut.close();
    }
  });
});
