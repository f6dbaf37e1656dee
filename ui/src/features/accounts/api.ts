import type {
  AcceptInvitationAnswer,
  AcceptInvitationRequest,
  AccountAnswer,
  CoachLoginAnswer,
  CoachSignupAnswer,
  CoachSignupRequest,
  ForgotPasswordRequest,
  LoginRequest,
  MessageAnswer,
  ResetPasswordRequest,
  StaffLoginAnswer,
  VerifyEmailRequest,
} from '@league/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { accountKeys } from '../../shared/session/accountKeys';
import {
  ADMIN_SESSION_MS,
  COACH_SESSION_MS,
  expiryFrom,
  startAdminSession,
  startCoachSession,
  type StaffIdentity,
} from '../../shared/session/sessionStore';
import type { LoginForm } from './schemas';

const toLoginPayload = ({ email, password }: LoginForm): LoginRequest => ({ email: email.trim(), password });

/** A member of staff signed in: who they are and their role come with the token (staffLoginAnswer). */
function startStaff({ token, expiresAt, ...who }: Partial<StaffLoginAnswer> & { token: string }) {
  startAdminSession(token, expiryFrom(expiresAt, ADMIN_SESSION_MS), who);
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: (form: LoginForm) =>
      apiRequest<StaffLoginAnswer>('/api/admin/login', { method: 'POST', body: toLoginPayload(form) }),
    onSuccess: startStaff,
  });
}

function startCoach({ token, coachId, expiresAt }: CoachLoginAnswer) {
  startCoachSession(token, coachId, expiryFrom(expiresAt, COACH_SESSION_MS));
}

export function useCoachLogin() {
  return useMutation({
    mutationFn: (form: LoginForm) =>
      apiRequest<CoachLoginAnswer>('/api/admin/coachLogin', { method: 'POST', body: toLoginPayload(form) }),
    onSuccess: startCoach,
  });
}

export function useCoachSignUp() {
  return useMutation({
    mutationFn: (payload: CoachSignupRequest) =>
      apiRequest<CoachSignupAnswer>('/api/admin/coachSignup', { method: 'POST', body: payload }),
    onSuccess: startCoach,
  });
}

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
