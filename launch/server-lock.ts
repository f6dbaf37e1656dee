import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite allows one process per data dir. The running server leaves its address here so that
 * `npm run rebuild` can ask it to rebuild instead of opening the files a second time.
 */
export interface ServerLock {
  pid: number;
  url: string;
}

const lockFile = (dataDir: string) => join(dataDir, 'server.json');

export function writeServerLock(dataDir: string, url: string): () => void {
  const file = lockFile(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, url } satisfies ServerLock) + '\n');
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
