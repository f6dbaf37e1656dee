import { siteRoute } from '@league/contracts/site-pages';
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { SearchableSelect } from '../../shared/forms/SearchableSelect';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { venuesQuery } from '../../shared/admin/venuesApi';
import { AdminScheduleTable } from './AdminScheduleTable';
import { venueScheduleQuery } from '../../shared/admin/scheduleApi';
import { SavedNotice } from '../../shared/ui/SavedNotice';
import { ScheduleLinks } from './ScheduleLinks';
import { useDeleteScheduleItem } from './useDeleteScheduleItem';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';

/** /admin/{venueId}/schedule: the games and events at one venue, with the venue picker. */
export function VenueSchedulePage() {
  const { venueId = '' } = useParams();
  const navigate = useNavigate();
  const venues = useQuery(venuesQuery());
  const venue = venues.data?.find((candidate) => candidate.venueId === venueId);
  const schedule = useQuery({ ...venueScheduleQuery(venueId), enabled: Boolean(venue) });
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the schedule');
  const remove = useDeleteScheduleItem();
  const items = schedule.data?.allVenueGamesAndEventsArray ?? [];

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {remove.modal}
      <PageTitle>{venue ? `${venue.venueName} Schedule` : 'Venue Schedule'}</PageTitle>
      <SavedNotice />
      <SearchableSelect
        label="Venue"
        placeholder="Select Venue...."
        data={(venues.data ?? []).map((candidate) => ({
          value: candidate.venueId,
          label: candidate.venueName,
        }))}
        value={venue ? venueId : null}
        onChange={(value) => value && navigate(siteRoute.adminVenueSchedule.href({ venueId: value }))}
        maw={420}
        mx="auto"
        mb="lg"
        allowDeselect={false}
      />
      {(venues.isPending || (venue && schedule.isPending)) && <Spinner />}
      {venue &&
        schedule.isSuccess &&
        (items.length === 0 ? (
          <EmptyNotice>NOTHING SCHEDULED YET!</EmptyNotice>
        ) : (
          <AdminScheduleTable items={items} view="venue" onDelete={remove.ask} />
        ))}
      <ScheduleLinks />
    </Container>
  );
}
