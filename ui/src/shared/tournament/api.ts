import type { AllTournamentsAnswer, TournamentWriteAnswer } from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import type { Tournament, TournamentFormValues } from './schemas';

export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentKeys.all, 'list'] as const,
  one: (tournamentId: string) => [...tournamentKeys.all, 'one', tournamentId] as const,
};

/** GET /api/registration/tournaments (public): latest closing date first. */
export const tournamentsQuery = () =>
  queryOptions({
    queryKey: tournamentKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllTournamentsAnswer>('/api/registration/tournaments', { signal }),
    select: (answer) => answer.allTournaments,
  });

/** GET /api/admin/tournament/{tournamentId} (admin). */
export const tournamentQuery = (tournamentId: string) =>
  queryOptions({
    queryKey: tournamentKeys.one(tournamentId),
    queryFn: ({ signal }) =>
      apiRequest<{ tournament: Tournament }>(`/api/admin/tournament/${encodeURIComponent(tournamentId)}`, {
        signal,
      }),
    select: (answer) => answer.tournament,
  });

const toPayload = ({ leagueNameAndDesc, closeDate, price }: TournamentFormValues) => ({
  leagueNameAndDesc: leagueNameAndDesc.trim(),
  closeDate: closeDate.trim(),
  price: price.trim(),
});

function useInvalidateTournaments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
}

export function useCreateTournament() {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: (form: TournamentFormValues) =>
      apiRequest<TournamentWriteAnswer>('/api/admin/createTournament', {
        method: 'POST',
        body: toPayload(form),
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateTournament(tournament: Pick<Tournament, '_id' | 'version'>) {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: (form: TournamentFormValues) =>
      apiRequest<TournamentWriteAnswer>(`/api/admin/${encodeURIComponent(tournament._id)}/updateTournament`, {
        method: 'PATCH',
        body: toPayload(form),
        ifMatch: tournament.version,
      }),
    onSuccess: invalidate,
  });
}
