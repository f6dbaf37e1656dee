import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFile, utimes } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT_DIR } from '../embedded-app';

export const CRASH_ADMIN = { email: 'admin@league.test', password: 'Crash-Admin-1' };
const JWT_SECRET = 'a-crash-test-secret-long-enough-for-hs256';
const START_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** One `npm start` process on a data dir, as a user runs it, that the test may kill at any moment. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** everything the process wrote to stderr, for the failure message */
  stderr(): string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A stand-in UI bundle dated in the future, so the launcher serves it instead of running Vite while
 * the processes under test are killed (the UI is not what these tests are about).
 */
export async function stubUiBundle(dir: string): Promise<string> {
  const index = join(dir, 'index.html');
  await writeFile(index, '<!doctype html><title>league</title>\n');
  const future = new Date('2100-01-01T00:00:00Z');
  await utimes(index, future, future);
  return dir;
}

/** Spawns `tsx launch/embedded.ts`; with `waitHealthy`, resolves once /healthz answers 200. */
export async function spawnServer(
  dataDir: string,
  uiDist: string,
  options: { waitHealthy: boolean },
): Promise<ServerProcess> {
  const port = await freePort();
  // node with tsx as its loader, not the tsx wrapper: the wrapper runs the server in a child process of
  // its own, and a SIGKILL to the wrapper would leave that server running on the data dir
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT_DIR, 'launch/embedded.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      LEAGUE_DATA_DIR: dataDir,
      LEAGUE_UI_DIST: uiDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEAGUE_DEMO: '0',
      LEAGUE_ADMIN_EMAIL: CRASH_ADMIN.email,
      LEAGUE_ADMIN_PASSWORD: CRASH_ADMIN.password,
      LEAGUE_JWT_SECRET: JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const server: ServerProcess = { url: `http://127.0.0.1:${port}`, child, stderr: () => stderr };
  if (options.waitHealthy) await waitHealthy(server);
  return server;
}

async function waitHealthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server exited while starting (${server.child.exitCode}):\n${server.stderr()}`);
    try {
      const answer = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy in ${START_TIMEOUT_MS} ms:\n${server.stderr()}`);
}

/** Ends the process with `signal` and waits until it is gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function adminToken(server: ServerProcess): Promise<string> {
  const login = await call(server, 'POST', '/api/admin/login', { body: CRASH_ADMIN });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}
