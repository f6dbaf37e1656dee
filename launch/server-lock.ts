import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '@league/contracts';

/**
 * PGlite allows one process per data dir. The running server leaves its address here so that
 * `npm run rebuild` can ask it to rebuild instead of opening the files a second time, with the secret
 * that lets it: only the server's own user can read the file (mode 0600), so no login is needed, and
 * no stranger failing logins can hold a rebuild up.
 */
export interface ServerLock {
  pid: number;
  url: string;
  /** what `npm run rebuild` sends as REBUILD_SECRET_HEADER (absent in a lock of an older server) */
  rebuildSecret?: string;
}

export const REBUILD_SECRET_HEADER = 'x-league-rebuild-secret';
export const REBUILD_SECRET_REFUSED_MESSAGE = 'This is not the rebuild secret of the running server.';

const lockFile = (dataDir: string) => join(dataDir, 'server.json');

/** A fresh secret for one run of the server (32 random bytes). */
export function newRebuildSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Writes the lock, readable by the server's user only; returns what removes it. */
export function writeServerLock(dataDir: string, url: string, rebuildSecret?: string): () => void {
  const file = lockFile(dataDir);
  const lock: ServerLock = { pid: process.pid, url, ...(rebuildSecret ? { rebuildSecret } : {}) };
  // made 0600 before the secret is in it, then renamed over any old lock: never readable by others
  const partial = `${file}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, JSON.stringify(lock) + '\n', { mode: 0o600, flag: 'wx' });
  renameSync(partial, file);
  return () => rmSync(file, { force: true });
}

/** The lock of a server that is still running, or null. */
export function runningServer(dataDir: string): ServerLock | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as ServerLock;
    process.kill(lock.pid, 0); // throws when no such process
    return lock;
  } catch {
    return null;
  }
}

/** Whether `given` is the secret, in a time that does not depend on how much of it is right. */
export function rebuildSecretMatches(secret: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  // digests of equal length, so that neither the length nor a common prefix shows in the time taken
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(secret), digest(given));
}

/**
 * Who may ask the server to rebuild: the holder of its rebuild secret (the CLI beside it, which read
 * the lock), or an admin token (`adminGuard`). A wrong secret is a 401, whatever the token.
 */
export function rebuildCallerGuard(
  secret: string,
  adminGuard: preHandlerAsyncHookHandler,
): preHandlerAsyncHookHandler {
  return async function guard(this: FastifyInstance, request, reply) {
    const given = request.headers[REBUILD_SECRET_HEADER];
    if (given === undefined) return adminGuard.call(this, request, reply);
    if (!rebuildSecretMatches(secret, given)) throw unauthorized(REBUILD_SECRET_REFUSED_MESSAGE);
  };
}

/** Asks the running server of the lock to rebuild `names` (all when empty); the names rebuilt. */
export async function requestRebuild(lock: ServerLock, names: readonly string[]): Promise<string[]> {
  if (!lock.rebuildSecret)
    throw new Error(
      `The server running on this data dir (pid ${lock.pid}) started before rebuilds were asked with a secret: restart it, then rebuild again.`,
    );
  const response = await fetch(`${lock.url}/api/admin/system/rebuild`, {
    method: 'POST',
    headers: { [REBUILD_SECRET_HEADER]: lock.rebuildSecret, 'content-type': 'application/json' },
    body: JSON.stringify({ projections: names }),
  });
  if (!response.ok)
    throw new Error(`The running server answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { rebuilt: string[] }).rebuilt;
}
