import { Table, type MantineStyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import { EditDeleteActions } from './EditDeleteActions';
import classes from './stackedTable.module.css';

/** One column of an admin list: its header and what each row shows in it. */
export interface EntityColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** 700 for the column that names the row */
  fw?: number;
  style?: MantineStyleProp;
}

/**
 * How the table fits a screen. On a phone every layout turns each row into a card of "label: value"
 * lines with the row's buttons at its foot (stackedTable.module.css), so nothing needs sideways
 * scrolling. Wider: 'stacked' and 'plain' are the table as it is ('stacked' with more room between
 * rows); `{ minWidth }` keeps the columns and scrolls them sideways in their own box below that width.
 */
export type EntityTableLayout = 'stacked' | 'plain' | { minWidth: number };

interface EntityTableProps<Row> {
  rows: readonly Row[];
  columns: readonly EntityColumn<Row>[];
  rowKey: (row: Row) => string;
  /** data-testid of each row */
  rowTestId: string;
  layout: EntityTableLayout;
  striped?: boolean;
  /** EDIT (a link to this address) and DELETE at the end of each row */
  editTo?: (row: Row) => string;
  onDelete?: (row: Row) => void;
  /** other buttons at the end of each row (instead of EDIT and DELETE) */
  actions?: (row: Row) => ReactNode;
  /** the buttons' cell aligns its content to the right */
  actionsAlignRight?: boolean;
}

/**
 * The admin lists' table: a header per column, a row per item (named by `rowTestId`), and the row's
 * buttons in a last, unnamed column; a card per item on a phone.
 */
export function EntityTable<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  layout,
  striped,
  editTo,
  onDelete,
  actions,
  actionsAlignRight = false,
}: EntityTableProps<Row>) {
  const stacked = layout === 'stacked';
  const rowActions =
    actions ??
    (editTo && onDelete
      ? (row: Row) => <EditDeleteActions editTo={editTo(row)} onDelete={() => onDelete(row)} />
      : undefined);
  const table = (
    <Table
      withTableBorder
      {...(striped ? { striped } : {})}
      bg="white"
      className={classes.stacked}
      {...(stacked ? { verticalSpacing: 'sm' } : {})}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label}>{column.label}</Table.Th>
          ))}
          {rowActions && <Table.Th aria-label="Actions" />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((column) => (
              <Table.Td key={column.label} data-label={column.label} fw={column.fw} style={column.style}>
                {column.cell(row)}
              </Table.Td>
            ))}
            {rowActions && (
              <Table.Td {...(actionsAlignRight ? { ta: 'right' as const } : {})}>{rowActions(row)}</Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return typeof layout === 'object' ? (
    <Table.ScrollContainer minWidth={layout.minWidth} data-stacks-on-phone>
      {table}
    </Table.ScrollContainer>
  ) : (
    table
  );
}
