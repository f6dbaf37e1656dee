import { siteRoute } from '@league/contracts/site-pages';
import { Container, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { CoachLoginCard } from './CoachLoginCard';
import { CoachSignUpCard } from './CoachSignUpCard';
import { Columns } from '../../shared/ui/Columns';

/** /register: coaches log in or create an account, then manage their teams. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const toTeams = (coachId: string) => navigate(siteRoute.teamRegistration.href({ coachId }));

  return (
    <Container size="md" py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>Register Your Team</PageTitle>
      <Text ta="center" mb="lg" c="dimmed">
        Coaches: log in, or sign up if this is your first time, to register a team and its roster.
      </Text>
      <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
        <CoachLoginCard onLoggedIn={toTeams} onError={setError} />
        <CoachSignUpCard onSignedUp={toTeams} onError={setError} />
      </Columns>
    </Container>
  );
}
