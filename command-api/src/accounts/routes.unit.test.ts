import { describe, expect, it } from 'vitest';
import {
  EMAIL_TAKEN_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  VALID_EMAIL_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@league/contracts';
import { createTokenService } from '@league/infra/http';
import { testEvent } from '@league/infra/testing';
import { commandApiForTests, TEST_SECRET } from '../test-support';
import { ensureAdmin } from './accounts';
import { hashPassword } from './passwords';

const ADMIN = { email: 'Admin@League.org', password: 'Admin-Password-1' };

describe('coach accounts over HTTP', () => {
  it('signs up, logs in, refuses a wrong password and an unknown e-mail alike, a taken e-mail and a weak password', async () => {
    const api = await commandApiForTests();
    const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });

    const signUp = await post('/api/admin/coachSignup', {
      signUpEmail: 'Coach@Team.org',
      signUpPassword: 'Hockey2025',
    });
    expect(signUp.statusCode).toBe(201);
    const { coachId, token, expiresAt, position } = signUp.json();
    expect(coachId).toMatch(/^[0-9a-f-]{36}$/);
    expect(position).toMatch(/^\d+\.\d+$/);
    expect(await api.tokens.verify(token)).toMatchObject({ role: 'coach', id: coachId, kind: 'coach' });
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
    expect(signUp.body).not.toMatch(/scrypt|Hockey2025/);

    const login = await post('/api/admin/coachLogin', { email: 'coach@team.org ', password: 'Hockey2025' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ coachId, token: expect.any(String), expiresAt: expect.any(String) });

    const count = await api.eventCount();
    const wrongPassword = await post('/api/admin/coachLogin', {
      email: 'coach@team.org',
      password: 'Hockey2026',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: WRONG_PASSWORD_MESSAGE });
    expect(WRONG_PASSWORD_MESSAGE).toBe('Password is incorrect.  Try again.');

    const unknown = await post('/api/admin/coachLogin', { email: 'nobody@team.org', password: 'Hockey2025' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: WRONG_PASSWORD_MESSAGE });

    const taken = await post('/api/admin/coachSignup', {
      signUpEmail: ' COACH@team.org',
      signUpPassword: 'Other2025x',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: expect.stringMatching(/already exists/) });

    const weak = await post('/api/admin/coachSignup', {
      signUpEmail: 'new@team.org',
      signUpPassword: 'hockey2025',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(PASSWORD_RULE_MESSAGE);

    const badEmail = await post('/api/admin/coachSignup', {
      signUpEmail: 'new@team',
      signUpPassword: 'Hockey2025',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(VALID_EMAIL_MESSAGE);

    const wrongTypes = await post('/api/admin/coachLogin', { email: 5, password: null });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toMatch(/email.*password/);

    expect(await api.eventCount()).toBe(count);
  });

  it('records the sign-up as an e-mail claim and an account, the hash never the password', async () => {
    const api = await commandApiForTests();
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: 'Coach@Team.org', signUpPassword: 'Hockey2025' },
    });
    const { coachId } = signUp.json();
    const claimStream = `coachEmail-${await api.personalData.emailStreamKey('coach@team.org')}`;
    expect(claimStream).toMatch(/^coachEmail-[0-9a-f]{64}$/);
    const [claim] = await api.personalData.open(await api.store.readStream(claimStream));
    expect(claim).toMatchObject({ type: 'CoachEmailClaimed', data: { email: 'coach@team.org', coachId } });
    const [account, confirmation] = await api.store.readStream(`coach-${coachId}`);
    expect(account?.type).toBe('CoachSignedUp');
    expect(confirmation?.type).toBe('EmailConfirmationRequested');
    expect(JSON.stringify(account)).not.toContain('Hockey2025');
    expect((account?.data as { passwordHash: string }).passwordHash).toMatch(/^scrypt\$/);
    // the address is sealed in the log and in no stream id
    const everything = await api.store.readAll(null, 1000);
    expect(everything).toHaveLength(3);
    expect(JSON.stringify(everything).toLowerCase()).not.toContain('coach@team.org');
    expect((account?.data as { email: string }).email).toMatch(/^pd1:coach-/);
    const [opened] = await api.personalData.open([account!]);
    expect((opened?.data as { email: string }).email).toBe('Coach@Team.org');
  });

  it('still knows addresses claimed under the address itself before stream ids were hashed', async () => {
    const api = await commandApiForTests();
    const coachId = '00000000-0000-4000-8000-0000000000c1';
    const passwordHash = await hashPassword('Hockey2025');
    await api.store.append(
      'coachEmail-old@team.org',
      [testEvent('CoachEmailClaimed', { email: 'old@team.org', coachId }, { role: 'public', id: null })],
      'no_stream',
    );
    await api.store.append(
      `coach-${coachId}`,
      [
        testEvent(
          'CoachSignedUp',
          { coachId, email: 'Old@Team.org', passwordHash },
          { role: 'public', id: null },
        ),
      ],
      'no_stream',
    );
    const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
    const login = await post('/api/admin/coachLogin', { email: 'OLD@team.org', password: 'Hockey2025' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ coachId });
    const again = await post('/api/admin/coachSignup', {
      signUpEmail: 'old@team.org',
      signUpPassword: 'Hockey2025',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
  });
});

describe('a coach e-mail claimed by a sign-up that crashed before its account', () => {
  it('blocks the address for a minute, is then taken over by the next sign-up, and never takes over a real account', async () => {
    let clock = new Date();
    const api = await commandApiForTests({ now: () => clock });
    const signUp = (signUpEmail: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/coachSignup',
        payload: { signUpEmail, signUpPassword: 'Hockey2025' },
      });
    // the claim of a sign-up whose process died before it recorded the account
    const orphan = '00000000-0000-4000-8000-0000000000cc';
    const claimStream = `coachEmail-${await api.personalData.emailStreamKey('lost@team.org')}`;
    await api.store.append(
      claimStream,
      [
        testEvent(
          'CoachEmailClaimed',
          { email: 'lost@team.org', coachId: orphan },
          { role: 'public', id: null },
        ),
      ],
      'no_stream',
    );

    expect((await signUp('lost@team.org')).statusCode).toBe(409); // young: its sign-up may still be under way

    clock = new Date(Date.now() + 61_000);
    const taken = await signUp('Lost@Team.org');
    expect(taken.statusCode).toBe(201);
    const { coachId } = taken.json<{ coachId: string }>();
    expect(coachId).not.toBe(orphan);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachLogin',
      payload: { email: 'lost@team.org', password: 'Hockey2025' },
    });
    expect(login.json()).toMatchObject({ coachId });

    // a claim whose account exists stays its owner's, however old
    clock = new Date(Date.now() + 3_600_000);
    expect((await signUp('lost@team.org')).statusCode).toBe(409);
    const claims = await api.personalData.open(await api.store.readStream(claimStream));
    expect(claims.map((e) => e.data)).toEqual([
      { email: 'lost@team.org', coachId: orphan },
      { email: 'lost@team.org', coachId },
    ]);
  });

  it('an orphaned claim recorded under the address itself is replaced by a claim under its hash', async () => {
    let clock = new Date();
    const api = await commandApiForTests({ now: () => clock });
    const orphan = '00000000-0000-4000-8000-0000000000cd';
    await api.store.append(
      'coachEmail-gone@team.org',
      [
        testEvent(
          'CoachEmailClaimed',
          { email: 'gone@team.org', coachId: orphan },
          { role: 'public', id: null },
        ),
      ],
      'no_stream',
    );
    const signUp = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/coachSignup',
        payload: { signUpEmail: 'gone@team.org', signUpPassword: 'Hockey2025' },
      });
    expect((await signUp()).statusCode).toBe(409);
    clock = new Date(Date.now() + 61_000);
    const taken = await signUp();
    expect(taken.statusCode).toBe(201);
    const { coachId } = taken.json<{ coachId: string }>();
    const hashed = `coachEmail-${await api.personalData.emailStreamKey('gone@team.org')}`;
    expect((await api.personalData.open(await api.store.readStream(hashed))).map((e) => e.data)).toEqual([
      { email: 'gone@team.org', coachId },
    ]);
    expect(await api.store.readStream('coachEmail-gone@team.org')).toHaveLength(1);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachLogin',
      payload: { email: 'gone@team.org', password: 'Hockey2025' },
    });
    expect(login.json()).toMatchObject({ coachId });
    expect((await signUp()).statusCode).toBe(409);
  });
});

describe('admin accounts', () => {
  it('ensureAdmin creates the admin once, changes the password only when it differs', async () => {
    const api = await commandApiForTests();
    const adminId = await ensureAdmin(api.store, ADMIN, { personalData: api.personalData });
    expect(await api.store.readStream('adminEmail-admin@league.org')).toHaveLength(0);
    const claimStream = `adminEmail-${await api.personalData.emailStreamKey('admin@league.org')}`;
    expect(await api.store.readStream(claimStream)).toHaveLength(1);
    expect(JSON.stringify(await api.store.readAll(null, 100)).toLowerCase()).not.toContain(
      'admin@league.org',
    );
    // registered, and named by the default owner name (LEAGUE_ADMIN_NAME unset)
    expect((await api.store.readStream(`admin-${adminId}`)).map((e) => [e.type, e.data])).toEqual([
      ['AdminRegistered', expect.objectContaining({ adminId })],
      ['StaffRenamed', { adminId, name: 'League admin' }],
    ]);

    expect(await api.store.readStream('siteAdmin')).toHaveLength(1);

    expect(await ensureAdmin(api.store, ADMIN, { personalData: api.personalData })).toBe(adminId);
    expect(await api.eventCount()).toBe(4);

    expect(
      await ensureAdmin(
        api.store,
        { email: 'admin@league.org', password: 'Changed-Password-2' },
        { personalData: api.personalData },
      ),
    ).toBe(adminId);
    expect((await api.store.readStream(`admin-${adminId}`)).map((e) => e.type)).toEqual([
      'AdminRegistered',
      'StaffRenamed',
      'AdminPasswordChanged',
    ]);
    const old = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    expect(old.statusCode).toBe(401);
    const current = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: ADMIN.email, password: 'Changed-Password-2' },
    });
    expect(current.statusCode).toBe(200);

    // the owner chooses a password of their own: later starts with the same configuration keep it
    const { token } = current.json<{ token: string }>();
    const chosen = await api.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Changed-Password-2', password: 'Owners-Own-3' },
    });
    expect(chosen.statusCode).toBe(200);
    const configured = { email: 'admin@league.org', password: 'Changed-Password-2' };
    await ensureAdmin(api.store, configured, { personalData: api.personalData });
    const login = (password: string) =>
      api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: ADMIN.email, password } });
    expect((await login('Owners-Own-3')).statusCode).toBe(200);
    expect((await login('Changed-Password-2')).statusCode).toBe(401);
    // a new configured password is the way back in: it replaces the owner's own
    await ensureAdmin(
      api.store,
      { ...configured, password: 'Configured-4' },
      { personalData: api.personalData },
    );
    expect((await login('Configured-4')).statusCode).toBe(200);
    expect((await login('Owners-Own-3')).statusCode).toBe(401);
  });

  it('logs an admin in for 5 hours; the token then expires (401)', async () => {
    let clock = new Date('2026-03-01T12:00:00Z');
    const tokens = createTokenService(TEST_SECRET, { now: () => clock });
    const api = await commandApiForTests({ tokens });
    const adminId = await ensureAdmin(api.store, ADMIN, { personalData: api.personalData });

    const login = await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    const { token, expiresAt } = login.json();
    expect(expiresAt).toBe('2026-03-01T17:00:00.000Z');
    expect(login.json()).toEqual({
      token,
      expiresAt,
      staffId: adminId,
      name: 'League admin',
      role: 'owner',
    });
    expect(await tokens.verify(token)).toEqual({
      role: 'admin',
      id: adminId,
      kind: 'admin',
      sessionId: expect.any(String),
    });

    const create = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/createVenue',
        headers: { authorization: `Bearer ${token}` },
        payload: { venueName: 'Dome', venueAddress: '1 Main St' },
      });
    clock = new Date('2026-03-01T16:59:00Z');
    expect((await create()).statusCode).toBe(201);
    clock = new Date('2026-03-01T17:00:01Z');
    const expired = await create();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: expect.stringMatching(/expired/) });

    const wrong = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: ADMIN.email, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: expect.any(String) });
    const coachLoginAsAdmin = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachLogin',
      payload: ADMIN,
    });
    expect(coachLoginAsAdmin.statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 with a message after the allowed attempts from one address', async () => {
    const api = await commandApiForTests({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const attempt = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/coachLogin',
        payload: { email: 'a@b.cd', password: 'x' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/Too many attempts/) });
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: 'a@b.cd', signUpPassword: 'Hockey2025' },
    });
    expect(signUp.statusCode).toBe(429);
    // other routes are not limited
    const venues = await api.app.inject({ method: 'POST', url: '/api/admin/createVenue', payload: {} });
    expect(venues.statusCode).toBe(401);
  });

  it('allows 10 attempts a minute by default', async () => {
    const api = await commandApiForTests();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        // a new account each time: one account's failures have a backoff of their own
        payload: { email: `a${i}@b.cd`, password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});
