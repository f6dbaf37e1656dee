import { getSessions, startAdminSession, startCoachSession, type StaffIdentity } from './sessionStore';

// Apart from the session store, which every first visit loads: only signed-in pages change an account.

/**
 * The account that the API client speaks for (apiRequest sends the staff token first): the one whose
 * own account page is shown, null when nobody is signed in.
 */
export function signedInAccount(): 'staff' | 'coach' | null {
  const { admin, coach } = getSessions();
  return admin ? 'staff' : coach ? 'coach' : null;
}

/**
 * The signed-in account goes on with a new token (a changed password ends every other session and
 * answers a fresh token for this one); nothing happens when that session has ended meanwhile.
 */
export function renewSession(account: 'staff' | 'coach', token: string, expiresAt: number) {
  const { admin, coach } = getSessions();
  if (account === 'staff' && admin) startAdminSession(token, expiresAt, admin);
  if (account === 'coach' && coach) startCoachSession(token, coach.coachId, expiresAt);
}

/**
 * What the server now says of the signed-in member of staff (a new name, a role an admin changed): the
 * menu and the guards follow at once. Unchanged, nothing is saved.
 */
export function updateStaffIdentity(changes: Partial<Pick<StaffIdentity, 'name' | 'role'>>) {
  const { admin } = getSessions();
  if (!admin) return;
  const next = { ...admin, ...changes };
  if (next.name !== admin.name || next.role !== admin.role)
    startAdminSession(admin.token, admin.expiresAt, next);
}
