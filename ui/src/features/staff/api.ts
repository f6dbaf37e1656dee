import type {
  InviteStaffRequest,
  StaffAnswer,
  StaffMember,
  StaffWriteAnswer,
  UpdateStaffRequest,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

/** GET /api/admin/staff (owner, admin): the owner first, then by name. */
export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => apiRequest<StaffAnswer>('/api/admin/staff', { signal }),
    select: (answer): StaffMember[] => answer.staff,
  });

function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

/**
 * POST /api/admin/staff: invites by e-mail (the invitation is mailed); for someone invited already, a
 * new link that voids the earlier one.
 */
export function useInviteStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (invitation: InviteStaffRequest) =>
      apiRequest<StaffWriteAnswer>('/api/admin/staff', { method: 'POST', body: invitation }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/admin/staff/{staffId}: a new name, a new role, disabled or enabled (never the owner). */
export function useUpdateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ staffId, change }: { staffId: string; change: UpdateStaffRequest }) =>
      apiRequest<StaffWriteAnswer>(`/api/admin/staff/${encodeURIComponent(staffId)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSettled: invalidate,
  });
}
