import { Table } from '@mantine/core';
import { EditDeleteActions } from '../../shared/ui/EditDeleteActions';
import type { Organization } from '../../shared/content/organizations/schemas';

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
                <EditDeleteActions
                  editTo={`/admin/${encodeURIComponent(org._id)}/updateOrg`}
                  onDelete={() => onDelete(org)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
