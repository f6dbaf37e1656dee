import type { DemoApi } from './api';

/**
 * Two of the Executive Board help run the demo league (docs/accounts.md): the Vice President as an
 * admin and the Director of Officiating as the scorekeeper. They are invited by the owner and join by
 * the link of their invitation, as real staff do; the start-up banner prints their logins.
 */
export const DEMO_STAFF_PASSWORD = 'Staff12345!';
export const DEMO_STAFF = [
  { name: 'Maria Santos', email: 'maria.santos@league.test', role: 'admin' },
  { name: 'Tom Lindqvist', email: 'tom.lindqvist@league.test', role: 'scorekeeper' },
] as const;

/** Invites the demo's staff and has them join: the api as each of them, by role (none without links). */
export async function loadStaffDemo(api: DemoApi): Promise<DemoApi['staff']> {
  const { mailedLink } = api;
  if (!mailedLink) return undefined;
  const joined: Partial<Record<'admin' | 'scorekeeper', DemoApi>> = {};
  for (const member of DEMO_STAFF) {
    const { staffId } = await api.call('POST', '/api/admin/staff', member);
    const link = new URL(await mailedLink(`admin-${String(staffId)}`, 'StaffInvited'));
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/staff/accept',
      payload: { token: link.searchParams.get('token'), password: DEMO_STAFF_PASSWORD },
    });
    if (response.statusCode !== 200) {
      throw new Error(
        `Demo league: accepting the invitation answered ${response.statusCode}: ${response.body}`,
      );
    }
    joined[member.role] = api.as(response.json<{ token: string }>().token);
  }
  return joined.admin && joined.scorekeeper
    ? { admin: joined.admin, scorekeeper: joined.scorekeeper }
    : undefined;
}

/** Confirms a demo coach's address by the link mailed at sign-up, as the coach would. */
export async function confirmDemoAddress(api: DemoApi, coachId: string): Promise<void> {
  if (!api.mailedLink) return;
  const link = new URL(await api.mailedLink(`coach-${coachId}`, 'EmailConfirmationRequested'));
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/account/verifyEmail',
    payload: { token: link.searchParams.get('token') },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Demo league: confirming an address answered ${response.statusCode}: ${response.body}`);
  }
}
