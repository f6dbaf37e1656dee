import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are scrypt with the parameters and a random salt, and verify the right password only', async () => {
    const first = await hashPassword('Secret123');
    const second = await hashPassword('Secret123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', first)).toBe(true);
    expect(await verifyPassword('Secret124', first)).toBe(false);
    expect(await verifyPassword('secret123', second)).toBe(false);
  });

  it('never match a malformed or hostile stored value', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$999999999$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$1$1$AAAA$AAAA')).toBe(false);
  });
});
