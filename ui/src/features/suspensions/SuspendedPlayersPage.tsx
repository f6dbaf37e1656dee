import { siteRoute } from '@league/contracts/site-pages';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { RowActions } from '../../shared/ui/RowActions';
import { currentSuspensionsQuery, useRemoveSuspension, useToggleSuspension } from './api';
import type { Suspension } from './schemas';
import { SuspensionsTable } from './SuspensionsTable';
import { LinkButton } from '../../shared/ui/LinkButton';
import { ProposedSuspensions } from './ProposedSuspensions';
import { SuspensionRulesForm } from './SuspensionRulesForm';

interface PendingAction {
  kind: 'archive' | 'delete';
  suspension: Suspension;
}

/**
 * /admin/suspended: the suspensions proposed from the game sheets (Confirm, Dismiss) and the table of their
 * games; the current suspensions with Update, ARCHIVE and DELETE (both confirmed).
 */
export function SuspendedPlayersPage() {
  const suspensions = useQuery(currentSuspensionsQuery());
  const toggle = useToggleSuspension();
  const remove = useRemoveSuspension();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const loadError = useQueryErrorMessage(
    suspensions,
    'Something went wrong with loading the suspended players',
  );

  const confirm = () => {
    if (!pending) return;
    const mutation = pending.kind === 'archive' ? toggle : remove;
    mutation.mutate(pending.suspension, {
      // these failures are swallowed (docs/rules.md §4: the list reloads either way); keep a trace for
      // support
      onError: (failure) => console.error(`The ${pending.kind} of the suspension failed:`, failure),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={pending !== null}
        description={
          pending
            ? `${pending.kind === 'archive' ? 'Archive' : 'Delete'} the suspension of ${pending.suspension.playerName}?`
            : undefined
        }
        confirmLabel={pending?.kind === 'archive' ? 'ARCHIVE' : 'DELETE'}
        busy={toggle.isPending || remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      <PageTitle>Suspended Players</PageTitle>
      <Group justify="space-between" mb="md">
        <LinkButton to={siteRoute.oldSuspensions.href()} variant="default">
          Archived Suspensions
        </LinkButton>
        <LinkButton to={siteRoute.newSuspension.href()} color="red">
          Add a Suspended Player
        </LinkButton>
      </Group>
      <ProposedSuspensions />
      <Title order={2} size="h3" c="navy.8" mb="sm">
        Current suspensions
      </Title>
      <QueryList list={suspensions} empty={<Text ta="center">No suspended players.</Text>}>
        {(items) => (
          <SuspensionsTable
            suspensions={items}
            withFlags
            actions={(suspension) => (
              <RowActions>
                <LinkButton
                  to={siteRoute.updateSuspension.href({ suspensionId: suspension.suspensionId })}
                  size="xs"
                  variant="light"
                >
                  Update
                </LinkButton>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  onClick={() => setPending({ kind: 'archive', suspension })}
                >
                  ARCHIVE
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => setPending({ kind: 'delete', suspension })}
                >
                  DELETE
                </Button>
              </RowActions>
            )}
          />
        )}
      </QueryList>
      <SuspensionRulesForm />
    </Container>
  );
}
