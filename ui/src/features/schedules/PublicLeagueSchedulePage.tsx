import { Anchor, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { pageTitles, siteRoute } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { calendarFeeds, leagueScheduleQuery } from '../../shared/league/schedules/api';
import { ScheduleTable } from '../../shared/league/schedules/ScheduleTable';
import { SubscribeLinks } from '../../shared/league/schedules/SubscribeLinks';
import { LeagueSubtitle } from '../../shared/league/LeagueSubtitle';
import { CsvDownloadLink, leagueCsv } from '../../shared/csv/CsvDownloadLink';

/** /league/schedule/{leagueId}: every game of a league, with the calendar feed. */
export function PublicLeagueSchedulePage() {
  const { leagueId = '' } = useParams();
  useLive();
  const schedule = useQuery(leagueScheduleQuery(leagueId));
  notFoundWhenMissing(schedule);
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the schedule');
  const league = schedule.data;

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {schedule.isPending && <Spinner />}
      {league && (
        <>
          <DocumentTitle title={pageTitles.leagueSchedule(league)} />
          <PageTitle>{league.leagueName} Schedule</PageTitle>
          <LeagueSubtitle mb="xs">
            {[league.divisionName ? `${league.divisionName} Division` : null, league.session, league.year]
              .filter(Boolean)
              .join(' · ')}
          </LeagueSubtitle>
          <Group justify="center" gap="lg" mb="xs">
            <Anchor component={Link} to={siteRoute.standings.href({ leagueId })} fw={700}>
              STANDINGS
            </Anchor>
            <Anchor component={Link} to={siteRoute.scoringLeaders.href({ leagueId })} fw={700}>
              SCORING LEADERS
            </Anchor>
          </Group>
          <SubscribeLinks
            feedPath={calendarFeeds.league(leagueId)}
            label="League calendar"
            calendarOf={league}
          />
          <Text ta="center" size="sm" c="dimmed" mb="sm">
            (Click on the final score of a game to see a Game Summary)
          </Text>
          {league.allLeagueGamesArray.length === 0 ? (
            <Text ta="center" fw={800} size="xl" c="navy.8" py="xl">
              NOTHING SCHEDULED YET!
            </Text>
          ) : (
            <>
              <ScheduleTable
                items={league.allLeagueGamesArray}
                view={{ kind: 'league' }}
                leagueOf={() => league}
                caption={`${league.leagueName} schedule`}
              />
              <CsvDownloadLink href={leagueCsv.leagueSchedule(leagueId)} />
            </>
          )}
        </>
      )}
    </Container>
  );
}
