import type { EventMetadata } from '@league/contracts';
import type { SqlClient } from '../sql/types';

/**
 * Moving a whole log from one PostgreSQL event store to another (`npm run export` / `npm run import`,
 * README "Moving a league"): every event as it was recorded, with its stream version and time. Its global
 * position is not kept: the target numbers the events anew, in the order given, which is the log's order.
 */
export interface TransferredEvent {
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  /** ISO 8601 in UTC, to the microsecond */
  recordedAt: string;
}

interface TransferRow {
  txid: string;
  position: string;
  stream_id: string;
  stream_version: string | number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: string;
}

/**
 * The log in its order (docs/architecture.md: (transaction_id, global_position)), page by page, up to
 * the head readable when the walk starts: appends made meanwhile are left for the next export, and an
 * event is never skipped for a writer that commits late (the head is below the oldest running one).
 */
export async function* readLogForTransfer(
  db: SqlClient,
  pageSize = 2_000,
): AsyncGenerator<TransferredEvent[]> {
  // aliases unlike the columns: ORDER BY would otherwise sort the text (postgres.ts, EVENT_COLUMNS)
  const { rows: heads } = await db.query<{ txid: string; position: string }>(
    `SELECT transaction_id::text AS txid, global_position::text AS position FROM es.events
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const head = heads[0];
  if (!head) return;
  let after = { txid: '0', position: '0' };
  for (;;) {
    const { rows } = await db.query<TransferRow>(
      `SELECT transaction_id::text AS txid, global_position::text AS position, stream_id,
              stream_version, type, data, metadata,
              to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at
         FROM es.events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND (transaction_id, global_position) <= ($3::text::xid8, $4::bigint)
        ORDER BY transaction_id, global_position
        LIMIT $5`,
      [after.txid, after.position, head.txid, head.position, pageSize],
    );
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map((row) => ({
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      recordedAt: row.recorded_at,
    }));
    after = { txid: last.txid, position: last.position };
  }
}

/**
 * Records events with the stream versions and times they carry (an import into an empty store), in the
 * order given; their ids are their metadata's eventId, as in an append. Run it inside the import's
 * transaction: the unique (stream_id, stream_version) and event_id refuse a version or an id given twice,
 * and `streamVersionGap` the streams that do not start at 0 or skip a version.
 */
export async function insertTransferredEvents(
  tx: SqlClient,
  events: readonly TransferredEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // ORDER BY keeps the sequence (global_position) in the order given, as es.append_events does
  await tx.query(
    `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata, recorded_at)
     SELECT (e->'metadata'->>'eventId')::uuid, e->>'streamId', (e->>'streamVersion')::bigint, e->>'type',
            coalesce(e->'data', 'null'::jsonb), e->'metadata', (e->>'recordedAt')::timestamptz
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS b(e, n)
      ORDER BY b.n`,
    [JSON.stringify(events)],
  );
}

/** A stream whose versions are not 0, 1, 2 … (its id), or null when every stream's are. */
export async function streamVersionGap(db: SqlClient): Promise<string | null> {
  const { rows } = await db.query<{ stream_id: string }>(
    `SELECT stream_id FROM es.events GROUP BY stream_id
      HAVING min(stream_version) <> 0 OR max(stream_version) <> count(*) - 1 LIMIT 1`,
  );
  return rows[0]?.stream_id ?? null;
}
