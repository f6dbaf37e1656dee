import { Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentSuspensionsQuery, useRemoveSuspension, useToggleSuspension } from './api';
import type { Suspension } from './schemas';
import { SuspensionsTable } from './SuspensionsTable';

interface PendingAction {
  kind: 'archive' | 'delete';
  suspension: Suspension;
}

/** /admin/suspended: the current suspensions with Update, ARCHIVE and DELETE (both confirmed). */
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
    mutation.mutate(pending.suspension._id, {
      // the spec swallows these failures (the list reloads either way); keep a trace for support
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
        <Button component={Link} to="/admin/oldSuspensions" variant="default">
          Archived Suspensions
        </Button>
        <Button component={Link} to="/admin/suspension/new" color="red">
          Add a Suspended Player
        </Button>
      </Group>
      {suspensions.isPending && <Spinner />}
      {suspensions.isSuccess &&
        (suspensions.data.length === 0 ? (
          <Text ta="center">No suspended players.</Text>
        ) : (
          <SuspensionsTable
            suspensions={suspensions.data}
            withFlags
            actions={(suspension) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  component={Link}
                  to={`/admin/${encodeURIComponent(suspension._id)}/updateSuspension`}
                  size="xs"
                  variant="light"
                >
                  Update
                </Button>
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
              </Group>
            )}
          />
        ))}
    </Container>
  );
}
