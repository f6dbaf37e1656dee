import { Container } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { pageTitles } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { rosterAndScheduleQuery, teamByNameQuery } from './api';
import { TeamSeason } from './TeamSeason';

/** /league/schedule/{leagueName}/{session}/{year}/{teamName}: a team's schedule and roster. */
export function TeamSchedulePage() {
  const { leagueName = '', session = '', year = '', teamName = '' } = useParams();
  useLive();
  const teamId = useQuery(teamByNameQuery({ leagueName, session, year, teamName }));
  const team = useQuery(rosterAndScheduleQuery(teamId.data ?? skipToken));
  notFoundWhenMissing(teamId, team);
  const idError = useQueryErrorMessage(teamId, 'Something went wrong with finding the team');
  const teamError = useQueryErrorMessage(team, 'Something went wrong with loading the team');

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={idError.message} onClear={idError.clear} />
      <ErrorModal error={teamError.message} onClear={teamError.clear} />
      {(teamId.isPending || (teamId.isSuccess && team.isPending)) && <Spinner />}
      {team.data && <DocumentTitle title={pageTitles.teamSchedule(team.data)} />}
      {team.data && <TeamSeason team={team.data} withCalendar titleOrder={1} />}
    </Container>
  );
}
