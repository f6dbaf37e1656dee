import { siteRoute } from '@league/contracts/site-pages';
import { Button, Card, Container, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../shared/api/apiRequest';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentTeamQuery, useRemoveTeam, useToggleTeam } from './api';
import { LinkButton } from '../../shared/ui/LinkButton';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';

type Pending = { action: 'archive' | 'delete' } | null;

/** /admin/team/current: the most recently created current team, its links, Archive and DELETE. */
export function CurrentTeamPage() {
  const currentTeam = useQuery(currentTeamQuery());
  const toggleTeam = useToggleTeam();
  const removeTeam = useRemoveTeam();
  const [pending, setPending] = useState<Pending>(null);
  // after a failed refetch TanStack keeps the old data: a removed team must not linger
  const team = currentTeam.isError ? undefined : currentTeam.data;

  const notFound = currentTeam.error instanceof ApiError && currentTeam.error.status === 404;
  const confirm = () => {
    if (!team || !pending) return;
    const mutation = pending.action === 'archive' ? toggleTeam : removeTeam;
    mutation.mutate(team.teamId, {
      // archive and delete failures are swallowed (docs/rules.md §4); the page reloads either way
      onError: (failure) => console.error(`The ${pending.action} of the team failed:`, failure),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Container size={640} py="xl">
      <ConfirmModal
        opened={pending !== null}
        description={
          team && pending
            ? `${pending.action === 'archive' ? 'Archive' : 'Delete'} the team ${team.teamName}?`
            : undefined
        }
        confirmLabel={pending?.action === 'archive' ? 'ARCHIVE' : 'DELETE'}
        busy={toggleTeam.isPending || removeTeam.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      <PageTitle>Current Team</PageTitle>
      {currentTeam.isPending && <Spinner />}
      {notFound && <EmptyNotice>No Current Team Found!</EmptyNotice>}
      {currentTeam.isError && !notFound && (
        <Text ta="center" c="red" fw={700}>
          ERROR: {currentTeam.error.message}
        </Text>
      )}
      {team && (
        <Card withBorder shadow="sm" p="lg" data-testid="current-team">
          <Title order={2} fz="xl" c="navy.8">
            {team.teamName}
          </Title>
          <Text c="dimmed" mb="xs">
            {team.leagueName} · {team.year}
          </Text>
          <Text mb="md">
            Record: {team.wins}-{team.losses}-{team.ties + team.overtimeLosses + team.shootoutLosses} ·{' '}
            {team.rosteredPlayers.length} players
          </Text>
          <Group gap="xs">
            <LinkButton
              to={siteRoute.teamPlayers.href({ teamName: team.teamName, year: team.year })}
              variant="light"
            >
              PLAYERS
            </LinkButton>
            <LinkButton to={siteRoute.updateTeam.href({ id: team.teamId })} variant="light">
              UPDATE
            </LinkButton>
            <Button color="orange" variant="light" onClick={() => setPending({ action: 'archive' })}>
              Archive
            </Button>
            <Button color="red" onClick={() => setPending({ action: 'delete' })}>
              DELETE
            </Button>
          </Group>
        </Card>
      )}
    </Container>
  );
}
