import type { RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/**
 * A read model. Its tables live in a schema of their own per build (rm_<name>_g<generation>), and readers
 * see each table through the view rm.<table>, which the runner repoints in one transaction when a rebuild
 * is complete (blue-green): readers never see an empty or half-built table.
 */
export interface Projection {
  /** unique, lowercase letters, digits and underscores: 'venues' */
  readonly name: string;
  /** bump when tables or handling change: the runner rebuilds (blue-green) at start */
  readonly version: number;
  /** table names it owns, exposed as views rm.<table> */
  readonly tables: readonly string[];
  /** the event types it reads; the checkpoint still moves past every other event */
  readonly handles: readonly string[];
  /** creates its tables (and indexes) in `schema`, which exists and is empty */
  setup(db: SqlClient, schema: string): Promise<void>;
  /** applies `events` in order inside the runner's transaction; tables are `${schema}.<table>` */
  apply(
    tx: SqlClient,
    schema: string,
    events: readonly RecordedEvent[],
    context?: BatchContext,
  ): Promise<void>;
  /**
   * A rebuild from the start of the log in memory, where the read model allows it: a fresh fold per
   * rebuild. Without it a rebuild applies each batch through apply(), as the live build does.
   */
  readonly fold?: () => ProjectionFold;
}

/** A row as written in bulk: every column of its table by name (JSON-compatible values). */
export type TableRow = Record<string, unknown>;

/**
 * A projection's tables built in memory from the whole log: the runner hands it every handled event in
 * log order, then writes its final rows once, in bulk, into the new generation's empty tables just before
 * the blue-green switch. The rows must be exactly those apply() leaves for the same events (a test holds
 * each fold to it).
 */
export interface ProjectionFold {
  apply(events: readonly RecordedEvent[]): void;
  /** the final rows of each table (all of `tables`, an empty list for an empty one) */
  rows(): Record<string, readonly TableRow[]>;
}

/** What a projection's batch may use beyond its transaction. */
export interface BatchContext {
  /** rows the live runner keeps between its batches, where it is their only writer (embedded, PGlite) */
  readonly rows?: RowCache;
  /** runs `done` once the batch's transaction has committed (never when it rolls back) */
  afterCommit(done: () => void): void;
}

/**
 * Rows of a projection's tables as its last committed batch left them, by table (schema-qualified) and
 * the key a batch reads them by: a row (none: known not to exist) or a list (a group). A projection
 * written as row changes reads only the keys it does not find here, and tells it what each batch leaves,
 * once committed. Bounded: the least recently used keys are dropped.
 */
export interface RowCache {
  /** what `key` of `table` holds, or undefined when it is not kept */
  get(table: string, key: string): { held: TableRow | readonly TableRow[] | undefined } | undefined;
  set(table: string, key: string, held: TableRow | readonly TableRow[] | undefined): void;
  /** drops every key of `table` (a batch changed it whole) */
  forget(table: string): void;
}
