import { siteRoute } from '@league/contracts/site-pages';
import { Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { useConfirmedAction } from '../../shared/ui/useConfirmedAction';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { archivedSuspensionsQuery, useToggleSuspension } from './api';
import type { Suspension } from './schemas';
import { SuspensionsTable } from './SuspensionsTable';
import { LinkButton } from '../../shared/ui/LinkButton';

/** /admin/oldSuspensions: archived suspensions; MOVE TO CURRENT after 'Are you sure?'. */
export function OldSuspensionsPage() {
  const suspensions = useQuery(archivedSuspensionsQuery());
  const restore = useConfirmedAction<Suspension, Pick<Suspension, 'suspensionId' | 'version'>>({
    mutation: useToggleSuspension(),
    idOf: ({ suspensionId, version }) => ({ suspensionId, version }),
    question: (suspension) => `Move the suspension of ${suspension.playerName} back to current?`,
    confirmLabel: 'MOVE TO CURRENT',
    failureLog: () => 'Moving the suspension to current failed:',
  });
  const loadError = useQueryErrorMessage(
    suspensions,
    'Something went wrong with loading the archived suspensions',
  );

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {restore.modal}
      <PageTitle>Archived Suspensions</PageTitle>
      <Group mb="md">
        <LinkButton to={siteRoute.suspendedPlayers.href()} variant="default">
          Current Suspensions
        </LinkButton>
      </Group>
      <QueryList list={suspensions} empty={<Text ta="center">No archived suspensions.</Text>}>
        {(items) => (
          <SuspensionsTable
            suspensions={items}
            withFlags={false}
            actions={(suspension) => (
              <Group justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => restore.ask(suspension)}>
                  MOVE TO CURRENT
                </Button>
              </Group>
            )}
          />
        )}
      </QueryList>
    </Container>
  );
}
