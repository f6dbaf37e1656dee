import type { RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { BatchContext, Projection, ProjectionFold, TableRow } from './projection';
import {
  RECOMPUTE,
  WHOLE_TABLE,
  type DerivedTable,
  type RowChange,
  type RowHandlers,
  type SourceChange,
} from './rows';
import { insertRows, type Column } from './runner/bulk';
import { selectOne } from './runner/client';

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

/** The rows of a table that `where` holds (every row without one). */
interface RowsWanted {
  table: string;
  where?: string;
}

/** The condition that `column` holds one of `values` (none for WHOLE_TABLE), its values bound in `params`. */
function inValues(params: unknown[], column: Column, values: readonly string[]): string | undefined {
  if (values.includes(WHOLE_TABLE)) return undefined;
  params.push(values);
  return `${column.name} = ANY($${params.length}::${column.type}[])`;
}

/** A column as the JSON of a read gives it with the value a query gives (a numeric as text, not a number). */
const readable = ({ name, type }: Column) =>
  /^(?:numeric|bigint)/.test(type) ? `${name}::text AS ${name}` : name;

/**
 * The rows of several tables in one statement (one round trip, which on PGlite costs more than the read
 * itself): each table's rows as a JSON array, its values as a query would give them.
 */
async function readRows(
  db: SqlClient,
  wanted: readonly RowsWanted[],
  params: readonly unknown[],
): Promise<TableRow[][]> {
  const selects: string[] = [];
  for (const [index, { table, where }] of wanted.entries()) {
    const { columns } = await shapeOf(db, table);
    selects.push(
      `(SELECT coalesce(json_agg(r), '[]') FROM (SELECT ${columns.map(readable).join(', ')} FROM ${table}${where ? ` WHERE ${where}` : ''}) r) AS t${index}`,
    );
  }
  const { rows } = await selectOne<Record<string, TableRow[]>>(db, `SELECT ${selects.join(', ')}`, params);
  return wanted.map((_, index) => rows[0]![`t${index}`]!);
}

/**
 * A live batch: the rows its events touch read in one statement, the changes applied in memory in log
 * order, the rows that changed written back row by row (one delete of the rows it deleted and one upsert
 * of the others, per table: a game's new entry writes that entry, not its game's list), then the groups
 * of the derived tables that those rows belong to brought up to date.
 */
export async function applyRowChanges(
  tx: SqlClient,
  schema: string,
  changes: readonly RowChange[],
  derived: readonly DerivedTable[] = [],
  context?: BatchContext,
): Promise<void> {
  if (changes.length === 0) return;
  const touched = new Map<string, { group: boolean; keys: Set<string>; fresh: Set<string> }>();
  for (const change of changes) {
    const { table, key, group } = change;
    let entry = touched.get(table);
    if (!entry) touched.set(table, (entry = { group: group === true, keys: new Set(), fresh: new Set() }));
    // a row is new in the batch when its first change is its creation (RowChange's `fresh`)
    if (!entry.keys.has(key) && !change.group && change.fresh) entry.fresh.add(key);
    entry.keys.add(key);
  }
  // a change of a whole table is rare (a list of admins): such a table is read, and kept, whole only
  const kept = (keys: ReadonlySet<string>) => (keys.has(WHOLE_TABLE) ? undefined : context?.rows);
  const state = new RowState();
  const before = new Map<string, Map<string, Held>>();
  const tables: { name: string; table: string; column: Column }[] = [];
  const wanted: (RowsWanted & {
    found: Map<string, Held>;
    group: boolean;
    keys: Set<string>;
    column: Column;
  })[] = [];
  const params: unknown[] = [];
  for (const [name, { group, keys, fresh }] of touched) {
    const table = `${schema}.${name}`;
    const column = await keyColumn(tx, table, group);
    tables.push({ name, table, column });
    const found = new Map<string, Held>();
    before.set(name, found);
    // the keys the live runner keeps are not read again
    const missing = new Set<string>();
    for (const key of keys) {
      if (fresh.has(key)) continue;
      const cached = kept(keys)?.get(table, key);
      if (cached) found.set(key, cached.held);
      else missing.add(key);
    }
    if (missing.size > 0)
      wanted.push({
        found,
        group,
        keys: missing,
        table,
        column,
        where: inValues(params, column, [...missing]),
      });
  }
  const read = wanted.length > 0 ? await readRows(tx, wanted, params) : [];
  for (const [index, { found, group, keys, column }] of wanted.entries()) {
    for (const row of read[index]!) {
      const key = keys.has(WHOLE_TABLE) ? WHOLE_TABLE : String(row[column.name]);
      found.set(key, group ? [...rowsIn(found.get(key)), row] : row);
    }
    if (group) for (const key of keys) if (!found.has(key)) found.set(key, []);
  }
  for (const [name, { keys }] of touched) {
    const found = before.get(name)!;
    const held = state.table(name);
    for (const key of keys) held.set(key, found.get(key));
  }
  state.apply(changes);
  const writes: TableWrite[] = [];
  for (const { name, table, column } of tables) {
    const found = before.get(name)!;
    const { columns, key } = await shapeOf(tx, table);
    const write: TableWrite = { name, column, key, columns, changed: new Map(), rows: [] };
    const { keys, fresh } = touched.get(name)!;
    const cache = kept(keys);
    if (cache) {
      const left = [...state.table(name)];
      context!.afterCommit(() => left.forEach(([changeKey, held]) => cache.set(table, changeKey, held)));
    } else if (context?.rows) context.afterCommit(() => context.rows!.forget(table));
    for (const [changeKey, held] of state.table(name)) {
      const was = found.get(changeKey);
      if (held === was) continue;
      const diff = diffRows(rowsIn(was), rowsIn(held), key, columns);
      if (diff.length === 0) continue;
      write.changed.set(changeKey, { was: rowsIn(was), now: rowsIn(held) });
      write.rows.push(...(fresh.has(changeKey) ? diff.map((row) => ({ ...row, fresh: true })) : diff));
    }
    writes.push(write);
  }
  // the derived tables are read before anything is written: the batch's writes stay queued, sent with
  // the next statement that reads
  const recomputed = [];
  for (const derive of derived) recomputed.push(await recompute(tx, schema, derive, writes, context));
  for (const write of writes) await writeRows(tx, schema, write);
  for (const derivedWrite of recomputed) if (derivedWrite) await derivedWrite();
}

/**
 * A row a batch changed: as it was (none: added) and as it is after the batch (none: deleted); `fresh`
 * for a row the batch created without reading (RowChange's `fresh`).
 */
interface RowDiff {
  was?: TableRow;
  now?: TableRow;
  fresh?: boolean;
}

/**
 * What a live batch changed in one table: by change key, the rows it held and holds (a group's whole
 * list); and row by row, by primary key, the rows that differ, the only ones written.
 */
interface TableWrite {
  name: string;
  column: Column;
  key: readonly Column[];
  columns: readonly Column[];
  changed: Map<string, { was: readonly TableRow[]; now: readonly TableRow[] }>;
  rows: RowDiff[];
}

/** The same value as a column holds it: null and a missing value alike, a document by its JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

const primaryKeyOf = (row: TableRow, key: readonly Column[]) =>
  key.map(({ name }) => String(row[name])).join(SEPARATOR);

/**
 * The rows of `now` that `was` does not hold as they are, matched by primary key: added, changed and
 * deleted. A row written the same is left alone, so a game's new entry writes that entry, not its game's
 * whole list.
 */
function diffRows(
  was: readonly TableRow[],
  now: readonly TableRow[],
  key: readonly Column[],
  columns: readonly Column[],
): RowDiff[] {
  const before = new Map(was.map((row) => [primaryKeyOf(row, key), row]));
  const diff: RowDiff[] = [];
  for (const row of now) {
    const id = primaryKeyOf(row, key);
    const old = before.get(id);
    before.delete(id);
    if (old === row || (old && columns.every(({ name }) => sameValue(old[name], row[name])))) continue;
    diff.push(old ? { was: old, now: row } : { now: row });
  }
  for (const old of before.values()) diff.push({ was: old });
  return diff;
}

/** The condition that the columns `key` hold the values of one of `rows`, bound in `params`. */
function keyCondition(key: readonly Column[], rows: readonly TableRow[], params: unknown[]): string {
  const arrays = key.map(({ name, type }) => {
    params.push(rows.map((row) => String(row[name])));
    return `$${params.length}::${type}[]`;
  });
  return key.length === 1
    ? `${key[0]!.name} = ANY(${arrays[0]})`
    : `(${key.map(({ name }) => name).join(', ')}) IN (SELECT * FROM unnest(${arrays.join(', ')}))`;
}

/**
 * The rows a batch changed in one table: those it deleted by primary key, then the others upserted; a
 * row it created without reading is inserted where no row has its key.
 */
async function writeRows(tx: SqlClient, schema: string, { name, key, columns, rows }: TableWrite) {
  const table = `${schema}.${name}`;
  const deleted = rows.flatMap(({ was, now }) => (now === undefined && was ? [was] : []));
  if (deleted.length > 0) {
    const params: unknown[] = [];
    await tx.query(`DELETE FROM ${table} WHERE ${keyCondition(key, deleted, params)}`, params);
  }
  const keyNames = new Set(key.map((column) => column.name));
  const set = columns
    .filter((c) => !keyNames.has(c.name))
    .map((c) => `${c.name} = excluded.${c.name}`)
    .join(', ');
  const conflict = `ON CONFLICT (${[...keyNames].join(', ')}) DO`;
  await insertRows(
    tx,
    table,
    rows.flatMap(({ now, fresh }) => (now && !fresh ? [now] : [])),
    { columns, onConflict: `${conflict} ${set ? `UPDATE SET ${set}` : 'NOTHING'}` },
  );
  await insertRows(
    tx,
    table,
    rows.flatMap(({ now, fresh }) => (now && fresh ? [now] : [])),
    { columns, onConflict: `${conflict} NOTHING` },
  );
}

/** Between the values of a group's key: no key column holds it (uuids, ids). */
const SEPARATOR = '\u001f';

/** The key of the group whose columns `columns` of `row` hold, undefined when one holds a null. */
function groupKey(row: TableRow, columns: readonly string[]): string | undefined {
  let key = '';
  for (const [index, column] of columns.entries()) {
    const value = row[column];
    if (value === null || value === undefined) return undefined;
    key += index === 0 ? String(value) : SEPARATOR + String(value);
  }
  return key;
}

/** The keys of the groups a source row belongs to: one per list of its columns, each once. */
function groupKeys(row: TableRow, alternatives: readonly (readonly string[])[]): string[] {
  const keys: string[] = [];
  for (const columns of alternatives) {
    const key = groupKey(row, columns);
    if (key !== undefined && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** A group of a derived table that a batch touched: its key's values, and its source rows that changed. */
interface TouchedGroup {
  values: readonly unknown[];
  changed: SourceChange[];
}

/**
 * The groups of a derived table that the batch's changed source rows belong to (as they were, and as
 * they are), each with those rows; a row that does not count, before or after, left out.
 */
function touchedGroups(derive: DerivedTable, bySource: ReadonlyMap<string, TableWrite>) {
  const groups = new Map<string, TouchedGroup>();
  const counted = (table: string, row: TableRow | undefined) =>
    row !== undefined && (!derive.counts || derive.counts(table, row)) ? row : undefined;
  for (const [table, alternatives] of Object.entries(derive.from))
    for (const diff of bySource.get(table)?.rows ?? []) {
      const was = counted(table, diff.was);
      const now = counted(table, diff.now);
      const keysOf = (row: TableRow | undefined) => (row ? groupKeys(row, alternatives) : []);
      const wasIn = keysOf(was);
      const nowIn = keysOf(now);
      for (const key of new Set([...wasIn, ...nowIn])) {
        let group = groups.get(key);
        if (!group) {
          const row = wasIn.includes(key) ? was! : now!;
          const columns = alternatives.find((names) => groupKey(row, names) === key)!;
          groups.set(key, (group = { values: columns.map((column) => row[column]), changed: [] }));
        }
        group.changed.push({
          table,
          ...(wasIn.includes(key) ? { was } : {}),
          ...(nowIn.includes(key) ? { now } : {}),
        });
      }
    }
  return groups;
}

/**
 * The groups of a derived table that the changed rows of its sources belong to, brought up to date:
 * by its `update` from the group's row as it is and the rows that changed, or computed again from
 * those groups' source rows as the batch leaves them (read as they were, with the batch's rows in place
 * of those it changed); and for a ranked table the ranks of the wider groups around them. Answers the
 * write of the derived rows that changed, or nothing when the batch changed no source that counts.
 */
async function recompute(
  tx: SqlClient,
  schema: string,
  derive: DerivedTable,
  writes: readonly TableWrite[],
  context?: BatchContext,
): Promise<(() => Promise<void>) | undefined> {
  const bySource = new Map(writes.map((write) => [write.name, write]));
  const groups = touchedGroups(derive, bySource);
  if (groups.size === 0) return undefined;
  const target = `${schema}.${derive.table}`;
  const { columns, key } = await shapeOf(tx, target);
  const { rank, update } = derive;
  const params: unknown[] = [];
  // the groups' keys are bound once, when a condition names them
  let bound: ((names: readonly string[]) => string) | undefined;
  const inGroups = (names: readonly string[]) =>
    (bound ??= groupCondition(
      derive,
      columns,
      params,
      [...groups.values()].map((group) => group.values),
    ))(names);
  // the derived rows as they are, by the key they are kept by: the wider groups' for a ranked table
  // (its ranks), else the groups'
  const positions = rank ? rank.within.map((column) => derive.by.indexOf(column)) : [];
  const keptBy = new Map<string, readonly unknown[]>();
  for (const [group, { values }] of groups) {
    if (!rank) keptBy.set(group, values);
    else {
      const wider = positions.map((at) => values[at]);
      keptBy.set(wider.map(String).join(SEPARATOR), wider);
    }
  }
  const cache = context?.rows;
  const current: TableRow[] = [];
  const missing: (readonly unknown[])[] = [];
  for (const [at, values] of keptBy) {
    const cached = cache?.get(target, at);
    if (cached) current.push(...rowsIn(cached.held));
    else missing.push(values);
  }
  const sourcesWanted = (inSome: (names: readonly string[]) => string): RowsWanted[] =>
    Object.entries(derive.from).map(([table, alternatives]) => ({
      table: `${schema}.${table}`,
      where: alternatives.map((names) => `(${inSome(names)})`).join(' OR '),
    }));
  const wanted: RowsWanted[] = [];
  if (missing.length > 0) {
    const by = rank ? rank.within : derive.by;
    wanted.push({ table: target, where: groupCondition({ by }, columns, params, missing)(by) });
  }
  // with an update, the sources are read only for the groups it cannot tell
  if (!update) wanted.push(...sourcesWanted(inGroups));
  const read = wanted.length > 0 ? await readRows(tx, wanted, params) : [];
  if (missing.length > 0) current.push(...read.shift()!);
  const groupOf = (row: TableRow) => groupKey(row, derive.by) ?? '';
  const rows: TableRow[] = [];
  let recomputing = new Set(groups.keys());
  if (update) {
    recomputing = new Set();
    const before = new Map(current.map((row) => [groupOf(row), row]));
    for (const [group, { changed }] of groups) {
      const after = update(before.get(group), changed);
      if (after === RECOMPUTE) recomputing.add(group);
      else if (after) rows.push(after);
    }
    if (recomputing.size > 0) {
      const again: unknown[] = [];
      const inRecomputed = groupCondition(
        derive,
        columns,
        again,
        [...recomputing].map((k) => groups.get(k)!.values),
      );
      read.push(...(await readRows(tx, sourcesWanted(inRecomputed), again)));
    }
  }
  if (recomputing.size > 0) {
    const sources = Object.fromEntries(
      Object.keys(derive.from).map((table, index) => {
        const write = bySource.get(table);
        if (!write) return [table, read[index]!];
        const changeKey = (row: TableRow) =>
          write.changed.has(WHOLE_TABLE) ? WHOLE_TABLE : String(row[write.column.name]);
        const kept = read[index]!.filter((row) => !write.changed.has(changeKey(row)));
        return [table, [...kept, ...[...write.changed.values()].flatMap((held) => held.now)]];
      }),
    );
    rows.push(...groupRows(derive, sources, recomputing));
  }
  // the other rows of the wider groups keep their figures; those whose rank moves are written again
  const after = rank ? ranked(rank, [...current.filter((row) => !groups.has(groupOf(row))), ...rows]) : rows;
  if (cache) {
    const byKept = new Map<string, TableRow[]>([...keptBy.keys()].map((at) => [at, []]));
    const keptOf = (row: TableRow) =>
      rank ? rank.within.map((column) => String(row[column])).join(SEPARATOR) : groupOf(row);
    for (const row of after) byKept.get(keptOf(row))?.push(row);
    context!.afterCommit(() => {
      for (const [at, held] of byKept) cache.set(target, at, held);
    });
  }
  const diff = diffRows(current, after, key, columns);
  if (diff.length === 0) return undefined;
  return () =>
    writeRows(tx, schema, {
      name: derive.table,
      column: key[0]!,
      key,
      columns,
      changed: new Map(),
      rows: diff,
    });
}

/**
 * The condition that a table's columns (in the order of `by`) hold the key of one of `groups`, their
 * values bound in `params` once, whatever the columns a source names them by.
 */
function groupCondition(
  { by }: Pick<DerivedTable, 'by'>,
  columns: readonly Column[],
  params: unknown[],
  groups: readonly (readonly unknown[])[],
): (names: readonly string[]) => string {
  const arrays = by.map((name, index) => {
    const { type } = columns.find((column) => column.name === name)!;
    params.push(groups.map((values) => String(values[index])));
    return `$${params.length}::${type}[]`;
  });
  return (names) =>
    names.length === 1
      ? `${names[0]} = ANY(${arrays[0]})`
      : `(${names.join(', ')}) IN (SELECT * FROM unnest(${arrays.join(', ')}))`;
}

/** The rows of the groups of a derived table (of those in `only`, when given) from the rows of its sources. */
function groupRows(
  derive: DerivedTable,
  sources: Readonly<Record<string, readonly TableRow[]>>,
  only?: ReadonlySet<string>,
): TableRow[] {
  const tables = Object.keys(derive.from);
  const groups = new Map<string, Record<string, TableRow[]>>();
  for (const table of tables) {
    const alternatives = derive.from[table]!;
    for (const row of sources[table] ?? [])
      for (const key of groupKeys(row, alternatives)) {
        if (only && !only.has(key)) continue;
        let entry = groups.get(key);
        if (!entry) groups.set(key, (entry = Object.fromEntries(tables.map((t) => [t, []]))));
        entry[table]!.push(row);
      }
  }
  const rows: TableRow[] = [];
  for (const group of groups.values()) for (const row of derive.rows(group)) rows.push(row);
  return rows;
}

/** The rows with their rank within their wider group, in order; a row whose rank stays is the same object. */
function ranked(rank: NonNullable<DerivedTable['rank']>, rows: readonly TableRow[]): TableRow[] {
  const wider = new Map<string, TableRow[]>();
  for (const row of rows) {
    const key = rank.within.map((column) => String(row[column])).join(SEPARATOR);
    let list = wider.get(key);
    if (!list) wider.set(key, (list = []));
    list.push(row);
  }
  const out: TableRow[] = [];
  for (const list of wider.values())
    for (const [index, row] of list.sort(rank.order).entries())
      out.push(Number(row[rank.column]) === index + 1 ? row : { ...row, [rank.column]: index + 1 });
  return out;
}

/** Every row of a derived table from the whole of its sources (a rebuild's). */
function derivedRows(derive: DerivedTable, sources: Readonly<Record<string, readonly TableRow[]>>) {
  const rows = groupRows(derive, sources);
  return derive.rank ? ranked(derive.rank, rows) : rows;
}

/** What defineProjection makes of row handlers: its live apply and its rebuild's fold. */
export function rowProjection<E extends { type: string }>(
  tables: readonly string[],
  on: RowHandlers<E>,
  derived: readonly DerivedTable[] = [],
): Pick<Projection, 'handles' | 'apply'> & { fold(): ProjectionFold } {
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
    apply: (tx, schema, events, context) => applyRowChanges(tx, schema, changesOf(events), derived, context),
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
                Object.fromEntries(Object.keys(derive.from).map((table) => [table, state.rowsOf(table)])),
              ),
            ]),
          ),
        }),
      };
    },
  };
}
