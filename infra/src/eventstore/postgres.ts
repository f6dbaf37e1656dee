import { randomUUID } from 'node:crypto';
import {
  type EventMetadata,
  makePosition,
  type NewEvent,
  type Position,
  positionParts,
  type RecordedEvent,
  upcast,
} from '@league/contracts';
import { inlineParameters } from '../sql/batching';
import type { SqlClient } from '../sql/types';
import { type AppendResult, type EventStore, type ExpectedVersion, WrongExpectedVersionError } from './types';

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

/** A row of the log as an event in today's shape (upcast: contracts/src/upcasting.ts). */
function toRecorded(row: EventRow): RecordedEvent {
  return upcast({
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    position: makePosition(row.txid, row.global_position),
  });
}

/** An event of the log as a JSON array: the columns of EventRow in order. */
type EventArray = [string, number, string, number, string, unknown, EventMetadata];

const fromArray = ([txid, position, streamId, version, type, data, metadata]: EventArray) =>
  toRecorded({
    txid,
    global_position: position,
    stream_id: streamId,
    stream_version: version,
    type,
    data,
    metadata,
  });

/**
 * `columns` of the log after a position ($1: its transaction, $2: its global position), at most $3
 * events, in log order. Below the oldest running transaction nothing can still appear, so a checkpoint
 * never jumps a gap.
 */
const readAllQuery = (columns: string) => `SELECT ${columns}
   FROM es.events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY transaction_id, global_position
  LIMIT $3`;

interface AppendRow {
  outcome: 'appended' | 'repeated' | 'empty' | 'conflict' | 'foreign';
  actual: number | null;
  txid: string | null;
  global_position: number | null;
  stream_version: number | null;
  first_position: number | null;
}

/**
 * State a store keeps per PGlite client, shared by every store on that client and made on first use;
 * none on a server, where other processes write the log too.
 */
function perPgliteClient<State extends object>(make: () => State): (db: SqlClient) => State | null {
  const states = new WeakMap<SqlClient, State>();
  return (db) => {
    if (db.kind !== 'pglite') return null;
    let state = states.get(db);
    if (!state) {
      state = make();
      states.set(db, state);
    }
    return state;
  };
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
// the oldest are dropped a thousand at a time: dropping one per append shifts the whole array each time
const TAIL_SLACK = 1_000;
const tailOf = perPgliteClient<Tail>(() => ({ events: [] }));

/**
 * On PGlite, the version of each stream as this process last read or wrote it (a bounded map, shared by
 * every store on the same client). PGlite is one process and the store its only writer of es.events, so a
 * stream known to be at the expected version takes a plain INSERT of its next versions, with none of the
 * append function's checks: PGlite plans every statement again, and a plain INSERT costs a fraction of the
 * function call. The unique (stream_id, stream_version) still refuses a version written meanwhile (then
 * the function answers), and an unknown or different version goes through the function.
 */
const HEADS_SIZE = 10_000;
const headsOf = perPgliteClient(() => new Map<string, number>());

function knowHead(known: Map<string, number> | null, streamId: string, version: number): void {
  if (!known) return;
  known.delete(streamId); // re-inserted last: the map drops the streams least recently used
  known.set(streamId, version);
  if (known.size > HEADS_SIZE) known.delete(known.keys().next().value!);
}

/**
 * On PGlite, whole streams as this process last read or wrote them (shared by every store on the same
 * client), so a command's reads of the streams it decides on (a game, its teams, its league) need no
 * query. PGlite is one process with one connection and its database is this process's alone: the stores
 * on this client are the only writers of es.events (the tail and the heads above rely on the same), and
 * every append through them updates the stream it wrote here, or drops it when the outcome is not known
 * for sure (a conflict, an error, positions not consecutive). A read that raced an append is not kept
 * (see `appends`). A write behind the stores' back is met at the next append to that stream (the unique
 * version conflicts, and the stream is dropped here). A server may have other writers (several
 * command-api replicas): there every read goes to the table.
 *
 * The events are the log's rows as recorded, personal fields sealed (the sealing store above opens them
 * on each read with the keys that exist then): an erasure deletes keys, never rows of the log, so nothing
 * here can be opened once its key is gone (docs/personal-data.md).
 */
interface StreamCache {
  /** by stream id, least recently used first; each stream whole, versions 0, 1, 2 … */
  streams: Map<string, RecordedEvent[]>;
  events: number;
  /** appends finished (whatever their outcome): a read that saw another number start is not kept */
  appends: number;
}
const CACHED_EVENTS = 5_000;
/** a longer stream is read from the table each time: it would push out many hot ones */
const CACHED_STREAM_EVENTS = 1_000;
const streamCacheOf = perPgliteClient<StreamCache>(() => ({ streams: new Map(), events: 0, appends: 0 }));

function forgetStream(cache: StreamCache, streamId: string): void {
  const had = cache.streams.get(streamId);
  if (!had) return;
  cache.streams.delete(streamId);
  cache.events -= had.length;
}

function keepStream(cache: StreamCache, streamId: string, events: RecordedEvent[]): void {
  forgetStream(cache, streamId);
  if (events.length === 0 || events.length > CACHED_STREAM_EVENTS) return;
  cache.streams.set(streamId, events); // set last: the least recently used streams are dropped first
  cache.events += events.length;
  for (const [oldest, dropped] of cache.streams) {
    if (cache.events <= CACHED_EVENTS) break;
    cache.streams.delete(oldest);
    cache.events -= dropped.length;
  }
}

/** After an append to `streamId` that recorded `appended` (null: not known for sure). */
function afterAppend(cache: StreamCache, streamId: string, appended: RecordedEvent[] | null): void {
  const kept = cache.streams.get(streamId);
  const first = appended?.[0];
  if (!first || !appended) return forgetStream(cache, streamId);
  if (first.streamVersion === 0) return keepStream(cache, streamId, [...appended]);
  // the stream as kept ends right before the new events: they follow; any other case is dropped
  if (kept && kept.length === first.streamVersion) keepStream(cache, streamId, [...kept, ...appended]);
  else forgetStream(cache, streamId);
}

interface InsertedRow {
  txid: string;
  global_position: number;
  stream_version: number;
}

const plainInserts = new Map<number, string>();

/** INSERT of `count` events after version $2 of stream $1; each event's id, type, data and metadata follow. */
function plainInsertSql(count: number): string {
  let text = plainInserts.get(count);
  if (!text) {
    const values = Array.from({ length: count }, (_, i) => {
      const p = 3 + i * 4;
      return `($${p}::uuid, $1, $2::bigint + ${i + 1}, $${p + 1}, $${p + 2}::jsonb, $${p + 3}::jsonb)`;
    });
    text = `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
      VALUES ${values.join(', ')}
      RETURNING transaction_id::text AS txid, global_position, stream_version`;
    plainInserts.set(count, text);
  }
  return text;
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
  // as the table answers them: the JSON the row holds, never the caller's objects (which it may change)
  return batch.map((event, i) =>
    upcast({
      type: event.type,
      data: JSON.parse(JSON.stringify(event.data ?? null)) as unknown,
      metadata: JSON.parse(JSON.stringify(event.metadata)) as EventMetadata,
      streamId,
      streamVersion: firstVersion + i,
      position: makePosition(row.txid!, first + i),
    }),
  );
}

function remember(tail: Tail, events: RecordedEvent[] | null): void {
  if (!events) {
    tail.events = []; // positions not known for sure: the tail starts again with the next append
    return;
  }
  tail.events.push(...events);
  if (tail.events.length > TAIL_SIZE + TAIL_SLACK) tail.events.splice(0, tail.events.length - TAIL_SIZE);
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

/**
 * On a server, an append with a known expectation (a version, or no stream) as one plain INSERT (a
 * prepared statement): the rows get the versions after the expected one, and only if the stream is at it
 * (its expected version exists, or none is expected). The unique (stream_id, stream_version) answers for
 * a concurrent writer and a stale expectation alike, and the unique event_id for a retry: on any of
 * those, or when nothing was inserted (the stream is behind the expectation), es.append_events gives the
 * precise answer. The NOTIFY for other processes goes with it (sent at commit, only when rows were
 * inserted). PGlite plans every statement again, and the function's plans are cached: it keeps the
 * function.
 */
const FAST_APPEND = `WITH inserted AS (
    INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
    SELECT (b.event->'metadata'->>'eventId')::uuid, $1, $2::bigint + b.n, b.event->>'type',
           coalesce(b.event->'data', 'null'::jsonb), b.event->'metadata'
      FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS b(event, n)
     WHERE $2::bigint = -1
        OR EXISTS (SELECT 1 FROM es.events s WHERE s.stream_id = $1 AND s.stream_version = $2::bigint)
     ORDER BY b.n
    RETURNING transaction_id, global_position, stream_version
  )
  SELECT 'appended' AS outcome, NULL::bigint AS actual, i.transaction_id::text AS txid, i.global_position,
         i.stream_version, (SELECT min(f.global_position) FROM inserted f) AS first_position,
         (SELECT pg_notify($4, $5))::text AS notified
    FROM inserted i ORDER BY i.stream_version DESC LIMIT 1`;

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
  const known = headsOf(db);
  const cache = streamCacheOf(db);
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

  async function appendToLog(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    {
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
          // PGlite is one process: nobody else listens, so no NOTIFY
          [
            streamId,
            encodeExpected(expected),
            JSON.stringify(batch),
            db.kind === 'pg' ? channel : null,
            instanceId,
            checkIds,
          ],
        );
      let rows: AppendRow[] = [];
      const after = expected === 'no_stream' ? -1 : expected;
      if (known && batch.length > 0 && after !== 'any' && (after === -1 || known.get(streamId) === after)) {
        try {
          const text = plainInsertSql(batch.length);
          const params = [
            streamId,
            after,
            ...batch.flatMap((event) => [
              event.metadata.eventId,
              event.type,
              JSON.stringify(event.data),
              JSON.stringify(event.metadata),
            ]),
          ];
          // the simple protocol with the values inlined as literals: on PGlite a fraction of a bound query
          const inlined = db.simpleQuery ? inlineParameters(text, params) : null;
          const inserted = await (inlined !== null && db.simpleQuery
            ? db.simpleQuery<InsertedRow>(inlined)
            : db.query<InsertedRow>(text, params));
          const positions = inserted.rows.map((r) => Number(r.global_position));
          const last = inserted.rows.at(-1)!;
          rows = [
            {
              outcome: 'appended',
              actual: after,
              txid: last.txid,
              global_position: Math.max(...positions),
              stream_version: after + batch.length,
              first_position: Math.min(...positions),
            },
          ];
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error;
          known.delete(streamId); // written meanwhile, or never at that version: the function answers
        }
      }
      if (db.kind === 'pg' && expected !== 'any' && batch.length > 0) {
        try {
          ({ rows } = await db.query<AppendRow>(
            FAST_APPEND,
            [streamId, encodeExpected(expected), JSON.stringify(batch), channel, instanceId],
            { name: 'es_append' },
          ));
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error;
        }
      }
      try {
        if (rows.length === 0) ({ rows } = await run(false));
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
        knowHead(known, streamId, Number(row.stream_version));
        const recorded = tail || cache ? appendedEvents(streamId, events, row) : null;
        if (tail) remember(tail, recorded);
        if (cache) afterAppend(cache, streamId, recorded);
        wake();
      } else if (cache && row.outcome !== 'repeated' && row.outcome !== 'empty') {
        forgetStream(cache, streamId);
      }
      return {
        nextExpectedVersion: Number(row.stream_version),
        position:
          row.stream_version === -1 ? makePosition(0, 0) : makePosition(row.txid!, row.global_position!),
      };
    }
  }

  return {
    async append(streamId, events, expected) {
      try {
        return await appendToLog(streamId, events, expected);
      } catch (error) {
        if (cache) forgetStream(cache, streamId); // a conflict, or an outcome not known for sure
        throw error;
      } finally {
        if (cache) cache.appends++;
      }
    },

    async readStream(streamId) {
      const kept = readsTail ? cache?.streams.get(streamId) : undefined;
      if (cache && kept) {
        cache.streams.delete(streamId); // set again last: the least recently used streams are dropped first
        cache.streams.set(streamId, kept);
        return kept.slice();
      }
      const appendsBefore = cache?.appends;
      const text = `SELECT ${EVENT_COLUMNS} FROM es.events WHERE stream_id = $1 ORDER BY stream_version`;
      // the simple protocol with the id inlined: on PGlite a fraction of a bound query
      const inlined = db.simpleQuery ? inlineParameters(text, [streamId]) : null;
      const { rows } = await (inlined !== null && db.simpleQuery
        ? db.simpleQuery<EventRow>(inlined)
        : db.query<EventRow>(text, [streamId]));
      const events = rows.map(toRecorded);
      const newest = events.at(-1);
      if (newest) knowHead(known, streamId, newest.streamVersion);
      // an append that finished meanwhile may have written this stream after the rows were read
      if (cache && cache.appends === appendsBefore) keepStream(cache, streamId, events.slice());
      return events;
    },

    async readAll(after: Position | null, limit: number) {
      if (!(limit > 0)) return [];
      const recent = readsTail ? readTail(tail, after, Math.floor(limit)) : null;
      if (recent) return recent;
      const { high, low } = positionParts(after ?? makePosition(0, 0));
      const parameters = [high.toString(), low.toString(), Math.floor(limit)];
      if (db.kind === 'pglite') {
        // the batch as one JSON text, parsed at once: PGlite's protocol code reads a result row by row
        // and field by field, which took 1.6-1.8 times the CPU of this over a 1M-event log
        const { rows } = await db.query<{ batch: string | null }>(
          `SELECT json_agg(json_build_array(txid, global_position, stream_id, stream_version, type, data,
                    metadata) ORDER BY transaction_id, global_position)::text AS batch
             FROM (${readAllQuery(`transaction_id, ${EVENT_COLUMNS}`)}) AS e`,
          parameters,
        );
        const batch = rows[0]?.batch;
        return batch ? (JSON.parse(batch) as EventArray[]).map(fromArray) : [];
      }
      const { rows } = await db.query<EventRow>(readAllQuery(EVENT_COLUMNS), parameters);
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
