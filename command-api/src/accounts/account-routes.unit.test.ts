import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  OWNER_UNCHANGEABLE_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { accountsApi, CHROME_ON_ANDROID } from './test-support';

const PASSWORD = 'Hockey2025';
const NEW_PASSWORD = 'Brand-New-Password-9';

describe('one’s own name', () => {
  it("renames a coach (CoachRenamed, the name sealed) and a member of staff (StaffRenamed); the owner's is the configuration's", async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test');
    const staff = await api.staffMember('sam@league.test', 'scorekeeper');

    const coachAnswer = await api.patch('/api/account', { name: ' Pat Quinn ' }, coach.headers);
    expect(coachAnswer.statusCode).toBe(200);
    expect(coachAnswer.json()).toEqual({ position: expect.any(String) });
    const renamed = (await api.store.readStream(`coach-${coach.coachId}`)).at(-1)!;
    expect(renamed.type).toBe('CoachRenamed');
    expect((renamed.data as { name: string }).name).toMatch(/^pd1:coach-/);
    expect((await api.opened(`coach-${coach.coachId}`)).at(-1)?.data).toEqual({
      coachId: coach.coachId,
      name: 'Pat Quinn',
    });

    expect((await api.patch('/api/account', { name: 'Samantha' }, staff.headers!)).statusCode).toBe(200);
    expect((await api.store.readStream(`admin-${staff.staffId}`)).at(-1)?.data).toEqual({
      adminId: staff.staffId,
      name: 'Samantha',
    });

    const before = await api.eventCount();
    const owner = await api.patch('/api/account', { name: 'Someone' }, api.owner);
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({ message: OWNER_UNCHANGEABLE_MESSAGE });
    expect((await api.patch('/api/account', { name: 'Someone' })).statusCode).toBe(401);
    for (const body of [{}, { name: ' ' }, { name: 'x'.repeat(101) }, { name: 'a\u0000b' }]) {
      const answer = await api.patch('/api/account', body, coach.headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await api.eventCount()).toBe(before);
  });
});

describe('one’s own password', () => {
  it('needs the current password (400 otherwise), ends every other session and answers a token for this one', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test', PASSWORD);
    const elsewhere = await api.post('/api/admin/coachLogin', { email: 'pat@team.test', password: PASSWORD });
    const other = api.bearer(elsewhere.json<{ token: string }>().token);
    const change = (currentPassword: string, headers = coach.headers) =>
      api.post('/api/account/password', { currentPassword, password: NEW_PASSWORD }, headers);

    const before = await api.eventCount();
    const wrong = await change('Not-It-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: CURRENT_PASSWORD_WRONG_MESSAGE });
    const weak = await api.post(
      '/api/account/password',
      { currentPassword: PASSWORD, password: 'weak' },
      coach.headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(
      (await api.post('/api/account/password', { currentPassword: PASSWORD, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(await api.eventCount()).toBe(before);

    const changed = await change(PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    expect((await api.store.readStream(`coach-${coach.coachId}`)).at(-1)?.data).toEqual({
      coachId: coach.coachId,
      passwordHash: expect.stringMatching(/^scrypt\$/),
      requestId: null,
    });
    const fresh = api.bearer(changed.json<{ token: string }>().token);
    const confirm = (headers: Record<string, string>) =>
      api.post('/api/account/confirmationEmail', {}, headers);
    expect((await confirm(fresh)).statusCode).toBe(202);
    expect((await confirm(other)).statusCode).toBe(401);
    expect((await confirm(coach.headers)).statusCode).toBe(401); // this browser's old token: a former password
    // this browser's session goes on under the fresh token; the other one ended
    const open = await api.sessions.open({ kind: 'coach', id: coach.coachId });
    expect(open).toHaveLength(1);
    expect(await api.tokens.verify(fresh.authorization.slice(7))).toMatchObject({
      sessionId: open[0]!.sessionId,
    });
    expect(
      (await api.post('/api/admin/coachLogin', { email: 'pat@team.test', password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('counts a wrong current password as a failed login of the account (429 after five)', async () => {
    const api = await accountsApi();
    const staff = await api.staffMember('sam@league.test', 'admin');
    for (let i = 0; i < 5; i++) {
      const answer = await api.post(
        '/api/account/password',
        { currentPassword: 'Wrong-1x', password: NEW_PASSWORD },
        staff.headers!,
      );
      expect(answer.statusCode).toBe(400);
    }
    const limited = await api.post(
      '/api/account/password',
      { currentPassword: 'Staff-Password-1', password: NEW_PASSWORD },
      staff.headers!,
    );
    expect(limited.statusCode).toBe(429);
  });
});

describe('one’s own sessions', () => {
  it('starts one per sign-in with the browser it came from, and signs out another browser at once', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test', PASSWORD);
    api.advance(1_000);
    const second = await api.post(
      '/api/admin/coachLogin',
      { email: 'pat@team.test', password: PASSWORD },
      { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    );
    const secondHeaders = api.bearer(second.json<{ token: string }>().token);
    const open = await api.sessions.open({ kind: 'coach', id: coach.coachId });
    expect(open.map((s) => s.browser)).toEqual(['Chrome on Android', 'Firefox on Windows']);
    expect(CHROME_ON_ANDROID).toContain('Android');

    const other = open[1]!.sessionId;
    const ended = await api.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${other}`,
      headers: coach.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
    expect((await api.post('/api/account/confirmationEmail', {}, secondHeaders)).statusCode).toBe(401);
    expect((await api.post('/api/account/confirmationEmail', {}, coach.headers)).statusCode).toBe(202);

    // ended already, someone else's, or no session at all: 404
    const staff = await api.staffMember('sam@league.test', 'admin');
    const [staffSession] = await api.sessions.open({ kind: 'admin', id: staff.staffId });
    for (const sessionId of [other, staffSession!.sessionId, 'aaaaaaaaaaaaaaaa']) {
      const answer = await api.app.inject({
        method: 'DELETE',
        url: `/api/account/sessions/${sessionId}`,
        headers: coach.headers,
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: SESSION_NOT_FOUND_MESSAGE });
    }
    const bad = await api.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/x',
      headers: coach.headers,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await api.app.inject({ method: 'DELETE', url: `/api/account/sessions/${other}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.post('/api/account/confirmationEmail', {}, staff.headers!)).statusCode).toBe(403);
  });
});
