import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';

export type TokenRole = 'admin' | 'coach';

/** Who a valid token speaks for. */
export interface TokenActor {
  role: TokenRole;
  id: string;
}

/** Who a token is being signed for: the actor and the session of its account's credentials. */
export interface TokenSubject extends TokenActor {
  /**
   * The account's current session (see AccountSessions); a token carries it and is valid only while the
   * account still has that session, so a changed password or a replaced admin ends every earlier token.
   */
  session?: string;
}

/**
 * The sessions of the accounts: the current session of an account, or null when the account cannot be
 * used (unknown, replaced). Asked on every verification of a token.
 */
export interface AccountSessions {
  current(actor: TokenActor): Promise<string | null>;
  /** Forgets what it remembers of the account, so its next token is checked afresh (an erasure). */
  forget?(actor: TokenActor): void;
}

export interface IssuedToken {
  token: string;
  /** ISO timestamp (UTC) */
  expiresAt: string;
}

export interface TokenService {
  /** A signed JWT (HS256) for this actor: admin 5 h, coach 1 h. */
  sign(actor: TokenSubject): IssuedToken;
  /** The actor of a valid, unexpired token of this service; null for anything else. */
  verify(token: string): Promise<TokenActor | null>;
  /**
   * Checks the account's session afresh on its next request instead of within the sessions' cache time:
   * an account closed just now (an erased coach) is refused at once by this process.
   */
  recheck(actor: TokenActor): void;
}

export const TOKEN_LIFETIME_SECONDS: Readonly<Record<TokenRole, number>> = {
  admin: 5 * 60 * 60,
  coach: 60 * 60,
};

const ISSUER = 'league-site';
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

export interface TokenServiceOptions {
  /** the clock used to stamp and check tokens (tests move it to see tokens expire) */
  now?: () => Date;
  /** when given, a token is valid only while it carries its account's current session */
  sessions?: AccountSessions;
}

/**
 * Tokens signed with the site's secret (LEAGUE_JWT_SECRET, at least 32 characters).
 * Signing is a compact JWS built with node:crypto, so it stays synchronous for callers such as the
 * launcher; verification goes through jose, pinned to HS256 and this issuer.
 */
export function createTokenService(
  secret: string | Uint8Array,
  options: TokenServiceOptions = {},
): TokenService {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.byteLength < 32) throw new Error('The token secret must be at least 32 bytes long');
  const now = options.now ?? (() => new Date());

  return {
    sign(actor) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS[actor.role];
      const claims = { iss: ISSUER, sub: actor.id, role: actor.role, iat: issuedAt, exp: expiresAt };
      const payload = base64url(
        JSON.stringify(actor.session === undefined ? claims : { ...claims, ses: actor.session }),
      );
      const signature = createHmac('sha256', key).update(`${HEADER}.${payload}`).digest('base64url');
      return {
        token: `${HEADER}.${payload}.${signature}`,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now(),
          requiredClaims: ['sub', 'exp'],
        });
        const role = payload.role;
        if ((role !== 'admin' && role !== 'coach') || typeof payload.sub !== 'string') return null;
        const actor: TokenActor = { role, id: payload.sub };
        if (options.sessions) {
          const current = await options.sessions.current(actor);
          if (current === null || payload.ses !== current) return null;
        }
        return actor;
      } catch {
        return null;
      }
    },
    recheck(actor) {
      options.sessions?.forget?.(actor);
    },
  };
}
