import type {
  AcceptInvitationAnswer,
  AcceptInvitationRequest,
  AccountAnswer,
  ForgotPasswordRequest,
  MessageAnswer,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@league/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { accountKeys } from '../../shared/session/accountKeys';
import { startAdminSession, type StaffIdentity } from '../../shared/session/sessionStore';

// The calls of the pages of mailed links and of Forgot your password? (the login forms' are in api.ts)

/** POST /api/account/forgotPassword: the same answer whether or not an account uses the address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      apiRequest<MessageAnswer>('/api/account/forgotPassword', { method: 'POST', body: request }),
  });
}

/** POST /api/account/resetPassword with the mailed link's token: every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) =>
      apiRequest<MessageAnswer>('/api/account/resetPassword', { method: 'POST', body: request }),
  });
}

/** POST /api/account/verifyEmail with the mailed link's token; a signed-in coach's account then reads anew. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VerifyEmailRequest) =>
      apiRequest<MessageAnswer>('/api/account/verifyEmail', { method: 'POST', body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/**
 * Who the token of an accepted invitation belongs to (GET /api/account asked with it): the answer to
 * the invitation gives no role, and the role decides where the new member of staff lands.
 */
async function identityOf(token: string, staffId: string): Promise<StaffIdentity | null> {
  try {
    const { name, role } = await apiRequest<AccountAnswer>('/api/account', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return role === 'coach' ? null : { staffId, name, role };
  } catch {
    return null;
  }
}

/**
 * POST /api/staff/accept: the invited person's password; they are then signed in as staff with the
 * answered token, under the role the invitation gave them (null when it could not be read: the session
 * then reads as an admin's until a refusal makes the menu ask again).
 */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (request: AcceptInvitationRequest) => {
      const { staffId, token, expiresIn } = await apiRequest<AcceptInvitationAnswer>('/api/staff/accept', {
        method: 'POST',
        body: request,
      });
      const who = await identityOf(token, staffId);
      startAdminSession(token, Date.now() + expiresIn * 1000, who ?? { staffId });
      return who;
    },
  });
}
