import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { ROOT_DIR, startEmbedded, type EmbeddedSite } from './embedded-app';
import type { MemoryBreakdown } from './embedded-memory';

const run = promisify(execFile);
const ADMIN = { email: 'admin@league.test', password: 'Admin12345!' };

let dataDir: string;
let site: EmbeddedSite | null = null;

function config() {
  return loadConfig({
    LEAGUE_DATA_DIR: dataDir,
    PORT: '0',
    LEAGUE_DEMO: '1',
    LEAGUE_ADMIN_EMAIL: ADMIN.email,
    LEAGUE_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  });
}

async function start() {
  site = await startEmbedded(config(), createLogger('test', 'silent'), { serveUi: false });
  return site;
}

async function stop() {
  await site?.close();
  site = null;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${site!.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

async function adminToken() {
  const login = await call('POST', '/api/admin/login', ADMIN);
  expect(login.status).toBe(200);
  return login.body.token as string;
}

async function venueNames(): Promise<string[]> {
  const answer = await call('GET', '/api/admin/venues');
  expect(answer.status).toBe(200);
  return (answer.body.allVenues as { venueName: string }[]).map((v) => v.venueName).sort();
}

async function eventCount() {
  return (await site!.store.readAll(null, 100_000)).length;
}

const rebuildCli = (env: Record<string, string>) =>
  run(join(ROOT_DIR, 'node_modules/.bin/tsx'), [join(ROOT_DIR, 'launch/rebuild.ts')], {
    cwd: ROOT_DIR,
    env: { ...process.env, LEAGUE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
  });

describe('the embedded site (npm start) as a new user meets it', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'league-embedded-'));
  });
  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // on a fresh clone this start records the demo league's template first (README.md, "npm start")
  it(
    'given an empty data dir, when started, then it is healthy and shows the demo venues',
    {
      timeout: 180_000,
    },
    async () => {
      await start();
      expect((await call('GET', '/healthz')).status).toBe(200);
      expect(site!.demoLoaded).toBe(true);
      expect(await venueNames()).toHaveLength(3);
    },
  );

  it('given anonymous and coach callers, when they write as admins, then 401/403 and nothing is recorded', async () => {
    const before = await eventCount();
    const anonymous = await call('POST', '/api/admin/createVenue', { venueName: 'X', venueAddress: 'Y' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));

    const signUp = await call('POST', '/api/admin/coachSignup', {
      signUpEmail: 'coach@league.test',
      signUpPassword: 'Coach12345',
    });
    expect(signUp.status).toBe(201);
    const afterSignUp = await eventCount();
    const coach = await call(
      'POST',
      '/api/admin/createVenue',
      { venueName: 'X', venueAddress: 'Y' },
      signUp.body.token as string,
    );
    expect(coach.status).toBe(403);
    expect(afterSignUp).toBeGreaterThan(before);
    expect(await eventCount()).toBe(afterSignUp);
  });

  it('given an admin, when a venue is added, then the next read (X-Min-Position) lists it', async () => {
    const token = await adminToken();
    const created = await call(
      'POST',
      '/api/admin/createVenue',
      { venueName: 'Northside Arena', venueAddress: '9 Elm St' },
      token,
    );
    expect(created.status).toBe(201);
    const list = await call('GET', '/api/admin/venues', undefined, undefined, {
      'x-min-position': created.body.position as string,
    });
    expect(list.headers.get('x-stale')).toBeNull();
    expect((list.body.allVenues as { venueName: string }[]).map((v) => v.venueName)).toContain(
      'Northside Arena',
    );
  });

  it('given the memory diagnostic, when anyone but an admin asks, then 401, and an admin gets the breakdown', async () => {
    expect((await call('GET', '/api/admin/system/memory')).status).toBe(401);
    const answer = await call('GET', '/api/admin/system/memory', undefined, await adminToken());
    expect(answer.status).toBe(200);
    const { rssMb, heapTotalMb, wasmSizeMb, wasmResidentMb } = answer.body as unknown as MemoryBreakdown;
    // PGlite's WASM memory starts at 128 MB; what of it is resident, and the heap, are parts of the RSS
    expect(wasmSizeMb).toBeGreaterThanOrEqual(128);
    expect(wasmResidentMb).toBeGreaterThan(0);
    expect(wasmResidentMb! + heapTotalMb).toBeLessThan(rssMb);
  });

  it('given a restart, when the site comes back, then the venue is still there and the demo is not loaded twice', async () => {
    const before = await venueNames();
    await stop();
    await start();
    expect(site!.demoLoaded).toBe(false);
    expect(await venueNames()).toEqual(before);
    expect(before).toContain('Northside Arena');
  });

  it('given a running server, when npm run rebuild runs, then the server rebuilds and the list is the same', async () => {
    const before = await venueNames();
    // the CLI logs in to the server as its admin, with the same environment as npm start
    const { stdout } = await rebuildCli({
      LEAGUE_ADMIN_EMAIL: ADMIN.email,
      LEAGUE_ADMIN_PASSWORD: ADMIN.password,
    });
    expect(stdout).toMatch(/in the running server/);
    expect(await venueNames()).toEqual(before);
  });

  it('given a stopped server, when npm run rebuild runs, then the read models are rebuilt from the log and match', async () => {
    const before = await venueNames();
    await stop();
    const { stdout } = await rebuildCli({
      LEAGUE_ADMIN_EMAIL: ADMIN.email,
      LEAGUE_ADMIN_PASSWORD: ADMIN.password,
    });
    expect(stdout).toMatch(/^Rebuilt /m);
    await start();
    expect(await venueNames()).toEqual(before);
  });
});
