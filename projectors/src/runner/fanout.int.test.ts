import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EventStore, createInMemoryEventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner } from './runner';
import { createCheckpointFeed, type ProjectionProgress } from './progress';
import { loadState } from './state';
import { appendMany, countingProjection, readCounts } from './test-support';

/** One reader of the log per process: every projection is fed from the same read of each batch. */
let db: SqlClient;
let store: EventStore & { reads: number };

function countingReads(inner: EventStore): EventStore & { reads: number } {
  const counted = {
    ...inner,
    reads: 0,
    readAll: (...args: Parameters<EventStore['readAll']>) => {
      counted.reads++;
      return inner.readAll(...args);
    },
  };
  return counted;
}

const counting = (name: string, handles: string[] = ['Counted', 'Noted']) => ({
  ...countingProjection({ name, table: name }),
  handles,
});

beforeEach(async () => {
  db = await createTestPglite();
  store = countingReads(createInMemoryEventStore());
});
afterEach(async () => {
  await db.close();
});

describe('one log reader for every projection', () => {
  it('given three projections, when catching up on 7 events in batches of 3, then the log is read once per batch for all of them', async () => {
    await appendMany(store, 'team-1', [
      'Counted',
      'Other',
      'Counted',
      'Other',
      'Counted',
      'Counted',
      'Other',
    ]);
    const projections = [counting('a_counts'), counting('b_counts'), counting('c_counts', ['Other'])];
    const runner = createProjectionRunner({ store, db, projections, mode: 'embedded', batchSize: 3 });
    store.reads = 0;
    await runner.catchUp();

    // batches of 3, 3 and 1: three reads for the three projections together
    expect(store.reads).toBe(3);
    expect(await readCounts(db, 'a_counts')).toEqual({ 'team-1': 4 });
    expect(await readCounts(db, 'b_counts')).toEqual({ 'team-1': 4 });
    expect(await readCounts(db, 'c_counts')).toEqual({ 'team-1': 3 });
    const head = await store.headPosition();
    for (const name of ['a_counts', 'b_counts', 'c_counts'])
      expect((await loadState(db, name))?.live.checkpoint).toBe(head);
  });

  it('given a projection that handles nothing in a batch, when the batch is applied, then its checkpoint moves with the others and its data version stays', async () => {
    await appendMany(store, 'team-1', ['Counted']);
    const projections = [counting('a_counts'), counting('z_counts', ['Other'])];
    const runner = createProjectionRunner({ store, db, projections, mode: 'embedded' });
    await runner.catchUp();
    const before = await loadState(db, 'z_counts');

    const head = await appendMany(store, 'team-1', ['Counted', 'Counted']);
    await runner.catchUp();
    const after = await loadState(db, 'z_counts');
    expect(after?.live.checkpoint).toBe(head);
    expect(after?.changedAt).toBe(before?.changedAt);
    expect((await loadState(db, 'a_counts'))?.changedAt).toBe(head);
  });

  it('given projections at different checkpoints, when catching up, then each applies only what it has not seen', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Counted']);
    await createProjectionRunner({
      store,
      db,
      projections: [counting('a_counts')],
      mode: 'embedded',
    }).catchUp();
    await appendMany(store, 'team-1', ['Counted']);

    // b_counts is new: it starts from the beginning while a_counts is two events ahead
    const projections = [counting('a_counts'), counting('b_counts')];
    await createProjectionRunner({ store, db, projections, mode: 'embedded' }).catchUp();
    expect(await readCounts(db, 'a_counts')).toEqual({ 'team-1': 3 });
    expect(await readCounts(db, 'b_counts')).toEqual({ 'team-1': 3 });
  });

  it('given a projection whose batch fails, when the runner runs, then the others move on and the failing one reports its error and applies nothing', async () => {
    const broken = countingProjection({
      name: 'broken_counts',
      table: 'broken_counts',
      onApply: () => {
        throw new Error('broken handler');
      },
    });
    const healthy = counting('a_counts');
    const runner = createProjectionRunner({
      store,
      db,
      projections: [broken, healthy],
      mode: 'embedded',
      pollMs: 20,
    });
    await runner.start();
    try {
      const position = await appendMany(store, 'team-1', ['Counted', 'Counted']);
      const feedless = async () => (await loadState(db, 'a_counts'))?.live.checkpoint === position;
      for (let i = 0; i < 200 && !(await feedless()); i++) await new Promise((r) => setTimeout(r, 10));
      expect(await readCounts(db, 'a_counts')).toEqual({ 'team-1': 2 });
      expect(await readCounts(db, 'broken_counts')).toEqual({});
      expect((await loadState(db, 'broken_counts'))?.live.checkpoint).not.toBe(position);
      expect(runner.status().find((s) => s.name === 'broken_counts')?.error).toBe('broken handler');
      expect(runner.status().find((s) => s.name === 'a_counts')?.error).toBeNull();
    } finally {
      await runner.stop();
    }
  });

  it('given a rebuild of two projections, when it runs, then each batch of the log is read once for both and both switch', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Counted', 'Counted', 'Counted', 'Counted']);
    const projections = [counting('a_counts'), counting('b_counts')];
    const runner = createProjectionRunner({ store, db, projections, mode: 'embedded', batchSize: 2 });
    await runner.catchUp();
    store.reads = 0;
    const seen: number[] = [];
    await runner.rebuild([], (progress) => seen.push(progress.done));

    // batches of 2, 2 and 1 (the short one switches both): three reads
    expect(store.reads).toBe(3);
    expect(seen.at(-1)).toBe(5);
    for (const name of ['a_counts', 'b_counts']) {
      expect((await loadState(db, name))?.live.generation).toBe(2);
      expect(await readCounts(db, name)).toEqual({ 'team-1': 5 });
    }
  });
});

describe('the checkpoint feed', () => {
  it('given a started runner with a feed, when events are appended, then the feed hears each move and a waiter wakes without polling', async () => {
    const feed = createCheckpointFeed();
    const heard: ProjectionProgress[] = [];
    feed.subscribe((p) => heard.push(p));
    const runner = createProjectionRunner({
      store,
      db,
      projections: [counting('a_counts'), counting('z_counts', ['Other'])],
      mode: 'embedded',
      feed,
    });
    await runner.start();
    try {
      expect(
        feed
          .all()
          .map((p) => p.name)
          .sort(),
      ).toEqual(['a_counts', 'z_counts']);
      const position = await appendMany(store, 'team-1', ['Counted']);
      expect(await feed.waitFor(position, { projections: ['a_counts'], timeoutMs: 2_000 })).toBe('reached');
      expect(feed.get('a_counts')).toMatchObject({ checkpoint: position, changedAt: position });
      // z_counts handles nothing of it: its checkpoint moves, its data version does not
      await feed.waitFor(position, { timeoutMs: 2_000 });
      expect(feed.get('z_counts')?.checkpoint).toBe(position);
      expect(feed.get('z_counts')?.changedAt).toBe('0.0');
      expect(heard.some((p) => p.name === 'a_counts' && p.checkpoint === position)).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});
