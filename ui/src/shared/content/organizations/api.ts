import type { AllOrgsAnswer, OrgAnswer, OrgListItem, OrgWriteAnswer } from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/apiRequest';
import type { Organization, OrgForm } from './schemas';

export const orgKeys = {
  all: ['organizations'] as const,
  list: () => [...orgKeys.all, 'list'] as const,
  one: (orgId: string) => [...orgKeys.all, 'one', orgId] as const,
};

/** An organization of the answers, its `_id` as its orgId. */
const orgOf = ({ _id, ...org }: OrgListItem): Organization => ({ orgId: _id, ...org });
const orgsOf = (answer: AllOrgsAnswer) => answer.allOrgs.map(orgOf);
const theOrgOf = (answer: OrgAnswer) => orgOf(answer.org);

export const allOrgsQuery = () =>
  queryOptions({
    queryKey: orgKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllOrgsAnswer>('/api/admin/allOrgs', { signal }),
    select: orgsOf,
  });

export const orgQuery = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.one(orgId),
    queryFn: ({ signal }) => apiRequest<OrgAnswer>(`/api/admin/org/${encodeURIComponent(orgId)}`, { signal }),
    select: theOrgOf,
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

export function useUpdateOrg(org: Pick<Organization, 'orgId' | 'version'>) {
  const invalidate = useInvalidateOrgs();
  return useMutation({
    mutationFn: (form: OrgForm) =>
      apiRequest<OrgWriteAnswer>(`/api/admin/${encodeURIComponent(org.orgId)}/updateOrg`, {
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
    mutationFn: (org: Pick<Organization, 'orgId' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(org.orgId)}/removeOrg`, {
        method: 'DELETE',
        ifMatch: org.version,
      }),
    // the list reloads whether or not the delete worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}
