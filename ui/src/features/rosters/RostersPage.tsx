import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from '../../shared/router';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Picker, WIDE_PICKER } from '../../shared/ui/Picker';
import { Spinner } from '../../shared/ui/Spinner';
import { useNearViewport } from '../../shared/ui/useNearViewport';
import { rosterAndScheduleQuery } from '../../shared/league/schedules/api';
import { recordLabel } from '../../shared/league/schedules/scheduleItem';
import { useCurrentTeams } from './currentTeams';
import { LinkButton } from '../../shared/ui/LinkButton';

// the roster table's code loads beside the team's data (both asked for as the page opens), so the
// first visit's script stays small without a later wait
const loadRosterTable = () => import('../../shared/league/rosters/RosterTable');
const RosterTable = lazy(() => loadRosterTable().then(({ RosterTable: Table }) => ({ default: Table })));

// the tournament rosters below the team's: their code loads as the section nears the viewport
const TournamentRosters = lazy(() =>
  import('./TournamentRosters').then(({ TournamentRosters: Rosters }) => ({ default: Rosters })),
);

function TournamentRostersSection() {
  const [near, observed] = useNearViewport<HTMLElement>();
  return (
    <Stack gap="md" mt={48} component="section" aria-labelledby="tournament-rosters-title" ref={observed}>
      <Title order={2} ta="center" c="navy.8" tt="uppercase" id="tournament-rosters-title">
        Tournament Rosters
      </Title>
      {near && (
        <Suspense fallback={<Spinner />}>
          <TournamentRosters />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * /rosters: a current team's roster with each player's goals and assists. The picker lists every
 * current team; with none picked the API answers the most recently created current team. Below: the
 * tournament rosters.
 */
export function RostersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const teamId = searchParams.get('teamId');
  const currentTeams = useCurrentTeams();
  const team = useQuery(rosterAndScheduleQuery(teamId));
  const loadError = useQueryErrorMessage(team, 'Something went wrong with loading the roster');
  // a site with no current team yet: an empty state rather than an error
  const noCurrentTeam = !teamId && team.error instanceof ApiError && team.error.status === 404;
  useEffect(() => void loadRosterTable(), []);

  return (
    <Container size="md" py="xl">
      <ErrorModal error={noCurrentTeam ? null : loadError.message} onClear={loadError.clear} />
      <PageTitle>Rosters</PageTitle>
      <Picker
        label="Team"
        placeholder={currentTeams.isPending ? 'Loading…' : 'Pick a team'}
        data={currentTeams.groups}
        value={teamId ?? team.data?.teamId ?? null}
        onChange={(picked) => setSearchParams({ teamId: picked })}
        searchable
        nothingFoundMessage="No current teams"
        style={WIDE_PICKER}
      />
      {team.isPending && <Spinner />}
      {noCurrentTeam && (
        <Text ta="center" fw={800} size="xl" c="navy.8" py="xl" data-testid="no-current-team">
          {errorMessage(team.error, 'No Current Team Found!')}
        </Text>
      )}
      {team.data && (
        <Stack gap="md">
          <div>
            <Title order={2} ta="center" c="navy.8" tt="uppercase">
              {/* the team's own page: its schedule, record and roster */}
              <Anchor
                component={Link}
                to={siteRoute.team.href({ teamId: team.data.teamId })}
                inherit
                c="inherit"
                underline="always"
                data-testid="team-name"
              >
                {team.data.teamName}
              </Anchor>
            </Title>
            <Text ta="center" c="dimmed" fw={600}>
              {team.data.leagueName} · {team.data.session} {team.data.year}
            </Text>
            <Text ta="center" fw={800} size="lg">
              Record: <span data-testid="team-record">{recordLabel(team.data)}</span>
            </Text>
          </div>
          <Suspense fallback={<Spinner />}>
            <RosterTable players={team.data.rosteredPlayers} caption={`Roster of ${team.data.teamName}`} />
          </Suspense>
          <Group justify="center">
            <LinkButton to={siteRoute.team.href({ teamId: team.data.teamId })} variant="light">
              TEAM SCHEDULE
            </LinkButton>
          </Group>
        </Stack>
      )}
      <TournamentRostersSection />
    </Container>
  );
}
