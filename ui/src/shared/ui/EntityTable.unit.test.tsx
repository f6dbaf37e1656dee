import { Table } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { routedMarkup, stubWindowAt } from '../testing/routedMarkup';
import { EditDeleteActions } from './EditDeleteActions';
import { EntityTable, type EntityColumn } from './EntityTable';
import classes from './stackedTable.module.css';

interface Venue {
  venueId: string;
  name: string;
  address: string;
}
const venues: Venue[] = [
  { venueId: 'v1', name: 'Lakeview Rink', address: '1 Lake Rd' },
  { venueId: 'v2', name: 'Hill Arena', address: '2 Hill St' },
];
const columns: EntityColumn<Venue>[] = [
  { label: 'Name', cell: (venue) => venue.name, fw: 700 },
  { label: 'Address', cell: (venue) => venue.address, style: { whiteSpace: 'nowrap' } },
];
const editTo = (venue: Venue) => `/admin/updateVenue/${venue.venueId}`;

const render = routedMarkup;

describe('EntityTable', () => {
  stubWindowAt('/admin');

  it('stacked: the stacked class, a data-label per cell, EDIT and DELETE in an unnamed last column', () => {
    const onDelete = vi.fn();
    expect(
      render(
        <EntityTable
          rows={venues}
          columns={columns}
          rowKey={(venue) => venue.venueId}
          rowTestId="venue-row"
          layout="stacked"
          editTo={editTo}
          onDelete={onDelete}
        />,
      ),
    ).toBe(
      render(
        <Table withTableBorder bg="white" className={classes.stacked} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {venues.map((venue) => (
              <Table.Tr key={venue.venueId} data-testid="venue-row">
                <Table.Td data-label="Name" fw={700}>
                  {venue.name}
                </Table.Td>
                <Table.Td data-label="Address" style={{ whiteSpace: 'nowrap' }}>
                  {venue.address}
                </Table.Td>
                <Table.Td>
                  <EditDeleteActions editTo={editTo(venue)} onDelete={() => onDelete(venue)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>,
      ),
    );
  });

  it('scrolling: the columns kept in a scroll container that stops scrolling on a phone, where the rows are cards; no actions column without actions', () => {
    expect(
      render(
        <EntityTable
          rows={venues}
          columns={columns}
          rowKey={(venue) => venue.venueId}
          rowTestId="venue-row"
          layout={{ minWidth: 520 }}
          striped
        />,
      ),
    ).toBe(
      render(
        <Table.ScrollContainer minWidth={520} data-stacks-on-phone>
          <Table withTableBorder striped bg="white" className={classes.stacked}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Address</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {venues.map((venue) => (
                <Table.Tr key={venue.venueId} data-testid="venue-row">
                  <Table.Td data-label="Name" fw={700}>
                    {venue.name}
                  </Table.Td>
                  <Table.Td data-label="Address" style={{ whiteSpace: 'nowrap' }}>
                    {venue.address}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>,
      ),
    );
  });

  it('plain: cards on a phone too, other buttons in the last column, aligned right when asked', () => {
    const html = render(
      <EntityTable
        rows={venues}
        columns={columns}
        rowKey={(venue) => venue.venueId}
        rowTestId="venue-row"
        layout="plain"
        actions={(venue) => <button type="button">Move {venue.name}</button>}
        actionsAlignRight
      />,
    );
    expect(html).not.toContain('mantine-ScrollArea');
    expect(html).toContain(`class="${classes.stacked}`);
    expect(html.match(/data-label=/g)).toHaveLength(4);
    expect(html.match(/aria-label="Actions"/g)).toHaveLength(1);
    expect(html).toMatch(/<td [^>]*style="text-align:right"[^>]*><button type="button">Move Lakeview Rink/);
  });
});
