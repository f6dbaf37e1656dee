import type { AllOrgsAnswer, OrgAnswer, OrgWriteAnswer } from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/apiRequest';
import type { Organization, OrgForm } from './schemas';

export const orgKeys = {
  all: ['organizations'] as const,
  list: () => [...orgKeys.all, 'list'] as const,
  one: (orgId: string) => [...orgKeys.all, 'one', orgId] as const,
};

export const allOrgsQuery = () =>
  queryOptions({
    queryKey: orgKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllOrgsAnswer>('/api/admin/allOrgs', { signal }),
    select: (answer) => answer.allOrgs,
  });

export const orgQuery = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.one(orgId),
    queryFn: ({ signal }) => apiRequest<OrgAnswer>(`/api/admin/org/${encodeURIComponent(orgId)}`, { signal }),
    select: (answer) => answer.org,
  });

const toPayload = ({ orgName, orgAddress }: OrgForm) => ({
  orgName: orgName.trim(),
  orgAddress: orgAddress.trim(),
});

function useInvalidateOrgs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orgKeys.all });
}

export function useCreateOrg() {
  const invalidate = useInvalidateOrgs();
  return useMutation({
    mutationFn: (form: OrgForm) =>
      apiRequest<OrgWriteAnswer>('/api/admin/createOrg', {
        method: 'POST',
        body: toPayload(form),
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateOrg(org: Pick<Organization, '_id' | 'version'>) {
  const invalidate = useInvalidateOrgs();
  return useMutation({
    mutationFn: (form: OrgForm) =>
      apiRequest<OrgWriteAnswer>(`/api/admin/${encodeURIComponent(org._id)}/updateOrg`, {
        method: 'PATCH',
        body: toPayload(form),
        // the version this form was loaded with: a concurrent edit answers 409 instead of being lost
        ifMatch: org.version,
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveOrg() {
  const invalidate = useInvalidateOrgs();
  return useMutation({
    mutationFn: (org: Pick<Organization, '_id' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(org._id)}/removeOrg`, {
        method: 'DELETE',
        ifMatch: org.version,
      }),
    // the list reloads whether or not the delete worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}
