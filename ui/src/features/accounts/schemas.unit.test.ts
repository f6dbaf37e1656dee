import { describe, expect, it } from 'vitest';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  signUpProblem,
  toAcceptInvitationPayload,
  toResetPasswordPayload,
} from './schemas';

describe('sign-up rules, checked in the site order', () => {
  it('reports a mismatch before a weak password', () => {
    expect(signUpProblem({ signUpEmail: 'a@b.co', signUpPassword: 'weak', confirmPassword: 'other' })).toBe(
      'Passwords dont match!',
    );
  });

  it('then asks for 8 characters with upper- and lowercase letters and a number', () => {
    for (const password of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(
        signUpProblem({ signUpEmail: 'a@b.co', signUpPassword: password, confirmPassword: password }),
      ).toBe(
        'Password must be at least 8 charachters long, should contain uppercase and lowercase letters, and at least ONE number!',
      );
    }
    expect(
      signUpProblem({ signUpEmail: 'a@b.co', signUpPassword: 'Coach12345', confirmPassword: 'Coach12345' }),
    ).toBe(null);
  });
});

describe('login form', () => {
  it("uses the site's messages", () => {
    const result = loginFormSchema.safeParse({ email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Please enter a valid email address.', 'Please enter a valid password.']);
  });
});

describe('a new password (reset link, invitation)', () => {
  const issues = (password: string, confirmPassword: string) =>
    newPasswordFormSchema
      .safeParse({ password, confirmPassword })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it("shows the site's rule beside the password and the mismatch beside the confirmation", () => {
    expect(issues('weak', 'other')).toEqual([
      [
        'password',
        'Password must be at least 8 charachters long, should contain uppercase and lowercase letters, and at least ONE number!',
      ],
      ['confirmPassword', 'Passwords dont match!'],
    ]);
    expect(issues('Coach12345', 'Coach1234')).toEqual([['confirmPassword', 'Passwords dont match!']]);
    expect(issues('Coach12345', 'Coach12345')).toEqual([]);
  });

  it("sends the link's token with the password, and refuses a token of no link of this site", () => {
    const form = { password: 'Coach12345', confirmPassword: 'Coach12345' };
    expect(toResetPasswordPayload('abc.DEF-123_x', form)).toEqual({
      token: 'abc.DEF-123_x',
      password: 'Coach12345',
    });
    expect(toAcceptInvitationPayload('t0k3n', form)).toEqual({ token: 't0k3n', password: 'Coach12345' });
    expect(() => toResetPasswordPayload('not a token!', form)).toThrow();
    expect(() => toAcceptInvitationPayload('', form)).toThrow();
  });
});

describe('forgot your password', () => {
  it('asks for a valid address', () => {
    expect(forgotPasswordFormSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
    expect(forgotPasswordFormSchema.parse({ email: ' coach@league.test ' })).toEqual({
      email: 'coach@league.test',
    });
  });
});
