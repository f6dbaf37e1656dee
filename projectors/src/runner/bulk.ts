import type { SqlClient } from '@league/infra/sql';
import type { TableRow } from '../projection';

/** Rows per statement: large enough that statements are few, small enough to keep each document modest. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts rows into `table` (schema-qualified) with multi-row INSERT statements: each statement carries a
 * chunk of rows as one JSON document that PostgreSQL turns into rows of the table's own type
 * (json_populate_recordset), so the values are typed by the table's columns exactly as parameters of a
 * single-row INSERT would be. A row names every column; a missing one is NULL, not the column's default.
 */
export async function insertRows(
  db: SqlClient,
  table: string,
  rows: readonly TableRow[],
  onConflict = '',
): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
    await db.query(
      `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json) ${onConflict}`,
      [JSON.stringify(chunk)],
    );
  }
}
