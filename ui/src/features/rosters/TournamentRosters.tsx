import type { TournamentRosterItem } from '@league/contracts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Button } from '../../shared/ui/Button';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Picker } from '../../shared/ui/Picker';
import { Spinner } from '../../shared/ui/Spinner';
import { useOpenAfterMount, useShownOnce } from '../../shared/ui/useShownOnce';
import { tournamentRostersQuery } from './tournamentRostersApi';

// the VIEW ROSTER modal (Mantine's Modal) loads with the first roster opened
const RosterModal = lazy(() =>
  import('../registered-teams/RosterModal').then(({ RosterModal: Modal }) => ({
    default: function OpeningRosterModal(props: ComponentProps<typeof Modal>) {
      const open = useOpenAfterMount(props.team !== null);
      return <Modal {...props} team={open ? props.team : null} />;
    },
  })),
);

/**
 * The public tournament rosters (public-and-coach.md, Rosters): the current registered teams of a year,
 * each roster opening in a modal with (G)=Goalie, (T)=Taxi Squad, INACTIVE, Committed Yes/No and the
 * active-player count. No coach names, e-mails or birth years.
 */
export function TournamentRosters() {
  const [year, setYear] = useState<number | null>(null);
  const rosters = useQuery(tournamentRostersQuery(year));
  const loadError = useQueryErrorMessage(rosters, 'Something went wrong with loading the tournament rosters');
  const [rosterOf, setRosterOf] = useState<TournamentRosterItem | null>(null);
  const teams = rosters.data?.tournamentRosters ?? [];
  const years = rosters.data?.years ?? [];
  const rosterShown = useShownOnce(rosterOf !== null);

  return (
    <Stack gap="md" mt={48} component="section" aria-labelledby="tournament-rosters-title">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {rosterShown && (
        <Suspense fallback={null}>
          <RosterModal team={rosterOf} onClose={() => setRosterOf(null)} birthYears={false} />
        </Suspense>
      )}
      <Title order={2} ta="center" c="navy.8" tt="uppercase" id="tournament-rosters-title">
        Tournament Rosters
      </Title>
      {years.length > 0 && (
        <Picker
          label="Tournament Year"
          data={years.map((year) => ({ value: String(year), label: String(year) }))}
          value={
            rosters.data?.year === null || rosters.data?.year === undefined ? null : String(rosters.data.year)
          }
          onChange={(picked) => setYear(Number(picked))}
          style={{ marginInline: 'auto', maxWidth: 'calc(12.5rem * var(--mantine-scale))' }}
        />
      )}
      {rosters.isPending && <Spinner />}
      {rosters.isSuccess && teams.length === 0 && (
        <Text ta="center" fw={800} size="xl" c="navy.8" py="xl" data-testid="no-tournament-rosters">
          No Tournament Rosters Yet!
        </Text>
      )}
      {teams.length > 0 && (
        // long names break anywhere so the table fits a phone; if it still cannot, it scrolls in its box
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder bg="white" verticalSpacing="xs" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th visibleFrom="sm">Organization</Table.Th>
                <Table.Th ta="center">Active Players</Table.Th>
                <Table.Th aria-label="Roster" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.map((team) => (
                <Table.Tr key={team._id} data-testid="tournament-roster-row">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text fw={700} size="sm">
                      {team.team}
                    </Text>
                    {/* phones: the organization under the team name instead of a column of its own */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {team.organization}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{team.organization}</Table.Td>
                  <Table.Td ta="center">{team.activePlayers}</Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="light" onClick={() => setRosterOf(team)}>
                      VIEW ROSTER
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
