import type { AllCOCCoachesAnswer, CodeOfConductAnswer, CodeOfConductForm } from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

export const conductKeys = {
  all: ['conduct'] as const,
  signatures: () => [...conductKeys.all, 'signatures'] as const,
};

/** GET /api/admin/getAllCOCCoaches (admin), by last then first name. */
export const conductSignaturesQuery = () =>
  queryOptions({
    queryKey: conductKeys.signatures(),
    queryFn: ({ signal }) => apiRequest<AllCOCCoachesAnswer>('/api/admin/getAllCOCCoaches', { signal }),
    select: (answer) => answer.allCOCCoaches,
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
