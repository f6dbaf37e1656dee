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
  return toVersion(rows[0]?.version);
}

function toVersion(version: number | null | undefined): number | 'no_stream' {
  return version === null || version === undefined ? 'no_stream' : Number(version);
}

interface StreamState {
  actual: number | 'no_stream';
  /** per event of the batch, where it is already recorded (a retry), else null */
  recorded: (RecordedIdRow | null)[];
}

/** The stream's version and the batch's already recorded events, in one round trip. */
async function inspect(db: SqlClient, streamId: string, events: readonly NewEvent[]): Promise<StreamState> {
  const ids = events.map((event) => event.metadata.eventId);
  const { rows } = await db.query<
    { current_version: number | null; n: number | null } & {
      [K in keyof RecordedIdRow]: RecordedIdRow[K] | null;
    }
  >(
    `SELECT s.current_version, b.n, e.stream_id, e.stream_version, e.transaction_id::text AS txid, e.global_position
       FROM (SELECT max(stream_version) AS current_version FROM es.events WHERE stream_id = $1) AS s
       LEFT JOIN jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS b(event_id, n) ON true
       LEFT JOIN LATERAL (
         -- LIMIT keeps this a per-id index lookup: flattened into a join, the planner may scan the whole log
         SELECT stream_id, stream_version, transaction_id, global_position
           FROM es.events
          WHERE event_id = b.event_id::uuid
          LIMIT 1
       ) AS e ON true
      ORDER BY b.n`,
    [streamId, JSON.stringify(ids)],
  );
  return {
    actual: toVersion(rows[0]?.current_version),
    recorded: rows
      .filter((row) => row.n !== null)
      .map((row) => (row.stream_id === null ? null : (row as RecordedIdRow))),
  };
}

/**
 * A retried append (same event ids, e.g. after a lost answer) must answer as the first one did.
 * Returns that answer, or null when none of the ids is recorded yet.
 */
function previousAppend(
  streamId: string,
  expected: ExpectedVersion,
  { actual, recorded }: StreamState,
): AppendResult | null {
  if (recorded.every((row) => row === null)) return null;
  if (recorded.some((row) => row !== null && row.stream_id !== streamId)) {
    throw new Error(`Event ids of this append to ${streamId} are already recorded in another stream`);
  }
  const first = recorded[0];
  const sameBatch =
    first != null &&
    recorded.every(
      (row, index) => row !== null && Number(row.stream_version) === Number(first.stream_version) + index,
    );
  // part of the batch is recorded: the caller's picture of the stream is stale, as with a version conflict
  if (!sameBatch) throw new WrongExpectedVersionError(streamId, expected, actual);
  const last = recorded[recorded.length - 1]!;
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
  notification: { channel: string; payload: string },
): Promise<AppendResult> {
  const batch = events.map((event) => ({
    type: event.type,
    data: event.data ?? null,
    metadata: event.metadata,
  }));
  // One statement for the whole batch and its NOTIFY (sent at commit). ORDER BY keeps sequence order equal
  // to stream order; the uncorrelated sub-select runs once, not per row.
  const { rows } = await db.query<{ txid: string; global_position: number; stream_version: number }>(
    `WITH inserted AS (
       INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
       SELECT (e.event->'metadata'->>'eventId')::uuid, $1, $2::bigint + e.n - 1, e.event->>'type', e.event->'data', e.event->'metadata'
         FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(event, n)
        ORDER BY e.n
       RETURNING transaction_id::text AS txid, global_position, stream_version
     )
     SELECT txid, global_position, stream_version, (SELECT pg_notify($4, $5)) IS NULL AS notified FROM inserted`,
    [streamId, firstVersion, JSON.stringify(batch), notification.channel, notification.payload],
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
      const state = await inspect(tx, streamId, events);
      const previous = previousAppend(streamId, expected, state);
      if (previous) return { result: previous, appended: false };
      const { actual } = state;
      if (!matchesExpected(expected, actual)) throw new WrongExpectedVersionError(streamId, expected, actual);
      if (events.length === 0) return { result: await headOfStream(tx, streamId), appended: false };
      const result = await insertEvents(tx, streamId, actual === 'no_stream' ? 0 : actual + 1, events, {
        channel,
        payload: instanceId,
      });
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
