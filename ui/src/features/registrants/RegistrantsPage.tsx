import { siteRoute } from '@league/contracts/site-pages';
import { ERASED_TEXT, formatDate } from '@league/contracts';
import { playerName } from '@league/contracts/formatting';
import { Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { EditDeleteActions } from '../../shared/ui/EditDeleteActions';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { RowActions } from '../../shared/ui/RowActions';
import { useConfirmedAction } from '../../shared/ui/useConfirmedAction';
import { EmailDialog } from '../../shared/admin/mail/EmailDialog';
import { registrantsQuery, useEraseRegistrantPersonalData, useRemoveRegistrant } from './api';
import type { Registrant } from './schemas';
import { LinkButton } from '../../shared/ui/LinkButton';
import { AdminCsvButton } from '../../shared/csv/AdminCsvButton';
import { adminCsv } from '../../shared/csv/saveDownload';

const REGISTRANT_COLUMNS: EntityColumn<Registrant>[] = [
  { label: 'Name', cell: (registrant) => playerName(registrant), fw: 700 },
  {
    label: 'Date of Birth',
    cell: (registrant) =>
      registrant.dateOfBirth === ERASED_TEXT
        ? ERASED_TEXT
        : `${formatDate(registrant.dateOfBirth)}, ${registrant.dateOfBirth.slice(0, 4)}`,
  },
  { label: 'Phone', cell: (registrant) => registrant.phoneNumber },
  {
    label: 'E-Mail',
    cell: (registrant) => (
      <>
        {registrant.email}
        {registrant.email2 && <Text size="sm">{registrant.email2}</Text>}
      </>
    ),
  },
  {
    label: 'Address',
    cell: (registrant) => (
      <>
        {registrant.address}, {registrant.city}
      </>
    ),
  },
  { label: 'Parent or Guardian', cell: (registrant) => registrant.parentName },
];

/** /admin/{leagueNameAndDesc}: the players registered for a tournament, e-mail, edit and delete. */
export function RegistrantsPage() {
  const { leagueNameAndDesc = '' } = useParams();
  const registrants = useQuery(registrantsQuery(leagueNameAndDesc));
  const loadError = useQueryErrorMessage(registrants, 'Something went wrong with loading the registrants');
  const deletion = useConfirmedAction<Registrant, Pick<Registrant, 'registrantId' | 'version'>>({
    mutation: useRemoveRegistrant(),
    idOf: ({ registrantId, version }) => ({ registrantId, version }),
    question: (registrant) => `Delete the registrant ${playerName(registrant)}?`,
    // delete failures are swallowed (docs/rules.md §4: the list reloads either way); keep a trace for support
    failureLog: () => 'Removing the registrant failed:',
  });
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
    eraseRegistrant.mutate(toErase.registrantId, {
      onError: (failure) => setEraseError(failure instanceof Error ? failure.message : String(failure)),
      onSettled: () => setToErase(null),
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
            ? `Erase the personal data of the registrant ${playerName(toErase)}? It can never be read again.`
            : undefined
        }
        confirmLabel="ERASE"
        busy={eraseRegistrant.isPending}
        onCancel={() => setToErase(null)}
        onConfirm={confirmErase}
      />
      {deletion.modal}
      <EmailDialog opened={emailOpen} onClose={() => setEmailOpen(false)} defaultRecipients={addresses} />
      <PageTitle>{leagueNameAndDesc}</PageTitle>
      <Group justify="space-between" mb="md">
        <LinkButton to={siteRoute.tournamentsAdmin.href()} variant="default">
          Tournaments
        </LinkButton>
        <Group gap="xs">
          <AdminCsvButton
            url={adminCsv.registrants(leagueNameAndDesc)}
            fileName={`${leagueNameAndDesc} registrants.csv`}
            onError={setEraseError}
          />
          <Button color="red" onClick={() => setEmailOpen(true)} disabled={addresses.length === 0}>
            SEND AN EMAIL
          </Button>
        </Group>
      </Group>
      <QueryList list={registrants} empty={<Text ta="center">No players have registered yet.</Text>}>
        {(items) => (
          <EntityTable
            rows={items}
            columns={REGISTRANT_COLUMNS}
            rowKey={(registrant) => registrant.registrantId}
            rowTestId="registrant-row"
            layout={{ minWidth: 900 }}
            striped
            actions={(registrant) => (
              <RowActions>
                <EditDeleteActions
                  editTo={siteRoute.updateRegistrant.href({
                    modalFor: leagueNameAndDesc,
                    registrantId: registrant.registrantId,
                  })}
                  onDelete={() => deletion.ask(registrant)}
                />
                <Button size="xs" color="red" variant="light" onClick={() => setToErase(registrant)}>
                  ERASE DATA
                </Button>
              </RowActions>
            )}
          />
        )}
      </QueryList>
    </Container>
  );
}
