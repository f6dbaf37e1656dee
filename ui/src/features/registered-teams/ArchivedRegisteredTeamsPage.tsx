import { Container, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { archivedTeamsQuery, useToggleRegisteredTeam } from './api';
import { RegisteredTeamsTable } from './RegisteredTeamsTable';
import { RosterModal } from '../../shared/ui/RosterModal';
import type { RegisteredTeam } from './types';
import { teamSeasonLabel } from '../../shared/league/history/labels';
import { previousTeamsQuery } from './archivedApi';

/**
 * 'View Previous Teams': the league's archived teams, each named with its league and session as the
 * team history page names them, each to /history/{id}.
 */
function PreviousTeamsPicker() {
  const navigate = useNavigate();
  const previous = useQuery(previousTeamsQuery());
  if (previous.isError) console.error('Loading the previous teams failed:', previous.error);
  return (
    <Select
      label="View Previous Teams"
      placeholder="View Previous Teams"
      data={(previous.data ?? []).map((team) => ({ value: team._id, label: teamSeasonLabel(team) }))}
      value={null}
      onChange={(id) => {
        if (id) void navigate(`/history/${encodeURIComponent(id)}`);
      }}
      searchable
      nothingFoundMessage="No previous teams"
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** /admin/archived: archived registered teams with View Roster and Move To Current. */
export function ArchivedRegisteredTeamsPage() {
  const teams = useQuery(archivedTeamsQuery());
  const toggle = useToggleRegisteredTeam();
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the archived teams');
  const [rosterOf, setRosterOf] = useState<RegisteredTeam | null>(null);
  const [toMove, setToMove] = useState<RegisteredTeam | null>(null);

  const confirmMove = () => {
    if (!toMove) return;
    toggle.mutate(toMove._id, {
      // The spec swallows this failure (the list reloads either way); keep a trace for support.
      onError: (failure) => console.error('Moving the team to current failed:', failure),
      onSettled: () => setToMove(null),
    });
  };

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toMove !== null}
        description={
          toMove ? `Move the team ${toMove.team} (${toMove.year}) back to the current teams?` : undefined
        }
        confirmLabel="MOVE TO CURRENT"
        busy={toggle.isPending}
        onCancel={() => setToMove(null)}
        onConfirm={confirmMove}
      />
      <RosterModal team={rosterOf} onClose={() => setRosterOf(null)} />
      <PageTitle>Archived Teams</PageTitle>
      <Stack gap="md">
        <Group justify="flex-end">
          <PreviousTeamsPicker />
        </Group>
        {teams.isPending && <Spinner />}
        {teams.isSuccess &&
          (teams.data.length === 0 ? (
            <Text ta="center" fw={700}>
              No Archived Teams!
            </Text>
          ) : (
            <RegisteredTeamsTable
              teams={teams.data}
              onViewRoster={setRosterOf}
              actionLabel="Move To Current"
              onAction={setToMove}
              testId="archived-team-row"
            />
          ))}
      </Stack>
    </Container>
  );
}
