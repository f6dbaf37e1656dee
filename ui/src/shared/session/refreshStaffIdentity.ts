import type { AccountAnswer, StaffRole } from '@league/contracts';
import { apiRequest } from '../api/apiRequest';
import { getSessions, updateStaffIdentity } from './sessionStore';

let asking: Promise<void> | null = null;

/**
 * Asks the server who the signed-in member of staff is now (GET /api/account) and follows its answer:
 * after a 403 the role may have changed since the login (an admin made them a scorekeeper), and the menu
 * and the guards should say so instead of offering pages the server refuses. One question at a time;
 * a failure changes nothing.
 */
export function refreshStaffIdentity(): Promise<void> {
  if (!getSessions().admin) return Promise.resolve();
  asking ??= apiRequest<AccountAnswer>('/api/account')
    .then(({ name, role }) => {
      if (role !== 'coach') updateStaffIdentity({ name, role: role satisfies StaffRole });
    })
    .catch(() => undefined)
    .finally(() => (asking = null));
  return asking;
}
