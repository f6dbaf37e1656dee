import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_LINK_INVALID_MESSAGE,
  CONFIRMATION_SENT_MESSAGE,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  FORGOT_PASSWORD_ANSWER_MESSAGE,
  ONLY_COACHES_CONFIRM_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_VALID_MS,
  RESET_LINK_INVALID_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type RecordedEvent,
} from '@league/contracts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './kit';
import { accountsApi, OWNER, PUBLIC_URL } from './test-support';

const NEW_PASSWORD = 'Brand-New-Password-9';
const forgot = (api: Awaited<ReturnType<typeof accountsApi>>, email: string) =>
  api.post('/api/account/forgotPassword', { email });
const reset = (api: Awaited<ReturnType<typeof accountsApi>>, token: string, password = NEW_PASSWORD) =>
  api.post('/api/account/resetPassword', { token, password });
const coachLogin = (api: Awaited<ReturnType<typeof accountsApi>>, email: string, password: string) =>
  api.post('/api/admin/coachLogin', { email, password });

describe('asking for a new password', () => {
  it('answers 202 with the same message whether or not an account holds the address, recording only for one that does', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test');
    const before = await api.eventCount();

    const unknown = await forgot(api, 'nobody@team.test');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER_MESSAGE });
    expect(await api.eventCount()).toBe(before);

    const known = await forgot(api, ' PAT@team.test ');
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const recorded = (await api.store.readStream(`coach-${coach.coachId}`)).at(-1)!;
    expect(recorded.type).toBe('PasswordResetRequested');
    const data = recorded.data as Record<string, string>;
    // the link and the address sealed with the address's key; the token only as a hash
    expect(data.email).toMatch(/^pd1:address-/);
    expect(data.link).toMatch(/^pd1:address-/);
    expect(Date.parse(data.expiresAt!)).toBe(
      Date.parse('2026-03-01T12:00:00.000Z') + PASSWORD_RESET_VALID_MS,
    );
    const token = await api.tokenOf(`coach-${coach.coachId}`, 'PasswordResetRequested');
    expect(data.tokenHash).toBe(createHash('sha256').update(token.split('.')[1]!).digest('hex'));
    const [opened] = (await api.opened(`coach-${coach.coachId}`)).slice(-1);
    expect(opened!.data).toMatchObject({
      accountId: coach.coachId,
      email: 'pat@team.test',
      link: `${PUBLIC_URL}/reset-password?token=${token}`,
    });
    expect(JSON.stringify(await api.store.readAll(null, 1_000))).not.toContain(token.split('.')[1]);
  });

  it('takes about the same time either way (the same work, and at least its least answer time)', async () => {
    const api = await accountsApi({ forgotPasswordAnswerMs: 250 });
    await api.signUpCoach('pat@team.test');
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await forgot(api, email)).statusCode).toBe(202);
      return performance.now() - started;
    };
    await timed('warm.up@team.test');
    const unknown = await timed('nobody@team.test');
    const known = await timed('pat@team.test');
    expect(unknown).toBeGreaterThanOrEqual(249);
    expect(known).toBeGreaterThanOrEqual(249);
    expect(Math.abs(known - unknown)).toBeLessThan(100);
  });

  it('mails a link to each account holding the address: a coach account and a member of staff', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('both@league.test');
    const staff = await api.staffMember('both@league.test', 'scorekeeper');
    expect((await forgot(api, 'both@league.test')).statusCode).toBe(202);
    for (const stream of [`coach-${coach.coachId}`, `admin-${staff.staffId}`])
      expect((await api.store.readStream(stream)).at(-1)?.type).toBe('PasswordResetRequested');
    // the owner can be mailed a link too; an invited member who never joined, or a disabled one, not
    const invited = await api.staffMember('invited@league.test', 'admin', { join: false });
    const disabled = await api.staffMember('gone@league.test', 'admin');
    await api.patch(`/api/admin/staff/${disabled.staffId}`, { disabled: true }, api.owner);
    const before = await api.eventCount();
    for (const email of ['invited@league.test', 'gone@league.test'])
      expect((await forgot(api, email)).statusCode).toBe(202);
    expect(await api.eventCount()).toBe(before);
    expect((await forgot(api, OWNER.email)).statusCode).toBe(202);
    expect((await api.store.readStream(`admin-${api.ownerId}`)).at(-1)?.type).toBe('PasswordResetRequested');
    expect((await api.store.readStream(`admin-${invited.staffId}`)).at(-1)?.type).toBe('StaffInvited');
  });

  it('is throttled per address and client like failed logins (429 after five), and bad input is a 400', async () => {
    const api = await accountsApi();
    for (let i = 0; i < 5; i++) expect((await forgot(api, 'pat@team.test')).statusCode).toBe(202);
    const limited = await forgot(api, 'pat@team.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    // another address from the same client still may
    expect((await forgot(api, 'kim@team.test')).statusCode).toBe(202);
    for (const payload of [{}, { email: 5 }, { email: 'x'.repeat(300) }]) {
      const answer = await api.post('/api/account/forgotPassword', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('choosing a new password by the link', () => {
  it("sets a coach's password, ends every session of the account, and confirms the address", async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test', 'Hockey2025');
    const other = await coachLogin(api, 'pat@team.test', 'Hockey2025');
    await forgot(api, 'pat@team.test');
    const token = await api.tokenOf(`coach-${coach.coachId}`, 'PasswordResetRequested');

    const answer = await reset(api, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    const events = await api.store.readStream(`coach-${coach.coachId}`);
    const request = events.find((e) => e.type === 'PasswordResetRequested')!;
    const { requestId } = request.data as { requestId: string };
    expect(events.slice(-2).map((e) => [e.type, e.data])).toEqual([
      [
        'CoachPasswordChanged',
        { coachId: coach.coachId, passwordHash: expect.stringMatching(/^scrypt\$/), requestId },
      ],
      ['EmailConfirmed', { coachId: coach.coachId, requestId }],
    ]);
    expect(events.at(-1)!.metadata.actor).toEqual({ role: 'coach', id: coach.coachId });
    expect(JSON.stringify(events)).not.toContain(NEW_PASSWORD);

    // every browser signed out, the old password gone, the new one in
    for (const headers of [coach.headers, api.bearer(other.json<{ token: string }>().token)]) {
      const refused = await api.post('/api/account/confirmationEmail', {}, headers);
      expect(refused.statusCode).toBe(401);
    }
    expect(await api.sessions.open({ kind: 'coach', id: coach.coachId })).toEqual([]);
    expect((await coachLogin(api, 'pat@team.test', 'Hockey2025')).statusCode).toBe(401);
    expect((await coachLogin(api, 'pat@team.test', NEW_PASSWORD)).statusCode).toBe(200);

    // once
    const before = await api.eventCount();
    const again = await reset(api, token, 'Another-Password-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    expect(await api.eventCount()).toBe(before);
  });

  it('hands an address someone else signed up with to whoever reads its mail: the squatter is signed out and locked out', async () => {
    const api = await accountsApi();
    const squatter = await api.signUpCoach('owner.of.mail@team.test', 'Squatter1x');
    expect((await api.createVenue(squatter.headers)).statusCode).toBe(403);
    await forgot(api, 'owner.of.mail@team.test');
    const token = await api.tokenOf(`coach-${squatter.coachId}`, 'PasswordResetRequested');
    expect((await reset(api, token)).statusCode).toBe(200);
    expect((await api.createVenue(squatter.headers)).statusCode).toBe(401);
    expect((await coachLogin(api, 'owner.of.mail@team.test', 'Squatter1x')).json()).toEqual({
      message: WRONG_PASSWORD_MESSAGE,
    });
    expect((await api.store.readStream(`coach-${squatter.coachId}`)).at(-1)?.type).toBe('EmailConfirmed');
  });

  it("sets a member of staff's password (with the request's id) and signs them out everywhere", async () => {
    const api = await accountsApi();
    const staff = await api.staffMember('bea@league.test', 'admin');
    await forgot(api, 'bea@league.test');
    const token = await api.tokenOf(`admin-${staff.staffId}`, 'PasswordResetRequested');
    expect((await reset(api, token)).statusCode).toBe(200);
    const changed = (await api.store.readStream(`admin-${staff.staffId}`)).at(-1)!;
    expect(changed.type).toBe('AdminPasswordChanged');
    expect(changed.data).toMatchObject({ adminId: staff.staffId, requestId: expect.any(String) });
    expect((await api.createVenue(staff.headers!)).statusCode).toBe(401);
    expect((await api.login('bea@league.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired, superseded, unknown or malformed link, or a weak password (400), recording nothing', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test');
    await forgot(api, 'pat@team.test');
    const first = await api.tokenOf(`coach-${coach.coachId}`, 'PasswordResetRequested');
    await forgot(api, 'pat@team.test');
    const newest = await api.tokenOf(`coach-${coach.coachId}`, 'PasswordResetRequested');
    const before = await api.eventCount();
    const [, secret] = newest.split('.');
    for (const token of [
      first,
      `00000000-0000-4000-8000-000000000999.${secret}`,
      'nonsense',
      `${coach.coachId}.${'B'.repeat(43)}`,
    ]) {
      const answer = await reset(api, token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    }
    expect((await reset(api, newest, 'weak')).statusCode).toBe(400);
    api.advance(PASSWORD_RESET_VALID_MS);
    const expired = await reset(api, newest);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses the link of a member of staff disabled since it was sent', async () => {
    const api = await accountsApi();
    const staff = await api.staffMember('bea@league.test', 'admin');
    await forgot(api, 'bea@league.test');
    const token = await api.tokenOf(`admin-${staff.staffId}`, 'PasswordResetRequested');
    await api.patch(`/api/admin/staff/${staff.staffId}`, { disabled: true }, api.owner);
    const before = await api.eventCount();
    expect((await reset(api, token)).statusCode).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });
});

describe("confirming a coach's address", () => {
  const confirmation = (events: RecordedEvent[]) =>
    events.filter((e) => e.type === 'EmailConfirmationRequested');

  it('is asked at sign-up with a link, and confirmed by it once (EmailConfirmed)', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test');
    const [requested] = confirmation(await api.store.readStream(`coach-${coach.coachId}`));
    expect((requested!.data as Record<string, string>).link).toMatch(/^pd1:coach-/);
    const token = await api.tokenOf(`coach-${coach.coachId}`, 'EmailConfirmationRequested');
    const [opened] = confirmation(await api.opened(`coach-${coach.coachId}`));
    expect((opened!.data as { link: string }).link).toBe(`${PUBLIC_URL}/confirm-email?token=${token}`);

    const verified = await api.post('/api/account/verifyEmail', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: EMAIL_CONFIRMED_MESSAGE });
    expect((await api.store.readStream(`coach-${coach.coachId}`)).at(-1)?.data).toEqual({
      coachId: coach.coachId,
      requestId: (requested!.data as { requestId: string }).requestId,
    });
    const before = await api.eventCount();
    const again = await api.post('/api/account/verifyEmail', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: CONFIRMATION_LINK_INVALID_MESSAGE });
    for (const bad of ['nonsense', `${coach.coachId}.${'C'.repeat(43)}`]) {
      expect((await api.post('/api/account/verifyEmail', { token: bad })).statusCode).toBe(400);
    }
    expect((await api.post('/api/account/verifyEmail', {})).statusCode).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('sends a signed-in coach a new link (202), which voids the old; once confirmed, nothing is sent (200)', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test');
    const old = await api.tokenOf(`coach-${coach.coachId}`, 'EmailConfirmationRequested');
    const sent = await api.post('/api/account/confirmationEmail', {}, coach.headers);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: CONFIRMATION_SENT_MESSAGE });
    const fresh = await api.tokenOf(`coach-${coach.coachId}`, 'EmailConfirmationRequested');
    expect(fresh).not.toBe(old);
    expect((await api.post('/api/account/verifyEmail', { token: old })).statusCode).toBe(400);
    expect((await api.post('/api/account/verifyEmail', { token: fresh })).statusCode).toBe(200);

    const before = await api.eventCount();
    const confirmed = await api.post('/api/account/confirmationEmail', {}, coach.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_ALREADY_CONFIRMED_MESSAGE });
    expect(await api.eventCount()).toBe(before);
  });

  it('mails a new link at most five times in a row to an address from one client (then 429)', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test');
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/account/confirmationEmail', {}, coach.headers)).statusCode).toBe(202);
    const before = await api.eventCount();
    const limited = await api.post('/api/account/confirmationEmail', {}, coach.headers);
    expect(limited.statusCode).toBe(429);
    expect(await api.eventCount()).toBe(before);
  });

  it('is refused to the public (401) and to staff (403), and expires after 7 days', async () => {
    const api = await accountsApi();
    const coach = await api.signUpCoach('pat@team.test');
    const token = await api.tokenOf(`coach-${coach.coachId}`, 'EmailConfirmationRequested');
    const before = await api.eventCount();
    expect((await api.post('/api/account/confirmationEmail', {})).statusCode).toBe(401);
    const staff = await api.post('/api/account/confirmationEmail', {}, api.owner);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: ONLY_COACHES_CONFIRM_MESSAGE });
    expect(await api.eventCount()).toBe(before);
    api.advance(7 * 24 * 60 * 60_000);
    expect((await api.post('/api/account/verifyEmail', { token })).statusCode).toBe(400);
  });
});
