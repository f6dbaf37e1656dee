import { describe, expect, it } from 'vitest';
import { loginFormSchema, signUpProblem } from './schemas';

describe('sign-up rules, checked in the spec order', () => {
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
  it("uses the spec's messages", () => {
    const result = loginFormSchema.safeParse({ email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Please enter a valid email address.', 'Please enter a valid password.']);
  });
});
