import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ListItemFormPage } from '../../shared/ui/ListItemFormPage';
import { useUpdateVenue, venuesQuery } from '../../shared/admin/venuesApi';
import type { Venue } from '../../shared/admin/venueSchemas';
import { VenueFormFields } from './VenueFormFields';

function UpdateVenueForm({ venue: current }: { venue: Venue }) {
  // Keep the version the form was loaded with: a background refetch must not hide someone else's edit.
  const [venue] = useState(current);
  const save = useFormSave(
    useUpdateVenue(venue),
    siteRoute.venues.href(),
    'Something went wrong with editing this venue',
  );
  return (
    <>
      {save.errorModal}
      <VenueFormFields
        initialValues={{ venueName: venue.venueName, venueAddress: venue.venueAddress }}
        submitLabel="UPDATE VENUE"
        {...save.form}
      />
    </>
  );
}

/** /admin/updateVenue/{venueId}: the venue comes from the venues list (there is no single-venue read). */
export function UpdateVenuePage() {
  const { venueId } = useParams();
  return (
    <ListItemFormPage
      title="Update Venue"
      size={560}
      list={useQuery(venuesQuery())}
      id={venueId}
      idOf={(venue) => venue.venueId}
      loadFailure="Something went wrong with loading the venues"
      missing="This venue does not exist (any more)."
    >
      {(venue) => <UpdateVenueForm key={venue.venueId} venue={venue} />}
    </ListItemFormPage>
  );
}
