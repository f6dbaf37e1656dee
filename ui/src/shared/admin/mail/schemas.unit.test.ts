import { describe, expect, it } from 'vitest';
import { EMAIL_SUBJECT_MISSING_MESSAGE } from '@league/contracts';
import { distinctAddresses, emailFormSchema } from './schemas';

describe('the e-mail dialog', () => {
  it('keeps each address once, whatever its spelling, in the given order', () => {
    expect(distinctAddresses(['a@x.org', ' B@x.org', 'A@X.org', '', 'b@x.org', 'c@x.org'])).toEqual([
      'a@x.org',
      'B@x.org',
      'c@x.org',
    ]);
  });

  it('requires a subject', () => {
    const result = emailFormSchema.safeParse({ to: ['a@x.org'], subject: '  ', fromName: '', message: 'Hi' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([EMAIL_SUBJECT_MISSING_MESSAGE]);
  });

  it('refuses a recipient that is not an e-mail address', () => {
    const values = { to: ['a@x.org', 'not an address'], subject: 'S', fromName: 'L', message: 'Hi' };
    expect(emailFormSchema.safeParse(values).success).toBe(false);
    expect(emailFormSchema.safeParse({ ...values, to: ['a@x.org'] }).success).toBe(true);
  });
});
