import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, toChangePasswordRequest } from './schemas';

const messages = (values: { currentPassword: string; password: string; confirmPassword: string }) =>
  changePasswordFormSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('change password', () => {
  it('asks for the current password, the sign-up rule and a matching confirmation, each beside its field', () => {
    expect(messages({ currentPassword: '', password: 'weak', confirmPassword: 'other' })).toEqual([
      ['currentPassword', 'Please enter your current password.'],
      [
        'password',
        'Password must be at least 8 charachters long, should contain uppercase and lowercase letters, and at least ONE number!',
      ],
      ['confirmPassword', 'Passwords dont match!'],
    ]);
    expect(
      messages({ currentPassword: 'Old12345', password: 'New12345', confirmPassword: 'New12345' }),
    ).toEqual([]);
  });

  it('sends the current and the new password only', () => {
    expect(
      toChangePasswordRequest({
        currentPassword: 'Old12345',
        password: 'New12345',
        confirmPassword: 'New12345',
      }),
    ).toEqual({ currentPassword: 'Old12345', password: 'New12345' });
  });
});
