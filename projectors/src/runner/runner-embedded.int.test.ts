import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START, comparePositions } from '@league/contracts';
import { type EventStore, createInMemoryEventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner } from './runner';
import { rebuildProjections } from './rebuild';
import { loadState } from './state';
import { CheckpointConflict } from './steps';
import { applyLiveBatch } from './batches';
import { readAfter } from './names';
import { waitForPosition } from './wait';
import { projectionStatus } from './status';
import { appendMany, countingProjection, readCounts } from './test-support';

let db: SqlClient;
let store: EventStore;

beforeEach(async () => {
  db = await createTestPglite();
  store = createInMemoryEventStore();
});

afterEach(async () => {
  await db.close();
});

async function schemas(): Promise<string[]> {
  const { rows } = await db.query<{ nspname: string }>(
    "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_%' ESCAPE '\\' ORDER BY nspname",
  );
  return rows.map((r) => r.nspname);
}

describe('projection runner (embedded, PGlite)', () => {
  it('creates generation 1 on first start and replays the log from the start', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Counted']);
    await appendMany(store, 'team-2', ['Counted']);
    const runner = createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    });
    await runner.catchUp();

    expect(await readCounts(db)).toEqual({ 'team-1': 2, 'team-2': 1 });
    expect(await schemas()).toEqual(['rm_stream_counts_g1']);
    const state = await loadState(db, 'stream_counts');
    expect(state?.live).toMatchObject({ generation: 1, version: 1, checkpoint: await store.headPosition() });
  });

  it('applies in batches of batchSize, each batch with its checkpoint', async () => {
    await appendMany(
      store,
      'team-1',
      Array.from({ length: 7 }, () => 'Counted'),
    );
    const projection = countingProjection();
    const runner = createProjectionRunner({
      store,
      db,
      projections: [projection],
      mode: 'embedded',
      batchSize: 3,
    });
    await runner.catchUp();

    expect(projection.applied.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(await readCounts(db)).toEqual({ 'team-1': 7 });
  });

  it('moves the checkpoint past events it does not handle, applying only the handled ones', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Ignored', 'Noted']);
    const head = await appendMany(store, 'team-2', ['Ignored', 'Ignored']);
    const projection = countingProjection();
    const runner = createProjectionRunner({ store, db, projections: [projection], mode: 'embedded' });
    await runner.catchUp();

    expect(projection.applied.flat().map((e) => e.type)).toEqual(['Counted', 'Noted']);
    expect(await readCounts(db)).toEqual({ 'team-1': 2 });
    expect((await loadState(db, 'stream_counts'))?.live.checkpoint).toBe(head);
  });

  it('applies nothing when another runner moved the checkpoint first (compare-and-set)', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Counted']);
    const projection = countingProjection();
    const runner = createProjectionRunner({ store, db, projections: [projection], mode: 'embedded' });
    await runner.catchUp();
    const stale = (await loadState(db, 'stream_counts'))!.live;
    await appendMany(store, 'team-1', ['Counted']);
    await runner.catchUp(); // the "other" runner moves it

    const events = await store.readAll(readAfter(stale.checkpoint), 10);
    await expect(applyLiveBatch(db, [{ projection, build: stale }], events)).rejects.toBeInstanceOf(
      CheckpointConflict,
    );
    expect(await readCounts(db)).toEqual({ 'team-1': 3 });
  });

  it('two runners on one database apply every event exactly once', async () => {
    await appendMany(
      store,
      'team-1',
      Array.from({ length: 20 }, () => 'Counted'),
    );
    const options = { store, db, mode: 'embedded' as const, batchSize: 2 };
    const first = createProjectionRunner({ ...options, projections: [countingProjection()] });
    const second = createProjectionRunner({ ...options, projections: [countingProjection()] });
    await Promise.all([first.catchUp(), second.catchUp()]);
    expect(await readCounts(db)).toEqual({ 'team-1': 20 });
  });

  it('re-applies nothing after a restart, and nothing twice after a crash before commit', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Counted']);
    const first = countingProjection();
    await createProjectionRunner({ store, db, projections: [first], mode: 'embedded' }).catchUp();

    await appendMany(store, 'team-1', ['Counted']);
    let crash = true;
    const crashing = countingProjection({
      onApply: () => {
        if (crash) throw new Error('crash after writing, before commit');
      },
    });
    const runner = createProjectionRunner({ store, db, projections: [crashing], mode: 'embedded' });
    await expect(runner.catchUp()).rejects.toThrow(/crash/);
    expect(await readCounts(db)).toEqual({ 'team-1': 2 });

    crash = false;
    const restarted = countingProjection();
    await createProjectionRunner({ store, db, projections: [restarted], mode: 'embedded' }).catchUp();
    expect(restarted.applied.flat()).toHaveLength(1);
    expect(await readCounts(db)).toEqual({ 'team-1': 3 });
  });

  it('drops builds a crash left behind (neither live nor being rebuilt) when it starts', async () => {
    await appendMany(store, 'team-1', ['Counted']);
    await createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    }).catchUp();
    await db.exec('CREATE SCHEMA rm_stream_counts_g7; CREATE SCHEMA rm_stream_counts_gx');
    await createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    }).catchUp();
    expect(await schemas()).toEqual(['rm_stream_counts_g1', 'rm_stream_counts_gx']);
    expect(await readCounts(db)).toEqual({ 'team-1': 1 });
  });

  it('is woken by appends once started', async () => {
    const runner = createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    });
    await runner.start();
    try {
      const position = await appendMany(store, 'team-1', ['Counted', 'Counted', 'Counted']);
      expect(await waitForPosition(db, position, { timeoutMs: 2_000 })).toBe(true);
      expect(await readCounts(db)).toEqual({ 'team-1': 3 });
      expect(runner.status()).toEqual([
        expect.objectContaining({
          name: 'stream_counts',
          generation: 1,
          checkpoint: position,
          role: 'leading',
        }),
      ]);
    } finally {
      await runner.stop();
    }
  });
});

describe('blue-green rebuild', () => {
  it('produces identical tables in a new generation, readers keep the old one until the switch', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Ignored', 'Counted', 'Noted']);
    await appendMany(store, 'team-2', ['Counted', 'Counted', 'Ignored']);
    const live = countingProjection();
    await createProjectionRunner({ store, db, projections: [live], mode: 'embedded' }).catchUp();
    const before = await readCounts(db);

    const seenByReaders: Record<string, number>[] = [];
    const rebuilding = countingProjection({
      // inside the rebuild's transactions, before each batch: what rm.stream_counts shows at that moment
      onApply: async (tx, schema) => {
        if (schema.endsWith('_g2')) seenByReaders.push(await readCounts(tx));
      },
    });
    const runner = createProjectionRunner({
      store,
      db,
      projections: [rebuilding],
      mode: 'embedded',
      batchSize: 2,
    });
    await runner.rebuild();

    expect(seenByReaders.length).toBeGreaterThan(1);
    for (const seen of seenByReaders) expect(seen).toEqual(before);
    expect(await readCounts(db)).toEqual(before);
    expect(await schemas()).toEqual(['rm_stream_counts_g2']);
    expect((await loadState(db, 'stream_counts'))?.live).toMatchObject({ generation: 2, version: 1 });
  });

  it('keeps the live generation updated while a rebuild runs, and switches without going backwards', async () => {
    await appendMany(
      store,
      'team-1',
      Array.from({ length: 6 }, () => 'Counted'),
    );
    const projection = countingProjection();
    const runner = createProjectionRunner({
      store,
      db,
      projections: [projection],
      mode: 'embedded',
      batchSize: 2,
    });
    await runner.start();
    try {
      await runner.catchUp();
      const rebuild = runner.rebuild();
      const position = await appendMany(store, 'team-2', ['Counted', 'Counted']);
      expect(await waitForPosition(db, position, { timeoutMs: 2_000 })).toBe(true);
      await rebuild;
      await runner.catchUp();
      expect(await readCounts(db)).toEqual({ 'team-1': 6, 'team-2': 2 });
      const state = await loadState(db, 'stream_counts');
      expect(state?.live.generation).toBe(2);
      expect(comparePositions(state!.live.checkpoint, position)).toBeGreaterThanOrEqual(0);
    } finally {
      await runner.stop();
    }
  });

  it('rebuilds a projection with a fold in memory, one call per batch, and the switch writes the same tables', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Ignored', 'Counted', 'Noted']);
    await appendMany(store, 'team-2', ['Counted', 'Counted', 'Ignored']);
    await createProjectionRunner({
      store,
      db,
      projections: [countingProjection({ withLastType: true })],
      mode: 'embedded',
    }).catchUp();
    const before = await db.query('SELECT * FROM rm.stream_counts ORDER BY stream_id');

    const projection = countingProjection({ withLastType: true, folding: true });
    const runner = createProjectionRunner({
      store,
      db,
      projections: [projection],
      mode: 'embedded',
      batchSize: 2,
    });
    await runner.rebuild();

    expect(projection.applied).toEqual([]);
    expect(projection.folded.map((batch) => batch.map((e) => e.type))).toEqual([
      ['Counted'],
      ['Counted', 'Noted'],
      ['Counted', 'Counted'],
    ]);
    expect((await db.query('SELECT * FROM rm.stream_counts ORDER BY stream_id')).rows).toEqual(before.rows);
    expect(await schemas()).toEqual(['rm_stream_counts_g2']);
  });

  it('drops a fold whose batch failed and folds again from the start, never counting an event twice', async () => {
    await appendMany(
      store,
      'team-1',
      Array.from({ length: 5 }, () => 'Counted'),
    );
    const other = { name: 'other_counts', table: 'other_counts' };
    await createProjectionRunner({
      store,
      db,
      projections: [countingProjection(), countingProjection(other)],
      mode: 'embedded',
    }).catchUp();
    let calls = 0;
    // the fold takes each batch first; the other projection then fails the third batch's transaction
    const folding = countingProjection({ folding: true });
    const failing = countingProjection({
      ...other,
      onApply: () => {
        if (++calls === 3) throw new Error('batch failed');
      },
    });
    const runner = createProjectionRunner({
      store,
      db,
      projections: [folding, failing],
      mode: 'embedded',
      batchSize: 2,
    });
    await expect(runner.rebuild()).rejects.toThrow('batch failed');
    // three batches folded, two committed, yet the rebuild is still recorded at the start
    expect(folding.folded).toHaveLength(3);
    expect((await loadState(db, 'stream_counts'))?.rebuild?.checkpoint).toBe(START);

    await runner.rebuild();
    expect(await readCounts(db)).toEqual({ 'team-1': 5 });
    expect(await readCounts(db, 'other_counts')).toEqual({ 'team-1': 5 });
    expect((await loadState(db, 'stream_counts'))?.live.generation).toBe(2);
  });

  it('goes on batch by batch with a rebuild that an earlier runner advanced that way, even if the projection now folds', async () => {
    await appendMany(
      store,
      'team-1',
      Array.from({ length: 5 }, () => 'Counted'),
    );
    await createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    }).catchUp();
    let batches = 0;
    const interrupted = countingProjection({
      onApply: () => {
        if (++batches === 2) throw new Error('stopped');
      },
    });
    const first = createProjectionRunner({
      store,
      db,
      projections: [interrupted],
      mode: 'embedded',
      batchSize: 2,
    });
    await expect(first.rebuild()).rejects.toThrow('stopped');
    expect((await loadState(db, 'stream_counts'))?.rebuild?.checkpoint).not.toBe(START);

    const folding = countingProjection({ folding: true });
    const second = createProjectionRunner({
      store,
      db,
      projections: [folding],
      mode: 'embedded',
      batchSize: 2,
    });
    await second.rebuild();
    expect(folding.folded).toEqual([]);
    expect(folding.applied.flat()).toHaveLength(3);
    expect(await readCounts(db)).toEqual({ 'team-1': 5 });
  });

  it('rebuilds automatically at start when the version changed, and drops the old schema', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Noted']);
    await createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    }).catchUp();

    const v2 = countingProjection({ version: 2, withLastType: true });
    await createProjectionRunner({ store, db, projections: [v2], mode: 'embedded' }).catchUp();

    const { rows } = await db.query('SELECT stream_id, events, last_type FROM rm.stream_counts');
    expect(rows).toEqual([{ stream_id: 'team-1', events: 2, last_type: 'Noted' }]);
    expect(await schemas()).toEqual(['rm_stream_counts_g2']);
    expect((await loadState(db, 'stream_counts'))?.live).toMatchObject({ generation: 2, version: 2 });

    // v3 drops the column again: CREATE OR REPLACE VIEW refuses that, the view is recreated instead
    await createProjectionRunner({
      store,
      db,
      projections: [countingProjection({ version: 3 })],
      mode: 'embedded',
    }).catchUp();
    const after = await db.query('SELECT * FROM rm.stream_counts');
    expect(after.rows).toEqual([{ stream_id: 'team-1', events: 2 }]);
    expect(await schemas()).toEqual(['rm_stream_counts_g3']);
  });

  it('rebuildProjections rebuilds only the named projections', async () => {
    await appendMany(store, 'team-1', ['Counted']);
    const projections = [
      countingProjection(),
      countingProjection({ name: 'other_counts', table: 'other_counts' }),
    ];
    await createProjectionRunner({ store, db, projections, mode: 'embedded' }).catchUp();
    await rebuildProjections({ store, db, projections, names: ['stream_counts'] });

    expect((await loadState(db, 'stream_counts'))?.live.generation).toBe(2);
    expect((await loadState(db, 'other_counts'))?.live.generation).toBe(1);
    expect(await readCounts(db)).toEqual({ 'team-1': 1 });
    expect(await readCounts(db, 'other_counts')).toEqual({ 'team-1': 1 });
  });
});

describe('waitForPosition and projectionStatus', () => {
  it('waits for the named projections, false on timeout', async () => {
    const position = await appendMany(store, 'team-1', ['Counted', 'Counted']);
    const runner = createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    });
    expect(await waitForPosition(db, position, { projections: ['stream_counts'], timeoutMs: 60 })).toBe(
      false,
    );
    await runner.catchUp();
    expect(await waitForPosition(db, position, { projections: ['stream_counts'], timeoutMs: 60 })).toBe(true);
    expect(await waitForPosition(db, START)).toBe(true);
    expect(await waitForPosition(db, position, { projections: ['unknown'], timeoutMs: 60 })).toBe(false);
  });

  it('reports checkpoint, head and lag', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Counted']);
    const runner = createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
    });
    await runner.catchUp();
    const head = await appendMany(store, 'team-1', ['Counted', 'Ignored', 'Counted']);

    const [status] = await projectionStatus(db, store);
    expect(status).toMatchObject({
      name: 'stream_counts',
      version: 1,
      generation: 1,
      headPosition: head,
      eventsBehind: 3,
      status: 'standby', // nobody has been running it: catchUp alone sends no heartbeat
      rebuild: null,
    });
    expect(Date.parse(status!.updatedAt)).not.toBeNaN();
    expect((await projectionStatus(db, store, { cap: 2 }))[0]?.eventsBehind).toBe(2);
  });
});
