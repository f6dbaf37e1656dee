import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { pageTitles } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { calendarFeeds, venueScheduleQuery } from '../../shared/league/schedules/api';
import { ScheduleTable } from '../../shared/league/schedules/ScheduleTable';
import { SubscribeLinks } from '../../shared/league/schedules/SubscribeLinks';

/** /league/{venueId}/schedule: the games and events of every league at one venue. */
export function PublicVenueSchedulePage() {
  const { venueId = '' } = useParams();
  useLive();
  const schedule = useQuery(venueScheduleQuery(venueId));
  notFoundWhenMissing(schedule);
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the schedule');
  const venue = schedule.data;

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {schedule.isPending && <Spinner />}
      {venue && (
        <>
          <DocumentTitle title={pageTitles.venueSchedule(venue)} />
          <PageTitle>{venue.venueName}</PageTitle>
          <Text ta="center" size="sm" c="dimmed" mb="xs">
            (Click on the final score of a game to see a Game Summary)
          </Text>
          <SubscribeLinks feedPath={calendarFeeds.venue(venueId)} label="Venue calendar" calendarOf={venue} />
          {venue.allVenueGamesAndEventsArray.length === 0 ? (
            <Text ta="center" fw={800} size="xl" c="navy.8" py="xl">
              NOTHING SCHEDULED YET!
            </Text>
          ) : (
            <ScheduleTable
              items={venue.allVenueGamesAndEventsArray}
              view={{ kind: 'venue' }}
              leagueOf={(item) => venue.leagues.find((league) => league.leagueId === item.leagueId) ?? null}
              caption={`${venue.venueName} schedule`}
            />
          )}
        </>
      )}
    </Container>
  );
}
