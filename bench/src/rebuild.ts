import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Position } from '@league/contracts';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { createPgliteClient, PGLITE_BATCH_SETTINGS, type SqlClient } from '@league/infra/sql';
import { allProjections, createProjectionRunner } from '@league/projectors';
import { npmScriptCommand } from './load';
import { BENCH_DATA_DIR } from './synthetic-log';

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface RebuildFigures {
  events: number;
  seconds: number;
  perSecond: number;
  floorSeconds: number;
  /** CPU time of the rebuilding process (PGlite runs in it) over the rebuild, and of this one over the floor */
  cpuSeconds: number;
  floorCpuSeconds: number;
}

const cpuSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1e6;
};

async function logSize(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM es.events');
  return rows[0]?.n ?? 0;
}

/**
 * The floor of a rebuild of `db`'s log, after one: reading the whole log once, plus writing the rebuilt
 * tables' final rows in bulk (INSERT … SELECT into copies: no per-event work at all). Seconds and CPU.
 */
async function measureFloor(db: SqlClient): Promise<{ floorSeconds: number; floorCpuSeconds: number }> {
  // a store of its own, so the reads below come from the table, not from memory
  const store = createPostgresEventStore(db, { recentInMemory: false });
  const started = performance.now();
  const cpu = process.cpuUsage();
  let after: Position | null = null;
  for (;;) {
    const batch = await store.readAll(after, 5_000);
    if (batch.length === 0) break;
    after = batch.at(-1)!.position;
  }
  const { rows: views } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.views WHERE table_schema = 'rm' ORDER BY table_name",
  );
  await db.exec('DROP SCHEMA IF EXISTS bench_floor CASCADE; CREATE SCHEMA bench_floor');
  for (const { table_name: table } of views) {
    await db.exec(
      `CREATE TABLE bench_floor.${table} AS SELECT * FROM rm.${table} WITH NO DATA;
       INSERT INTO bench_floor.${table} SELECT * FROM rm.${table};`,
    );
  }
  const floor = { floorSeconds: (performance.now() - started) / 1000, floorCpuSeconds: cpuSince(cpu) };
  await db.exec('DROP SCHEMA bench_floor CASCADE');
  await store.close();
  return floor;
}

/**
 * A full rebuild of every projection from the log of `db` (which has no projection state yet) by a runner
 * in this process, beside its floor (measureFloor). On PGlite this measures an in-memory database, whose
 * files grow unlike a data dir's: `npm run rebuild` itself is measured by measureRebuildRun.
 */
export async function measureRebuild(
  db: SqlClient,
  onProgress?: (line: string) => void,
): Promise<RebuildFigures> {
  const events = await logSize(db);
  // a second store on the same database, so the reads below come from the table, not from memory
  const store = createPostgresEventStore(db, { recentInMemory: false });
  const runner = createProjectionRunner({ store, db, projections: allProjections, mode: 'embedded' });
  const started = performance.now();
  const cpu = process.cpuUsage();
  let lastPrint = 0;
  await runner.rebuild([], (progress) => {
    if (!onProgress || performance.now() - lastPrint < 2_000) return;
    lastPrint = performance.now();
    const rate = progress.done / Math.max(progress.elapsedMs / 1000, 0.001);
    onProgress(
      `  rebuild ${progress.done.toLocaleString('en-US')} / ${progress.total.toLocaleString('en-US')} events, ${Math.round(rate)}/s`,
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSince(cpu);
  await store.close();
  return { events, seconds, perSecond: events / seconds, cpuSeconds, ...(await measureFloor(db)) };
}

/** What `npm run rebuild` prints last: `Rebuilt … in 12.3 s (CPU 20.1 s).` */
const DONE_LINE = /Rebuilt .* in [\d.]+ s \(CPU ([\d.]+) s\)/;

/**
 * `npm run rebuild` itself, as an admin runs it on a stopped site: a process of its own (tsx and its start
 * included) on a copy of the data dir `siteDir` (syntheticSiteDir), timed from its spawn to its exit;
 * then the floor on the rebuilt database, in this process.
 */
export async function measureRebuildRun(
  siteDir: string,
  onProgress?: (line: string) => void,
): Promise<RebuildFigures> {
  const dataDir = await mkdtemp(join(BENCH_DATA_DIR, 'rebuild-run-'));
  try {
    await cp(siteDir, dataDir, { recursive: true });
    const rebuild = npmScriptCommand('rebuild');
    const started = performance.now();
    const output = await new Promise<string>((resolve, reject) => {
      let text = '';
      const child = spawn(process.execPath, [...rebuild.flags, ...rebuild.script], {
        cwd: ROOT_DIR,
        env: { ...process.env, ...rebuild.env, LEAGUE_DATA_DIR: dataDir, EVENT_STORE: 'pglite' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const take = (chunk: Buffer) => {
        text += chunk.toString();
        for (const line of chunk.toString().split('\n'))
          if (/events, .*\/s/.test(line)) onProgress?.(`  ${line.replace(/^.*"msg":"|".*$/g, '')}`);
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`npm run rebuild exited with ${code}:\n${text}`)),
      );
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = Number(DONE_LINE.exec(output)?.[1] ?? NaN);
    const db = await createPgliteClient({
      dataDir: join(dataDir, 'pglite'),
      settings: PGLITE_BATCH_SETTINGS,
    });
    try {
      const events = await logSize(db);
      return { events, seconds, perSecond: events / seconds, cpuSeconds, ...(await measureFloor(db)) };
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
