import { siteRoute } from '@league/contracts/site-pages';
import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { ALL_DIVISIONS, withAllDivisions } from '../../shared/admin/divisions';
import { adminTeamQuery, useUpdateTeam, type AdminTeam } from './api';
import { TeamFormFields } from './TeamFormFields';

function UpdateTeamForm({ team: loaded, withDivision }: { team: AdminTeam; withDivision: boolean }) {
  const navigate = useNavigate();
  const [team] = useState(loaded);
  const updateTeam = useUpdateTeam(team);
  const [error, setError] = useState<string | null>(null);
  const leagueTeams = siteRoute.leagueTeams.href(withAllDivisions({ ...team, divisionName: ALL_DIVISIONS }));
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <TeamFormFields
        initialValues={{
          leagueId: team.leagueId,
          teamName: team.teamName,
          divisionName: team.divisionName ?? '',
        }}
        chooseLeague={false}
        withDivision={withDivision}
        submitLabel="UPDATE TEAM"
        cancelTo={leagueTeams}
        busy={updateTeam.isPending}
        onSubmit={(values) =>
          updateTeam.mutate(
            {
              teamName: values.teamName,
              ...(withDivision ? { divisionName: values.divisionName } : {}),
            },
            {
              onSuccess: () => navigate(leagueTeams),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with editing this team')),
            },
          )
        }
      />
    </>
  );
}

/**
 * /admin/updateTeam/{id} and …/updateTeamWithDivision/{teamId} (name and division), and
 * /admin/{leagueName}/{session}/{year}/updateTeam/{teamId} (the name only).
 */
export function UpdateTeamPage({ withDivision = true }: { withDivision?: boolean }) {
  const { id, teamId = id ?? '' } = useParams();
  const team = useQuery(adminTeamQuery(teamId));
  const loadError = useQueryErrorMessage(team, 'Something went wrong with loading the team');
  return (
    <Container size={560} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Team</PageTitle>
      {team.isPending && <Spinner />}
      {team.data && (
        <>
          <Text ta="center" c="dimmed" mt={-12} mb="md">
            {team.data.leagueName} · {team.data.session} {team.data.year}
          </Text>
          <Card withBorder shadow="sm" p="lg">
            <UpdateTeamForm key={team.data.teamId} team={team.data} withDivision={withDivision} />
          </Card>
        </>
      )}
    </Container>
  );
}

export function UpdateTeamNamePage() {
  return <UpdateTeamPage withDivision={false} />;
}
