import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../shared/router';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Button } from '../../shared/ui/Button';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Picker, WIDE_PICKER } from '../../shared/ui/Picker';
import { Spinner } from '../../shared/ui/Spinner';
import { rosterAndScheduleQuery, teamSchedulePath } from '../schedules/api';
import { recordLabel } from '../schedules/scheduleItem';
import { useCurrentTeams } from './currentTeams';
import { RosterTable } from './RosterTable';
import { TournamentRosters } from './TournamentRosters';

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
                to={teamSchedulePath(team.data)}
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
          <RosterTable players={team.data.rosteredPlayers} caption={`Roster of ${team.data.teamName}`} />
          <Group justify="center">
            <Button component={Link} to={teamSchedulePath(team.data)} variant="light">
              TEAM SCHEDULE
            </Button>
          </Group>
        </Stack>
      )}
      <TournamentRosters />
    </Container>
  );
}
