import {
  type AllVenuesAnswer,
  type CreateVenueRequest,
  type UpdateVenueRequest,
  type VenueListItem,
  type VenueWriteAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import type { Venue, VenueForm } from './venueSchemas';

export const venueKeys = {
  all: ['venues'] as const,
  list: () => [...venueKeys.all, 'list'] as const,
};

/** A venue of the answers, its `_id` as its venueId. */
const venueOf = ({ _id, ...venue }: VenueListItem): Venue => ({ venueId: _id, ...venue });
const venuesOf = (answer: AllVenuesAnswer) => answer.allVenues.map(venueOf);

export const venuesQuery = () =>
  queryOptions({
    queryKey: venueKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllVenuesAnswer>('/api/admin/venues', { signal }),
    select: venuesOf,
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

export function useUpdateVenue(venue: Pick<Venue, 'venueId' | 'version'>) {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: (form: VenueForm) =>
      apiRequest<VenueWriteAnswer>(`/api/admin/${encodeURIComponent(venue.venueId)}/updateVenue`, {
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
    mutationFn: (venue: Pick<Venue, 'venueId' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(venue.venueId)}/removeVenue`, {
        method: 'DELETE',
        ifMatch: venue.version,
      }),
    // the list reloads whether or not the delete worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}
