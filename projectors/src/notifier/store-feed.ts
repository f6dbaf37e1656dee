import { START, type Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { readAfter } from '../runner/names';
import { createSerial, createWake, sleep } from '../runner/wake';
import type { Notifier } from './notifier';

const CHECKPOINT = 'store';

async function loadCheckpoint(db: SqlClient): Promise<Position> {
  const { rows } = await db.query<{ checkpoint: string }>(
    'SELECT checkpoint FROM mail.notifier_checkpoint WHERE name = $1',
    [CHECKPOINT],
  );
  return rows[0]?.checkpoint ?? START;
}

export interface StoreFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** takes in every event up to the store's head (as of the call) */
  catchUp(): Promise<void>;
}

/**
 * The embedded mode's feed of the notifier: reads the global log after its checkpoint, woken by each
 * append, and takes a batch into the outbox in the same transaction that moves the checkpoint, so a
 * crash in between neither loses nor doubles a message. Call after notifier.start() (it makes the tables).
 */
export function createStoreNotifierFeed(options: {
  store: EventStore;
  db: SqlClient;
  notifier: Notifier;
  batchSize?: number;
  pollMs?: number;
}): StoreFeed {
  const { store, db, notifier } = options;
  const batchSize = options.batchSize ?? 200;
  const pollMs = options.pollMs ?? 1_000;
  const serial = createSerial();
  const wake = createWake();
  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let unsubscribe: (() => void) | null = null;

  /** One batch; true when it read anything. */
  async function pass(): Promise<boolean> {
    const from = await loadCheckpoint(db);
    const events = await store.readAll(readAfter(from), batchSize);
    const last = events.at(-1);
    if (!last) return false;
    const added = await db.transaction(async (tx) => {
      const count = await notifier.accept(events, tx);
      await tx.query(
        `INSERT INTO mail.notifier_checkpoint (name, checkpoint) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checkpoint = excluded.checkpoint`,
        [CHECKPOINT, last.position],
      );
      return count;
    });
    if (added > 0) notifier.wake();
    return true;
  }

  async function run() {
    let backoff = 0;
    while (running) {
      try {
        while (running && (await serial(pass)));
        backoff = 0;
        await wake.wait(pollMs);
      } catch {
        backoff = Math.min(Math.max(backoff * 2, 250), 30_000);
        await sleep(backoff);
      }
    }
  }

  return {
    async start() {
      if (running) return;
      running = true;
      unsubscribe = store.onAppended(() => wake.notify());
      loop = run();
    },
    async stop() {
      if (!running) return;
      running = false;
      unsubscribe?.();
      wake.notify();
      await loop;
    },
    async catchUp() {
      while (await serial(pass));
    },
  };
}
