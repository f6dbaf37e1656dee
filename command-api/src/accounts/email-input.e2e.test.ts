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
