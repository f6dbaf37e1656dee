import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentLeaguesQuery, useUpdateLeague, type CurrentLeague } from '../../shared/admin/leaguesApi';
import { LeagueFormFields } from './LeagueFormFields';

function UpdateLeagueForm({ league: loaded }: { league: CurrentLeague }) {
  const navigate = useNavigate();
  // the version the form was loaded with: a background refetch must not hide someone else's edit
  const [league] = useState(loaded);
  const updateLeague = useUpdateLeague(league);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <LeagueFormFields
        initialValues={{
          leagueName: league.leagueName,
          divisionName: league.divisionName ?? '',
          session: league.session,
          year: String(league.year),
        }}
        submitLabel="UPDATE LEAGUE"
        busy={updateLeague.isPending}
        onSubmit={(values) =>
          updateLeague.mutate(values, {
            onSuccess: () => navigate('/admin/leagues/current'),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this league')),
          })
        }
      />
    </>
  );
}

/** /admin/updateLeague/{leagueId}: a current league, from the current leagues list (it carries the version). */
export function UpdateLeaguePage() {
  const { leagueId } = useParams();
  const leagues = useQuery(currentLeaguesQuery());
  const loadError = useQueryErrorMessage(leagues, 'Something went wrong with loading the leagues');
  const league = leagues.data?.find((candidate) => candidate._id === leagueId);
  return (
    <Container size={560} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update League</PageTitle>
      {leagues.isPending && <Spinner />}
      {leagues.isSuccess && !league && <Text ta="center">This league is not a current league.</Text>}
      {league && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateLeagueForm key={league._id} league={league} />
        </Card>
      )}
    </Container>
  );
}
