import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { useUpdateVenue, venuesQuery } from '../../shared/admin/venuesApi';
import type { Venue } from '../../shared/admin/venueSchemas';
import { VenueFormFields } from './VenueFormFields';

function UpdateVenueForm({ venue: current }: { venue: Venue }) {
  const navigate = useNavigate();
  // Keep the version the form was loaded with: a background refetch must not hide someone else's edit.
  const [venue] = useState(current);
  const updateVenue = useUpdateVenue(venue);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <VenueFormFields
        initialValues={{ venueName: venue.venueName, venueAddress: venue.venueAddress }}
        submitLabel="UPDATE VENUE"
        busy={updateVenue.isPending}
        onSubmit={(values) =>
          updateVenue.mutate(values, {
            onSuccess: () => navigate('/admin/venues'),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this venue')),
          })
        }
      />
    </>
  );
}

/** /admin/updateVenue/{venueId}: the venue comes from the venues list (there is no single-venue read). */
export function UpdateVenuePage() {
  const { venueId } = useParams();
  const venues = useQuery(venuesQuery());
  const loadError = useQueryErrorMessage(venues, 'Something went wrong with loading the venues');
  const venue = venues.data?.find((candidate) => candidate._id === venueId);

  return (
    <Container size={560} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Venue</PageTitle>
      {venues.isPending && <Spinner />}
      {venues.isSuccess && !venue && <Text ta="center">This venue does not exist (any more).</Text>}
      {venue && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateVenueForm key={venue._id} venue={venue} />
        </Card>
      )}
    </Container>
  );
}
