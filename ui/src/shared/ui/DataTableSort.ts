/**
 * The sorting rules of the site's DataTable, plain functions so they are tested without a browser.
 * A sortable header cycles: its first direction (figures highest first, words A to Z), the other
 * direction, then back to the rows' own order (the API's ranking).
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface SortableColumn<Row> {
  key: string;
  align?: 'left' | 'right' | 'center';
  sortValue?: (row: Row) => number | string;
}

/** Figures (right or centre aligned) sort highest first on the first click, words A to Z. */
export const firstDirection = (column: Pick<SortableColumn<never>, 'align'>): SortDirection =>
  column.align === 'right' || column.align === 'center' ? 'desc' : 'asc';

/** The order after a click on `column`'s header; null is the rows' own order. */
export function nextSort(
  current: SortState | null,
  column: Pick<SortableColumn<never>, 'key' | 'align'>,
): SortState | null {
  const first = firstDirection(column);
  if (!current || current.key !== column.key) return { key: column.key, direction: first };
  if (current.direction === first) return { key: column.key, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
}

/**
 * Made at the first sort by words, not as the module loads: a browser's first Intl.Collator loads its
 * language's collation data, 25–70 ms in Chromium on a desktop, on the way of every page with a table.
 */
let collator: Intl.Collator | undefined;

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the given order, each with its index in `rows` (so a rank stays the API's ranking).
 * Equal values keep the rows' own order in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: SortState | null,
): Array<{ row: Row; index: number }> {
  const indexed = rows.map((row, index) => ({ row, index }));
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const sortValue = column?.sortValue;
  if (!sort || !sortValue) return indexed;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const values = indexed.map(({ row }) => sortValue(row));
  return indexed
    .slice()
    .sort((a, b) => sign * compareValues(values[a.index]!, values[b.index]!) || a.index - b.index);
}

/** The words of the sort status line: "highest first" for figures, "A to Z" for words. */
export function directionWords(direction: SortDirection, sample: number | string | undefined): string {
  if (typeof sample === 'number') return direction === 'desc' ? 'highest first' : 'lowest first';
  return direction === 'asc' ? 'A to Z' : 'Z to A';
}
