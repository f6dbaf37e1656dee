import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../embedded-app';

/**
 * The distributed mode's services as real processes on the PostgreSQL server of TEST_DATABASE_URL
 * (EVENT_STORE=postgres): a write through the command API is read back through the query API, and
 * two projector processes share the work (one leads per projection).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'ops@league.test', password: 'Ops12345!' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, process: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`service exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}:\n${output()}`);
}

describe.skipIf(!serverUrl)('distributed services on PostgreSQL (EVENT_STORE=postgres)', () => {
  const databaseName = `league_dist_${process.pid}_${Date.now()}`;
  const children: ChildProcess[] = [];
  let commandUrl = '';
  let queryUrl = '';

  function startService(name: string, port: number, databaseUrl: string) {
    let output = '';
    const child = spawn(
      join(ROOT_DIR, 'node_modules/.bin/tsx'),
      [join(ROOT_DIR, `launch/services/${name}.ts`)],
      {
        cwd: ROOT_DIR,
        env: {
          ...process.env,
          EVENT_STORE: 'postgres',
          DATABASE_URL: databaseUrl,
          LEAGUE_JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
          LEAGUE_ADMIN_EMAIL: ADMIN.email,
          LEAGUE_ADMIN_PASSWORD: ADMIN.password,
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'warn',
        },
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    children.push(child);
    return { child, output: () => output };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const target = new URL(serverUrl!);
    target.pathname = `/${databaseName}`;
    const databaseUrl = target.toString();

    const [commandPort, queryPort] = [await freePort(), await freePort()];
    commandUrl = `http://127.0.0.1:${commandPort}`;
    queryUrl = `http://127.0.0.1:${queryPort}`;
    const command = startService('command-api', commandPort, databaseUrl);
    const query = startService('query-api', queryPort, databaseUrl);
    startService('projectors', 0, databaseUrl);
    startService('projectors', 0, databaseUrl);
    await waitForHealth(commandUrl, command.child, command.output);
    await waitForHealth(queryUrl, query.child, query.output);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('given the services, when an admin adds a venue on the command side, then the query side lists it', async () => {
    const login = await fetch(`${commandUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const created = await fetch(`${commandUrl}/api/admin/createVenue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ venueName: 'Harbor Ice House', venueAddress: '3 Pier Rd' }),
    });
    expect(created.status).toBe(201);
    const { position } = (await created.json()) as { position: string };

    const list = await fetch(`${queryUrl}/api/admin/venues`, { headers: { 'x-min-position': position } });
    expect(list.headers.get('x-stale')).toBeNull();
    const { allVenues } = (await list.json()) as { allVenues: { venueName: string }[] };
    expect(allVenues.map((v) => v.venueName)).toEqual(['Harbor Ice House']);

    const status = await fetch(`${queryUrl}/api/admin/system/projections`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.status).toBe(200);
  });

  it('given the query side, when the OpenAPI document is read, then it lists command and query routes', async () => {
    const document = (await (await fetch(`${queryUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/admin/createVenue', '/api/admin/venues', '/api/admin/login']),
    );
  });

  it('given a coach token, when it writes on the command side, then 403', async () => {
    const signUp = await fetch(`${commandUrl}/api/admin/coachSignup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signUpEmail: 'dist-coach@league.test', signUpPassword: 'Coach12345' }),
    });
    const { token } = (await signUp.json()) as { token: string };
    const write = await fetch(`${commandUrl}/api/admin/createVenue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ venueName: 'X', venueAddress: 'Y' }),
    });
    expect(write.status).toBe(403);
  });
});
