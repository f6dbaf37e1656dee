import type {
  AllTournamentsAnswer,
  TournamentAnswer,
  TournamentItem,
  TournamentWriteAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import type { Tournament, TournamentFormValues } from './schemas';

export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentKeys.all, 'list'] as const,
  one: (tournamentId: string) => [...tournamentKeys.all, 'one', tournamentId] as const,
};

/** A tournament of the answers, its `_id` as its tournamentId. */
const tournamentOf = ({ _id, ...tournament }: TournamentItem): Tournament => ({
  tournamentId: _id,
  ...tournament,
});

const tournamentsOf = (answer: AllTournamentsAnswer) => answer.allTournaments.map(tournamentOf);
const theTournamentOf = (answer: TournamentAnswer) => tournamentOf(answer.tournament);

/** GET /api/registration/tournaments (public): latest closing date first. */
export const tournamentsQuery = () =>
  queryOptions({
    queryKey: tournamentKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllTournamentsAnswer>('/api/registration/tournaments', { signal }),
    select: tournamentsOf,
  });

/** GET /api/admin/tournament/{tournamentId} (admin). */
export const tournamentQuery = (tournamentId: string) =>
  queryOptions({
    queryKey: tournamentKeys.one(tournamentId),
    queryFn: ({ signal }) =>
      apiRequest<TournamentAnswer>(`/api/admin/tournament/${encodeURIComponent(tournamentId)}`, { signal }),
    select: theTournamentOf,
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

export function useUpdateTournament(tournament: Pick<Tournament, 'tournamentId' | 'version'>) {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: (form: TournamentFormValues) =>
      apiRequest<TournamentWriteAnswer>(
        `/api/admin/${encodeURIComponent(tournament.tournamentId)}/updateTournament`,
        {
          method: 'PATCH',
          body: toPayload(form),
          ifMatch: tournament.version,
        },
      ),
    onSuccess: invalidate,
  });
}
