import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { useRemoveVenue, venuesQuery } from '../../shared/admin/venuesApi';
import type { Venue } from '../../shared/admin/venueSchemas';

const VENUE_COLUMNS: EntityColumn<Venue>[] = [
  { label: 'Venue Name', cell: (venue) => venue.venueName, fw: 700 },
  { label: 'Address', cell: (venue) => venue.venueAddress },
];

/** /admin/venues: every venue, with edit, delete (after 'Are you sure?') and a link to add one. */
export function VenuesPage() {
  return (
    <AdminListPage
      title="Venues"
      list={useQuery(venuesQuery())}
      loadFailure="Something went wrong with loading the venues"
      remove={useRemoveVenue()}
      describe={(venue) => `the venue ${venue.venueName}`}
      add={{ to: siteRoute.newVenue.href(), label: 'Add a New Venue' }}
      emptyText="No venues yet."
    >
      {(venues, onDelete) => (
        <EntityTable
          rows={venues}
          columns={VENUE_COLUMNS}
          rowKey={(venue) => venue.venueId}
          rowTestId="venue-row"
          layout={{ minWidth: 520 }}
          editTo={(venue) => siteRoute.updateVenue.href({ venueId: venue.venueId })}
          onDelete={onDelete}
        />
      )}
    </AdminListPage>
  );
}
