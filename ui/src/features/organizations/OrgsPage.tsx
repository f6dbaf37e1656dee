import { Button, Container, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { allOrgsQuery, useRemoveOrg } from './api';
import type { Organization } from './schemas';

/** /admin/orgs: Org Name, Address, edit, delete (after 'Are you sure?') and a link to add one. */
export function OrgsPage() {
  const orgs = useQuery(allOrgsQuery());
  const removeOrg = useRemoveOrg();
  const [toDelete, setToDelete] = useState<Organization | null>(null);
  const loadError = useQueryErrorMessage(orgs, 'Something went wrong with loading the organizations');

  const confirmDelete = () => {
    if (!toDelete) return;
    removeOrg.mutate(toDelete._id, {
      // The spec swallows delete failures (the list reloads either way); keep a trace for support.
      onError: (failure) => console.error('Removing the organization failed:', failure),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toDelete !== null}
        description={toDelete ? `Delete the organization ${toDelete.orgName}?` : undefined}
        busy={removeOrg.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <PageTitle>Organizations</PageTitle>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to="/admin/org/new" color="red">
          Add a New Organization
        </Button>
      </Group>
      {orgs.isPending && <Spinner />}
      {orgs.isSuccess &&
        (orgs.data.length === 0 ? (
          <Text ta="center">No organizations yet.</Text>
        ) : (
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
                {orgs.data.map((org) => (
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
                        <Button size="xs" color="red" variant="light" onClick={() => setToDelete(org)}>
                          DELETE
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Container>
  );
}
