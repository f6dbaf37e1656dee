import type {
  AllCOCCoachesAnswer,
  CocCoach,
  CodeOfConductAnswer,
  CodeOfConductForm,
  ConductSignature,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

export const conductKeys = {
  all: ['conduct'] as const,
  signatures: () => [...conductKeys.all, 'signatures'] as const,
};

/** A signature of the answer, its `_id` as its signatureId. */
const signatureOf = ({ _id, ...signature }: CocCoach): ConductSignature => ({
  signatureId: _id,
  ...signature,
});

const signaturesOf = (answer: AllCOCCoachesAnswer) => answer.allCOCCoaches.map(signatureOf);

/** GET /api/admin/getAllCOCCoaches (admin), by last then first name. */
export const conductSignaturesQuery = () =>
  queryOptions({
    queryKey: conductKeys.signatures(),
    queryFn: ({ signal }) => apiRequest<AllCOCCoachesAnswer>('/api/admin/getAllCOCCoaches', { signal }),
    select: signaturesOf,
  });

export function useSignCodeOfConduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CodeOfConductForm) =>
      apiRequest<CodeOfConductAnswer>('/api/registration/codeOfConduct', {
        method: 'POST',
        body: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          team: form.team.trim(),
          season: form.season.trim(),
          date: form.date.trim(),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conductKeys.all }),
  });
}
