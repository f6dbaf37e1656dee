import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LOGIN_FAILED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_VALID_MS,
  OWNER_UNCHANGEABLE_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  STAFF_ROLE_MESSAGE,
} from '@league/contracts';
import { createTokenService } from '@league/infra/http';
import { TEST_SECRET } from '../test-support';
import { accountSessions } from './sessions';
import { accountsApi, OWNER, PUBLIC_URL } from './test-support';

const STAFF_PASSWORD = 'Staff-Password-1';

describe('inviting a member of staff', () => {
  it('records the invitation with the hash of its token only, the link sealed, valid 7 days', async () => {
    const api = await accountsApi();
    const invited = await api.post(
      '/api/admin/staff',
      { email: ' Sam@Scorers.test ', name: ' Sam Scorer ', role: 'scorekeeper' },
      api.owner,
    );
    expect(invited.statusCode).toBe(201);
    const { staffId, position } = invited.json<{ staffId: string; position: string }>();
    expect(position).toMatch(/^\d+\.\d+$/);

    const [raw] = await api.store.readStream(`admin-${staffId}`);
    expect(raw?.type).toBe('StaffInvited');
    const data = raw!.data as Record<string, string>;
    expect(data.email).toMatch(/^pd1:admin-/);
    expect(data.link).toMatch(/^pd1:admin-/);
    expect(data).toMatchObject({ adminId: staffId, name: 'Sam Scorer', role: 'scorekeeper' });
    expect(Date.parse(data.expiresAt!)).toBe(Date.parse('2026-03-01T12:00:00.000Z') + INVITATION_VALID_MS);

    const token = await api.tokenOf(`admin-${staffId}`, 'StaffInvited');
    const [id, secret] = token.split('.');
    expect(id).toBe(staffId);
    expect(data.tokenHash).toBe(createHash('sha256').update(secret!).digest('hex'));
    const [opened] = await api.opened(`admin-${staffId}`);
    expect((opened!.data as { link: string }).link).toBe(`${PUBLIC_URL}/staff/accept?token=${token}`);
    expect((opened!.data as { email: string }).email).toBe('Sam@Scorers.test');
    // neither the secret nor the address is anywhere in the log in clear
    const log = JSON.stringify(await api.store.readAll(null, 1_000));
    expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('sam@scorers.test');
    const claim = `adminEmail-${await api.personalData.emailStreamKey('sam@scorers.test')}`;
    expect((await api.store.readStream(claim)).map((e) => e.type)).toEqual(['AdminEmailClaimed']);
  });

  it('is refused to the public (401), coaches and scorekeepers (403); bad input is a 400; none records anything', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('coach@team.test');
    const scorer = await api.staffMember('scorer@league.test', 'scorekeeper');
    const before = await api.eventCount();
    const valid = { email: 'new@league.test', name: 'New', role: 'admin' };
    expect((await api.post('/api/admin/staff', valid)).statusCode).toBe(401);
    expect((await api.post('/api/admin/staff', valid, coach.headers)).statusCode).toBe(403);
    expect((await api.post('/api/admin/staff', valid, scorer.headers!)).statusCode).toBe(403);
    for (const payload of [
      { ...valid, role: 'owner' },
      { ...valid, email: 'not an address' },
      { ...valid, name: '  ' },
      { email: 'new@league.test' },
    ]) {
      const answer = await api.post('/api/admin/staff', payload, api.owner);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
    const owner = await api.post('/api/admin/staff', { ...valid, role: 'owner' }, api.owner);
    expect(owner.json()).toMatchObject({ message: STAFF_ROLE_MESSAGE });
    expect(await api.eventCount()).toBe(before);
  });

  it("sends an invited address a new link under the same staffId, which voids the old; a member's or the owner's address is a 409", async () => {
    const api = await accountsApi();
    const first = await api.staffMember('bea@league.test', 'admin', { join: false });
    const firstToken = await api.tokenOf(`admin-${first.staffId}`, 'StaffInvited');
    const again = await api.post(
      '/api/admin/staff',
      { email: 'BEA@league.test', name: 'Bea Board', role: 'scorekeeper' },
      api.owner,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json<{ staffId: string }>().staffId).toBe(first.staffId);
    const secondToken = await api.tokenOf(`admin-${first.staffId}`, 'StaffInvited');
    expect(secondToken).not.toBe(firstToken);

    const before = await api.eventCount();
    const old = await api.post('/api/staff/accept', { token: firstToken, password: STAFF_PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: INVITATION_INVALID_MESSAGE });
    expect(await api.eventCount()).toBe(before);
    const accepted = await api.post('/api/staff/accept', { token: secondToken, password: STAFF_PASSWORD });
    expect(accepted.statusCode).toBe(200);

    for (const email of ['bea@league.test', OWNER.email]) {
      const taken = await api.post('/api/admin/staff', { email, name: 'X', role: 'admin' }, api.owner);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: STAFF_EMAIL_TAKEN_MESSAGE });
    }
  });
});

describe('accepting an invitation', () => {
  it('sets the password and signs the member in: 200 {staffId, token, expiresIn}, in their role', async () => {
    const api = await accountsApi();
    const invited = await api.staffMember('sam@league.test', 'scorekeeper', { join: false, name: 'Sam' });
    // only invited: no login yet, the ordinary failure
    const early = await api.login('sam@league.test', STAFF_PASSWORD);
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({ message: ADMIN_LOGIN_FAILED_MESSAGE });

    const token = await api.tokenOf(`admin-${invited.staffId}`, 'StaffInvited');
    const accepted = await api.post('/api/staff/accept', { token, password: STAFF_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      staffId: invited.staffId,
      token: expect.any(String),
      expiresIn: 18_000,
    });
    expect(accepted.body).not.toContain(STAFF_PASSWORD);
    const session = api.bearer(accepted.json<{ token: string }>().token);
    expect(await api.tokens.verify(session.authorization.slice(7))).toMatchObject({
      role: 'scorekeeper',
      id: invited.staffId,
    });
    const joined = (await api.store.readStream(`admin-${invited.staffId}`)).at(-1)!;
    expect(joined.type).toBe('StaffJoined');
    expect(joined.metadata.actor).toEqual({ role: 'scorekeeper', id: invited.staffId });
    expect(JSON.stringify(joined)).not.toContain(STAFF_PASSWORD);

    const login = await api.login('Sam@League.test', STAFF_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      staffId: invited.staffId,
      name: 'Sam',
      role: 'scorekeeper',
    });

    // once: the same link again is refused, and records nothing
    const before = await api.eventCount();
    const again = await api.post('/api/staff/accept', { token, password: 'Other-Password-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVITATION_INVALID_MESSAGE });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses an expired, unknown, malformed or weak-password acceptance (400), recording nothing', async () => {
    const api = await accountsApi();
    const invited = await api.staffMember('late@league.test', 'admin', { join: false });
    const token = await api.tokenOf(`admin-${invited.staffId}`, 'StaffInvited');
    const before = await api.eventCount();
    const accept = (payload: object) => api.post('/api/staff/accept', payload);

    const weak = await accept({ token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const [id, secret] = token.split('.');
    for (const wrong of [
      `${id}.${'A'.repeat(43)}`,
      `00000000-0000-4000-8000-000000000999.${secret}`,
      'not-a-token',
      `${id}.${secret}x`,
    ]) {
      const answer = await accept({ token: wrong, password: STAFF_PASSWORD });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: INVITATION_INVALID_MESSAGE });
    }
    expect((await accept({ token: 'a b', password: STAFF_PASSWORD })).statusCode).toBe(400);

    api.advance(INVITATION_VALID_MS);
    const expired = await accept({ token, password: STAFF_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: INVITATION_INVALID_MESSAGE });
    expect(await api.eventCount()).toBe(before);
  });
});

describe('changing a member of staff', () => {
  it('renames, gives the other role, disables and enables; the owner or an admin only', async () => {
    const api = await accountsApi();
    const scorer = await api.staffMember('sam@league.test', 'scorekeeper');
    const boardAdmin = await api.staffMember('bea@league.test', 'admin');
    const url = `/api/admin/staff/${scorer.staffId}`;

    // a scorekeeper may not run admin routes, an admin may
    expect((await api.createVenue(scorer.headers!)).statusCode).toBe(403);
    expect((await api.createVenue(boardAdmin.headers!)).statusCode).toBe(201);
    expect((await api.patch(url, { name: 'X' }, scorer.headers!)).statusCode).toBe(403);

    const changed = await api.patch(url, { name: 'Samantha', role: 'admin' }, boardAdmin.headers!);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ staffId: scorer.staffId, position: expect.any(String) });
    const events = (await api.store.readStream(`admin-${scorer.staffId}`)).slice(-2);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['StaffRenamed', { adminId: scorer.staffId, name: 'Samantha' }],
      ['StaffRoleChanged', { adminId: scorer.staffId, role: 'admin' }],
    ]);
    // the new role counts for the token already held
    expect((await api.createVenue(scorer.headers!)).statusCode).toBe(201);

    // the same values again record nothing
    const count = await api.eventCount();
    expect((await api.patch(url, { name: 'Samantha', role: 'admin' }, api.owner)).statusCode).toBe(200);
    expect(await api.eventCount()).toBe(count);
  });

  it('a disabled member is signed out at once and cannot log in; enabled, they log in again (old tokens stay ended)', async () => {
    const api = await accountsApi();
    const scorer = await api.staffMember('sam@league.test', 'admin', { password: STAFF_PASSWORD });
    const second = await api.loginAs('sam@league.test', STAFF_PASSWORD);
    const url = `/api/admin/staff/${scorer.staffId}`;
    expect((await api.createVenue(scorer.headers!)).statusCode).toBe(201);
    expect(await api.sessions.open({ kind: 'admin', id: scorer.staffId })).toHaveLength(2);

    const disabled = await api.patch(url, { disabled: true }, api.owner);
    expect(disabled.statusCode).toBe(200);
    expect((await api.store.readStream(`admin-${scorer.staffId}`)).at(-1)?.type).toBe('StaffDisabled');
    for (const headers of [scorer.headers!, second]) {
      const refused = await api.createVenue(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/expired/) });
    }
    expect(await api.sessions.open({ kind: 'admin', id: scorer.staffId })).toEqual([]);
    const login = await api.login('sam@league.test', STAFF_PASSWORD);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: ADMIN_LOGIN_FAILED_MESSAGE });
    // a disabled member's address cannot be invited anew
    const reinvite = await api.post(
      '/api/admin/staff',
      { email: 'sam@league.test', name: 'Sam', role: 'admin' },
      api.owner,
    );
    expect(reinvite.statusCode).toBe(409);

    expect((await api.patch(url, { disabled: false }, api.owner)).statusCode).toBe(200);
    expect((await api.store.readStream(`admin-${scorer.staffId}`)).at(-1)?.type).toBe('StaffEnabled');
    expect((await api.createVenue(scorer.headers!)).statusCode).toBe(401);
    expect((await api.createVenue(await api.loginAs('sam@league.test', STAFF_PASSWORD))).statusCode).toBe(
      201,
    );
  });

  it('another process sees a disable within its cache time (5 s by default)', async () => {
    const api = await accountsApi();
    const scorer = await api.staffMember('sam@league.test', 'scorekeeper');
    const token = scorer.headers!.authorization.slice('Bearer '.length);
    // another process: its own caches of the accounts and of the sessions, 100 ms here
    const elsewhere = createTokenService(TEST_SECRET, {
      now: () => new Date('2026-03-01T12:00:00.000Z'),
      sessions: accountSessions(api.store, { cacheMs: 100 }),
      signIns: api.sessions,
      signInCacheMs: 100,
    });
    expect(await elsewhere.verify(token)).toMatchObject({ role: 'scorekeeper' });
    expect(
      (await api.patch(`/api/admin/staff/${scorer.staffId}`, { disabled: true }, api.owner)).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await elsewhere.verify(token)).toBeNull();
  });

  it('nobody changes the owner (403); an unknown member is a 404; bad input a 400; none records anything', async () => {
    const api = await accountsApi();
    const boardAdmin = await api.staffMember('bea@league.test', 'admin');
    const before = await api.eventCount();
    for (const change of [{ disabled: true }, { role: 'scorekeeper' }, { name: 'Someone' }]) {
      const answer = await api.patch(`/api/admin/staff/${api.ownerId}`, change, boardAdmin.headers!);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: OWNER_UNCHANGEABLE_MESSAGE });
    }
    const unknown = await api.patch(
      '/api/admin/staff/00000000-0000-4000-8000-000000000999',
      { name: 'X' },
      api.owner,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: STAFF_NOT_FOUND_MESSAGE });
    for (const [id, body] of [
      [boardAdmin.staffId, {}],
      [boardAdmin.staffId, { role: 'owner' }],
      [boardAdmin.staffId, { disabled: 'yes' }],
      ['not-a-uuid', { name: 'X' }],
    ] as const) {
      const answer = await api.patch(`/api/admin/staff/${id}`, body, api.owner);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await api.eventCount()).toBe(before);
  });
});
