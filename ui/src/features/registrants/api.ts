import type {
  AllRegisteredPlayersAnswer,
  PersonalDataErasedAnswer,
  RegistrantWriteAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import type { Registrant, RegistrantFormValues } from './schemas';
import { trimmed } from './values';

export const registrantKeys = {
  all: ['registrants'] as const,
  ofTournament: (leagueNameAndDesc: string) =>
    [...registrantKeys.all, 'tournament', leagueNameAndDesc] as const,
  one: (registrantId: string) => [...registrantKeys.all, 'one', registrantId] as const,
};

/** GET /api/registration/{leagueNameAndDesc} (admin): the tournament's registrants. */
export const registrantsQuery = (leagueNameAndDesc: string) =>
  queryOptions({
    queryKey: registrantKeys.ofTournament(leagueNameAndDesc),
    queryFn: ({ signal }) =>
      apiRequest<AllRegisteredPlayersAnswer>(`/api/registration/${encodeURIComponent(leagueNameAndDesc)}`, {
        signal,
      }),
    select: (answer) => answer.allRegisteredPlayersInLeague,
  });

/** GET /api/admin/registrant/{registrantId} (admin). */
export const registrantQuery = (registrantId: string) =>
  queryOptions({
    queryKey: registrantKeys.one(registrantId),
    queryFn: ({ signal }) =>
      apiRequest<{ registrant: Registrant }>(`/api/admin/registrant/${encodeURIComponent(registrantId)}`, {
        signal,
      }),
    select: (answer) => answer.registrant,
  });

function useInvalidateRegistrants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: registrantKeys.all });
}

/** A player registers for an open tournament (public). */
export function useRegisterPlayer(tournamentId: string) {
  const invalidate = useInvalidateRegistrants();
  return useMutation({
    mutationFn: (form: RegistrantFormValues) =>
      apiRequest<RegistrantWriteAnswer>(`/api/registration/${encodeURIComponent(tournamentId)}/registrants`, {
        method: 'POST',
        body: trimmed(form),
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateRegistrant(registrant: Pick<Registrant, '_id' | 'version'>) {
  const invalidate = useInvalidateRegistrants();
  return useMutation({
    mutationFn: (form: RegistrantFormValues) =>
      apiRequest<RegistrantWriteAnswer>(`/api/admin/${encodeURIComponent(registrant._id)}/updateRegistrant`, {
        method: 'PATCH',
        body: trimmed(form),
        ifMatch: registrant.version,
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveRegistrant() {
  const invalidate = useInvalidateRegistrants();
  return useMutation({
    mutationFn: (registrant: Pick<Registrant, '_id' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(registrant._id)}/removeRegistrant`, {
        method: 'DELETE',
        ifMatch: registrant.version,
      }),
    // the list reloads whether or not the delete worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}

/** POST /api/admin/{registrantId}/eraseRegistrantPersonalData (admin): the record then reads (erased). */
export function useEraseRegistrantPersonalData() {
  const invalidate = useInvalidateRegistrants();
  return useMutation({
    mutationFn: (registrantId: string) =>
      apiRequest<PersonalDataErasedAnswer>(
        `/api/admin/${encodeURIComponent(registrantId)}/eraseRegistrantPersonalData`,
        { method: 'POST' },
      ),
    onSuccess: invalidate,
  });
}
