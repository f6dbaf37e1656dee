import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { teamPageQuery } from './api';
import { TeamPageView } from './TeamPageView';

/** /team/{teamId}: a team's page, current or archived; a result recorded meanwhile shows without reload. */
export function TeamPage() {
  const { teamId = '' } = useParams();
  useLive();
  const team = useQuery(teamPageQuery(teamId));
  notFoundWhenMissing(team);
  const loadError = useQueryErrorMessage(team, 'Something went wrong with loading the team');
  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {team.isPending && <Spinner />}
      {team.data && <TeamPageView team={team.data} />}
    </Container>
  );
}
