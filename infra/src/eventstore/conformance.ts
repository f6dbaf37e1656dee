import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type NewEvent, type Position, type RecordedEvent } from '@league/contracts';
import { type EventStore, type ExpectedVersion, WrongExpectedVersionError } from './types';
import { testEvent } from '../testing/events';

/** A store on a fresh backend, shared by the tests of one suite; every test writes its own streams. */
export interface EventStoreUnderTest {
  store: EventStore;
  /** a second store on the same backend, as another process would open it (wake-ups across processes) */
  openAnother?: () => Promise<EventStore>;
  dispose(): Promise<void>;
}

export interface ConformanceOptions {
  /** reported as skipped, e.g. when the backend is not reachable here */
  skip?: boolean;
  /** time to start the backend (a container takes a while) */
  setupTimeoutMs?: number;
}

const WRITERS = 8;
const APPENDS_PER_WRITER = 50;
const SHARED_STREAMS = 2;

export function gameEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return testEvent(type, data);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Reads the global log from `after` to its current end, keeping only the events of the given streams. */
async function readOwnLog(
  store: EventStore,
  after: Position | null,
  isOwn: (streamId: string) => boolean,
  batchSize = 100,
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let checkpoint = after;
  for (;;) {
    const batch = await store.readAll(checkpoint, batchSize);
    if (batch.length === 0) return seen;
    seen.push(...batch.filter((event) => isOwn(event.streamId)));
    checkpoint = batch[batch.length - 1]!.position;
  }
}

/**
 * Waits (bounded) until the global log shows `position`. Readers of a PostgreSQL log stop below the oldest
 * transaction still running on the whole server, so on a shared server an append can take a moment to
 * become readable; the contract is that nothing is skipped, not that it is readable at once.
 */
async function untilVisible(store: EventStore, position: Position, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline) throw new Error(`position ${position} not readable after ${timeoutMs} ms`);
    await sleep(5);
  }
}

function expectStrictlyIncreasing(positions: Position[]): void {
  positions.slice(1).forEach((position, index) => {
    expect(comparePositions(positions[index]!, position)).toBeLessThan(0);
  });
}

/**
 * Appends with the version the writer believes; on a conflict it learns the actual version and retries,
 * as a command handler does after reloading the stream.
 */
async function appendWithRetry(
  store: EventStore,
  streamId: string,
  event: NewEvent,
  versions: Map<string, number>,
): Promise<Position> {
  for (;;) {
    const known = versions.get(streamId);
    const expected: ExpectedVersion = known === undefined ? 'no_stream' : known;
    try {
      const result = await store.append(streamId, [event], expected);
      versions.set(streamId, result.nextExpectedVersion);
      return result.position;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (error.actual === 'no_stream') versions.delete(streamId);
      else versions.set(streamId, error.actual);
    }
  }
}

/** The one contract every event store adapter (memory, PGlite, PostgreSQL, EventStoreDB) must keep. */
export function runEventStoreConformance(
  name: string,
  factory: () => Promise<EventStoreUnderTest>,
  options: ConformanceOptions = {},
): void {
  describe.skipIf(options.skip ?? false)(`event store conformance: ${name}`, () => {
    let target: EventStoreUnderTest;
    let store: EventStore;
    const run = randomUUID().slice(0, 8);
    let streams = 0;
    const newStream = (category = 'game') => `${category}-${run}x${++streams}`;

    beforeAll(async () => {
      target = await factory();
      store = target.store;
    }, options.setupTimeoutMs ?? 60_000);

    afterAll(async () => {
      await target?.dispose();
    }, options.setupTimeoutMs ?? 60_000);

    it('given an unknown stream, when reading it, then it is empty', async () => {
      expect(await store.readStream(newStream())).toEqual([]);
    });

    it('given no stream, when appending two events expecting no stream, then both are read back in order', async () => {
      const streamId = newStream();
      const events = [
        gameEvent('GameScheduled', { venue: 'Rink 1' }),
        gameEvent('GameRecorded', { home: 3 }),
      ];

      const result = await store.append(streamId, events, 'no_stream');

      const read = await store.readStream(streamId);
      expect(read.map((e) => [e.streamId, e.streamVersion, e.type, e.data, e.metadata])).toEqual(
        events.map((e, index) => [streamId, index, e.type, e.data, e.metadata]),
      );
      expect(result).toEqual({ nextExpectedVersion: 1, position: read[1]!.position });
    });

    it("given an event recorded in an older shape, when reading its stream and the log, then it reads in today's shape and the log keeps what was recorded", async () => {
      const streamId = newStream('registeredTeam');
      const slot = {
        name: 'Alex Ray',
        number: 7,
        playerIsGoalie: false,
        playerIsTaxi: false,
        playerIsActive: true,
      };
      const old = gameEvent('TeamRegistered', { team: 'Thunder', roster: [{ ...slot, BY: 2009 }] });
      const before = await store.headPosition();

      await store.append(streamId, [old], 'no_stream');

      const today = { team: 'Thunder', roster: [{ ...slot, birthYear: 2009 }] };
      expect((await store.readStream(streamId)).map((e) => e.data)).toEqual([today]);
      const log = await readOwnLog(store, before, (id) => id === streamId);
      expect(log.map((e) => e.data)).toEqual([today]);
      expect(old.data).toEqual({ team: 'Thunder', roster: [{ ...slot, BY: 2009 }] });
    });

    it('given a stream at version 1, when appending expecting version 0, then it conflicts and records nothing', async () => {
      const streamId = newStream();
      await store.append(streamId, [gameEvent('A'), gameEvent('B')], 'no_stream');

      const attempt = store.append(streamId, [gameEvent('C')], 0);

      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(attempt).rejects.toMatchObject({ streamId, expected: 0, actual: 1 });
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('given an existing stream, when appending expecting no stream, then it conflicts', async () => {
      const streamId = newStream('coachEmail');
      await store.append(streamId, [gameEvent('CoachEmailClaimed')], 'no_stream');

      const attempt = store.append(streamId, [gameEvent('CoachEmailClaimed')], 'no_stream');

      await expect(attempt).rejects.toMatchObject({ name: 'WrongExpectedVersionError', actual: 0 });
    });

    it('given no stream, when appending expecting version 0, then it conflicts with "no stream"', async () => {
      const attempt = store.append(newStream(), [gameEvent('A')], 0);
      await expect(attempt).rejects.toMatchObject({ name: 'WrongExpectedVersionError', actual: 'no_stream' });
    });

    it('given a stream, when appending with "any", then the events follow the existing ones', async () => {
      const streamId = newStream();
      await store.append(streamId, [gameEvent('A')], 'any');
      const result = await store.append(streamId, [gameEvent('B')], 'any');
      expect(result.nextExpectedVersion).toBe(1);
      expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('given an append, when the same events are appended again with the same expectation, then nothing more is recorded and the answer is the same', async () => {
      const streamId = newStream();
      const first = [gameEvent('A'), gameEvent('B')];
      const second = [gameEvent('C')];
      const firstResult = await store.append(streamId, first, 'no_stream');
      const secondResult = await store.append(streamId, second, 1);

      expect(await store.append(streamId, first, 'no_stream')).toEqual(firstResult);
      expect(await store.append(streamId, second, 1)).toEqual(secondResult);
      expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('given appends to several streams, when reading the global log, then they come in append order with increasing positions', async () => {
      const before = await store.headPosition();
      const [league, team] = [newStream('league'), newStream('team')];
      const results = [
        await store.append(league, [gameEvent('LeagueCreated')], 'no_stream'),
        await store.append(team, [gameEvent('TeamRegistered')], 'no_stream'),
        await store.append(league, [gameEvent('LeagueRenamed')], 0),
      ];
      await untilVisible(store, results[2]!.position);

      const log = await readOwnLog(store, before, (id) => id === league || id === team);

      expect(log.map((e) => e.type)).toEqual(['LeagueCreated', 'TeamRegistered', 'LeagueRenamed']);
      expect(log.map((e) => e.position)).toEqual(results.map((r) => r.position));
      expectStrictlyIncreasing(log.map((e) => e.position));
    });

    it('given a checkpoint, when catching up in small batches, then reading resumes right after it', async () => {
      const streamId = newStream();
      const before = await store.headPosition();
      const appended = await store.append(
        streamId,
        [1, 2, 3, 4, 5].map((n) => gameEvent('GoalScored', { n })),
        'no_stream',
      );
      await untilVisible(store, appended.position);
      const all = await readOwnLog(store, before, (id) => id === streamId);

      const resumed = await readOwnLog(store, all[1]!.position, (id) => id === streamId, 2);

      expect(all.map((e) => e.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
      expect(resumed).toEqual(all.slice(2));
    });

    it('given an append, when asking for the head position, then it is the position of that last event', async () => {
      const result = await store.append(newStream(), [gameEvent('A'), gameEvent('B')], 'no_stream');
      await untilVisible(store, result.position);
      expect(await store.headPosition()).toBe(result.position);
    });

    it('given a subscriber, when events are appended, then it is woken', async () => {
      let woken = 0;
      const unsubscribe = store.onAppended(() => woken++);
      try {
        await store.append(newStream(), [gameEvent('A')], 'no_stream');
        await expect.poll(() => woken, { timeout: 10_000 }).toBeGreaterThan(0);
      } finally {
        unsubscribe();
      }
    });

    it('given another process on the same backend, when one appends, then the other is woken', async (context) => {
      if (!target.openAnother) return context.skip('single-process backend');
      const other = await target.openAnother();
      let woken = 0;
      const unsubscribe = other.onAppended(() => woken++);
      try {
        // the other side may still be setting up its subscription: keep appending until it hears one
        await expect
          .poll(
            async () => {
              await store.append(newStream(), [gameEvent('A')], 'no_stream');
              return woken;
            },
            { timeout: 10_000, interval: 200 },
          )
          .toBeGreaterThan(0);
      } finally {
        unsubscribe();
        await other.close();
      }
    });

    it(`given ${WRITERS} parallel writers, some on shared streams, when a reader polls the log meanwhile, then it sees every event exactly once in position order`, async () => {
      const own = `${run}-c`;
      const isOwn = (streamId: string) => streamId.includes(own);
      const checkpointAtStart = await store.headPosition();
      const written: string[] = [];
      let lastWritten: Position | null = null;
      let writing = true;

      async function writer(w: number): Promise<void> {
        const versions = new Map<string, number>();
        for (let i = 0; i < APPENDS_PER_WRITER; i++) {
          const streamId = i % 3 === 0 ? `game-${own}shared${i % SHARED_STREAMS}` : `game-${own}w${w}`;
          const event = gameEvent('GoalScored', { w, i });
          const position = await appendWithRetry(store, streamId, event, versions);
          written.push(event.metadata.eventId);
          if (!lastWritten || comparePositions(position, lastWritten) > 0) lastWritten = position;
        }
      }

      const seen: RecordedEvent[] = [];
      async function reader(): Promise<void> {
        let checkpoint = checkpointAtStart;
        const deadline = Date.now() + 60_000;
        for (;;) {
          const stillWriting = writing; // read after the last writer finished: then every position is known
          const batch = await store.readAll(checkpoint, 50);
          seen.push(...batch.filter((e) => isOwn(e.streamId)));
          if (batch.length > 0) checkpoint = batch[batch.length - 1]!.position;
          const pastLastWrite =
            !stillWriting && (!lastWritten || (checkpoint && comparePositions(checkpoint, lastWritten) >= 0));
          if (pastLastWrite || Date.now() > deadline) return;
          if (batch.length === 0) await sleep(2);
        }
      }

      const reading = reader();
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      writing = false;
      await reading;

      const ids = seen.map((e) => e.metadata.eventId);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...written].sort());
      expectStrictlyIncreasing(seen.map((e) => e.position));
      for (const streamId of new Set(seen.map((e) => e.streamId))) {
        const versions = seen.filter((e) => e.streamId === streamId).map((e) => e.streamVersion);
        expect(versions).toEqual(versions.map((_, index) => index));
      }
    });
  });
}
