import { Card, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreateTournament } from '../../shared/tournament/api';
import { TournamentFormFields } from './TournamentFormFields';

/** /register/tournament/new */
export function NewTournamentPage() {
  const navigate = useNavigate();
  const createTournament = useCreateTournament();
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size={560} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New Tournament</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <TournamentFormFields
          submitLabel="ADD TOURNAMENT"
          busy={createTournament.isPending}
          onSubmit={(values) =>
            createTournament.mutate(values, {
              onSuccess: () => navigate('/admin/tournaments'),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with creating a new tournament')),
            })
          }
        />
      </Card>
    </Container>
  );
}
