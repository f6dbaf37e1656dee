import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { ApiError, apiRequest, type HttpMethod } from '../api/apiRequest';

/**
 * The outbox: writes made while the rink has no connection wait here, in IndexedDB, and go to the server
 * in the order they were made once it answers again (docs/pages.md, "Offline scorekeeping").
 *
 * - `waiting`: not sent yet (or the last try found no connection; `message` then says why);
 * - `sending`: on its way (an item a closed page left `sending` is sent again: game sheet entries are
 *   idempotent by their id, docs/api.md "Game sheet");
 * - `refused`: the server answered 4xx with `message`; kept until the user dismisses it (`discard`);
 * - `conflict`: the same for a 409 (the game was finalized meanwhile, a used id, the lineup not set).
 *
 * An item sent (2xx) leaves the outbox.
 */
export type OutboxState = 'waiting' | 'sending' | 'refused' | 'conflict';

/** A write to queue: `id` is the entry's own UUID (the outbox's key), `key` the queue (a game's id). */
export interface OutboxWrite {
  id: string;
  key: string;
  method: HttpMethod;
  /** the API address, `/api/…` */
  url: string;
  /** JSON; none for a DELETE */
  body?: unknown;
}

export interface OutboxItem extends OutboxWrite {
  /** epoch milliseconds, when it was queued */
  createdAt: number;
  state: OutboxState;
  /** the server's refusal; for a waiting item, why its last try did not go through */
  message?: string;
  /** the HTTP status of a refusal */
  status?: number;
  /** the order of the queue, across keys */
  seq: number;
}

/** Sends one item; resolves with the server's answer, throws as apiRequest does. */
export type OutboxSend = (item: OutboxItem) => Promise<unknown>;

export interface FlushResult {
  /** items the server accepted (they left the outbox) */
  sent: number;
  /** items marked refused or conflict */
  refused: number;
  /** why the flush stopped before the end, the waiting items left waiting; null when none was left */
  stoppedBy: unknown;
}

export type OutboxListener = () => void;

interface OutboxDb extends DBSchema {
  items: {
    key: string;
    value: OutboxItem;
    indexes: { byKey: [string, number]; bySeq: number };
  };
}

export const OUTBOX_DB_NAME = 'league-outbox';
const DB_VERSION = 1;
const CHANNEL_NAME = 'league-outbox';

/** A send that has had no answer for this long counts as no connection: the item waits for the next flush. */
export const SEND_TIMEOUT_MS = 30_000;

/** The app's request helper: its admin token, its remembered position for read-your-writes. */
export const sendWithApiRequest: OutboxSend = (item) =>
  apiRequest(item.url, {
    method: item.method,
    ...(item.body === undefined ? {} : { body: item.body }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });

/**
 * What a failed send means for the queue:
 * - `refused`: the server answered and will answer the same again (4xx, 409 a conflict): the item is
 *   marked and the flush goes on with the next one;
 * - `retry`: no answer (fetch's TypeError when offline, an abort), a session to sign in again (401:
 *   apiRequest ends it), too many requests or too slow (429, 408) or a server or proxy error (5xx):
 *   the item and those after it wait for the next flush.
 */
export function failureKind(error: unknown): 'refused' | 'conflict' | 'retry' {
  if (!(error instanceof ApiError)) return 'retry';
  const { status } = error;
  if (status === 409) return 'conflict';
  if (status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429) return 'refused';
  return 'retry';
}

function retryMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'No connection to the server.';
}

function keyRange(key: string): IDBKeyRange {
  return IDBKeyRange.bound([key, -Infinity], [key, Infinity]);
}

/**
 * A persistent, ordered queue of API writes per key (one queue per game). Several Outbox objects over
 * the same database (two tabs, a reload) see the same items; each flushes a key one item at a time.
 */
export class Outbox {
  private readonly db: Promise<IDBPDatabase<OutboxDb>>;
  private readonly listeners = new Map<string, Set<OutboxListener>>();
  private readonly flushes = new Map<string, { again: boolean; done: Promise<FlushResult> }>();
  private readonly channel: BroadcastChannel | null;

  constructor(name: string = OUTBOX_DB_NAME) {
    this.db = openDB<OutboxDb>(name, DB_VERSION, {
      upgrade(db) {
        const store = db.createObjectStore('items', { keyPath: 'id' });
        store.createIndex('byKey', ['key', 'seq']);
        store.createIndex('bySeq', 'seq');
      },
    });
    // other tabs (and pages of this one) learn of changes to re-render
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${CHANNEL_NAME}:${name}`);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'string') this.notifyHere(event.data);
    });
  }

  /**
   * Queues a write, last in its key's order, as `waiting`. An id already in the outbox is left as it is
   * (a write sent twice is queued once) and that item is answered.
   */
  async enqueue(write: OutboxWrite): Promise<OutboxItem> {
    if (!write.id || !write.key) throw new Error('An outbox item needs an id and a key.');
    const db = await this.db;
    const tx = db.transaction('items', 'readwrite');
    const existing = await tx.store.get(write.id);
    if (existing) {
      await tx.done;
      return existing;
    }
    const last = await tx.store.index('bySeq').openCursor(null, 'prev');
    const item: OutboxItem = {
      id: write.id,
      key: write.key,
      method: write.method,
      url: write.url,
      ...(write.body === undefined ? {} : { body: write.body }),
      createdAt: Date.now(),
      state: 'waiting',
      seq: (last?.value.seq ?? 0) + 1,
    };
    await tx.store.add(item);
    await tx.done;
    this.notify(item.key);
    return item;
  }

  /** The items of a key, in their order: waiting, sending, refused and conflict alike. */
  async list(key: string): Promise<OutboxItem[]> {
    const db = await this.db;
    return db.getAllFromIndex('items', 'byKey', keyRange(key));
  }

  /** Removes an item (the user dismissed a refusal, or took back a write not sent yet). */
  async discard(id: string): Promise<void> {
    const db = await this.db;
    const tx = db.transaction('items', 'readwrite');
    const item = await tx.store.get(id);
    if (item) await tx.store.delete(id);
    await tx.done;
    if (item) this.notify(item.key);
  }

  /** Puts a refused item back to `waiting`, in its place (after its cause was fixed). */
  async retry(id: string): Promise<void> {
    const item = await this.update(id, (current) =>
      current.state === 'refused' || current.state === 'conflict'
        ? { ...withoutOutcome(current), state: 'waiting' }
        : null,
    );
    if (item) this.notify(item.key);
  }

  /**
   * Sends the key's waiting items, one at a time, in order. A refusal marks its item and goes on (a
   * game sheet's entries do not depend on each other's success: a goal refused for a player not in the
   * lineup leaves the next penalty valid); a send with no answer stops the flush, leaving that item
   * and the rest waiting. A flush asked for while one of the same key runs joins it (it then looks
   * again for items queued meanwhile).
   */
  flush(key: string, send: OutboxSend = sendWithApiRequest): Promise<FlushResult> {
    const running = this.flushes.get(key);
    if (running) {
      running.again = true;
      return running.done;
    }
    const run = {
      again: false,
      done: Promise.resolve<FlushResult>({ sent: 0, refused: 0, stoppedBy: null }),
    };
    run.done = (async () => {
      const total: FlushResult = { sent: 0, refused: 0, stoppedBy: null };
      try {
        do {
          run.again = false;
          const result = await this.sendWaiting(key, send);
          total.sent += result.sent;
          total.refused += result.refused;
          total.stoppedBy = result.stoppedBy;
        } while (run.again && total.stoppedBy === null);
        return total;
      } finally {
        this.flushes.delete(key);
      }
    })();
    this.flushes.set(key, run);
    return run.done;
  }

  /** Calls `listener` after each change to the key's items, here or in another tab; answers the unsubscribe. */
  subscribe(key: string, listener: OutboxListener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Closes the database and the channel (tests; a page keeps its outbox open). */
  async close(): Promise<void> {
    this.channel?.close();
    (await this.db).close();
  }

  private async sendWaiting(key: string, send: OutboxSend): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, refused: 0, stoppedBy: null };
    for (;;) {
      const next = (await this.list(key)).find(
        (item) => item.state === 'waiting' || item.state === 'sending',
      );
      if (!next) return result;
      const sending = await this.update(next.id, (current) => ({ ...current, state: 'sending' }));
      if (!sending) continue; // discarded meanwhile
      this.notify(key);
      let failure: { error: unknown } | null = null;
      try {
        await send(sending);
      } catch (error) {
        failure = { error };
      }
      if (!failure) {
        await this.discard(sending.id);
        result.sent += 1;
        continue;
      }
      const kind = failureKind(failure.error);
      if (kind === 'retry') {
        const message = retryMessage(failure.error);
        await this.update(sending.id, (current) => ({
          ...withoutOutcome(current),
          state: 'waiting',
          message,
        }));
        this.notify(key);
        result.stoppedBy = failure.error;
        return result;
      }
      const { status, message } = failure.error as ApiError; // failureKind: only an ApiError is refused
      await this.update(sending.id, (current) => ({ ...current, state: kind, status, message }));
      this.notify(key);
      result.refused += 1;
    }
  }

  /** Rewrites an item still in the outbox; `change` answers null to leave it. Answers the item written. */
  private async update(
    id: string,
    change: (item: OutboxItem) => OutboxItem | null,
  ): Promise<OutboxItem | null> {
    const db = await this.db;
    const tx = db.transaction('items', 'readwrite');
    const current = await tx.store.get(id);
    const changed = current ? change(current) : null;
    if (changed) await tx.store.put(changed);
    await tx.done;
    return changed;
  }

  private notify(key: string): void {
    this.notifyHere(key);
    this.channel?.postMessage(key);
  }

  private notifyHere(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

function withoutOutcome(item: OutboxItem): OutboxItem {
  const { message: _message, status: _status, ...rest } = item;
  return rest;
}

let shared: Outbox | null = null;

/** The page's outbox, opened on first use. */
export function sharedOutbox(): Outbox {
  shared ??= new Outbox();
  return shared;
}
