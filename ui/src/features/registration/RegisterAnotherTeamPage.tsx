import { Container } from '@mantine/core';
import { useParams } from '../../shared/router';
import { PageTitle } from '../../shared/ui/PageTitle';
import { RegisterTeamSection } from './RegisterTeamSection';

/** /admin/registerAnotherTeam/{coachId}: the registration form; OKAY returns to the coach's teams. */
export function RegisterAnotherTeamPage() {
  const { coachId = '' } = useParams();
  return (
    <Container size="lg" py="xl">
      <PageTitle>Register Another Team</PageTitle>
      <RegisterTeamSection coachId={coachId} kind="another" />
    </Container>
  );
}
