import { randomUUID } from 'node:crypto';
import {
  type EventMetadata,
  makePosition,
  type NewEvent,
  type Position,
  positionParts,
  type RecordedEvent,
} from '@league/contracts';
import type { SqlClient } from '../sql/types';
import { type EventStore, type ExpectedVersion, WrongExpectedVersionError } from './types';

export interface PostgresEventStoreOptions {
  /** NOTIFY channel shared by every process writing to this database */
  channel?: string;
  /** PGlite: answer reads of the newest appends from memory (default true; see Tail) */
  recentInMemory?: boolean;
}

export const DEFAULT_EVENTS_CHANNEL = 'league_events';

// Output aliases must not be named transaction_id: ORDER BY would then sort the text, putting 1000 before 999.
const EVENT_COLUMNS = `transaction_id::text AS txid, global_position, stream_id, stream_version, type, data, metadata`;

interface EventRow {
  txid: string;
  global_position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    position: makePosition(row.txid, row.global_position),
  };
}

interface AppendRow {
  outcome: 'appended' | 'repeated' | 'empty' | 'conflict' | 'foreign';
  actual: number | null;
  txid: string | null;
  global_position: number | null;
  stream_version: number | null;
  first_position: number | null;
}

/**
 * The newest events, kept in memory on PGlite. PGlite is one process with one connection, and a statement
 * outside a transaction waits for any transaction to end: when an append returns, its events are the last
 * of the log and nothing can commit before them later. So every event appended through this client since
 * the tail began is in it, in log order, and reading after one of them (what the projection runner does
 * after each append) needs no query. Shared by every store on the same client.
 */
interface Tail {
  events: RecordedEvent[];
}
const TAIL_SIZE = 5_000;
const tails = new WeakMap<SqlClient, Tail>();

function tailOf(db: SqlClient): Tail | null {
  if (db.kind !== 'pglite') return null;
  let tail = tails.get(db);
  if (!tail) {
    tail = { events: [] };
    tails.set(db, tail);
  }
  return tail;
}

/** The recorded events of an append, from its answer; null when their positions are not consecutive. */
function appendedEvents(
  streamId: string,
  batch: readonly NewEvent[],
  row: AppendRow,
): RecordedEvent[] | null {
  const last = Number(row.global_position);
  const first = Number(row.first_position);
  if (row.first_position === null || last - first + 1 !== batch.length) return null;
  const firstVersion = Number(row.stream_version) - batch.length + 1;
  return batch.map((event, i) => ({
    type: event.type,
    data: event.data ?? null,
    metadata: event.metadata,
    streamId,
    streamVersion: firstVersion + i,
    position: makePosition(row.txid!, first + i),
  }));
}

function remember(tail: Tail, events: RecordedEvent[] | null): void {
  if (!events) {
    tail.events = []; // positions not known for sure: the tail starts again with the next append
    return;
  }
  tail.events.push(...events);
  if (tail.events.length > TAIL_SIZE) tail.events.splice(0, tail.events.length - TAIL_SIZE);
}

/** The events after `after` when it is in the tail, else null (read the table). */
function readTail(tail: Tail | null, after: Position | null, limit: number): RecordedEvent[] | null {
  if (!tail || after === null || tail.events.length === 0) return null;
  const events = tail.events;
  // usually the reader is at the end of the log or close to it: search from the end
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i]!.position === after) return events.slice(i + 1, i + 1 + limit);
  }
  return null;
}

/** -1 = no stream, -2 = any: the encoding of es.append_events (migration 003). */
function encodeExpected(expected: ExpectedVersion): number {
  if (expected === 'any') return -2;
  if (expected === 'no_stream') return -1;
  return expected;
}

const toVersion = (version: number | null | undefined): number | 'no_stream' =>
  version === null || version === undefined ? 'no_stream' : Number(version);

async function currentVersion(db: SqlClient, streamId: string): Promise<number | 'no_stream'> {
  const { rows } = await db.query<{ version: number | null }>(
    'SELECT max(stream_version) AS version FROM es.events WHERE stream_id = $1',
    [streamId],
  );
  return toVersion(rows[0]?.version);
}

/**
 * Event store on the es schema (migration 001), unchanged on PGlite and on a PostgreSQL server.
 * The store borrows `db`: close() stops listening but leaves the database open for its owner.
 */
export function createPostgresEventStore(db: SqlClient, options: PostgresEventStoreOptions = {}): EventStore {
  const channel = options.channel ?? DEFAULT_EVENTS_CHANNEL;
  // tells our own NOTIFYs apart from other processes': our listeners already heard about those
  const instanceId = randomUUID();
  const listeners = new Set<() => void>();
  // every append goes into the tail, so it stays complete whichever store wrote; reading it is optional
  const tail = tailOf(db);
  const readsTail = options.recentInMemory !== false;
  let listening: Promise<(() => Promise<void>) | null> | null = null;

  function wake(): void {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // a listener's failure is its own business; the append has committed either way
      }
    }
  }

  function listenToOtherProcesses(): void {
    // PGlite is one process with one connection: every append is already seen in-process
    if (db.kind !== 'pg' || listening) return;
    listening = db
      .listen(channel, (payload) => {
        if (payload !== instanceId) wake();
      })
      .catch(() => {
        listening = null; // the next subscriber tries again
        return null;
      });
  }

  return {
    async append(streamId, events, expected) {
      const batch = events.map((event) => ({
        type: event.type,
        data: event.data ?? null,
        metadata: event.metadata,
      }));
      // one statement: lock, idempotency and version checks, insert and NOTIFY (sent at commit)
      const run = (checkIds: boolean) =>
        db.query<AppendRow>(
          `SELECT outcome, actual, txid, global_position, stream_version, first_position
             FROM es.append_events($1, $2, $3::jsonb, $4, $5, $6)`,
          [streamId, encodeExpected(expected), JSON.stringify(batch), channel, instanceId, checkIds],
        );
      let rows: AppendRow[];
      try {
        ({ rows } = await run(false));
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code === '23505' && constraint === 'events_event_id_key') {
          // an id of the batch is already recorded: ask again with the lookup by id (a retry, or a clash)
          ({ rows } = await run(true));
        } else if (code === '23505' && constraint === 'events_stream_version_key') {
          // only reachable if a writer bypasses the stream lock; still a conflict, never an overwrite
          throw new WrongExpectedVersionError(streamId, expected, await currentVersion(db, streamId));
        } else throw error;
      }
      const row = rows[0];
      if (!row) throw new Error(`Append to ${streamId} answered nothing`);
      if (row.outcome === 'foreign') {
        throw new Error(`Event ids of this append to ${streamId} are already recorded in another stream`);
      }
      if (row.outcome === 'conflict') {
        throw new WrongExpectedVersionError(streamId, expected, toVersion(row.actual));
      }
      if (row.outcome === 'appended') {
        if (tail) remember(tail, appendedEvents(streamId, events, row));
        wake();
      }
      return {
        nextExpectedVersion: Number(row.stream_version),
        position:
          row.stream_version === -1 ? makePosition(0, 0) : makePosition(row.txid!, row.global_position!),
      };
    },

    async readStream(streamId) {
      const { rows } = await db.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM es.events WHERE stream_id = $1 ORDER BY stream_version`,
        [streamId],
      );
      return rows.map(toRecorded);
    },

    async readAll(after: Position | null, limit: number) {
      if (!(limit > 0)) return [];
      const recent = readsTail ? readTail(tail, after, Math.floor(limit)) : null;
      if (recent) return recent;
      const { high, low } = positionParts(after ?? makePosition(0, 0));
      // below the oldest running transaction nothing can still appear, so a checkpoint never jumps a gap
      const { rows } = await db.query<EventRow>(
        `SELECT ${EVENT_COLUMNS}
           FROM es.events
          WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id, global_position
          LIMIT $3`,
        [high.toString(), low.toString(), Math.floor(limit)],
      );
      return rows.map(toRecorded);
    },

    async headPosition() {
      const newest = readsTail ? tail?.events.at(-1) : undefined;
      if (newest) return newest.position;
      const { rows } = await db.query<{ txid: string; global_position: number }>(
        `SELECT transaction_id::text AS txid, global_position
           FROM es.events
          WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id DESC, global_position DESC
          LIMIT 1`,
      );
      const head = rows[0];
      return head ? makePosition(head.txid, head.global_position) : null;
    },

    onAppended(listener) {
      listeners.add(listener);
      listenToOtherProcesses();
      return () => {
        listeners.delete(listener);
      };
    },

    async close() {
      listeners.clear();
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}
