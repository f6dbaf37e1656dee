import {
  type AdminLoginAnswer,
  type CoachLoginAnswer,
  type CoachSignupAnswer,
  type CoachSignupRequest,
  type LoginRequest,
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

export function useAdminLogin() {
  return useMutation({
    mutationFn: (form: LoginForm) =>
      apiRequest<AdminLoginAnswer>('/api/admin/login', { method: 'POST', body: toLoginPayload(form) }),
    onSuccess: ({ token, expiresAt }) => startAdminSession(token, expiryFrom(expiresAt, ADMIN_SESSION_MS)),
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
