import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';

const HOUR = 3_600_000;

/** The session store and its account helpers, both fresh (one store between them). */
async function fresh() {
  vi.resetModules();
  return { store: await import('./sessionStore'), account: await import('./accountSession') };
}

describe('the signed-in account', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('renews the token of the account the API speaks for, and follows a new name or role', async () => {
    const { store, account } = await fresh();
    expect(account.signedInAccount()).toBeNull();
    store.startCoachSession('coach-token', 'coach-1', Date.now() + HOUR);
    expect(account.signedInAccount()).toBe('coach');
    account.renewSession('coach', 'fresh-coach', Date.now() + 2 * HOUR);
    expect(store.getSessions().coach).toMatchObject({ token: 'fresh-coach', coachId: 'coach-1' });

    store.startAdminSession('admin-token', Date.now() + HOUR, { staffId: 's', name: 'Ann', role: 'admin' });
    expect(account.signedInAccount()).toBe('staff');
    account.renewSession('staff', 'fresh-admin', Date.now() + 5 * HOUR);
    account.updateStaffIdentity({ name: 'Ann Admin' });
    expect(store.getSessions().admin).toMatchObject({
      token: 'fresh-admin',
      staffId: 's',
      name: 'Ann Admin',
      role: 'admin',
    });
    expect(JSON.parse(localStorage.getItem('adminSession') ?? '{}')).toMatchObject({ token: 'fresh-admin' });
    account.updateStaffIdentity({ role: 'scorekeeper' });
    expect(store.getSessions().admin?.role).toBe('scorekeeper');
  });

  it('saves nothing when nothing changed, and never brings back a session that ended', async () => {
    const { store, account } = await fresh();
    store.startAdminSession('t', Date.now() + HOUR, { staffId: 's', name: 'Ann', role: 'admin' });
    const listener = vi.fn();
    store.subscribeSessions(listener);
    account.updateStaffIdentity({ name: 'Ann', role: 'admin' });
    expect(listener).not.toHaveBeenCalled();

    store.endAdminSession();
    account.renewSession('staff', 'late', Date.now() + HOUR);
    account.updateStaffIdentity({ name: 'Late' });
    expect(store.getSessions().admin).toBeNull();
  });
});
