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

interface AdminLoginAnswer {
  token: string;
  expiresAt?: string | number;
}

interface CoachLoginAnswer extends AdminLoginAnswer {
  coachId: string;
}

export interface SignUpPayload {
  signUpEmail: string;
  signUpPassword: string;
}

const toLoginPayload = ({ email, password }: LoginForm) => ({ email: email.trim(), password });

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
    mutationFn: (payload: SignUpPayload) =>
      apiRequest<CoachLoginAnswer>('/api/admin/coachSignup', { method: 'POST', body: payload }),
    onSuccess: startCoach,
  });
}
