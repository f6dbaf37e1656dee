import { performance } from 'node:perf_hooks';
import type { Position } from '@league/contracts';
import { createPostgresEventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { allProjections, createProjectionRunner } from '@league/projectors';

export interface RebuildFigures {
  events: number;
  seconds: number;
  perSecond: number;
  floorSeconds: number;
}

async function logSize(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM es.events');
  return rows[0]?.n ?? 0;
}

/**
 * A full rebuild of every projection from the log of `db` (which has no projection state yet), beside the
 * floor of the same work: reading the whole log once, plus writing the rebuilt tables' final rows in bulk
 * (INSERT … SELECT into copies: no per-event work at all).
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

  const floorStarted = performance.now();
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
  const floorSeconds = (performance.now() - floorStarted) / 1000;
  await db.exec('DROP SCHEMA bench_floor CASCADE');
  await store.close();
  return { events, seconds, perSecond: events / seconds, floorSeconds };
}
