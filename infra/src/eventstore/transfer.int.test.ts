import { describe, expect, it } from 'vitest';
import { createTestPglite } from '@league/infra/testing';
import { gameEvent } from './conformance';
import { createPostgresEventStore } from './postgres';
import {
  insertTransferredEvents,
  readLogForTransfer,
  streamVersionGap,
  type TransferredEvent,
} from './transfer';

async function readAllPages(db: Parameters<typeof readLogForTransfer>[0], pageSize: number) {
  const events: TransferredEvent[] = [];
  for await (const page of readLogForTransfer(db, pageSize)) events.push(...page);
  return events;
}

const transferred = (streamId: string, streamVersion: number): TransferredEvent => ({
  streamId,
  streamVersion,
  type: 'VenueCreated',
  data: { streamVersion },
  metadata: gameEvent('VenueCreated').metadata,
  recordedAt: '2026-01-02T03:04:05.000006Z',
});

describe('moving a log between PostgreSQL event stores', () => {
  it('given a log, when its events are read page by page and recorded in an empty store, then the target reads the same log, and appends continue each stream', async () => {
    const source = await createTestPglite();
    const target = await createTestPglite();
    try {
      const store = createPostgresEventStore(source);
      await store.append('game-1', [gameEvent('GameScheduled', { n: 1 })], 'no_stream');
      await store.append('venue-1', [gameEvent('VenueCreated'), gameEvent('VenueUpdated')], 'no_stream');
      await store.append('game-1', [gameEvent('GameResultRecorded', { n: 2 })], 0);

      const exported = await readAllPages(source, 2);
      expect(exported.map((e) => `${e.streamId}@${e.streamVersion}:${e.type}`)).toEqual([
        'game-1@0:GameScheduled',
        'venue-1@0:VenueCreated',
        'venue-1@1:VenueUpdated',
        'game-1@1:GameResultRecorded',
      ]);
      expect(exported[0]!.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);

      await target.transaction((tx) => insertTransferredEvents(tx, exported));
      expect(await streamVersionGap(target)).toBeNull();
      expect(await readAllPages(target, 100)).toEqual(exported);

      const moved = createPostgresEventStore(target);
      expect((await moved.readStream('game-1')).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
      const next = await moved.append('game-1', [gameEvent('GameResultRecorded', { n: 3 })], 1);
      expect(next.nextExpectedVersion).toBe(2);
      await expect(moved.append('venue-1', [gameEvent('VenueRemoved')], 0)).rejects.toThrow(/version 1/);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('given more than nine events recorded in one transaction, when read page by page, then every one comes in order', async () => {
    const db = await createTestPglite();
    try {
      const events = Array.from({ length: 25 }, (_, i) => transferred('game-9', i));
      await db.transaction((tx) => insertTransferredEvents(tx, events));
      expect((await readAllPages(db, 10)).map((e) => e.streamVersion)).toEqual(
        events.map((e) => e.streamVersion),
      );
    } finally {
      await db.close();
    }
  });

  it('given streams that skip a version, then the gap is named', async () => {
    const db = await createTestPglite();
    try {
      await db.transaction((tx) =>
        insertTransferredEvents(tx, [transferred('venue-2', 0), transferred('venue-2', 2)]),
      );
      expect(await streamVersionGap(db)).toBe('venue-2');
    } finally {
      await db.close();
    }
  });
});
