import type {
  AccountAnswer,
  ChangePasswordRequest,
  MessageAnswer,
  RenameAccountRequest,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { accountKeys } from '../../shared/session/accountKeys';
import { renewSession, signedInAccount, updateStaffIdentity } from '../../shared/session/accountSession';
import { ADMIN_SESSION_MS, COACH_SESSION_MS, expiryFrom } from '../../shared/session/sessionStore';

/**
 * GET /api/account: who the signed-in account is (the staff session's when both a member of staff and a
 * coach are signed in, as the API client sends that token first) and where it is signed in. A member of
 * staff's name and role are kept in the session as the server now says them.
 */
export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.mine(),
    queryFn: async ({ signal }) => {
      const account = await apiRequest<AccountAnswer>('/api/account', { signal });
      if (account.role !== 'coach') updateStaffIdentity({ name: account.name, role: account.role });
      return account;
    },
  });

function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

/** PATCH /api/account {name}. */
export function useRenameAccount() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (request: RenameAccountRequest) =>
      apiRequest<{ position: string }>('/api/account', { method: 'PATCH', body: request }),
    onSuccess: (_answer, { name }) => {
      updateStaffIdentity({ name });
      return invalidate();
    },
  });
}

/**
 * POST /api/account/password: every other session of the account ends, this one goes on with the token
 * answered, which the session keeps from now on.
 */
export function useChangePassword() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: async (request: ChangePasswordRequest) => {
      const account = signedInAccount();
      const answer = await apiRequest<{ token: string; expiresAt: string }>('/api/account/password', {
        method: 'POST',
        body: request,
      });
      if (account) {
        const fallback = account === 'staff' ? ADMIN_SESSION_MS : COACH_SESSION_MS;
        renewSession(account, answer.token, expiryFrom(answer.expiresAt, fallback));
      }
      return answer;
    },
    onSuccess: invalidate,
  });
}

/** DELETE /api/account/sessions/{sessionId}: that browser is signed out at once. */
export function useEndSession() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<MessageAnswer>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
      }),
    onSettled: invalidate,
  });
}

/** POST /api/account/confirmationEmail: a new link to confirm a coach's address. */
export function useSendConfirmation() {
  return useMutation({
    mutationFn: () => apiRequest<MessageAnswer>('/api/account/confirmationEmail', { method: 'POST' }),
  });
}
