import {
  type AllVenuesAnswer,
  type CreateVenueRequest,
  type UpdateVenueRequest,
  type VenueWriteAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import type { Venue, VenueForm } from './venueSchemas';

export const venueKeys = {
  all: ['venues'] as const,
  list: () => [...venueKeys.all, 'list'] as const,
};

export const venuesQuery = () =>
  queryOptions({
    queryKey: venueKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllVenuesAnswer>('/api/admin/venues', { signal }),
    select: (answer) => answer.allVenues,
  });

const toPayload = ({ venueName, venueAddress }: VenueForm): CreateVenueRequest & UpdateVenueRequest => ({
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
      apiRequest<VenueWriteAnswer>('/api/admin/createVenue', { method: 'POST', body: toPayload(form) }),
    onSuccess: invalidate,
  });
}

export function useUpdateVenue(venue: Pick<Venue, '_id' | 'version'>) {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: (form: VenueForm) =>
      apiRequest<VenueWriteAnswer>(`/api/admin/${encodeURIComponent(venue._id)}/updateVenue`, {
        method: 'PATCH',
        body: toPayload(form),
        // the version this form was loaded with: a concurrent edit answers 409 instead of being lost
        ifMatch: venue.version,
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveVenue() {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: (venue: Pick<Venue, '_id' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(venue._id)}/removeVenue`, {
        method: 'DELETE',
        ifMatch: venue.version,
      }),
    // the list reloads whether or not the delete worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}
