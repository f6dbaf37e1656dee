import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_DIR } from './embedded-app';
import {
  adminToken,
  call,
  spawnServer,
  stopServer,
  stubUiBundle,
  type ServerProcess,
} from './security/crash-site';

/**
 * The first start of the server process as npm start runs it, with the admin's credentials in the
 * environment and a data dir that does not exist yet: the database is prepared in a process of its own
 * (README.md, "npm start"), in a data dir the start makes, owner-only.
 */
let root: string;
let uiDir: string;
let server: ServerProcess | null = null;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'league-first-start-'));
  uiDir = await stubUiBundle(await mkdtemp(join(tmpdir(), 'league-first-start-ui-')));
});
afterAll(async () => {
  if (server) await stopServer(server, 'SIGTERM');
  await rm(root, { recursive: true, force: true });
  await rm(uiDir, { recursive: true, force: true });
});

describe('the first start of npm start', () => {
  it('given a data dir that does not exist, when started, then it makes it, prepares the database and serves', async () => {
    const dataDir = join(root, 'league', 'data');
    server = await spawnServer(dataDir, uiDir, { waitHealthy: true });
    const token = await adminToken(server);
    const venues = await call(server, 'GET', '/api/admin/venues', { token });
    expect(venues.status).toBe(200);
    expect(existsSync(join(dataDir, PGLITE_DIR))).toBe(true);
    expect(existsSync(join(dataDir, `${PGLITE_DIR}.new`))).toBe(false);
    expect(statSync(dataDir).mode & 0o077).toBe(0);
  }, 120_000);
});
