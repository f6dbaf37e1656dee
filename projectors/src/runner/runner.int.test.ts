import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStore, createPostgresEventStore } from '@league/infra/eventstore';
import { type SqlClient, createPgClient } from '@league/infra/sql';
import { createTestPglite, createTestPostgres } from '@league/infra/testing';
import { createProjectionRunner } from './runner';
import { loadState } from './state';
import { waitForPosition } from './wait';
import { projectionStatus } from './status';
import { appendMany, countingProjection, readCounts } from './test-support';

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('runner on the PostgreSQL event store on PGlite (the embedded setup: one database for both)', () => {
  let db: SqlClient;
  let store: EventStore;
  beforeAll(async () => {
    db = await createTestPglite();
    store = createPostgresEventStore(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('projects appends as they happen, rebuilds while serving, and reports itself live', async () => {
    await appendMany(store, 'team-1', ['Counted', 'Ignored', 'Counted']);
    const runner = createProjectionRunner({
      store,
      db,
      projections: [countingProjection()],
      mode: 'embedded',
      batchSize: 2,
    });
    await runner.start();
    try {
      await runner.catchUp();
      expect(await readCounts(db)).toEqual({ 'team-1': 2 });
      const position = await appendMany(store, 'team-2', ['Counted']);
      expect(await waitForPosition(db, position, { timeoutMs: 2_000 })).toBe(true);

      const rebuild = runner.rebuild(['stream_counts']);
      const later = await appendMany(store, 'team-2', ['Counted', 'Noted']);
      await rebuild;
      expect(await waitForPosition(db, later, { timeoutMs: 2_000 })).toBe(true);
      expect(await readCounts(db)).toEqual({ 'team-1': 2, 'team-2': 3 });
      expect((await loadState(db, 'stream_counts'))?.live.generation).toBe(2);
      const [status] = await projectionStatus(db, store);
      expect(status).toMatchObject({ status: 'live', eventsBehind: 0, generation: 2, headPosition: later });
    } finally {
      await runner.stop();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('runner on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  let database: NonNullable<Awaited<ReturnType<typeof createTestPostgres>>>;
  let other: SqlClient; // a second client of the same database, as another process would have
  let store: EventStore;

  beforeAll(async () => {
    database = (await createTestPostgres())!;
    const url = (database.db as SqlClient & { pool: { options: { connectionString: string } } }).pool.options
      .connectionString;
    other = createPgClient(url, { max: 5 });
    store = createPostgresEventStore(database.db);
  });
  afterAll(async () => {
    await store.close();
    await other.close();
    await database.drop();
  });

  it('two distributed runners: one leads and applies, the other takes over when it stops', async () => {
    const first = countingProjection({ name: 'led_counts' });
    const second = countingProjection({ name: 'led_counts' });
    const options = { store, mode: 'distributed' as const, pollMs: 50, standbyRetryMs: 100 };
    const a = createProjectionRunner({ ...options, db: database.db, projections: [first] });
    const b = createProjectionRunner({ ...options, db: other, projections: [second] });
    await Promise.all([a.start(), b.start()]);
    try {
      const position = await appendMany(
        store,
        'team-1',
        Array.from({ length: 10 }, () => 'Counted'),
      );
      expect(await waitForPosition(other, position, { projections: ['led_counts'], timeoutMs: 5_000 })).toBe(
        true,
      );
      const roles = [a.status()[0]?.role, b.status()[0]?.role].sort();
      expect(roles).toEqual(['leading', 'standby']);
      const [leader, standby, leaderProjection, standbyProjection] =
        a.status()[0]?.role === 'leading' ? [a, b, first, second] : [b, a, second, first];
      expect(leaderProjection.applied.flat()).toHaveLength(10);
      expect(standbyProjection.applied).toHaveLength(0);
      expect(await readCounts(other)).toEqual({ 'team-1': 10 });

      await leader.stop();
      const next = await appendMany(store, 'team-1', ['Counted', 'Counted']);
      expect(
        await waitForPosition(database.db, next, { projections: ['led_counts'], timeoutMs: 5_000 }),
      ).toBe(true);
      expect(standby.status()[0]?.role).toBe('leading');
      expect(standbyProjection.applied.flat()).toHaveLength(2);
      expect(await readCounts(database.db)).toEqual({ 'team-1': 12 });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('waitForPosition in one client sees a runner writing through another', async () => {
    const runner = createProjectionRunner({
      store,
      db: database.db,
      projections: [countingProjection({ name: 'wait_counts' })],
      mode: 'embedded',
    });
    await runner.start();
    try {
      const position = await appendMany(store, 'team-9', ['Counted']);
      expect(await waitForPosition(other, position, { projections: ['wait_counts'], timeoutMs: 3_000 })).toBe(
        true,
      );
      expect(await waitForPosition(other, `${position.split('.')[0]}9.0`, { timeoutMs: 100 })).toBe(false);
    } finally {
      await runner.stop();
    }
  });

  it('readers on another connection see the old tables until the switch, then the complete new ones', async () => {
    const name = 'switch_counts';
    const renamed = countingProjection({ name, table: 'switch_counts' });
    const runner = createProjectionRunner({
      store,
      db: database.db,
      projections: [renamed],
      mode: 'embedded',
    });
    await runner.catchUp();
    const total = async () =>
      (await other.query<{ n: number }>('SELECT coalesce(sum(events), 0)::int AS n FROM rm.switch_counts'))
        .rows[0]!.n;
    const expected = await total();
    expect(expected).toBeGreaterThan(0);

    const slow = createProjectionRunner({
      store,
      db: database.db,
      projections: [
        {
          ...renamed,
          apply: async (tx, schema, events) => {
            await new Promise((r) => setTimeout(r, 5));
            await renamed.apply(tx, schema, events);
          },
        },
      ],
      mode: 'embedded',
      batchSize: 1,
    });
    let done = false;
    const rebuild = slow.rebuild().then(() => (done = true));
    const seen: number[] = [];
    while (!done) seen.push(await total());
    await rebuild;
    seen.push(await total());
    expect(new Set(seen)).toEqual(new Set([expected]));
    await until(async () => (await loadState(other, name))?.live.generation === 2);
  });
});
