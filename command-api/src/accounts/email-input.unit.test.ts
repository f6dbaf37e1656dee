import { describe, expect, it } from 'vitest';
import { VALID_EMAIL_MESSAGE } from '@league/contracts';
import { commandApiForTests } from '../test-support';

describe('coach sign-up with a hostile e-mail', () => {
  it('answers a 6 KB and a 100 KB address with 400 at once and records nothing', async () => {
    const api = await commandApiForTests();
    const signUp = (signUpEmail: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/coachSignup',
        payload: { signUpEmail, signUpPassword: 'Hockey2025' },
      });
    // the first request compiles the route's serializers: keep that out of the measurement
    expect((await signUp('not-an-address')).statusCode).toBe(400);
    const before = await api.eventCount();

    for (const email of ['a@a.'.repeat(1500) + ' x', 'a@a.'.repeat(25_000) + ' x']) {
      const start = process.cpuUsage();
      const answer = await signUp(email);
      const used = process.cpuUsage(start);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(VALID_EMAIL_MESSAGE);
      expect((used.user + used.system) / 1000, `${email.length} characters`).toBeLessThan(50);
    }
    expect(await api.eventCount()).toBe(before);
  });
});

describe('one mailbox per recorded address', () => {
  const lists = [
    'me@evil.io,ceo@victim.org',
    'me@evil.io;ceo@victim.org',
    'me@evil.io ceo@victim.org',
    'Me <me@evil.io>',
  ];

  it('refuses a list of addresses as a coach e-mail and records nothing', async () => {
    const api = await commandApiForTests();
    for (const signUpEmail of lists) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/admin/coachSignup',
        payload: { signUpEmail, signUpPassword: 'Hockey2025' },
      });
      expect(answer.statusCode, signUpEmail).toBe(400);
      expect(answer.json().message).toBe(VALID_EMAIL_MESSAGE);
    }
    expect(await api.eventCount()).toBe(0);
  });

  it('refuses a list hidden in one recipient of an admin e-mail', async () => {
    const api = await commandApiForTests();
    for (const address of lists) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/admin/sendEmail',
        headers: api.admin,
        payload: { subject: 'S', message: 'M', to: [address] },
      });
      expect(answer.statusCode, address).toBe(400);
    }
    expect(await api.eventCount()).toBe(0);
  });
});
