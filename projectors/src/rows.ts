import type { RecordedEvent } from '@league/contracts';
import type { TableRow } from './projection';

/**
 * A read model written once (docs/architecture.md, "A projection"): its handlers are pure functions from
 * an event to the rows it changes, each change a function from the row as it is (undefined: none) to
 * the row after the event (undefined: deleted). The live runner reads the rows a batch touches in one
 * statement per table, applies the changes in memory and writes the rows that changed back in one
 * statement per table; a rebuild applies the same changes to rows held in memory from the start of the
 * log and writes the final rows once, in bulk (`./row-projection.ts`). Both hold the same rows, by
 * construction.
 */

/**
 * What an event changes in one table: the row with primary key `key`, from what it is to what it
 * becomes; or, for a table whose key has several columns (`group`), every row whose first key column is
 * `key`, all of them at once (a game's lines: a correction replaces them).
 */
export type RowChange =
  | {
      readonly table: string;
      readonly key: string;
      readonly group?: false;
      readonly evolve: (row: TableRow | undefined) => TableRow | undefined;
      /**
       * The row is new with this change: its event is the first of the only stream whose events write
       * the row (stream version 0, a creation), so no row has its key before it. A live batch does not
       * read it, and inserts it leaving a row already there as it is (what `putNewer` does over a row of
       * version 0 or later).
       */
      readonly fresh?: boolean;
    }
  | {
      readonly table: string;
      readonly key: string;
      readonly group: true;
      readonly evolve: (rows: readonly TableRow[]) => readonly TableRow[];
    };

/** The change of the row `key` of `table` (typed by the table's row). */
export function change<Row extends TableRow>(
  table: string,
  key: string,
  evolve: (row: Row | undefined) => Row | undefined,
  options: { fresh?: boolean } = {},
): RowChange {
  return {
    table,
    key,
    evolve: evolve as (row: TableRow | undefined) => TableRow | undefined,
    ...(options.fresh ? { fresh: true } : {}),
  };
}

/** The change of the rows of `table` whose first key column is `key` (typed by the table's row). */
export function changeGroup<Row extends TableRow>(
  table: string,
  key: string,
  evolve: (rows: readonly Row[]) => readonly Row[],
): RowChange {
  return { table, key, group: true, evolve: evolve as (rows: readonly TableRow[]) => readonly TableRow[] };
}

/** The key of a group change that holds every row of its table (a short list: the admins in order). */
export const WHOLE_TABLE = '*';

/** The change of every row of a small table at once. */
export function changeTable<Row extends TableRow>(
  table: string,
  evolve: (rows: readonly Row[]) => readonly Row[],
): RowChange {
  return changeGroup<Row>(table, WHOLE_TABLE, evolve);
}

/**
 * One row and a group of rows that change together, from what they are to what they become (a game's
 * result and its lines: the lines follow the result the game holds).
 */
export function changeWithGroup<Row extends TableRow, GroupRow extends TableRow>(
  row: { table: string; key: string },
  group: { table: string; key: string },
  evolve: (row: Row | undefined, rows: readonly GroupRow[]) => [Row | undefined, readonly GroupRow[]],
): RowChange[] {
  // the row is read, the group evolved with it, then the row written: three changes applied in order
  let current: Row | undefined;
  let next: Row | undefined;
  return [
    change<Row>(row.table, row.key, (found) => (current = found)),
    changeGroup<GroupRow>(group.table, group.key, (rows) => {
      const [after, groupAfter] = evolve(current, rows);
      next = after;
      return groupAfter;
    }),
    change<Row>(row.table, row.key, () => next),
  ];
}

/**
 * A table computed from others, group by group: its rows whose columns `by` hold a group's key are
 * `rows(sources)`, where `sources` holds, for each table of `from`, its rows whose columns (listed in the
 * order of `by`) hold that key; a source row may belong to several groups (a game: its home team's and
 * its visitor's), one list of columns each, and a key with a null belongs to no group. The groups are
 * as narrow as the data allows (a roster player's statistics in a league, a team's standings row), so a
 * batch recomputes only the groups of the rows it changed in `from` (their keys before and after), from
 * those groups' rows alone, and costs the same in a league of any size; a rebuild computes every group
 * once, at the end. `rank` numbers the rows within a wider group (a league's table), in `order`: a batch
 * reads the other rows of the wider groups it touched and writes those whose rank moved.
 */
export interface DerivedTable {
  readonly table: string;
  readonly by: readonly string[];
  readonly from: Readonly<Record<string, readonly (readonly string[])[]>>;
  readonly rows: (sources: Readonly<Record<string, readonly TableRow[]>>) => readonly TableRow[];
  readonly rank?: {
    readonly column: string;
    readonly within: readonly string[];
    readonly order: (a: TableRow, b: TableRow) => number;
  };
  /**
   * Whether a source row counts in the derived rows (`rows` leaves the others aside, as a game that is
   * not played yet, or the entries of a sheet whose game does not count): a batch that changes only rows
   * that count neither before nor after it touches no group.
   */
  readonly counts?: (table: string, row: TableRow) => boolean;
  /**
   * For a table with one row per group (`by` its primary key): the group's row after a batch from its
   * row before (none: no row) and the source rows of the group that the batch changed (those that count;
   * each as it was in the group and as it is, none where it was not or is no longer), without reading
   * the group's other source rows, so a result costs the same however many games its teams and players
   * have played; RECOMPUTE where it cannot tell (the group is then computed again from its sources).
   * It must give the row `rows` gives (the projection's specification holds it to the rebuild's).
   */
  readonly update?: (
    row: TableRow | undefined,
    changed: readonly SourceChange[],
  ) => TableRow | undefined | typeof RECOMPUTE;
}

/** A source row of a derived table's group that a batch changed: as it was and as it is (none: not in the group). */
export interface SourceChange {
  readonly table: string;
  readonly was?: TableRow;
  readonly now?: TableRow;
}

/** What a derived table's `update` answers when the group must be computed again from its sources. */
export const RECOMPUTE = Symbol('recompute');

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
