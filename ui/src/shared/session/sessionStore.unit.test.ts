import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';

const HOUR = 3_600_000;

async function freshStore() {
  vi.resetModules();
  return import('./sessionStore');
}

describe('sessions', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps admin and coach sessions apart, the coach id under the key "id"', async () => {
    const store = await freshStore();
    store.startAdminSession('admin-token', Date.now() + 5 * HOUR);
    store.startCoachSession('coach-token', 'coach-1', Date.now() + HOUR);
    expect(localStorage.getItem('id')).toBe('coach-1');

    store.endCoachSession();
    expect(store.getSessions().coach).toBeNull();
    expect(store.getSessions().admin?.token).toBe('admin-token');
    expect(localStorage.getItem('id')).toBeNull();
    expect(localStorage.getItem('adminSession')).not.toBeNull();
  });

  it('restores an unexpired saved session with its saved expiry', async () => {
    const expiresAt = Date.now() + HOUR;
    (await freshStore()).startCoachSession('coach-token', 'coach-1', expiresAt);
    const restored = (await freshStore()).restoreSessions();
    expect(restored.coach).toEqual({ token: 'coach-token', coachId: 'coach-1', expiresAt });
  });

  it('clears an expired or damaged saved session on load', async () => {
    localStorage.setItem('adminSession', JSON.stringify({ token: 't', expiresAt: Date.now() - 1 }));
    localStorage.setItem('coachSession', '{not json');
    localStorage.setItem('id', 'coach-1');
    const restored = (await freshStore()).restoreSessions();
    expect(restored).toEqual({ admin: null, coach: null });
    expect(localStorage.length).toBe(0);
  });

  it('is signed out as the one object the server renders with, whenever nobody is signed in', async () => {
    // a rendered page is hydrated with SIGNED_OUT: any other object, even one alike, makes React
    // render the page's session readers again at once, hydrating the rest of the page in one task
    const store = await freshStore();
    expect(store.getSessions()).toBe(store.SIGNED_OUT);
    expect(store.restoreSessions()).toBe(store.SIGNED_OUT);

    store.startAdminSession('admin-token', Date.now() + HOUR);
    store.startCoachSession('coach-token', 'coach-1', Date.now() + HOUR);
    store.endAdminSession();
    expect(store.getSessions()).not.toBe(store.SIGNED_OUT);
    store.endCoachSession();
    expect(store.getSessions()).toBe(store.SIGNED_OUT);

    localStorage.setItem('adminSession', JSON.stringify({ token: 't', expiresAt: Date.now() - 1 }));
    expect(store.restoreSessions()).toBe(store.SIGNED_OUT);
    expect(Object.isFrozen(store.SIGNED_OUT)).toBe(true);
  });

  it("takes the server's expiresAt, else the site's lifetime", async () => {
    const { expiryFrom, ADMIN_SESSION_MS } = await freshStore();
    expect(expiryFrom('2030-01-01T00:00:00.000Z', ADMIN_SESSION_MS)).toBe(
      Date.parse('2030-01-01T00:00:00.000Z'),
    );
    expect(expiryFrom(undefined, ADMIN_SESSION_MS, 1000)).toBe(1000 + 5 * HOUR);
  });

  it('tells subscribers about every change', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeSessions(listener);
    store.startAdminSession('t', Date.now() + HOUR);
    store.endAdminSession();
    unsubscribe();
    store.startAdminSession('t', Date.now() + HOUR);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps who a member of staff is, and reads a session saved without it as an admin', async () => {
    const expiresAt = Date.now() + HOUR;
    (await freshStore()).startAdminSession('t', expiresAt, {
      staffId: 'staff-1',
      name: 'Sam Scorer',
      role: 'scorekeeper',
    });
    expect((await freshStore()).restoreSessions().admin).toEqual({
      token: 't',
      expiresAt,
      staffId: 'staff-1',
      name: 'Sam Scorer',
      role: 'scorekeeper',
    });

    localStorage.setItem('adminSession', JSON.stringify({ token: 'old', expiresAt }));
    expect((await freshStore()).restoreSessions().admin).toEqual({
      token: 'old',
      expiresAt,
      staffId: null,
      name: '',
      role: 'admin',
    });
    localStorage.setItem('adminSession', JSON.stringify({ token: 'odd', expiresAt, role: 'superuser' }));
    expect((await freshStore()).restoreSessions().admin?.role).toBe('admin');
  });
});
