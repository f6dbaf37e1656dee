import type { Position } from '@league/contracts';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { type Rate, rate, timeRows, timeSequential } from './measure';
import { gameResultRecorded, streamOf } from './workload';

export interface Limits {
  /** at most this many single-event appends (and as many raw inserts) */
  appends: number;
  /** time budget of each side's timed writes, over all rounds */
  budgetMs: number;
  /** rows in the log (and in the plain table) before appends and reads are timed */
  logSize: number;
}

export interface Comparison {
  measure: string;
  store: Rate;
  raw: Rate;
}

const READ_BATCH = 500;
const FILL_BATCH = 100;
const WRITE_ROUNDS = 6;
const READ_ROUNDS = 3;

/** The plain table beside es.events: same columns, none of the store's locks, checks or ordering. */
async function createPlainTable(db: SqlClient): Promise<void> {
  await db.exec(`
    CREATE SCHEMA IF NOT EXISTS bench;
    CREATE TABLE bench.plain_events (
      id bigserial PRIMARY KEY,
      stream_id text NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    );`);
}

async function insertPlain(db: SqlClient, i: number): Promise<void> {
  const event = gameResultRecorded(i);
  await db.query(
    'INSERT INTO bench.plain_events (stream_id, type, data, metadata) VALUES ($1, $2, $3::jsonb, $4::jsonb)',
    [streamOf(i), event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
  );
}

async function appendOne(store: EventStore, versions: Map<string, number>, i: number): Promise<void> {
  const streamId = streamOf(i);
  const known = versions.get(streamId);
  const result = await store.append(streamId, [gameResultRecorded(i)], known ?? 'no_stream');
  versions.set(streamId, result.nextExpectedVersion);
}

async function count(db: SqlClient, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

/** Brings both tables to `size` rows in batches, through the store's own append for es.events. */
async function fill(db: SqlClient, store: EventStore, size: number): Promise<void> {
  for (let have = await count(db, 'es.events'); have < size; have += FILL_BATCH) {
    const events = Array.from({ length: Math.min(FILL_BATCH, size - have) }, (_, k) =>
      gameResultRecorded(have + k),
    );
    await store.append(`game-fill${have}`, events, 'no_stream');
  }
  for (let have = await count(db, 'bench.plain_events'); have < size; have += FILL_BATCH) {
    const events = Array.from({ length: Math.min(FILL_BATCH, size - have) }, (_, k) =>
      gameResultRecorded(have + k),
    );
    await db.query(
      `INSERT INTO bench.plain_events (stream_id, type, data, metadata)
       SELECT $1, e->>'type', e->'data', e->'metadata' FROM jsonb_array_elements($2::jsonb) AS e`,
      [`game-fill${have}`, JSON.stringify(events)],
    );
  }
  await db.exec('ANALYZE es.events; ANALYZE bench.plain_events;');
}

async function catchUp(store: EventStore): Promise<number> {
  let after: Position | null = null;
  let rows = 0;
  for (;;) {
    const batch = await store.readAll(after, READ_BATCH);
    if (batch.length === 0) return rows;
    rows += batch.length;
    after = batch[batch.length - 1]!.position;
  }
}

/** Keyset batches, the fastest honest way to walk a plain table in order (no OFFSET). */
async function scanPlain(db: SqlClient): Promise<number> {
  let after = 0;
  let rows = 0;
  for (;;) {
    const batch = await db.query<{ id: number }>(
      // the columns readAll returns, nothing more: parsing extra values (timestamps) would skew the ratio
      'SELECT id, stream_id, type, data, metadata FROM bench.plain_events WHERE id > $1 ORDER BY id LIMIT $2',
      [after, READ_BATCH],
    );
    if (batch.rows.length === 0) return rows;
    rows += batch.rows.length;
    after = Number(batch.rows[batch.rows.length - 1]!.id);
  }
}

/**
 * Times both sides in alternating rounds, so load from anything else on the machine hits both alike and
 * the ratio stays meaningful even when the absolute rates wander.
 */
async function alternate(
  rounds: number,
  store: () => Promise<Rate>,
  raw: () => Promise<Rate>,
): Promise<[Rate, Rate]> {
  const totals = [rate(0, 0), rate(0, 0)] as [Rate, Rate];
  for (let round = 0; round < rounds; round++) {
    for (const [side, run] of [store, raw].entries()) {
      const result = await run();
      const total = totals[side]!;
      totals[side] = rate(total.count + result.count, total.seconds + result.seconds);
    }
  }
  return totals;
}

/** Event store against plain SQL on the same database, in the same run, so the ratio is what the store costs. */
export async function compareStoreWithPlainSql(db: SqlClient, limits: Limits): Promise<Comparison[]> {
  await createPlainTable(db);
  const store = createPostgresEventStore(db);
  try {
    // appends are timed into a log of realistic size: a lookup that scans would show here, not on an empty table
    await fill(db, store, limits.logSize);
    const versions = new Map<string, number>();
    // warm both paths (plans, caches, pool connections) before anything is timed
    for (let i = 0; i < 50; i++) {
      await appendOne(store, versions, 1_000_000 + i);
      await insertPlain(db, 1_000_000 + i);
    }
    const perRound = Math.ceil(limits.appends / WRITE_ROUNDS);
    const roundBudgetMs = limits.budgetMs / WRITE_ROUNDS;
    let appended = 0;
    let inserted = 0;
    const [appends, inserts] = await alternate(
      WRITE_ROUNDS,
      () => timeSequential(perRound, roundBudgetMs, () => appendOne(store, versions, appended++)),
      () => timeSequential(perRound, roundBudgetMs, () => insertPlain(db, inserted++)),
    );

    const [reads, scans] = await alternate(
      READ_ROUNDS,
      () => timeRows(() => catchUp(store)),
      () => timeRows(() => scanPlain(db)),
    );

    return [
      { measure: 'append 1 event / INSERT 1 row', store: appends, raw: inserts },
      { measure: `catch-up readAll ${READ_BATCH} / keyset SELECT ${READ_BATCH}`, store: reads, raw: scans },
    ];
  } finally {
    await store.close();
  }
}
