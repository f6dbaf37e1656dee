import type {
  CoachLoginAnswer,
  CoachSignupAnswer,
  CoachSignupRequest,
  LoginRequest,
  StaffLoginAnswer,
} from '@league/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import {
  ADMIN_SESSION_MS,
  COACH_SESSION_MS,
  expiryFrom,
  startAdminSession,
  startCoachSession,
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
