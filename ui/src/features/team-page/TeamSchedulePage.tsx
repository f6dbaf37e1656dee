import { Container } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { teamPageQuery } from './api';
import { TeamPageView } from './TeamPageView';
import { teamByNameQuery } from '../../shared/league/schedules/api';

/**
 * /league/schedule/{leagueName}/{session}/{year}/{teamName}: the address that names a team by its
 * league and name (older links and bookmarks) finds the team's id and shows the team's page.
 */
export function TeamSchedulePage() {
  const { leagueName = '', session = '', year = '', teamName = '' } = useParams();
  useLive();
  const teamId = useQuery(teamByNameQuery({ leagueName, session, year, teamName }));
  const team = useQuery(teamPageQuery(teamId.data ?? skipToken));
  notFoundWhenMissing(teamId, team);
  const idError = useQueryErrorMessage(teamId, 'Something went wrong with finding the team');
  const teamError = useQueryErrorMessage(team, 'Something went wrong with loading the team');

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={idError.message} onClear={idError.clear} />
      <ErrorModal error={teamError.message} onClear={teamError.clear} />
      {(teamId.isPending || (teamId.isSuccess && team.isPending)) && <Spinner />}
      {team.data && <TeamPageView team={team.data} />}
    </Container>
  );
}
