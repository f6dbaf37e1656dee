import type * as Esdb from '@eventstore/db-client';
import type {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  AppendExpectedRevision,
  BACKWARDS,
  EventStoreDBClient,
  FORWARDS,
  JSONType,
  Position as EsdbPosition,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  comparePositions,
  type EventMetadata,
  makePosition,
  type Position,
  positionParts,
  type RecordedEvent,
  upcast,
} from '@league/contracts';
import { lazyRequire } from '../lazy';
import { type AppendResult, type EventStore, type ExpectedVersion, WrongExpectedVersionError } from './types';

// loaded when an EventStoreDB store is created (EVENT_STORE=esdb), never by the embedded site
const esdb = lazyRequire<typeof Esdb>('@eventstore/db-client');

export interface EsdbEventStoreOptions {
  /** first wait before resubscribing after the server dropped the wake-up subscription */
  resubscribeMinMs?: number;
  resubscribeMaxMs?: number;
}

/** $all holds the server's own bookkeeping ($metadata, $statsCollected …) beside the league's events. */
const isSystemEvent = (type: string) => type.startsWith('$');

/** Events read from $all in one request while looking for the caller's `limit` league events. */
const PAGE_SIZE = 500;

const START_POSITION = makePosition(0, 0);

function toPosition(position: EsdbPosition): Position {
  return makePosition(position.commit, position.prepare);
}

function toEsdbPosition(position: Position): EsdbPosition {
  const { high, low } = positionParts(position);
  return { commit: high, prepare: low };
}

function toRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return esdb().ANY;
  if (expected === 'no_stream') return esdb().NO_STREAM;
  return BigInt(expected);
}

function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  if (!event.position)
    throw new Error(`EventStoreDB sent ${event.streamId}@${event.revision} without a position`);
  // in today's shape (contracts/src/upcasting.ts)
  return upcast({
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    streamVersion: Number(event.revision),
    position: toPosition(event.position),
  });
}

function toConflict(error: Esdb.WrongExpectedVersionError, streamId: string, expected: ExpectedVersion) {
  const actual =
    typeof error.actualVersion === 'bigint' && error.actualVersion >= 0n
      ? Number(error.actualVersion)
      : 'no_stream';
  return new WrongExpectedVersionError(streamId, expected, actual);
}

/**
 * Reads $all from `from` in `direction`, keeping the league's events strictly beyond `from`, until `limit`
 * of them are found or the log ends. System events still count against a page, hence the loop.
 */
async function readLeagueEvents(
  client: EventStoreDBClient,
  from: Position | null,
  direction: typeof FORWARDS | typeof BACKWARDS,
  limit: number,
): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = [];
  let cursor = from;
  const beyond = (position: Position) =>
    cursor === null ||
    (direction === esdb().FORWARDS
      ? comparePositions(position, cursor) > 0
      : comparePositions(position, cursor) < 0);
  for (;;) {
    const fromPosition: ReadPosition = cursor
      ? toEsdbPosition(cursor)
      : direction === esdb().FORWARDS
        ? esdb().START
        : esdb().END;
    let read = 0;
    let last: Position | null = null;
    for await (const resolved of client.readAll({
      fromPosition,
      direction,
      maxCount: PAGE_SIZE,
      resolveLinkTos: false,
    })) {
      read++;
      const event = resolved.event;
      if (!event) continue;
      const position = toPosition(event.position);
      last = position;
      if (!beyond(position) || isSystemEvent(event.type)) continue;
      found.push(toRecorded(event));
      if (found.length === limit) return found;
    }
    // a short page is the end of the log; a page that did not move (only the cursor itself) too
    if (read < PAGE_SIZE || last === null || last === cursor) return found;
    cursor = last;
  }
}

/**
 * The event store on EventStoreDB / KurrentDB. The server deduplicates a retried append by event ids when
 * it comes with the same expected version, which is the idempotency the interface promises.
 */
export function createEsdbEventStore(
  connectionString: string,
  options: EsdbEventStoreOptions = {},
): EventStore {
  const client = esdb().EventStoreDBClient.connectionString(connectionString);
  const minWait = options.resubscribeMinMs ?? 100;
  const maxWait = options.resubscribeMaxMs ?? 5_000;
  const listeners = new Set<() => void>();
  let subscription: AllStreamSubscription | null = null;
  let resubscribeTimer: NodeJS.Timeout | null = null;
  let lastSeen: EsdbPosition | null = null;
  let wait = minWait;
  let closed = false;

  function wake(): void {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // a listener's failure is its own business
      }
    }
  }

  /** Wakes listeners on events written by any process; catch-up from the last seen event after a drop. */
  function subscribe(): void {
    if (closed || subscription) return;
    const current = client.subscribeToAll({
      fromPosition: lastSeen ?? esdb().END,
      filter: esdb().excludeSystemEvents(),
      resolveLinkTos: false,
    });
    subscription = current;
    let dropped = false;
    const onDrop = () => {
      if (dropped) return; // 'error' is followed by 'close': resubscribe once
      dropped = true;
      if (subscription === current) subscription = null;
      if (closed) return;
      resubscribeTimer = setTimeout(() => {
        resubscribeTimer = null;
        subscribe();
      }, wait);
      wait = Math.min(wait * 2, maxWait);
    };
    current.on('data', (resolved: AllStreamResolvedEvent) => {
      wait = minWait;
      if (resolved.event) lastSeen = resolved.event.position;
      wake();
    });
    current.on('confirmation', () => {
      wait = minWait;
    });
    current.on('error', onDrop);
    current.on('end', onDrop);
    current.on('close', onDrop);
  }

  /** The $all position of one event; null from older servers, which leave it out of stream reads. */
  async function positionOf(streamId: string, revision: bigint): Promise<Position | null> {
    for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      const position = resolved.event?.position;
      if (position && (position.commit > 0n || position.prepare > 0n)) return toPosition(position);
    }
    return null;
  }

  return {
    async append(streamId, events, expected): Promise<AppendResult> {
      const data = events.map((event) =>
        esdb().jsonEvent({
          id: event.metadata.eventId,
          type: event.type,
          data: (event.data ?? null) as JSONType,
          metadata: event.metadata,
        }),
      );
      try {
        const result = await client.appendToStream(streamId, data, {
          expectedRevision: toRevision(expected),
        });
        // The answer's position is the write's, which for a batch or a deduplicated retry need not be the
        // $all position readAll gives the last event; read-your-writes compares against that one, so ask for it.
        const position =
          (await positionOf(streamId, result.nextExpectedRevision)) ??
          (result.position ? toPosition(result.position) : START_POSITION);
        wake();
        return { nextExpectedVersion: Number(result.nextExpectedRevision), position };
      } catch (error) {
        if (error instanceof esdb().WrongExpectedVersionError) throw toConflict(error, streamId, expected);
        throw error;
      }
    },

    async readStream(streamId) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId, {
          fromRevision: esdb().START,
          direction: esdb().FORWARDS,
        })) {
          if (resolved.event) events.push(toRecorded(resolved.event));
        }
      } catch (error) {
        if (error instanceof esdb().StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readAll(after, limit) {
      if (!(limit > 0)) return [];
      return readLeagueEvents(client, after, esdb().FORWARDS, Math.floor(limit));
    },

    async headPosition() {
      const [last] = await readLeagueEvents(client, null, esdb().BACKWARDS, 1);
      return last?.position ?? null;
    },

    onAppended(listener) {
      listeners.add(listener);
      subscribe();
      return () => {
        listeners.delete(listener);
      };
    },

    async close() {
      closed = true;
      listeners.clear();
      if (resubscribeTimer) clearTimeout(resubscribeTimer);
      await subscription?.unsubscribe().catch(() => undefined);
      subscription = null;
      await client.dispose();
    },
  };
}
