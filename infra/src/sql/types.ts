/**
 * One SQL interface over PGlite (embedded) and a `pg` Pool (PostgreSQL server), so the event store,
 * migrations, projections and the query API run unchanged on both.
 * Parameters are always bound ($1, $2 …). Write SQL that returns plain JSON-able values: cast
 * bigint/xid8 columns to text (`::text`) where the caller needs them, since the two drivers differ.
 */
export interface SqlClient {
  readonly kind: 'pglite' | 'pg';
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: Row[] }>;
  /** Several statements, no parameters (migrations, DDL). */
  exec(script: string): Promise<void>;
  /**
   * PGlite only: one statement without parameters (values inlined as literals) through the simple query
   * protocol, answering its rows. On PGlite a bound query costs a parse, bind and describe round more,
   * which on a one-row INSERT … RETURNING is most of its cost.
   */
  simpleQuery?<Row = Record<string, unknown>>(text: string): Promise<{ rows: Row[] }>;
  /**
   * PGlite only: `COPY <table> (<columns>)` from `data`, in COPY's text format: the cheapest way to fill a
   * table with many rows there. `table` and `columns` are written into the statement as they are given
   * (quoted where they need it).
   */
  copyFrom?(table: string, columns: readonly string[], data: string): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection; commits when it resolves, rolls back when it throws.
   * Inside, use only the `tx` it is given. Nested calls on a `tx` run inside the same transaction.
   */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /**
   * A connection of its own for as long as `work` runs (session-level advisory locks, LISTEN).
   * On PGlite, which has a single connection, this is the client itself.
   */
  withConnection<T>(work: (connection: SqlClient) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface QueryOptions {
  /**
   * A prepared statement's name, one per statement text (the hot reads): on a PostgreSQL server each
   * connection parses and plans it once and then only binds and executes it. PGlite's query API has no
   * named statements, so there it only labels the query.
   */
  name?: string;
}
