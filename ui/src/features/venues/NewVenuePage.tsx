import { Card, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreateVenue } from '../../shared/admin/venuesApi';
import { VenueFormFields } from './VenueFormFields';

export function NewVenuePage() {
  const navigate = useNavigate();
  const createVenue = useCreateVenue();
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size={560} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New Venue</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <VenueFormFields
          submitLabel="ADD VENUE"
          busy={createVenue.isPending}
          onSubmit={(values) =>
            createVenue.mutate(values, {
              onSuccess: () => navigate('/admin/venues'),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with creating a new venue')),
            })
          }
        />
      </Card>
    </Container>
  );
}
