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
import { type AppendResult, type EventStore, type ExpectedVersion, WrongExpectedVersionError } from './types';

export interface PostgresEventStoreOptions {
  /** NOTIFY channel shared by every process writing to this database */
  channel?: string;
}

export const DEFAULT_EVENTS_CHANNEL = 'league_events';

/**
 * Advisory lock class of stream appends. The two-int form lives in a key space of its own, so a stream's
 * hash can never collide with the single-bigint locks of migrations and projection runners.
 */
const STREAM_LOCK_CLASS = 7_352;

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

interface RecordedIdRow {
  event_id: string;
  stream_id: string;
  stream_version: number;
  txid: string;
  global_position: number;
}

interface PgError {
  code?: string;
  constraint?: string;
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

function matchesExpected(expected: ExpectedVersion, actual: number | 'no_stream'): boolean {
  return expected === 'any' || expected === actual;
}

async function currentVersion(db: SqlClient, streamId: string): Promise<number | 'no_stream'> {
  const { rows } = await db.query<{ version: number | null }>(
    'SELECT max(stream_version) AS version FROM es.events WHERE stream_id = $1',
    [streamId],
  );
  const version = rows[0]?.version;
  return version === null || version === undefined ? 'no_stream' : Number(version);
}

/**
 * A retried append (same event ids, e.g. after a lost answer) must answer as the first one did.
 * Returns that answer, or null when none of the ids is recorded yet.
 */
async function previousAppend(
  db: SqlClient,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
): Promise<AppendResult | null> {
  const ids = events.map((event) => event.metadata.eventId);
  const { rows } = await db.query<RecordedIdRow>(
    `SELECT event_id::text AS event_id, stream_id, stream_version, transaction_id::text AS txid, global_position
       FROM es.events
      WHERE event_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
    [JSON.stringify(ids)],
  );
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((row) => [row.event_id, row]));
  const found = ids.map((id) => byId.get(id.toLowerCase()));
  if (found.some((row) => row !== undefined && row.stream_id !== streamId)) {
    throw new Error(`Event ids of this append to ${streamId} are already recorded in another stream`);
  }
  const first = found[0];
  const sameBatch =
    first !== undefined &&
    found.every(
      (row, index) =>
        row !== undefined && Number(row.stream_version) === Number(first.stream_version) + index,
    );
  if (!sameBatch) {
    // part of the batch is recorded: the caller's picture of the stream is stale, as with a version conflict
    throw new WrongExpectedVersionError(streamId, expected, await currentVersion(db, streamId));
  }
  const last = found[found.length - 1]!;
  return {
    nextExpectedVersion: Number(last.stream_version),
    position: makePosition(last.txid, last.global_position),
  };
}

async function insertEvents(
  db: SqlClient,
  streamId: string,
  firstVersion: number,
  events: readonly NewEvent[],
): Promise<AppendResult> {
  const batch = events.map((event) => ({
    type: event.type,
    data: event.data ?? null,
    metadata: event.metadata,
  }));
  // one statement for the whole batch; ORDER BY keeps sequence order = stream order within the transaction
  const { rows } = await db.query<{ txid: string; global_position: number; stream_version: number }>(
    `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
     SELECT (e.event->'metadata'->>'eventId')::uuid, $1, $2::bigint + e.n - 1, e.event->>'type', e.event->'data', e.event->'metadata'
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(event, n)
      ORDER BY e.n
     RETURNING transaction_id::text AS txid, global_position, stream_version`,
    [streamId, firstVersion, JSON.stringify(batch)],
  );
  const last = rows.reduce((a, b) => (Number(b.stream_version) > Number(a.stream_version) ? b : a));
  return {
    nextExpectedVersion: Number(last.stream_version),
    position: makePosition(last.txid, last.global_position),
  };
}

async function headOfStream(db: SqlClient, streamId: string): Promise<AppendResult> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM es.events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
    [streamId],
  );
  const last = rows[0];
  return last
    ? { nextExpectedVersion: Number(last.stream_version), position: toRecorded(last).position }
    : { nextExpectedVersion: -1, position: makePosition(0, 0) };
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

  async function appendInTransaction(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<{ result: AppendResult; appended: boolean }> {
    return db.transaction(async (tx) => {
      // appends to one stream queue here, so the version read below stays true until commit
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STREAM_LOCK_CLASS, streamId]);
      const previous = events.length > 0 ? await previousAppend(tx, streamId, events, expected) : null;
      if (previous) return { result: previous, appended: false };
      const actual = await currentVersion(tx, streamId);
      if (!matchesExpected(expected, actual)) throw new WrongExpectedVersionError(streamId, expected, actual);
      if (events.length === 0) return { result: await headOfStream(tx, streamId), appended: false };
      const result = await insertEvents(tx, streamId, actual === 'no_stream' ? 0 : actual + 1, events);
      await tx.query('SELECT pg_notify($1, $2)', [channel, instanceId]);
      return { result, appended: true };
    });
  }

  return {
    async append(streamId, events, expected) {
      try {
        const { result, appended } = await appendInTransaction(streamId, events, expected);
        if (appended) wake();
        return result;
      } catch (error) {
        const { code, constraint } = error as PgError;
        // only reachable if a writer bypasses the stream lock; still a conflict, never an overwrite
        if (code === '23505' && constraint === 'events_stream_version_key') {
          throw new WrongExpectedVersionError(streamId, expected, await currentVersion(db, streamId));
        }
        throw error;
      }
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
