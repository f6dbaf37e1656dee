import { Card, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreateLeague } from '../../shared/admin/leaguesApi';
import { LeagueFormFields } from './LeagueFormFields';

/** /admin/league/new: a new league starts current and appears on the admin hub. */
export function NewLeaguePage() {
  const navigate = useNavigate();
  const createLeague = useCreateLeague();
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size={560} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New League</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <LeagueFormFields
          submitLabel="ADD LEAGUE"
          busy={createLeague.isPending}
          onSubmit={(values) =>
            createLeague.mutate(values, {
              onSuccess: () => navigate('/admin/leagues/current'),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with creating a new league')),
            })
          }
        />
      </Card>
    </Container>
  );
}
