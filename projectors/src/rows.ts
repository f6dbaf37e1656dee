import type { RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { ProjectionFold, TableRow } from './projection';
import { insertRows, type Column } from './runner/bulk';

/**
 * A read model written once (docs/architecture.md, "A projection"): its handlers are pure functions from
 * an event to the rows it changes, each change a function from the row as it is (undefined: none) to
 * the row after the event (undefined: deleted). The live runner reads the rows a batch touches in one
 * statement per table, applies the changes in memory and writes the rows that changed back in one
 * statement per table; a rebuild applies the same changes to rows held in memory from the start of the
 * log and writes the final rows once, in bulk. Both hold the same rows, by construction.
 */

/** One row of `table` an event changes: the row with primary key `key`, from what it is to what it becomes. */
export interface RowChange {
  readonly table: string;
  readonly key: string;
  readonly evolve: (row: TableRow | undefined) => TableRow | undefined;
}

/** The change of the row `key` of `table` (typed by the table's row). */
export function change<Row extends TableRow>(
  table: string,
  key: string,
  evolve: (row: Row | undefined) => Row | undefined,
): RowChange {
  return { table, key, evolve: evolve as RowChange['evolve'] };
}

/** A row with the stream version of the last event that changed it: every change is guarded by it. */
export interface VersionedRow extends TableRow {
  version: number;
}

/** The row written whole where none is, its `set` columns over an older version (INSERT … ON CONFLICT DO UPDATE … WHERE version <). */
export function putNewer<Row extends VersionedRow>(row: Row | undefined, whole: Row, set: Partial<Row>): Row {
  if (!row) return whole;
  return row.version < whole.version ? { ...row, ...set, version: whole.version } : row;
}

/** The row's `set` columns and version, only over an older version (UPDATE … WHERE version <); none stays none. */
export function setNewer<Row extends VersionedRow>(
  row: Row | undefined,
  set: Partial<Row>,
  version: number,
): Row | undefined {
  return row && row.version < version ? { ...row, ...set, version } : row;
}

/** The row's `set` columns, when there is a row (UPDATE without a version). */
export function setColumns<Row extends TableRow>(row: Row | undefined, set: Partial<Row>): Row | undefined {
  return row && { ...row, ...set };
}

/** The handlers of a projection written as row changes, by event type ('ignored': left aside on purpose). */
export type RowHandlers<E extends { type: string }> = {
  [T in E['type']]: ((event: RecordedEvent & Extract<E, { type: T }>) => readonly RowChange[]) | 'ignored';
};

type RowHandler = (event: RecordedEvent) => readonly RowChange[];

/** Rows held in memory by table and key: a rebuild's whole tables, or the rows one live batch touches. */
class RowState {
  readonly tables = new Map<string, Map<string, TableRow | undefined>>();

  table(name: string): Map<string, TableRow | undefined> {
    let rows = this.tables.get(name);
    if (!rows) this.tables.set(name, (rows = new Map()));
    return rows;
  }

  apply(changes: readonly RowChange[]): void {
    for (const { table, key, evolve } of changes) {
      const rows = this.table(table);
      rows.set(key, evolve(rows.get(key)));
    }
  }
}

/** A table's columns and its one-column primary key, as the catalog has them (read once per table). */
interface TableShape {
  columns: Column[];
  key: Column;
}

const shapes = new Map<string, Promise<TableShape>>();

async function readShape(db: SqlClient, table: string): Promise<TableShape> {
  const { rows: columns } = await db.query<Column & { key: boolean }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisprimary
                      AND a.attnum = ANY(i.indkey)) AS key
       FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [table],
  );
  const keys = columns.filter((column) => column.key);
  if (keys.length !== 1) throw new Error(`${table} needs a primary key of one column to be written as rows`);
  return { columns: columns.map(({ name, type }) => ({ name, type })), key: keys[0]! };
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

/**
 * A live batch: the rows its events touch read in one statement per table, the changes applied in
 * memory in log order, and the rows that changed written back (one upsert and one delete per table).
 */
export async function applyRowChanges(
  tx: SqlClient,
  schema: string,
  changes: readonly RowChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const touched = new Map<string, Set<string>>();
  for (const { table, key } of changes) {
    let keys = touched.get(table);
    if (!keys) touched.set(table, (keys = new Set()));
    keys.add(key);
  }
  const state = new RowState();
  const before = new Map<string, Map<string, TableRow>>();
  for (const [table, keys] of touched) {
    const { key } = await shapeOf(tx, `${schema}.${table}`);
    const { rows } = await tx.query<TableRow>(
      `SELECT * FROM ${schema}.${table} WHERE ${key.name} = ANY($1::${key.type}[])`,
      [[...keys]],
    );
    const found = new Map(rows.map((row) => [String(row[key.name]), row]));
    before.set(table, found);
    const held = state.table(table);
    for (const k of keys) held.set(k, found.get(k));
  }
  state.apply(changes);
  for (const [table, rows] of state.tables) {
    const { columns, key } = await shapeOf(tx, `${schema}.${table}`);
    const found = before.get(table)!;
    const written: TableRow[] = [];
    const deleted: string[] = [];
    for (const [k, row] of rows) {
      if (row === found.get(k)) continue;
      if (row) written.push(row);
      else if (found.has(k)) deleted.push(k);
    }
    if (deleted.length > 0)
      await tx.query(`DELETE FROM ${schema}.${table} WHERE ${key.name} = ANY($1::${key.type}[])`, [deleted]);
    const others = columns.filter((column) => column.name !== key.name);
    const set = others.map((column) => `${column.name} = excluded.${column.name}`).join(', ');
    await insertRows(tx, `${schema}.${table}`, written, {
      columns,
      onConflict: `ON CONFLICT (${key.name}) DO ${set ? `UPDATE SET ${set}` : 'NOTHING'}`,
    });
  }
}

/** What defineProjection makes of row handlers: its live apply and its rebuild's fold. */
export function rowProjection<E extends { type: string }>(
  tables: readonly string[],
  on: RowHandlers<E>,
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
  const changesOf = (events: readonly RecordedEvent[]) =>
    events.flatMap((event) => handlers.get(event.type)?.(event) ?? []);
  return {
    handles: [...handlers.keys()],
    apply: (tx, schema, events) => applyRowChanges(tx, schema, changesOf(events)),
    fold() {
      const state = new RowState();
      return {
        apply: (events) => state.apply(changesOf(events)),
        rows: () =>
          Object.fromEntries(
            tables.map((table) => [
              table,
              [...state.table(table).values()].filter((row): row is TableRow => row !== undefined),
            ]),
          ),
      };
    },
  };
}
