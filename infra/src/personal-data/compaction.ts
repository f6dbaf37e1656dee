import type { SqlClient } from '../sql';

/**
 * Erasure on disk (docs/personal-data.md). Deleting a key row or overwriting a read-model row leaves
 * the old bytes behind: in the table's file until its page is rewritten, and in the write-ahead log
 * until its segment is removed. After an erasure, `compactAfterErasure` rewrites every table that can
 * hold a person's key or a clear copy of their data, then moves the log past everything written before:
 *
 * 1. `VACUUM FULL` of every table but the event log (whose personal fields are sealed), so each table
 *    is written anew from its live rows only and the old file is unlinked at the next checkpoint;
 * 2. `ANALYZE` of the same tables and `VACUUM FULL pg_statistic`, whose sampled column values could
 *    hold an erased address;
 * 3. `CHECKPOINT`, `pg_switch_wal()`, `CHECKPOINT`: the segments holding the old rows are then older
 *    than the checkpoint's redo point and removed (PGlite runs with `wal_recycle=off`, so they are
 *    deleted instead of renamed to become a later segment with the old bytes inside).
 *
 * On a PostgreSQL server each step needs its privilege (table owner, `pg_checkpoint`, superuser for
 * `pg_statistic` and `pg_switch_wal`); a step refused is reported, not fatal: the rows are erased
 * either way, and docs/personal-data.md says what a server's own archives and backups keep.
 */
export interface CompactionReport {
  /** the tables written anew */
  tables: number;
  /** the steps the database refused (a server without the privilege), with its message */
  refused: Array<{ step: string; message: string }>;
  ms: number;
}

/** Tables kept as they are: the event log, append-only, whose personal fields are sealed. */
const UNTOUCHED_TABLES = new Set(['es.events']);

async function userTables(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'm')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1, 2`,
  );
  return rows
    .filter((row) => !UNTOUCHED_TABLES.has(`${row.schema}.${row.name}`))
    .map((row) => `"${row.schema.replaceAll('"', '""')}"."${row.name.replaceAll('"', '""')}"`);
}

/** Rewrites the tables and the log after an erasure (see above). Never inside a transaction. */
export async function compactAfterErasure(db: SqlClient): Promise<CompactionReport> {
  const started = performance.now();
  const refused: CompactionReport['refused'] = [];
  const step = async (name: string, sql: string) => {
    try {
      await db.exec(sql);
    } catch (error) {
      refused.push({ step: name, message: error instanceof Error ? error.message : String(error) });
    }
  };
  const tables = await userTables(db);
  // one table at a time: a table the role does not own is refused alone, the others are still rewritten
  for (const table of tables) await step(`VACUUM FULL ${table}`, `VACUUM FULL ${table}`);
  if (tables.length > 0) await step('ANALYZE', `ANALYZE ${tables.join(', ')}`);
  await step('VACUUM FULL pg_statistic', 'VACUUM FULL pg_catalog.pg_statistic');
  await step('CHECKPOINT', 'CHECKPOINT');
  await step('pg_switch_wal', 'SELECT pg_switch_wal()');
  await step('CHECKPOINT', 'CHECKPOINT');
  return { tables: tables.length, refused, ms: Math.round(performance.now() - started) };
}
