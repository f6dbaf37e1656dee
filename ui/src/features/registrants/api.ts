import type {
  AllRegisteredPlayersAnswer,
  PersonalDataErasedAnswer,
  RegistrantAnswer,
  RegistrantItem,
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

/** A registrant of the answers, its `_id` as its registrantId. */
const registrantOf = ({ _id, ...registrant }: RegistrantItem): Registrant => ({
  registrantId: _id,
  ...registrant,
});

const registrantsOf = (answer: AllRegisteredPlayersAnswer) =>
  answer.allRegisteredPlayersInLeague.map(registrantOf);
const theRegistrantOf = (answer: RegistrantAnswer) => registrantOf(answer.registrant);

/** GET /api/registration/{leagueNameAndDesc} (admin): the tournament's registrants. */
export const registrantsQuery = (leagueNameAndDesc: string) =>
  queryOptions({
    queryKey: registrantKeys.ofTournament(leagueNameAndDesc),
    queryFn: ({ signal }) =>
      apiRequest<AllRegisteredPlayersAnswer>(`/api/registration/${encodeURIComponent(leagueNameAndDesc)}`, {
        signal,
      }),
    select: registrantsOf,
  });

/** GET /api/admin/registrant/{registrantId} (admin). */
export const registrantQuery = (registrantId: string) =>
  queryOptions({
    queryKey: registrantKeys.one(registrantId),
    queryFn: ({ signal }) =>
      apiRequest<RegistrantAnswer>(`/api/admin/registrant/${encodeURIComponent(registrantId)}`, { signal }),
    select: theRegistrantOf,
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

export function useUpdateRegistrant(registrant: Pick<Registrant, 'registrantId' | 'version'>) {
  const invalidate = useInvalidateRegistrants();
  return useMutation({
    mutationFn: (form: RegistrantFormValues) =>
      apiRequest<RegistrantWriteAnswer>(
        `/api/admin/${encodeURIComponent(registrant.registrantId)}/updateRegistrant`,
        {
          method: 'PATCH',
          body: trimmed(form),
          ifMatch: registrant.version,
        },
      ),
    onSuccess: invalidate,
  });
}

export function useRemoveRegistrant() {
  const invalidate = useInvalidateRegistrants();
  return useMutation({
    mutationFn: (registrant: Pick<Registrant, 'registrantId' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(registrant.registrantId)}/removeRegistrant`, {
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
