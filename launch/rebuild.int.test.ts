import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { ROOT_DIR, startEmbedded, type EmbeddedSite } from './embedded-app';
import {
  REBUILD_SECRET_HEADER,
  REBUILD_SECRET_REFUSED_MESSAGE,
  rebuildSecretMatches,
  requestRebuild,
  runningServer,
  writeServerLock,
} from './server-lock';

/**
 * `npm run rebuild` beside a running embedded server: it asks the server with the secret of its lock
 * file, so that a stranger failing the admin's logins cannot hold a rebuild up.
 */
let dataDir: string;
let site: EmbeddedSite;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'league-rebuild-'));
  const config = loadConfig({ LEAGUE_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LEAGUE_DEMO: '0' });
  site = await startEmbedded(config, createLogger('test', 'silent'), { serveUi: false });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rebuild = (headers: Record<string, string>) =>
  fetch(`${site.url}/api/admin/system/rebuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ projections: ['venues'] }),
  });

const adminLogin = (password: string) =>
  fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: site.admin.email, password }),
  });

describe('the running server’s rebuild secret', () => {
  it('is in a lock file only its user can read', async () => {
    const lock = runningServer(dataDir);
    expect(lock).toMatchObject({ pid: process.pid, rebuildSecret: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await stat(join(dataDir, 'server.json'))).mode & 0o777).toBe(0o600);
  });

  it('given failed admin logins from strangers, when the CLI asks for a rebuild, then it is done', async () => {
    // an admin token from before, to show that it is still accepted
    const login = await adminLogin(site.admin.password);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    for (let attempt = 0; attempt < 6; attempt++) await adminLogin(`wrong-password-${attempt}`);
    expect((await adminLogin(site.admin.password)).status).toBe(429);

    expect(await requestRebuild(runningServer(dataDir)!, ['venues'])).toEqual(['venues']);
    expect((await rebuild({ authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('given a wrong secret or none, then 401 { message }, whatever the token', async () => {
    const wrong = await rebuild({ [REBUILD_SECRET_HEADER]: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: REBUILD_SECRET_REFUSED_MESSAGE });
    expect((await rebuild({})).status).toBe(401);
  });

  it('given the CLI itself, when run beside the server, then it asks the server and says so', async () => {
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      let text = '';
      const child = spawn(join(ROOT_DIR, 'node_modules/.bin/tsx'), [join(ROOT_DIR, 'launch/rebuild.ts')], {
        cwd: ROOT_DIR,
        env: { ...process.env, LEAGUE_DATA_DIR: dataDir, EVENT_STORE: 'pglite', LOG_LEVEL: 'silent' },
      });
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('exit', (code) => resolve({ code, text }));
    });
    expect(output.text).toContain(`in the running server (${site.url.replace('localhost', '127.0.0.1')})`);
    expect(output.code).toBe(0);
  }, 60_000);
});

describe('the secret check', () => {
  it('takes the secret only as it is', () => {
    expect(rebuildSecretMatches('s3cret-value', 's3cret-value')).toBe(true);
    expect(rebuildSecretMatches('s3cret-value', 's3cret-valu')).toBe(false);
    expect(rebuildSecretMatches('s3cret-value', 's3cret-value ')).toBe(false);
    expect(rebuildSecretMatches('s3cret-value', ['s3cret-value'])).toBe(false);
    expect(rebuildSecretMatches('s3cret-value', undefined)).toBe(false);
  });

  it('given a lock written over an old one, then it is owner-only too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'league-lock-'));
    try {
      await writeFile(join(dir, 'server.json'), '{}', { mode: 0o644 });
      const remove = writeServerLock(dir, 'http://localhost:3999', 'secret');
      expect((await stat(join(dir, 'server.json'))).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(join(dir, 'server.json'), 'utf8'))).toMatchObject({
        rebuildSecret: 'secret',
      });
      remove();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
