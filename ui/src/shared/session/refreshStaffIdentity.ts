import type { AccountAnswer } from '@league/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import { getSessions, startAdminSession } from './sessionStore';

let asking = false;

/**
 * Asks the server who the signed-in member of staff is now (GET /api/account) and follows its answer:
 * after a 403 the role may have changed since the login (an admin made them a scorekeeper), and the menu
 * and the guards should say so instead of offering pages the server refuses. One question at a time; a
 * failure changes nothing.
 */
export async function refreshStaffIdentity(): Promise<void> {
  const admin = getSessions().admin;
  if (!admin || asking) return;
  asking = true;
  try {
    const { name, role } = await apiRequest<AccountAnswer>('/api/account');
    const now = getSessions().admin;
    if (role !== 'coach' && now?.token === admin.token && (now.role !== role || now.name !== name)) {
      startAdminSession(now.token, now.expiresAt, { ...now, name, role });
    }
  } catch {
    // refused or no answer: the menu stays as it is
  } finally {
    asking = false;
  }
}

const refusal = (event: { type: string; action?: { type: string; error?: unknown } }) =>
  event.type === 'updated' &&
  event.action?.type === 'error' &&
  (event.action.error as { status?: unknown } | undefined)?.status === 403;

/**
 * Every read or change the server refuses with 403 makes the UI ask who the member of staff is
 * (refreshStaffIdentity). Answers how to stop.
 */
export function refreshStaffIdentityOnRefusal(client: QueryClient): () => void {
  const follow = (event: { type: string; action?: { type: string; error?: unknown } }) => {
    if (refusal(event)) void refreshStaffIdentity();
  };
  const stopQueries = client.getQueryCache().subscribe(follow);
  const stopMutations = client.getMutationCache().subscribe(follow);
  return () => {
    stopQueries();
    stopMutations();
  };
}
