import { withAllDivisions } from '../../shared/admin/divisions';
import { siteRoute } from '@league/contracts/site-pages';
import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentLeaguesQuery, type CurrentLeague } from '../../shared/admin/leaguesApi';
import { useCreateTeam } from './api';
import { TeamFormFields } from './TeamFormFields';

function NewTeamForm({ league }: { league: CurrentLeague | undefined }) {
  const navigate = useNavigate();
  const createTeam = useCreateTeam();
  const leagues = useQuery(currentLeaguesQuery());
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <TeamFormFields
        initialValues={{ leagueId: league?.leagueId ?? '', teamName: '', divisionName: '' }}
        chooseLeague
        withDivision
        submitLabel="ADD TEAM"
        cancelTo={siteRoute.currentLeagues.href()}
        busy={createTeam.isPending}
        onSubmit={(values) =>
          createTeam.mutate(values, {
            onSuccess: () => {
              const chosen = leagues.data?.find((candidate) => candidate.leagueId === values.leagueId);
              void navigate(
                chosen
                  ? siteRoute.leagueTeams.href(withAllDivisions(chosen))
                  : siteRoute.currentLeagues.href(),
              );
            },
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with creating a new team')),
          })
        }
      />
    </>
  );
}

/** /admin/team/new (pick the league) and /admin/{leagueName}/{session}/{year}/newTeam (that league picked). */
export function NewTeamPage() {
  const { leagueName, session, year } = useParams();
  const leagues = useQuery(currentLeaguesQuery());
  const league = leagues.data?.find(
    (candidate) =>
      candidate.leagueName === leagueName && candidate.session === session && String(candidate.year) === year,
  );
  return (
    <Container size={560} py="xl">
      <PageTitle>New Team</PageTitle>
      {leagueName && leagues.isSuccess && !league && (
        <Text ta="center" mb="md">
          {leagueName} {session} {year} is not a current league: pick one below.
        </Text>
      )}
      {leagues.isPending ? (
        <Spinner />
      ) : (
        <Card withBorder shadow="sm" p="lg">
          <NewTeamForm key={league?.leagueId ?? 'none'} league={league} />
        </Card>
      )}
    </Container>
  );
}
