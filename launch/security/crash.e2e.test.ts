import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPosition, START, type Position } from '@league/contracts';
import { ROOT_DIR } from '../embedded-app';
import {
  adminToken,
  call,
  CRASH_ADMIN,
  spawnServer,
  stopServer,
  stubUiBundle,
  type ServerProcess,
} from './crash-site';

/**
 * `npm start` killed with SIGKILL at random moments (under concurrent admin writes, and while it
 * starts up), restarted each time on the same data dir: every write the site acknowledged must still
 * be there, and the read models must equal the ones a rebuild from the event log makes.
 */

const run = promisify(execFile);
const KILLS_UNDER_LOAD = 10;
const KILLS_WHILE_STARTING = 1;
const WRITERS = 4;

type Kind = 'venue' | 'player';
interface Acknowledged {
  kind: Kind;
  id: string;
  position: string;
}

let dataDir: string;
let uiDir: string;
let server: ServerProcess | null = null;
const acknowledged: Acknowledged[] = [];
/** answers other than 201 and failures before the kill: none expected */
const unexpected: string[] = [];

const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

async function start(): Promise<ServerProcess> {
  server = await spawnServer(dataDir, uiDir, { waitHealthy: true });
  return server;
}

function write(kind: Kind, id: string) {
  const tag = id.slice(0, 8);
  return kind === 'venue'
    ? {
        path: '/api/admin/createVenue',
        body: { id, venueName: `Crash Venue ${tag}`, venueAddress: `${tag} Elm St` },
      }
    : { path: '/api/admin/createPlayer', body: { id, firstName: 'Crash', lastName: `Player ${tag}` } };
}

/** One admin writing as fast as the site answers, until the process is killed under it. */
async function writer(site: ServerProcess, token: string, kind: Kind, killed: () => boolean) {
  while (!killed()) {
    const id = randomUUID();
    const { path, body } = write(kind, id);
    try {
      const answer = await call(site, 'POST', path, { body, token });
      if (answer.status === 201) acknowledged.push({ kind, id, position: answer.body.position as string });
      else unexpected.push(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    } catch (error) {
      if (!killed()) unexpected.push(`${path}: ${String(error)}`);
      return;
    }
  }
}

async function crashUnderLoad() {
  const site = await start();
  const token = await adminToken(site);
  let killed = false;
  const writers = Array.from({ length: WRITERS }, (_, i) =>
    writer(site, token, i % 2 === 0 ? 'venue' : 'player', () => killed),
  );
  await sleep(randomBetween(500, 1_500));
  killed = true;
  await stopServer(site, 'SIGKILL');
  await Promise.all(writers);
}

async function crashWhileStarting() {
  const site = await spawnServer(dataDir, uiDir, { waitHealthy: false });
  server = site;
  await sleep(randomBetween(300, 3_000));
  await stopServer(site, 'SIGKILL');
}

const highestPosition = () =>
  acknowledged.reduce<Position>((highest, a) => maxPosition(highest, a.position) ?? highest, START);

/** The admin lists, read once the site has caught up with every acknowledged write. */
async function readModels(site: ServerProcess) {
  const token = await adminToken(site);
  const headers = { 'x-min-position': highestPosition() };
  const venues = await call(site, 'GET', '/api/admin/venues', { headers });
  const players = await call(site, 'GET', '/api/admin/players', { token, headers });
  const schedule = await call(site, 'GET', '/api/admin/allGamesAndEvents', { token, headers });
  expect([venues.status, players.status, schedule.status]).toEqual([200, 200, 200]);
  return {
    venues: venues.body.allVenues as { _id: string }[],
    players: players.body.allPlayers as { _id: string }[],
    schedule: schedule.body,
  };
}

describe('the embedded site killed at random moments', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'league-crash-'));
    uiDir = await stubUiBundle(await mkdtemp(join(tmpdir(), 'league-crash-ui-')));
  });
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(uiDir, { recursive: true, force: true });
  });

  it('given writes under way, when killed with SIGKILL and restarted again and again, then every acknowledged write is kept and the read models equal a rebuild', async () => {
    for (let cycle = 0; cycle < KILLS_UNDER_LOAD + KILLS_WHILE_STARTING; cycle++) {
      if (cycle === 5) await crashWhileStarting();
      else await crashUnderLoad();
    }
    expect(unexpected).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(KILLS_UNDER_LOAD * WRITERS);

    const site = await start();
    const before = await readModels(site);
    const ids = (kind: Kind) =>
      acknowledged
        .filter((a) => a.kind === kind)
        .map((a) => a.id)
        .sort();
    const listed = (list: { _id: string }[]) => new Set(list.map((item) => item._id));
    expect(ids('venue').filter((id) => !listed(before.venues).has(id))).toEqual([]);
    expect(ids('player').filter((id) => !listed(before.players).has(id))).toEqual([]);

    // the CLI rebuilds from the stopped server's files, as an operator runs it
    await stopServer(site, 'SIGTERM');
    const { stdout } = await run(
      join(ROOT_DIR, 'node_modules/.bin/tsx'),
      [join(ROOT_DIR, 'launch/rebuild.ts')],
      {
        cwd: ROOT_DIR,
        env: {
          ...process.env,
          LEAGUE_DATA_DIR: dataDir,
          LEAGUE_ADMIN_EMAIL: CRASH_ADMIN.email,
          LEAGUE_ADMIN_PASSWORD: CRASH_ADMIN.password,
          LOG_LEVEL: 'silent',
        },
        timeout: 60_000,
      },
    );
    expect(stdout).toMatch(/^Rebuilt /m);
    const rebuilt = await readModels(await start());
    expect(rebuilt).toEqual(before);
    // about 100 s alone: room for the rest of the suite running beside it
  }, 360_000);
});
