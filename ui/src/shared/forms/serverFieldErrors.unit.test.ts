import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiRequest';
import { serverFieldErrors } from './serverFieldErrors';

describe('serverFieldErrors', () => {
  it("puts a validation answer's messages beside the form's fields it names", () => {
    const failure = new ApiError('Please enter a name. Please enter a valid email address.', 400, {
      message: 'Please enter a name. Please enter a valid email address.',
      fields: { name: 'Please enter a name.', email: 'Please enter a valid email address.', other: 'x' },
    });
    expect(serverFieldErrors(failure, ['name', 'email'])).toEqual({
      name: 'Please enter a name.',
      email: 'Please enter a valid email address.',
    });
  });

  it('puts a message that belongs to one field beside it', () => {
    const taken = 'This address belongs to a member of staff already.';
    const failure = new ApiError(taken, 409, { message: taken });
    expect(serverFieldErrors(failure, ['email'], { [taken]: 'email' })).toEqual({ email: taken });
  });

  it('answers null for what names no field: the error modal says it', () => {
    expect(serverFieldErrors(new ApiError('Too many attempts.', 429, null), ['email'])).toBeNull();
    expect(serverFieldErrors(new Error('offline'), ['email'])).toBeNull();
    const failure = new ApiError('request: bad', 400, {
      message: 'request: bad',
      fields: { request: 'bad' },
    });
    expect(serverFieldErrors(failure, ['email'])).toBeNull();
  });
});
