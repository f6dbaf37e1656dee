import { Fragment, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './DataTable.module.css';
import { directionWords, nextSort, sortRows, type SortState } from './DataTableSort';

export interface DataColumn<Row> {
  /** stable id (also the sort key) */
  key: string;
  /** header text, abbreviations allowed ("PTS") */
  label: string;
  /** full meaning ("Points"): shown in the visible legend and as the header's <abbr title> */
  title?: string;
  /** figures 'right' */
  align?: 'left' | 'right' | 'center';
  /** `index` is the row's place in `rows` (the API's order), whatever order the table shows */
  cell: (row: Row, index: number) => ReactNode;
  /** when given, the header is a sort button (aria-sort) */
  sortValue?: (row: Row) => number | string;
  /** bold figures (PTS, TOT) */
  strong?: boolean;
  /** what the legend says of the column when it differs from `title` ("(W + ½ T) / GP") */
  legend?: string;
}

export interface DataTableProps<Row> {
  /** accessible name of the table and of its scroll region */
  caption: string;
  /** columns[0] = the row's identity (team, player, matchup): fixed at the left while the rest scroll */
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** a visible legend under the table: "PTS Points · GP Games played · ..." for every column with a title */
  legend?: boolean;
  /** data-testid of the <table> */
  testId?: string;
  /** data-testid of each body <tr> */
  rowTestId?: string;
  /** least width of the table before it scrolls (px); without it the table is as wide as its figures */
  minWidth?: number;
  /** shown in the body when there are no rows */
  emptyText?: ReactNode;
  /**
   * 2: columns[0] is a short lead (a rank) kept at the left with the identity, which is then
   * columns[1]; 1 (the default): columns[0] is the identity
   */
  stickyColumns?: 1 | 2;
  /**
   * On a phone, each row a card instead of a line: the first column its title, every other cell its
   * column's label before its value, two a line, empty ones left out; nothing to scroll sideways. For a
   * list whose every field a phone should show at once (a schedule).
   */
  phoneCards?: boolean;
}

/**
 * The site's one responsive table. The first column (who or what the row is) stays at the left while
 * the figures scroll sideways in a named, keyboard-reachable box; a shadow marks the stuck column once
 * scrolled and a fade at the right edge shows that more columns follow. Callers put the figures a
 * visitor came for right after the first column, so a phone shows them without scrolling.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  legend = false,
  testId,
  rowTestId,
  minWidth,
  emptyText,
  stickyColumns = 1,
  phoneCards = false,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const scrollBox = useScrollEdges(stickyColumns);
  const identity = stickyColumns - 1;
  const stickyClass = (columnIndex: number) =>
    columnIndex > identity
      ? undefined
      : `${classes.sticky} ${columnIndex === identity ? classes.edge : classes.lead}`;
  const legendId = useId();
  const legendItems = legend ? legendOf(columns) : [];
  const shown = sortRows(rows, columns, sort);
  const sortedColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;

  return (
    <div className={classes.root}>
      <div className={classes.frame} ref={scrollBox.frame}>
        <div
          className={classes.scroll}
          ref={scrollBox.scroll}
          role="region"
          aria-label={caption}
          tabIndex={0}
        >
          <table
            className={phoneCards ? `${classes.table} ${classes.cards}` : classes.table}
            data-testid={testId}
            aria-describedby={legendItems.length > 0 ? legendId : undefined}
            style={minWidth === undefined ? undefined : { minWidth }}
          >
            <caption className={classes.caption}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column, columnIndex) => {
                  const direction = sort?.key === column.key ? sort.direction : undefined;
                  const label = column.title ? (
                    <abbr title={column.title}>{column.label}</abbr>
                  ) : (
                    column.label
                  );
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={stickyClass(columnIndex)}
                      data-align={column.align}
                      aria-sort={
                        column.sortValue
                          ? direction === 'asc'
                            ? 'ascending'
                            : direction === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          className={classes.sortButton}
                          onClick={() => setSort((current) => nextSort(current, column))}
                        >
                          {label}
                          <span className={classes.arrow} aria-hidden="true">
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map(({ row, index }) => (
                <tr key={rowKey(row)} data-testid={rowTestId}>
                  {columns.map((column, columnIndex) =>
                    columnIndex === identity ? (
                      <th
                        key={column.key}
                        scope="row"
                        className={`${classes.identity} ${stickyClass(columnIndex)}`}
                        data-align={column.align}
                      >
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        className={stickyClass(columnIndex)}
                        data-label={phoneCards ? column.label : undefined}
                        data-align={column.align}
                        data-strong={column.strong || undefined}
                      >
                        {column.cell(row, index)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
              {rows.length === 0 && emptyText !== undefined && (
                <tr>
                  <td colSpan={columns.length} className={classes.empty}>
                    {emptyText}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
      <p className={classes.sortStatus} aria-live="polite">
        {sort && sortedColumn && (
          <>
            Sorted by {sortedColumn.title ?? sortedColumn.label},{' '}
            {directionWords(sort.direction, rows[0] && sortedColumn.sortValue?.(rows[0]))}.{' '}
            <button type="button" className={classes.resetButton} onClick={() => setSort(null)}>
              Original order
            </button>
          </>
        )}
      </p>
      {legendItems.length > 0 && <TableLegend items={legendItems} id={legendId} />}
    </div>
  );
}

/** A visible key to a table's abbreviations: "PTS Points · GP Games played · ...". */
export function TableLegend({
  items,
  id,
}: {
  items: ReadonlyArray<{ abbr: string; meaning: string }>;
  id?: string;
}) {
  return (
    <p className={classes.legend} id={id} data-testid="table-legend">
      {items.map((item, index) => (
        <Fragment key={item.abbr}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className={classes.legendItem}>
            <strong>{item.abbr}</strong> {item.meaning}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

/** The legend of every column with a title whose label abbreviates it. */
export function legendOf<Row>(columns: readonly DataColumn<Row>[]): Array<{ abbr: string; meaning: string }> {
  return columns.flatMap((column) =>
    column.title && column.title !== column.label
      ? [{ abbr: column.label, meaning: column.legend ?? column.title }]
      : [],
  );
}

/**
 * Marks the frame with data-scrolled (the box is scrolled away from its left edge) and data-more
 * (more columns at the right) as the visitor scrolls or the page resizes; set on the element, not
 * in state, so scrolling does not re-render the table. With a lead column, its width is where the
 * identity column sticks (--dt-lead-width).
 */
function useScrollEdges(stickyColumns: number) {
  const frame = useRef<HTMLDivElement>(null);
  const scroll = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = scroll.current;
    const marked = frame.current;
    if (!box || !marked) return;
    const update = () => {
      const scrolled = box.scrollLeft > 1;
      const more = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      marked.toggleAttribute('data-scrolled', scrolled);
      marked.toggleAttribute('data-more', more);
      const lead = stickyColumns > 1 ? box.querySelector('thead th') : null;
      if (lead) marked.style.setProperty('--dt-lead-width', `${lead.getBoundingClientRect().width}px`);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(box);
    const table = box.querySelector('table');
    if (table) resized?.observe(table);
    return () => {
      box.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [stickyColumns]);
  return { frame, scroll };
}
