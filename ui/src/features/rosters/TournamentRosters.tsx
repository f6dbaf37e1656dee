import type { TournamentRoster } from '@league/contracts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Button } from '../../shared/ui/Button';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Picker } from '../../shared/ui/Picker';
import { Spinner } from '../../shared/ui/Spinner';
import { useOpenAfterMount, useShownOnce } from '../../shared/ui/useShownOnce';
import classes from './TournamentRosters.module.css';
import { tournamentRostersQuery } from './tournamentRostersApi';

// the VIEW ROSTER modal (Mantine's Modal) loads with the first roster opened
const RosterModal = lazy(() =>
  import('../../shared/ui/RosterModal').then(({ RosterModal: Modal }) => ({
    default: function OpeningRosterModal(props: ComponentProps<typeof Modal>) {
      const open = useOpenAfterMount(props.team !== null);
      return <Modal {...props} team={open ? props.team : null} />;
    },
  })),
);

/**
 * A registered team: its name with its organization under it, the active players, the roster button.
 * Registered tournament teams are not league teams: they have no team page to link to.
 */
const columns = (viewRoster: (team: TournamentRoster) => void): readonly DataColumn<TournamentRoster>[] => [
  {
    key: 'team',
    label: 'Team',
    cell: (team) => (
      <div className={classes.team}>
        <Text fw={700} size="sm">
          {team.team}
        </Text>
        <Text size="xs" c="dimmed">
          {team.organization}
        </Text>
      </div>
    ),
  },
  {
    key: 'active',
    label: 'Active',
    title: 'Active players',
    legend: 'players not marked INACTIVE',
    align: 'center',
    cell: (team) => team.activePlayers,
  },
  {
    key: 'roster',
    label: 'Roster',
    align: 'right',
    cell: (team) => (
      <Button size="xs" variant="light" onClick={() => viewRoster(team)}>
        VIEW ROSTER
      </Button>
    ),
  },
];

/**
 * The public tournament rosters (docs/rules.md §2, Rosters), under their heading on the rosters page:
 * the current registered teams of a year, each roster opening in a modal with (G)=Goalie, (T)=Taxi
 * Squad, INACTIVE, Committed Yes/No and the active-player count. No coach names, e-mails or birth years.
 */
export function TournamentRosters() {
  const [year, setYear] = useState<number | null>(null);
  const rosters = useQuery(tournamentRostersQuery(year));
  const loadError = useQueryErrorMessage(rosters, 'Something went wrong with loading the tournament rosters');
  const [rosterOf, setRosterOf] = useState<TournamentRoster | null>(null);
  const teams = rosters.data?.tournamentRosters ?? [];
  const years = rosters.data?.years ?? [];
  const rosterShown = useShownOnce(rosterOf !== null);

  return (
    <>
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {rosterShown && (
        <Suspense fallback={null}>
          <RosterModal team={rosterOf} onClose={() => setRosterOf(null)} birthYears={false} />
        </Suspense>
      )}
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
        <DataTable
          caption={`Tournament rosters ${rosters.data?.year ?? ''}`.trim()}
          columns={columns(setRosterOf)}
          rows={teams}
          rowKey={(team) => team.registeredTeamId}
          legend
          rowTestId="tournament-roster-row"
        />
      )}
    </>
  );
}
