import { loginForm, VALID_EMAIL_MESSAGE, VALID_PASSWORD_MESSAGE } from '@league/contracts';
import { codeOfConductForm } from '@league/contracts/registration';
import { describe, expect, it } from 'vitest';
import { firstErrors, firstFailingField, lazyRulesCheck, shownError } from './formChecks';

describe('lazyRulesCheck', () => {
  it('loads the rules on the first check only, and gives the login messages letter for letter', async () => {
    let loads = 0;
    const check = lazyRulesCheck(() => {
      loads += 1;
      return Promise.resolve(loginForm);
    });
    expect(await check({ email: 'coach@', password: 'short' })).toEqual({
      ok: false,
      errors: { email: VALID_EMAIL_MESSAGE, password: VALID_PASSWORD_MESSAGE },
    });
    expect(VALID_EMAIL_MESSAGE).toBe('Please enter a valid email address.');
    expect(await check({ email: ' coach@league.test ', password: 'long enough' })).toEqual({
      ok: true,
      values: { email: 'coach@league.test', password: 'long enough' },
    });
    expect(loads).toBe(1);
  });

  it('reports only the fields that fail (the code of conduct form with a name left out)', async () => {
    const check = lazyRulesCheck(() => Promise.resolve(codeOfConductForm));
    const result = await check({
      firstName: 'Ann',
      lastName: '',
      team: 'Owls',
      season: '2025',
      date: '2025-06-01',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['lastName']);
  });
});

describe('firstErrors', () => {
  it('keeps the first message of each field, by its path', () => {
    expect(
      firstErrors([
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: ['roster', 0], message: 'row' },
      ]),
    ).toEqual({ email: 'first', 'roster.0': 'row' });
  });
});

describe('shownError', () => {
  const errors: Record<'email' | 'password', string> = { email: 'bad', password: 'short' };
  it('shows a message once the field was left or the form submitted, never before', () => {
    expect(shownError<typeof errors>({ touched: {}, submitted: false, errors }, 'email')).toBeUndefined();
    expect(shownError<typeof errors>({ touched: { email: true }, submitted: false, errors }, 'email')).toBe(
      'bad',
    );
    expect(
      shownError<typeof errors>({ touched: { email: true }, submitted: false, errors }, 'password'),
    ).toBeUndefined();
    expect(shownError<typeof errors>({ touched: {}, submitted: true, errors }, 'password')).toBe('short');
    expect(
      shownError<typeof errors>({ touched: { email: true }, submitted: true, errors: {} }, 'email'),
    ).toBeUndefined();
  });
});

describe('firstFailingField', () => {
  it('is the first field of the form with a message, whatever the order of the messages', () => {
    expect(firstFailingField(['email', 'password'], { password: 'x', email: 'y' })).toBe('email');
    expect(firstFailingField(['email', 'password'], {})).toBeUndefined();
  });
});
