import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { useRemoveVenue, venuesQuery } from '../../shared/admin/venuesApi';
import { VenuesTable } from './VenuesTable';

/** /admin/venues: every venue, with edit, delete (after 'Are you sure?') and a link to add one. */
export function VenuesPage() {
  return (
    <AdminListPage
      title="Venues"
      list={useQuery(venuesQuery())}
      loadFailure="Something went wrong with loading the venues"
      remove={useRemoveVenue()}
      describe={(venue) => `the venue ${venue.venueName}`}
      add={{ to: '/admin/venue/new', label: 'Add a New Venue' }}
      emptyText="No venues yet."
    >
      {(venues, onDelete) => <VenuesTable venues={venues} onDelete={onDelete} />}
    </AdminListPage>
  );
}
