import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('token service', () => {
  it('signs admin tokens for 5 hours and coach tokens for 1 hour, and verifies them', async () => {
    const at = new Date('2026-01-10T10:00:00Z');
    const tokens = createTokenService(SECRET, { now: () => at });
    const admin = tokens.sign({ role: 'admin', id: 'a1' });
    const coach = tokens.sign({ role: 'coach', id: 'c1' });
    expect(admin.expiresAt).toBe('2026-01-10T15:00:00.000Z');
    expect(coach.expiresAt).toBe('2026-01-10T11:00:00.000Z');
    expect(TOKEN_LIFETIME_SECONDS).toEqual({ admin: 18_000, coach: 3_600 });
    // without the accounts to ask, a token speaks with its kind as its role
    expect(await tokens.verify(admin.token)).toEqual({
      role: 'admin',
      id: 'a1',
      kind: 'admin',
      sessionId: null,
    });
    expect(await tokens.verify(coach.token)).toEqual({
      role: 'coach',
      id: 'c1',
      kind: 'coach',
      sessionId: null,
    });
  });

  it('refuses expired, foreign, tampered and unsigned tokens', async () => {
    let now = new Date('2026-01-10T10:00:00Z');
    const tokens = createTokenService(SECRET, { now: () => now });
    const { token } = tokens.sign({ role: 'coach', id: 'c1' });
    now = new Date('2026-01-10T11:00:01Z');
    expect(await tokens.verify(token)).toBeNull();
    now = new Date('2026-01-10T10:30:00Z');

    const other = createTokenService('another-secret-that-is-long-enough-too', { now: () => now });
    expect(await other.verify(token)).toBeNull();

    const [header, payload, signature] = token.split('.');
    const promoted = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();

    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none)).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();

    // right key and algorithm, but a role this site does not know
    const odd = await new SignJWT({ role: 'superuser' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('league-site')
      .setSubject('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await createTokenService(SECRET).verify(odd)).toBeNull();
  });

  it('checks the times of a token it verified before again on every use', async () => {
    let now = new Date('2026-01-10T10:00:00Z');
    const tokens = createTokenService(SECRET, { now: () => now });
    const { token } = tokens.sign({ role: 'coach', id: 'c1' });
    expect(await tokens.verify(token)).toMatchObject({ id: 'c1' });
    expect(await tokens.verify(token)).toMatchObject({ id: 'c1' });
    // a copy with another signature is a token of its own, verified (and refused) on its own
    const signature = token.lastIndexOf('.') + 1;
    const other = token[signature] === 'A' ? 'B' : 'A';
    expect(
      await tokens.verify(`${token.slice(0, signature)}${other}${token.slice(signature + 1)}`),
    ).toBeNull();
    now = new Date('2026-01-10T11:00:00Z');
    expect(await tokens.verify(token)).toBeNull();
    now = new Date('2026-01-10T10:59:59Z');
    expect(await tokens.verify(token)).toMatchObject({ id: 'c1' });
  });

  it('needs a secret of at least 32 bytes', () => {
    expect(() => createTokenService('short')).toThrow(/32/);
  });
});
