import { Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemoveVenue, venuesQuery } from './api';
import type { Venue } from './schemas';
import { VenuesTable } from './VenuesTable';

/** /admin/venues: every venue, with edit, delete (after 'Are you sure?') and a link to add one. */
export function VenuesPage() {
  const venues = useQuery(venuesQuery());
  const removeVenue = useRemoveVenue();
  const [toDelete, setToDelete] = useState<Venue | null>(null);
  const loadError = useQueryErrorMessage(venues, 'Something went wrong with loading the venues');

  const confirmDelete = () => {
    if (!toDelete) return;
    removeVenue.mutate(toDelete._id, {
      // The spec swallows delete failures (the list reloads either way); keep a trace for support.
      onError: (failure) => console.error('Removing the venue failed:', failure),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toDelete !== null}
        description={toDelete ? `Delete the venue ${toDelete.venueName}?` : undefined}
        busy={removeVenue.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <PageTitle>Venues</PageTitle>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to="/admin/venue/new" color="red">
          Add a New Venue
        </Button>
      </Group>
      {venues.isPending && <Spinner />}
      {venues.isSuccess &&
        (venues.data.length === 0 ? (
          <Text ta="center">No venues yet.</Text>
        ) : (
          <VenuesTable venues={venues.data} onDelete={setToDelete} />
        ))}
    </Container>
  );
}
