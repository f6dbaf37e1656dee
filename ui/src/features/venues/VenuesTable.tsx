import { Table } from '@mantine/core';
import { EditDeleteActions } from '../../shared/ui/EditDeleteActions';
import type { Venue } from '../../shared/admin/venueSchemas';

interface VenuesTableProps {
  venues: Venue[];
  onDelete: (venue: Venue) => void;
}

export function VenuesTable({ venues, onDelete }: VenuesTableProps) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder bg="white">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Venue Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {venues.map((venue) => (
            <Table.Tr key={venue._id} data-testid="venue-row">
              <Table.Td fw={700}>{venue.venueName}</Table.Td>
              <Table.Td>{venue.venueAddress}</Table.Td>
              <Table.Td>
                <EditDeleteActions
                  editTo={`/admin/updateVenue/${encodeURIComponent(venue._id)}`}
                  onDelete={() => onDelete(venue)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
