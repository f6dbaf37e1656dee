import { siteRoute } from '@league/contracts/site-pages';
import { Container, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { useConfirmedAction } from '../../shared/ui/useConfirmedAction';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { archivedTeamsQuery, useToggleRegisteredTeam } from './api';
import { RegisteredTeamsTable } from './RegisteredTeamsTable';
import { RosterModal } from '../../shared/ui/RosterModal';
import type { RegisteredTeam } from './types';
import { teamSeasonLabel } from '../../shared/league/history/labels';
import { previousTeamsQuery } from './archivedApi';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';

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
      data={(previous.data ?? []).map((team) => ({ value: team.teamId, label: teamSeasonLabel(team) }))}
      value={null}
      onChange={(id) => {
        if (id) void navigate(siteRoute.teamHistory.href({ id }));
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
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the archived teams');
  const [rosterOf, setRosterOf] = useState<RegisteredTeam | null>(null);
  const move = useConfirmedAction<RegisteredTeam, Pick<RegisteredTeam, 'registeredTeamId' | 'version'>>({
    mutation: useToggleRegisteredTeam(),
    idOf: ({ registeredTeamId, version }) => ({ registeredTeamId, version }),
    question: (team) => `Move the team ${team.team} (${team.year}) back to the current teams?`,
    confirmLabel: 'MOVE TO CURRENT',
    failureLog: () => 'Moving the team to current failed:',
  });

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {move.modal}
      <RosterModal team={rosterOf} onClose={() => setRosterOf(null)} />
      <PageTitle>Archived Teams</PageTitle>
      <Stack gap="md">
        <Group justify="flex-end">
          <PreviousTeamsPicker />
        </Group>
        <QueryList list={teams} empty={<EmptyNotice>No Archived Teams!</EmptyNotice>}>
          {(items) => (
            <RegisteredTeamsTable
              teams={items}
              onViewRoster={setRosterOf}
              actionLabel="Move To Current"
              onAction={move.ask}
              testId="archived-team-row"
            />
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
