import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { startEmbedded } from './embedded-app';
import { runningServer } from './server-lock';

/** PGlite files belong to one process: a second server on the same data dir is refused before it opens them. */
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDirLockedBy(pid: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'league-lock-'));
  dirs.push(dir);
  await writeFile(join(dir, 'server.json'), JSON.stringify({ pid, url: 'http://localhost:3999' }));
  return dir;
}

describe('one server per data dir', () => {
  it('given a lock of a process that is gone, when asking, then no server is running', async () => {
    const exited = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => exited.once('exit', resolve));
    expect(runningServer(await dataDirLockedBy(exited.pid!))).toBeNull();
  });

  it('given a server running on the data dir, when another starts on it, then it is refused and the files are not opened', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const dir = await dataDirLockedBy(server.pid!);
      expect(runningServer(dir)).toMatchObject({ pid: server.pid });
      const config = loadConfig({ LEAGUE_DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', LEAGUE_DEMO: '0' });
      await expect(startEmbedded(config, createLogger('test', 'silent'), { serveUi: false })).rejects.toThrow(
        /Another server \(pid \d+, http:\/\/localhost:3999\) is using/,
      );
    } finally {
      server.kill();
    }
  });
});
