import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { tournamentQuery, useUpdateTournament } from '../../shared/tournament/api';
import { toTournamentForm, type Tournament } from '../../shared/tournament/schemas';
import { TournamentFormFields } from './TournamentFormFields';

function UpdateTournamentForm({ tournament: current }: { tournament: Tournament }) {
  const navigate = useNavigate();
  // Keep the version the form was loaded with: a background refetch must not hide someone else's edit.
  const [tournament] = useState(current);
  const updateTournament = useUpdateTournament(tournament);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <TournamentFormFields
        initialValues={toTournamentForm(tournament)}
        submitLabel="UPDATE TOURNAMENT"
        busy={updateTournament.isPending}
        onSubmit={(values) =>
          updateTournament.mutate(values, {
            onSuccess: () => navigate('/admin/tournaments'),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this tournament')),
          })
        }
      />
    </>
  );
}

/** /registration/updateTournament/{tournamentId} */
export function UpdateTournamentPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useQuery(tournamentQuery(tournamentId));
  const loadError = useQueryErrorMessage(tournament, 'Something went wrong with loading the tournament');
  return (
    <Container size={560} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Tournament</PageTitle>
      {tournament.isPending && <Spinner />}
      {tournament.isError && <Text ta="center">This tournament could not be loaded.</Text>}
      {tournament.data && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateTournamentForm key={tournament.data._id} tournament={tournament.data} />
        </Card>
      )}
    </Container>
  );
}
