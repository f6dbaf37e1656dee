import { Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Organization } from './schemas';

/** Org Name, Address, EDIT and DELETE per organization. */
export function OrgsTable({
  orgs,
  onDelete,
}: {
  orgs: Organization[];
  onDelete: (org: Organization) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder bg="white">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Org Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orgs.map((org) => (
            <Table.Tr key={org._id} data-testid="org-row">
              <Table.Td fw={700}>{org.orgName}</Table.Td>
              <Table.Td>{org.orgAddress}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/admin/${encodeURIComponent(org._id)}/updateOrg`}
                    size="xs"
                    variant="light"
                  >
                    EDIT
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => onDelete(org)}>
                    DELETE
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
