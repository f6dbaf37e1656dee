import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import type { Venue, VenueForm } from './schemas';

export const venueKeys = {
  all: ['venues'] as const,
  list: () => [...venueKeys.all, 'list'] as const,
};

export const venuesQuery = () =>
  queryOptions({
    queryKey: venueKeys.list(),
    queryFn: ({ signal }) => apiRequest<{ allVenues: Venue[] }>('/api/admin/venues', { signal }),
    select: (answer) => answer.allVenues,
  });

const trimmed = ({ venueName, venueAddress }: VenueForm): VenueForm => ({
  venueName: venueName.trim(),
  venueAddress: venueAddress.trim(),
});

function useInvalidateVenues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: venueKeys.all });
}

export function useCreateVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: (form: VenueForm) =>
      apiRequest<{ venueId: string }>('/api/admin/createVenue', { method: 'POST', body: trimmed(form) }),
    onSuccess: invalidate,
  });
}

export function useUpdateVenue(venue: Pick<Venue, '_id' | 'version'>) {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: (form: VenueForm) =>
      apiRequest(`/api/admin/${encodeURIComponent(venue._id)}/updateVenue`, {
        method: 'PATCH',
        body: trimmed(form),
        // the version this form was loaded with: a concurrent edit answers 409 instead of being lost
        headers: venue.version === undefined ? {} : { 'If-Match': String(venue.version) },
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: (venueId: string) =>
      apiRequest(`/api/admin/${encodeURIComponent(venueId)}/removeVenue`, { method: 'DELETE' }),
    // the spec reloads the list whether or not the delete worked
    onSettled: invalidate,
  });
}
