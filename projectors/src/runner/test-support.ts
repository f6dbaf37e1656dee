import type { NewEvent, RecordedEvent } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { testEvent } from '@league/infra/testing';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';

/** Test helpers shared by the runner's and the relay's tests (not exported from the package). */

export function newEvent(type: string, data: unknown = {}): NewEvent {
  return testEvent(type, data, { role: 'system', id: null });
}

export async function appendMany(
  store: EventStore,
  streamId: string,
  types: readonly string[],
): Promise<string> {
  let position = '';
  for (const type of types) position = (await store.append(streamId, [newEvent(type)], 'any')).position;
  return position;
}

/**
 * A sample read model: events per stream (only 'Counted' and 'Noted' are handled). `onApply` sees each
 * batch with its schema, inside the transaction: tests use it to observe batching or to fail on purpose.
 */
export function countingProjection(
  options: {
    name?: string;
    /** its read-model table (default stream_counts): two projections in one database need two */
    table?: string;
    version?: number;
    withLastType?: boolean;
    onApply?: (tx: SqlClient, schema: string, events: readonly RecordedEvent[]) => Promise<void> | void;
    /** rebuilds in memory: the counts are folded, each call's events recorded in `folded` */
    folding?: boolean;
    onFold?: (events: readonly RecordedEvent[]) => void;
  } = {},
): Projection & { applied: RecordedEvent[][]; folded: RecordedEvent[][] } {
  const applied: RecordedEvent[][] = [];
  const folded: RecordedEvent[][] = [];
  const withLastType = options.withLastType ?? false;
  const table = options.table ?? 'stream_counts';
  return {
    name: options.name ?? 'stream_counts',
    version: options.version ?? 1,
    tables: [table],
    handles: ['Counted', 'Noted'],
    applied,
    folded,
    ...(options.folding && {
      fold: () => {
        const counts = new Map<string, { stream_id: string; events: number; last_type?: string }>();
        return {
          apply(events) {
            options.onFold?.(events);
            for (const event of events) {
              const row = counts.get(event.streamId) ?? { stream_id: event.streamId, events: 0 };
              row.events += 1;
              if (withLastType) row.last_type = event.type;
              counts.set(event.streamId, row);
            }
            folded.push([...events]);
          },
          rows: () => ({ [table]: [...counts.values()] }),
        };
      },
    }),
    async setup(db, schema) {
      await db.exec(
        `CREATE TABLE ${schema}.${table} (stream_id text PRIMARY KEY, events integer NOT NULL${
          withLastType ? ', last_type text' : ''
        })`,
      );
    },
    async apply(tx, schema, events) {
      await options.onApply?.(tx, schema, events);
      for (const event of events) {
        await tx.query(
          withLastType
            ? `INSERT INTO ${schema}.${table} AS t (stream_id, events, last_type) VALUES ($1, 1, $2)
               ON CONFLICT (stream_id) DO UPDATE SET events = t.events + 1, last_type = $2`
            : `INSERT INTO ${schema}.${table} AS t (stream_id, events) VALUES ($1, 1)
               ON CONFLICT (stream_id) DO UPDATE SET events = t.events + 1`,
          withLastType ? [event.streamId, event.type] : [event.streamId],
        );
      }
      applied.push([...events]);
    },
  };
}

export async function readCounts(db: SqlClient, table = 'stream_counts'): Promise<Record<string, number>> {
  const { rows } = await db.query<{ stream_id: string; events: number }>(
    `SELECT stream_id, events FROM rm.${table} ORDER BY stream_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.stream_id, r.events]));
}
