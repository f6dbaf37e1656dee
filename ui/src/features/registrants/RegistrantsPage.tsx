import { ERASED_TEXT, formatDate } from '@league/contracts';
import { Button, Container, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { EditDeleteActions } from '../../shared/ui/EditDeleteActions';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { EmailDialog } from '../../shared/admin/mail/EmailDialog';
import { registrantsQuery, useEraseRegistrantPersonalData, useRemoveRegistrant } from './api';
import type { Registrant } from './schemas';

const fullName = (registrant: Registrant) =>
  [registrant.firstName, registrant.middleInitial, registrant.lastName].filter(Boolean).join(' ');

/** /admin/{leagueNameAndDesc}: the players registered for a tournament, e-mail, edit and delete. */
export function RegistrantsPage() {
  const { leagueNameAndDesc = '' } = useParams();
  const registrants = useQuery(registrantsQuery(leagueNameAndDesc));
  const removeRegistrant = useRemoveRegistrant();
  const loadError = useQueryErrorMessage(registrants, 'Something went wrong with loading the registrants');
  const [toDelete, setToDelete] = useState<Registrant | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [toErase, setToErase] = useState<Registrant | null>(null);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const eraseRegistrant = useEraseRegistrantPersonalData();
  // an erased registrant's addresses read (erased): nobody to write to
  const addresses = (registrants.data ?? []).flatMap((registrant) =>
    [registrant.email, registrant.email2].filter((email) => email && email !== ERASED_TEXT),
  );

  const confirmErase = () => {
    if (!toErase) return;
    eraseRegistrant.mutate(toErase._id, {
      onError: (failure) => setEraseError(failure instanceof Error ? failure.message : String(failure)),
      onSettled: () => setToErase(null),
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removeRegistrant.mutate(toDelete._id, {
      // The spec swallows delete failures (the list reloads either way); keep a trace for support.
      onError: (failure) => console.error('Removing the registrant failed:', failure),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Container size="xl" py="xl">
      <ErrorModal
        error={eraseError ?? loadError.message}
        onClear={() => (eraseError ? setEraseError(null) : loadError.clear())}
      />
      <ConfirmModal
        opened={toErase !== null}
        description={
          toErase
            ? `Erase the personal data of the registrant ${fullName(toErase)}? It can never be read again.`
            : undefined
        }
        confirmLabel="ERASE"
        busy={eraseRegistrant.isPending}
        onCancel={() => setToErase(null)}
        onConfirm={confirmErase}
      />
      <ConfirmModal
        opened={toDelete !== null}
        description={toDelete ? `Delete the registrant ${fullName(toDelete)}?` : undefined}
        busy={removeRegistrant.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <EmailDialog opened={emailOpen} onClose={() => setEmailOpen(false)} defaultRecipients={addresses} />
      <PageTitle>{leagueNameAndDesc}</PageTitle>
      <Group justify="space-between" mb="md">
        <Button component={Link} to="/admin/tournaments" variant="default">
          Tournaments
        </Button>
        <Button color="red" onClick={() => setEmailOpen(true)} disabled={addresses.length === 0}>
          SEND AN EMAIL
        </Button>
      </Group>
      {registrants.isPending && <Spinner />}
      {registrants.isSuccess &&
        (registrants.data.length === 0 ? (
          <Text ta="center">No players have registered yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table withTableBorder striped bg="white">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Date of Birth</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>E-Mail</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Parent or Guardian</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {registrants.data.map((registrant) => (
                  <Table.Tr key={registrant._id} data-testid="registrant-row">
                    <Table.Td fw={700}>{fullName(registrant)}</Table.Td>
                    <Table.Td>
                      {registrant.dateOfBirth === ERASED_TEXT
                        ? ERASED_TEXT
                        : `${formatDate(registrant.dateOfBirth)}, ${registrant.dateOfBirth.slice(0, 4)}`}
                    </Table.Td>
                    <Table.Td>{registrant.phoneNumber}</Table.Td>
                    <Table.Td>
                      {registrant.email}
                      {registrant.email2 && <Text size="sm">{registrant.email2}</Text>}
                    </Table.Td>
                    <Table.Td>
                      {registrant.address}, {registrant.city}
                    </Table.Td>
                    <Table.Td>{registrant.parentName}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <EditDeleteActions
                          editTo={`/admin/updateRegistrant/${encodeURIComponent(leagueNameAndDesc)}/${encodeURIComponent(registrant._id)}`}
                          onDelete={() => setToDelete(registrant)}
                        />
                        <Button size="xs" color="red" variant="light" onClick={() => setToErase(registrant)}>
                          ERASE DATA
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
