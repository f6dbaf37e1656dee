import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Picker, WIDE_PICKER } from '../../shared/ui/Picker';
import { Spinner } from '../../shared/ui/Spinner';
import { oldRosterAndScheduleQuery } from '../schedules/api';
import { TeamSeason } from '../schedules/TeamSeason';
import { archivedTeamLabel, archivedTeamsQuery } from './api';

function ArchivedTeam({ teamId }: { teamId: string }) {
  const team = useQuery(oldRosterAndScheduleQuery(teamId));
  const loadError = useQueryErrorMessage(team, 'Something went wrong with loading the team');
  return (
    <>
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {team.isPending && <Spinner />}
      {team.data && <TeamSeason team={team.data} />}
    </>
  );
}

/** /history and /history/{id}: pick an archived team in 'View Previous Teams' to see its season. */
export function TeamHistoryPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const teams = useQuery(archivedTeamsQuery());
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the previous teams');
  const options = (teams.data ?? []).map((team) => ({ value: team._id, label: archivedTeamLabel(team) }));

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Team History</PageTitle>
      <Picker
        label="View Previous Teams"
        placeholder={teams.isPending ? 'Loading…' : 'Pick a team'}
        data={options}
        value={id ?? null}
        onChange={(teamId) => void navigate(`/history/${encodeURIComponent(teamId)}`)}
        searchable
        nothingFoundMessage="No previous teams"
        style={WIDE_PICKER}
      />
      {teams.isSuccess && teams.data.length === 0 && !id && (
        <Text ta="center" c="dimmed">
          No previous teams yet.
        </Text>
      )}
      {id && <ArchivedTeam key={id} teamId={id} />}
    </Container>
  );
}
