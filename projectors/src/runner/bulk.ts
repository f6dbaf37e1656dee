import type { SqlClient } from '@league/infra/sql';
import type { TableRow } from '../projection';

/** Rows per statement: large enough that statements are few, small enough to keep each one modest. */
const ROWS_PER_STATEMENT = 5_000;

/** A column of a table written in bulk, with its type as PostgreSQL names it ('uuid', 'numeric(4,3)'). */
export interface Column {
  name: string;
  type: string;
}

/** The columns of `table` in order, from the catalog. */
async function columnsOf(db: SqlClient, table: string): Promise<Column[]> {
  const { rows } = await db.query<Column>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    [table],
  );
  if (rows.length === 0) throw new Error(`No columns found for ${table}`);
  return rows;
}

/** A value as the text PostgreSQL reads for its column's type (what a bound parameter would send). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) throw new Error('Array values are not written in bulk');
  return JSON.stringify(value);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

const isJson = (column: Column) => column.type === 'json' || column.type === 'jsonb';

/** A value as a parameter of its column: its text, a document as its JSON (none, or JSON null: NULL). */
function parameterOf(column: Column, value: unknown): string | null {
  if (!isJson(column)) return asText(value);
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * Up to this many rows, a write lists each row's values (INSERT … VALUES): planning the unnest of text
 * arrays costs more than twice a one-row VALUES on PGlite, which is what a live batch mostly writes.
 */
const LISTED_ROWS = 16;

/**
 * Inserts rows into `table` (schema-qualified) with multi-row INSERT statements. A few rows are listed as
 * VALUES, each value a parameter cast to its column's type; more come in chunks, each statement carrying
 * its chunk as one text array per column, unnested and cast to the columns' own types, and a JSON column's
 * values as one JSON array instead (documents in a text array cost the most to escape and parse), joined
 * by row number. Either way values are read exactly as the parameters of a single-row INSERT would be;
 * about as cheap as COPY on PGlite and the server alike. A row names every column by name; one it leaves
 * out is NULL, not the column's default. Without `columns`, the table's come from the catalog (one
 * statement more).
 */
export async function insertRows(
  db: SqlClient,
  table: string,
  rows: readonly TableRow[],
  options: { columns?: readonly Column[]; onConflict?: string } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = options.columns ?? (await columnsOf(db, table));
  const names = columns.map((c) => quoted(c.name)).join(', ');
  if (rows.length <= LISTED_ROWS) {
    const params: unknown[] = [];
    const values = rows.map((row) => {
      const listed = columns.map((column) => {
        params.push(parameterOf(column, row[column.name]));
        return `$${params.length}::${column.type}`;
      });
      return `(${listed.join(', ')})`;
    });
    await db.query(
      `INSERT INTO ${table} (${names}) VALUES ${values.join(', ')} ${options.onConflict ?? ''}`,
      params,
    );
    return;
  }
  const scalars = columns.filter((c) => !isJson(c));
  const documents = columns.filter(isJson);
  if (scalars.length === 0) throw new Error(`Table ${table} has only JSON columns: not written in bulk`);
  const alias = (column: Column) => `c${columns.indexOf(column)}`;
  const select = columns.map((column) => {
    const a = alias(column);
    // a JSON null is the column's NULL (json has no equality, so no NULLIF)
    return isJson(column)
      ? `CASE WHEN ${column.type}_typeof(${a}.value) = 'null' THEN NULL ELSE ${a}.value END`
      : `u.${a}::${column.type}`;
  });
  const joins = documents.map((column, i) => {
    const a = alias(column);
    return ` JOIN ${column.type}_array_elements($${scalars.length + i + 1}::${column.type}) WITH ORDINALITY AS ${a}(value, n) ON ${a}.n = u.n`;
  });
  const text =
    `INSERT INTO ${table} (${names}) SELECT ${select.join(', ')} ` +
    `FROM unnest(${scalars.map((_, i) => `$${i + 1}::text[]`).join(', ')}) WITH ORDINALITY AS u(${scalars.map(alias).join(', ')}, n)` +
    `${joins.join('')} ${options.onConflict ?? ''}`;
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
    await db.query(text, [
      ...scalars.map((column) => chunk.map((row) => asText(row[column.name]))),
      ...documents.map((column) => JSON.stringify(chunk.map((row) => row[column.name] ?? null))),
    ]);
  }
}

const COPY_ESCAPED = /[\\\t\n\r]/;
const COPY_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/**
 * How a column's values are written as fields of COPY's text format: the text parameterOf gives,
 * escaped, or \N for NULL (a number or a boolean of a column that is not JSON as it is: it has nothing
 * to escape).
 */
function copyFieldOf(column: Column): (value: unknown) => string {
  const json = isJson(column);
  return (value) => {
    if (value === null || value === undefined) return '\\N';
    if (!json && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
    const text = parameterOf(column, value)!;
    return COPY_ESCAPED.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
  };
}

/**
 * About this many fields per COPY statement: a statement's text stays small (about 1 MB for the games'
 * history), so it is built, encoded and handed over without the collector's work on large strings.
 * Loading a 1M-event log's tables into empty copies, three rounds each in one process: the 424,700
 * history rows in 13.3-14.4 s at 1,000,000 fields, 9.6-10.3 s at 10,000; the 1,023,000 player lines in
 * 7.5-11.1 s, 6.1-7.2 s and 5.3-6.3 s at 5,000.
 */
const COPY_CHUNK_FIELDS = 5_000;

/**
 * Writes rows with COPY (PGlite's copyFrom): each value as the text a parameter of its column would send
 * (parameterOf), so the rows are exactly those insertRows writes, at a fraction of its cost. Each line
 * is built from its fields, and the lines joined once per statement. A statement is sent before the one
 * before it has answered (at most one waits): where the database works in a thread of its own
 * (`npm run rebuild`'s PGlite), it copies while this thread builds the next lines.
 */
async function copyRows(
  copyFrom: NonNullable<SqlClient['copyFrom']>,
  table: string,
  rows: readonly TableRow[],
  columns: readonly Column[],
): Promise<void> {
  const names = columns.map((c) => quoted(c.name));
  const fields = columns.map((column) => ({ name: column.name, field: copyFieldOf(column) }));
  const last = fields.length - 1;
  const rowsPerStatement = Math.max(1, Math.floor(COPY_CHUNK_FIELDS / fields.length));
  let lines: string[] = [];
  let copying: Promise<void> | null = null;
  const send = async () => {
    const data = lines.join('');
    lines = [];
    await copying;
    copying = copyFrom(table, names, data);
    // a failure is the next await's; until then it is not left unhandled
    copying.catch(() => undefined);
  };
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < last; i++) line += fields[i]!.field(row[fields[i]!.name]) + '\t';
    lines.push(line + fields[last]!.field(row[fields[last]!.name]) + '\n');
    if (lines.length >= rowsPerStatement) await send();
  }
  if (lines.length > 0) await send();
  await copying;
}

/**
 * Fills an empty table with `rows` and builds its indexes after: an index built over the finished table
 * is sorted once, where one kept up row by row costs a random insert per row. The primary key and other
 * constraints and every index are dropped, the rows written, and each one recreated from its own
 * definition, all inside the caller's transaction (a rollback leaves the table as it was). The table is
 * truncated first, which gives it new files in this transaction: where the database keeps only the
 * write-ahead log it needs for crash recovery (`npm run rebuild`'s PGlite, PGLITE_BATCH_SETTINGS), rows
 * written into such files are not logged a second time.
 */
export async function loadEmptyTable(db: SqlClient, table: string, rows: readonly TableRow[]): Promise<void> {
  if (rows.length === 0) return;
  const { rows: constraints } = await db.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype IN ('p', 'u') ORDER BY conname`,
    [table],
  );
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
    [table],
  );
  const schema = table.slice(0, table.indexOf('.'));
  const drops = [
    ...indexes.map((index) => `DROP INDEX ${schema}.${quoted(index.name)}`),
    ...constraints.map((constraint) => `ALTER TABLE ${table} DROP CONSTRAINT ${quoted(constraint.name)}`),
  ];
  if (drops.length > 0) await db.exec(drops.join(';\n'));
  await db.exec(`TRUNCATE ${table}`);
  if (db.copyFrom) await copyRows(db.copyFrom, table, rows, await columnsOf(db, table));
  else await insertRows(db, table, rows);
  const creates = [
    ...constraints.map((c) => `ALTER TABLE ${table} ADD CONSTRAINT ${quoted(c.name)} ${c.definition}`),
    ...indexes.map((index) => index.definition),
  ];
  if (creates.length > 0) await db.exec(creates.join(';\n'));
}
