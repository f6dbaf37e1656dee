import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTokenService } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite, createTestPostgres } from '@league/infra/testing';
import { allProjections, rebuildProjections } from '@league/projectors';
import { composeInProcessApis } from '../api-deps';
import { loadDemoLeague } from '../demo';
import { exportLeague } from './export';
import { LeagueFileError } from './format';
import { importLeague, SiteNotEmptyError } from './import';

/**
 * The demo league moved by a league file (README "Moving a league"): exported from the embedded store
 * (PGlite) and imported on the PostgreSQL server of TEST_DATABASE_URL (and, without its keys, into PGlite
 * again), every public read answers as before; the personal data opens only where the keys came along.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
const adminToken = tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token;
const asAdmin = { authorization: `Bearer ${adminToken}` };
const logger = createLogger('league-file', 'silent');
const rootDir = join(import.meta.dirname, '..', '..');

type Site = Awaited<ReturnType<typeof composeInProcessApis>> & { store: EventStore; db: SqlClient };

async function openSite(db: SqlClient): Promise<Site> {
  const store = createPostgresEventStore(db);
  return { ...(await composeInProcessApis({ store, db, tokens, logger })), store, db };
}
async function closeSite(site: Site | undefined) {
  await site?.app.close();
  await site?.runner.stop();
  await site?.store.close();
}

async function get(site: Site, url: string, headers: Record<string, string> = {}) {
  const response = await site.app.inject({ method: 'GET', url, headers });
  return `${response.statusCode} ${response.body}`;
}

/** Every id named `key` anywhere in an answer. */
function idsOf(answer: string, key: RegExp): string[] {
  const found = new Set<string>();
  JSON.parse(answer.slice(answer.indexOf(' ') + 1), (name, value: unknown) => {
    if (key.test(name) && typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)) found.add(value);
    return value;
  });
  return [...found].sort();
}

/** The games of a league's schedule answer, sorted (its events are schedule items too, docs/api.md). */
function gameIdsOf(schedule: string): string[] {
  const { allLeagueGamesArray } = JSON.parse(schedule.slice(schedule.indexOf(' ') + 1)) as {
    allLeagueGamesArray: { _id: string; kind: string }[];
  };
  return allLeagueGamesArray
    .filter((item) => item.kind === 'game')
    .map((item) => item._id)
    .sort();
}

/** The public GET routes of the demo league: home, leagues' pages, team pages, game summaries, histories. */
async function publicRoutes(site: Site): Promise<string[]> {
  const home = await get(site, '/api/home');
  const previous = await get(site, '/api/league/previousLeagues');
  const leagues = [...idsOf(home, /^leagueId$/), ...idsOf(previous, /^_id$/)];
  const routes = [
    '/api/home',
    '/api/league/previousLeagues',
    '/api/admin/news',
    '/api/admin/videos',
    '/api/admin/venues',
    '/api/admin/allOrgs',
    '/api/registration/tournaments',
  ];
  const schedules: string[] = [];
  for (const leagueId of leagues) {
    routes.push(
      `/api/league/leagues/${leagueId}/standings`,
      `/api/league/${leagueId}/scoringLeaders`,
      `/api/league/schedule/${leagueId}`,
      `/api/league/schedule/${leagueId}.ics`,
      `/api/league/${leagueId}/bracket`,
    );
    schedules.push(await get(site, `/api/league/schedule/${leagueId}`));
  }
  const teams = schedules.flatMap((s) => idsOf(s, /^(?:home|away)TeamId$/));
  const games = schedules.flatMap(gameIdsOf);
  const venues = schedules.flatMap((s) => idsOf(s, /^venueId$/));
  for (const teamId of new Set(teams))
    routes.push(`/api/team/${teamId}`, `/api/league/oldRosterAndSchedule/${teamId}`);
  for (const gameId of games.slice(0, 12)) routes.push(`/api/admin/game/${gameId}`);
  for (const venueId of new Set(venues)) routes.push(`/api/league/${venueId}/schedule`);
  const team = await get(site, `/api/team/${teams[0]}`);
  for (const playerId of idsOf(team, /^playerId$/).slice(0, 5))
    routes.push(`/api/player/${playerId}/history`);
  return routes;
}

async function answers(site: Site, routes: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const route of routes) out[route] = await get(site, route);
  return out;
}

const registeredTeams = (site: Site) =>
  get(site, `/api/registration/allRegisteredTeams?year=${new Date().getFullYear()}`, asAdmin);

async function importAndRebuild(db: SqlClient, path: string) {
  const counts = await importLeague({ db, path });
  const store = createPostgresEventStore(db);
  await rebuildProjections({ store, db, projections: allProjections, logger });
  await store.close();
  return counts;
}

const eventCount = async (db: SqlClient) =>
  Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM es.events')).rows[0]!.n);

describe.skipIf(!serverUrl)('a league moved by its league file', () => {
  let dir: string;
  let source: Site;
  let routes: string[];
  let before: Record<string, string>;
  let beforeRegistered: string;
  let server: { db: SqlClient; drop: () => Promise<void> };
  let withKeys: string;
  let withoutKeys: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'league-file-'));
    source = await openSite(await createTestPglite());
    await loadDemoLeague(source.app, adminToken);
    await source.runner.catchUp();
    routes = await publicRoutes(source);
    before = await answers(source, routes);
    beforeRegistered = await registeredTeams(source);
    withKeys = join(dir, 'league-keys.jsonl');
    withoutKeys = join(dir, 'league.jsonl');
    await exportLeague({ db: source.db, path: withKeys, withKeys: true });
    await exportLeague({ db: source.db, path: withoutKeys, withKeys: false });
    server = (await createTestPostgres())!;
  }, 60_000);

  afterAll(async () => {
    await closeSite(source);
    await source?.db.close();
    await server?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the log a line per event, owner-only, and the keys only when asked', async () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(Object.entries(before).filter(([, answer]) => !answer.startsWith('200 '))).toEqual([]);
    for (const path of [withKeys, withoutKeys]) expect((await stat(path)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(withoutKeys, 'utf8')).trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      format: 'league-site-export',
      version: 1,
      withKeys: false,
    });
    expect(lines.slice(1, -1).every((line) => line.startsWith('{"event":'))).toBe(true);
    expect(JSON.parse(lines.at(-1)!)).toEqual({
      end: { events: await eventCount(source.db), personKeys: 0, secrets: 0 },
    });
    // sealed as stored: the coaches' addresses are nowhere in clear, with keys or without
    const keyed = await readFile(withKeys, 'utf8');
    expect(keyed).not.toContain('coach.walsh@league.test');
    expect(keyed).toContain('{"personKey":{"personId":"coach-');
    expect(keyed).toContain('{"secret":{"name":"email-stream-ids"');
  });

  it('imported on the PostgreSQL server with its keys, answers every public read as before, opens the personal data, and takes commands on its streams', async () => {
    const counts = await importAndRebuild(server.db, withKeys);
    expect(counts).toMatchObject({ withKeys: true, events: await eventCount(source.db) });
    const moved = await openSite(server.db);
    try {
      expect(await answers(moved, routes)).toEqual(before);
      expect(await registeredTeams(moved)).toEqual(beforeRegistered);
      expect(beforeRegistered).toContain('coach.walsh@league.test');

      // exported again from the server: the same log, line for line (the header's time aside)
      const again = join(dir, 'again.jsonl');
      await exportLeague({ db: server.db, path: again, withKeys: true });
      const body = (text: string) => text.slice(text.indexOf('\n'));
      expect(body(await readFile(again, 'utf8'))).toBe(body(await readFile(withKeys, 'utf8')));

      // a venue's stream goes on at the version it was imported at
      const venue = (
        JSON.parse((await get(moved, '/api/admin/venues')).slice(4)) as {
          allVenues: { _id: string; venueName: string; venueAddress: string; version: number }[];
        }
      ).allVenues[0]!;
      const update = await moved.app.inject({
        method: 'PATCH',
        url: `/api/admin/${venue._id}/updateVenue`,
        headers: { ...asAdmin, 'if-match': String(venue.version) },
        payload: { venueName: `${venue.venueName} North`, venueAddress: venue.venueAddress },
      });
      expect(update.statusCode).toBe(200);
      await moved.runner.catchUp();
      expect(await get(moved, '/api/admin/venues')).toContain(`${venue.venueName} North`);
    } finally {
      await closeSite(moved);
    }
  }, 60_000);

  it('refuses a site that is not empty, recording nothing', async () => {
    const events = await eventCount(server.db);
    await expect(importLeague({ db: server.db, path: withoutKeys })).rejects.toThrow(SiteNotEmptyError);
    expect(await eventCount(server.db)).toBe(events);
  });

  it('imported without its keys, answers every public read as before and reads the personal data as erased', async () => {
    const db = await createTestPglite();
    const moved = await (async () => {
      await importAndRebuild(db, withoutKeys);
      return openSite(db);
    })();
    try {
      expect(await answers(moved, routes)).toEqual(before);
      const registered = await registeredTeams(moved);
      expect(registered).not.toContain('coach.walsh@league.test');
      expect(registered).toContain('(erased)');
    } finally {
      await closeSite(moved);
      await db.close();
    }
  }, 60_000);

  it('refuses a file cut short, of another format, or whose streams skip or repeat a version, recording nothing', async () => {
    const db = await createTestPglite();
    try {
      const text = await readFile(withKeys, 'utf8');
      const cut = join(dir, 'cut.jsonl');
      await writeFile(cut, text.slice(0, Math.floor(text.length / 2)));
      await expect(importLeague({ db, path: cut })).rejects.toThrow(/Line \d+ is not a whole JSON line/);
      const lines = text.split('\n');
      await writeFile(cut, lines.slice(0, -3).join('\n') + '\n'); // whole lines, but not the last ones
      await expect(importLeague({ db, path: cut })).rejects.toThrow(/without its end line/);
      const other = join(dir, 'other.jsonl');
      await writeFile(other, 'streamId,type,data\nvenue-1,VenueCreated,{}\n');
      await expect(importLeague({ db, path: other })).rejects.toThrow(LeagueFileError);
      await expect(importLeague({ db, path: other })).rejects.toThrow(/not a league export/);
      // well formed, but a stream skips a version, or a version comes twice: rolled back
      const events = lines.filter((line) => line.startsWith('{"event":'));
      const wrong = (kept: string[]) =>
        writeFile(
          cut,
          [
            lines[0],
            ...kept,
            JSON.stringify({ end: { events: kept.length, personKeys: 0, secrets: 0 } }),
          ].join('\n') + '\n',
        );
      const second = JSON.parse(events.find((line) => line.includes('"streamVersion":1,'))!) as {
        event: { streamId: string };
      };
      const first = events.findIndex((line) =>
        line.startsWith(`{"event":{"streamId":"${second.event.streamId}"`),
      );
      await wrong(events.filter((_, i) => i !== first));
      await expect(importLeague({ db, path: cut })).rejects.toThrow(/does not run 0, 1, 2/);
      await wrong([events[0]!, events[0]!.replace(/"eventId":"[^"]+"/, `"eventId":"${randomUUID()}"`)]);
      await expect(importLeague({ db, path: cut })).rejects.toThrow(/stream version appears twice/);
      expect(await eventCount(db)).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('as whole processes: a bad file is refused with a message and exit code 1 before any data dir is made; a running site is refused', async () => {
    const dataDir = join(dir, 'new-site');
    const bad = join(dir, 'other.jsonl');
    const run = (script: string, args: string[], env: Record<string, string>) =>
      spawnSync(join(rootDir, 'node_modules/.bin/tsx'), [join(rootDir, 'launch', script), ...args], {
        cwd: rootDir,
        env: { ...process.env, LEAGUE_DATA_DIR: dataDir, EVENT_STORE: 'pglite', ...env },
        encoding: 'utf8',
      });
    const imported = run('import.ts', [bad], {});
    expect(imported.status).toBe(1);
    expect(imported.stderr).toMatch(/This is not a league export/);
    expect(existsSync(dataDir)).toBe(false);

    // a lock of a live process (this one): the site counts as running
    const running = join(dir, 'running-site');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(running, 'pglite'), { recursive: true }));
    await writeFile(
      join(running, 'server.json'),
      JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:1' }),
    );
    const exported = run('export.ts', [join(dir, 'x.jsonl')], { LEAGUE_DATA_DIR: running });
    expect(exported.status).toBe(1);
    expect(exported.stderr).toMatch(/is running .*stop it first/);
    expect(existsSync(join(dir, 'x.jsonl'))).toBe(false);
  }, 30_000);
});
