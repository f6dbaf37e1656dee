import type { RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { ProjectionFold, TableRow } from './projection';
import { WHOLE_TABLE, type DerivedTable, type RowChange, type RowHandlers } from './rows';
import { insertRows, type Column } from './runner/bulk';

/**
 * How row changes (`./rows.ts`) are applied: live, as SQL over the rows a batch touches; in a rebuild, to
 * tables held in memory whose final rows are written once, in bulk. The same changes in the same order
 * give the same rows both ways (projectors/src/folds.int.test.ts and every projection's specification
 * hold each read model to it).
 */

type RowHandler = (event: RecordedEvent) => readonly RowChange[];

type Held = TableRow | readonly TableRow[] | undefined;

/** Rows held in memory by table and key: a rebuild's whole tables, or the rows one live batch touches. */
class RowState {
  readonly tables = new Map<string, Map<string, Held>>();

  table(name: string): Map<string, Held> {
    let rows = this.tables.get(name);
    if (!rows) this.tables.set(name, (rows = new Map()));
    return rows;
  }

  apply(changes: readonly RowChange[]): void {
    for (const c of changes) {
      const rows = this.table(c.table);
      const held = rows.get(c.key);
      if (c.group) rows.set(c.key, c.evolve((held as readonly TableRow[] | undefined) ?? []));
      else rows.set(c.key, c.evolve(held as TableRow | undefined));
    }
  }

  /** Every row of a table. */
  rowsOf(table: string): TableRow[] {
    return [...this.table(table).values()].flatMap((held) => (held === undefined ? [] : held));
  }
}

const rowsIn = (held: Held): readonly TableRow[] =>
  held === undefined ? [] : Array.isArray(held) ? held : [held as TableRow];

/** A table's columns and its primary key's columns in order, as the catalog has them (read once per table). */
interface TableShape {
  columns: Column[];
  key: Column[];
}

const shapes = new Map<string, Promise<TableShape>>();

async function readShape(db: SqlClient, table: string): Promise<TableShape> {
  const { rows: columns } = await db.query<Column & { position: number | null }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            (SELECT array_position(i.indkey::int2[], a.attnum) FROM pg_index i
              WHERE i.indrelid = a.attrelid AND i.indisprimary) AS position
       FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [table],
  );
  const key = columns
    .filter((column) => column.position !== null)
    .sort((a, b) => a.position! - b.position!)
    .map(({ name, type }) => ({ name, type }));
  return { columns: columns.map(({ name, type }) => ({ name, type })), key };
}

function shapeOf(db: SqlClient, table: string): Promise<TableShape> {
  let shape = shapes.get(table);
  if (!shape) {
    shape = readShape(db, table);
    shapes.set(table, shape);
    shape.catch(() => shapes.delete(table));
  }
  return shape;
}

/** The column a change's key names: the primary key, or the first of its columns for a group. */
async function keyColumn(db: SqlClient, table: string, group: boolean): Promise<Column> {
  const { key } = await shapeOf(db, table);
  if (key.length === 0 || (!group && key.length > 1))
    throw new Error(`${table}: a row change needs a primary key of one column, a group change a primary key`);
  return key[0]!;
}

/** The rows of a table whose `column` holds one of `values` (every row for WHOLE_TABLE). */
interface RowsWanted {
  table: string;
  column: Column;
  values: readonly string[];
}

/** A column as the JSON of a read gives it with the value a query gives (a numeric as text, not a number). */
const readable = ({ name, type }: Column) =>
  /^(?:numeric|bigint)/.test(type) ? `${name}::text AS ${name}` : name;

/**
 * The rows of several tables in one statement (one round trip, which on PGlite costs more than the read
 * itself): each table's rows as a JSON array, its values as a query would give them.
 */
async function readRows(db: SqlClient, wanted: readonly RowsWanted[]): Promise<TableRow[][]> {
  const params: unknown[] = [];
  const selects: string[] = [];
  for (const [index, { table, column, values }] of wanted.entries()) {
    const { columns } = await shapeOf(db, table);
    let where = '';
    if (!values.includes(WHOLE_TABLE)) {
      params.push(values);
      where = ` WHERE ${column.name} = ANY($${params.length}::${column.type}[])`;
    }
    selects.push(
      `(SELECT coalesce(json_agg(r), '[]') FROM (SELECT ${columns.map(readable).join(', ')} FROM ${table}${where}) r) AS t${index}`,
    );
  }
  const { rows } = await db.query<Record<string, TableRow[]>>(`SELECT ${selects.join(', ')}`, params);
  return wanted.map((_, index) => rows[0]![`t${index}`]!);
}

/**
 * A live batch: the rows its events touch read in one statement, the changes applied in
 * memory in log order, the rows that changed written back (one upsert or delete and insert, and one
 * delete, per table), then the groups of the derived tables that those rows belong to recomputed.
 */
export async function applyRowChanges(
  tx: SqlClient,
  schema: string,
  changes: readonly RowChange[],
  derived: readonly DerivedTable[] = [],
): Promise<void> {
  if (changes.length === 0) return;
  const touched = new Map<string, { group: boolean; keys: Set<string> }>();
  for (const { table, key, group } of changes) {
    let entry = touched.get(table);
    if (!entry) touched.set(table, (entry = { group: group === true, keys: new Set() }));
    entry.keys.add(key);
  }
  const state = new RowState();
  const before = new Map<string, Map<string, Held>>();
  const wanted: (RowsWanted & { name: string; group: boolean; keys: Set<string> })[] = [];
  for (const [name, { group, keys }] of touched) {
    const table = `${schema}.${name}`;
    wanted.push({ name, group, keys, table, column: await keyColumn(tx, table, group), values: [...keys] });
  }
  const read = await readRows(tx, wanted);
  for (const [index, { name, group, keys, column }] of wanted.entries()) {
    const found = new Map<string, Held>();
    for (const row of read[index]!) {
      const key = keys.has(WHOLE_TABLE) ? WHOLE_TABLE : String(row[column.name]);
      found.set(key, group ? [...rowsIn(found.get(key)), row] : row);
    }
    if (group) for (const key of keys) if (!found.has(key)) found.set(key, []);
    before.set(name, found);
    const held = state.table(name);
    for (const key of keys) held.set(key, found.get(key));
  }
  state.apply(changes);
  const writes: TableWrite[] = [];
  for (const { name, group, column } of wanted) {
    const found = before.get(name)!;
    const write: TableWrite = { name, group, column, changed: new Map(), cleared: [] };
    for (const [key, held] of state.table(name)) {
      const was = found.get(key);
      if (held === was) continue;
      write.changed.set(key, { was: rowsIn(was), now: rowsIn(held) });
      if (group || held === undefined) write.cleared.push(key);
    }
    writes.push(write);
  }
  // the derived tables are read before anything is written: the batch's writes stay queued, sent with
  // the next statement that reads
  const recomputed = [];
  for (const derive of derived) recomputed.push(await recompute(tx, schema, derive, writes));
  for (const write of writes) await writeRows(tx, schema, write);
  for (const derivedWrite of recomputed) if (derivedWrite) await derivedWrite();
}

/** What a live batch changed in one table: by key, the rows it held and holds; the keys to delete first. */
interface TableWrite {
  name: string;
  group: boolean;
  column: Column;
  changed: Map<string, { was: readonly TableRow[]; now: readonly TableRow[] }>;
  cleared: string[];
}

async function writeRows(
  tx: SqlClient,
  schema: string,
  { name, group, column, changed, cleared }: TableWrite,
) {
  const table = `${schema}.${name}`;
  const { columns } = await shapeOf(tx, table);
  if (cleared.includes(WHOLE_TABLE)) await tx.query(`DELETE FROM ${table}`);
  else if (cleared.length > 0)
    await tx.query(`DELETE FROM ${table} WHERE ${column.name} = ANY($1::${column.type}[])`, [cleared]);
  const set = columns
    .filter((c) => c.name !== column.name)
    .map((c) => `${c.name} = excluded.${c.name}`)
    .join(', ');
  await insertRows(
    tx,
    table,
    [...changed.values()].flatMap(({ now }) => now),
    {
      columns,
      onConflict: group ? '' : `ON CONFLICT (${column.name}) DO ${set ? `UPDATE SET ${set}` : 'NOTHING'}`,
    },
  );
}

/**
 * The groups of a derived table that the changed rows of its sources belong to, computed again from the
 * sources as the batch leaves them (read as they were, with the batch's rows in place of those it
 * changed): the write of their new rows, or nothing when the batch changed no source.
 */
async function recompute(
  tx: SqlClient,
  schema: string,
  derive: DerivedTable,
  writes: readonly TableWrite[],
): Promise<(() => Promise<void>) | undefined> {
  const bySource = new Map(writes.map((write) => [write.name, write]));
  const groups = new Set<string>();
  for (const table of derive.from)
    for (const { was, now } of bySource.get(table)?.changed.values() ?? [])
      for (const row of [...was, ...now]) groups.add(String(row[derive.by]));
  if (groups.size === 0) return undefined;
  const target = `${schema}.${derive.table}`;
  const { columns } = await shapeOf(tx, target);
  const by = columns.find((column) => column.name === derive.by)!;
  const read = await readRows(
    tx,
    derive.from.map((table) => ({ table: `${schema}.${table}`, column: by, values: [...groups] })),
  );
  const sources = derive.from.map((table, index) => {
    const write = bySource.get(table);
    if (!write) return read[index]!;
    const key = (row: TableRow) =>
      write.changed.has(WHOLE_TABLE) ? WHOLE_TABLE : String(row[write.column.name]);
    const kept = read[index]!.filter((row) => !write.changed.has(key(row)));
    const now = [...write.changed.values()].flatMap((rows) => rows.now);
    return [...kept, ...now.filter((row) => groups.has(String(row[derive.by])))];
  });
  const rows = derivedRows(derive, sources);
  return async () => {
    await tx.query(`DELETE FROM ${target} WHERE ${by.name} = ANY($1::${by.type}[])`, [[...groups]]);
    await insertRows(tx, target, rows, { columns });
  };
}

/** Every group of a derived table from the rows of its sources (each list in the order of `from`). */
function derivedRows(derive: DerivedTable, sources: readonly (readonly TableRow[])[]): TableRow[] {
  const groups = new Map<string, Record<string, TableRow[]>>();
  sources.forEach((rows, index) => {
    const table = derive.from[index]!;
    for (const row of rows) {
      const group = String(row[derive.by]);
      let entry = groups.get(group);
      if (!entry) groups.set(group, (entry = Object.fromEntries(derive.from.map((t) => [t, []]))));
      entry[table]!.push(row);
    }
  });
  return [...groups.values()].flatMap((group) => [...derive.rows(group)]);
}

/** What defineProjection makes of row handlers: its live apply and its rebuild's fold. */
export function rowProjection<E extends { type: string }>(
  tables: readonly string[],
  on: RowHandlers<E>,
  derived: readonly DerivedTable[] = [],
): {
  handles: string[];
  apply(tx: SqlClient, schema: string, events: readonly RecordedEvent[]): Promise<void>;
  fold(): ProjectionFold;
} {
  const handlers = new Map(
    Object.entries(on as Record<string, RowHandler | 'ignored'>).filter(
      (entry): entry is [string, RowHandler] => entry[1] !== 'ignored',
    ),
  );
  const changesOf = (events: readonly RecordedEvent[]) => {
    const changes: RowChange[] = [];
    for (const event of events) {
      const handler = handlers.get(event.type);
      if (handler) changes.push(...handler(event));
    }
    return changes;
  };
  const derivedTables = new Set(derived.map((derive) => derive.table));
  return {
    handles: [...handlers.keys()],
    apply: (tx, schema, events) => applyRowChanges(tx, schema, changesOf(events), derived),
    fold() {
      const state = new RowState();
      return {
        apply(events) {
          for (const event of events) {
            const handler = handlers.get(event.type);
            if (handler) state.apply(handler(event));
          }
        },
        rows: () => ({
          ...Object.fromEntries(
            tables.filter((table) => !derivedTables.has(table)).map((table) => [table, state.rowsOf(table)]),
          ),
          ...Object.fromEntries(
            derived.map((derive) => [
              derive.table,
              derivedRows(
                derive,
                derive.from.map((table) => state.rowsOf(table)),
              ),
            ]),
          ),
        }),
      };
    },
  };
}
