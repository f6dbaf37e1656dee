import { Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { archivedSuspensionsQuery, useToggleSuspension } from './api';
import type { Suspension } from './schemas';
import { SuspensionsTable } from './SuspensionsTable';

/** /admin/oldSuspensions: archived suspensions; MOVE TO CURRENT after 'Are you sure?'. */
export function OldSuspensionsPage() {
  const suspensions = useQuery(archivedSuspensionsQuery());
  const toggle = useToggleSuspension();
  const [toRestore, setToRestore] = useState<Suspension | null>(null);
  const loadError = useQueryErrorMessage(
    suspensions,
    'Something went wrong with loading the archived suspensions',
  );

  const confirm = () => {
    if (!toRestore) return;
    toggle.mutate(toRestore._id, {
      onError: (failure) => console.error('Moving the suspension to current failed:', failure),
      onSettled: () => setToRestore(null),
    });
  };

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toRestore !== null}
        description={
          toRestore ? `Move the suspension of ${toRestore.playerName} back to current?` : undefined
        }
        confirmLabel="MOVE TO CURRENT"
        busy={toggle.isPending}
        onCancel={() => setToRestore(null)}
        onConfirm={confirm}
      />
      <PageTitle>Archived Suspensions</PageTitle>
      <Group mb="md">
        <Button component={Link} to="/admin/suspended" variant="default">
          Current Suspensions
        </Button>
      </Group>
      {suspensions.isPending && <Spinner />}
      {suspensions.isSuccess &&
        (suspensions.data.length === 0 ? (
          <Text ta="center">No archived suspensions.</Text>
        ) : (
          <SuspensionsTable
            suspensions={suspensions.data}
            withFlags={false}
            actions={(suspension) => (
              <Group justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setToRestore(suspension)}>
                  MOVE TO CURRENT
                </Button>
              </Group>
            )}
          />
        ))}
    </Container>
  );
}
