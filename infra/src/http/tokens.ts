import { createHmac } from 'node:crypto';
import { jwtVerify, type JWTPayload } from 'jose';
import type { AccountRole } from '@league/contracts';
import { sessionChecks, type SessionStore } from '../sessions';

/** The kind of account a token is signed for: an admin account (staff) or a coach's. */
export type TokenRole = 'admin' | 'coach';

/** An account as a token names it: its kind (`role`, the token's claim) and its id. */
export interface TokenActor {
  role: TokenRole;
  id: string;
}

/** Who a token is being signed for: the account, the session of its credentials, its signed-in session. */
export interface TokenSubject extends TokenActor {
  /**
   * The account's current session (see AccountSessions); a token carries it and is valid only while the
   * account still has that session, so a changed password or a replaced owner ends every earlier token.
   */
  session?: string;
  /** The signed-in session this token belongs to (`sid`, see @league/infra/sessions). */
  sessionId?: string;
}

/**
 * Who a valid token speaks for now: the account's role as its account tells it at verification (a
 * member of staff's role can change, docs/accounts.md), its kind and id, and its signed-in session.
 */
export interface VerifiedActor {
  role: AccountRole;
  id: string;
  kind: TokenRole;
  /** null for a token signed without one (a service without a session store) */
  sessionId: string | null;
}

/** What an account is now: the session of its credentials and its role; null when it cannot be used. */
export interface AccountStanding {
  session: string;
  role: AccountRole;
}

/**
 * The accounts as the log tells them: an account's current session and role, or null when the account
 * cannot be used (unknown, replaced, disabled, only invited). Asked on every verification of a token.
 */
export interface AccountSessions {
  current(actor: TokenActor): Promise<AccountStanding | null>;
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
  /** Who a valid, unexpired token of this service speaks for; null for anything else. */
  verify(token: string): Promise<VerifiedActor | null>;
  /**
   * Checks the account and its signed-in sessions afresh on its next request instead of within the cache
   * time: an account closed, disabled or changed just now, or a session ended just now, is refused (or
   * seen in its new role) at once by this process.
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
  /**
   * when given, a token is valid only while it carries its account's current session, and speaks with
   * the account's role of the moment; without it, with its kind as its role
   */
  sessions?: AccountSessions;
  /** when given, a token is valid only with the id (`sid`) of a signed-in session still open there */
  signIns?: SessionStore;
  /** how long a signed-in session looked up is reused (default 5 s) */
  signInCacheMs?: number;
}

/** How many verified tokens a service remembers (the newest): far more than a league's signed-in people. */
const VERIFIED_KEPT = 2_000;

/** Whether a verified token's times hold at `at` as jose checks them (no tolerance): not expired, not early. */
function inTime(payload: JWTPayload, at: Date): boolean {
  const seconds = Math.floor(at.getTime() / 1000);
  return (
    typeof payload.exp === 'number' &&
    payload.exp > seconds &&
    (payload.nbf === undefined || (typeof payload.nbf === 'number' && payload.nbf <= seconds))
  );
}

/**
 * Tokens signed with the site's secret (LEAGUE_JWT_SECRET, at least 32 characters).
 * Signing is a compact JWS built with node:crypto, so it stays synchronous for callers such as the
 * launcher; verification goes through jose, pinned to HS256 and this issuer, once per token: a token
 * verified before is checked again for its times only.
 */
export function createTokenService(
  secret: string | Uint8Array,
  options: TokenServiceOptions = {},
): TokenService {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.byteLength < 32) throw new Error('The token secret must be at least 32 bytes long');
  const now = options.now ?? (() => new Date());
  // imported once: jose would import a raw key again for every token
  const verifyingKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  // The claims of tokens whose signature and issuer were verified, by the token's text. A token's text is
  // what was signed, so the same text verifies the same way again, and only its times need checking
  // again; a token that did not verify is never kept, so nobody can fill this without the secret. It
  // spares each request of a signed-in person the HMAC through WebCrypto (about 0.1–0.2 ms of CPU).
  const verified = new Map<string, JWTPayload>();
  const claimsOf = async (token: string): Promise<JWTPayload | null> => {
    const at = now();
    const known = verified.get(token);
    if (known) return inTime(known, at) ? known : null;
    const { payload } = await jwtVerify(token, await verifyingKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: at,
      requiredClaims: ['sub', 'exp'],
    });
    verified.set(token, payload);
    if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    return payload;
  };
  const signIns = options.signIns
    ? sessionChecks(options.signIns, {
        now,
        ...(options.signInCacheMs !== undefined ? { cacheMs: options.signInCacheMs } : {}),
      })
    : null;

  return {
    sign(actor) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS[actor.role];
      const claims = {
        iss: ISSUER,
        sub: actor.id,
        role: actor.role,
        iat: issuedAt,
        exp: expiresAt,
        ...(actor.session === undefined ? {} : { ses: actor.session }),
        ...(actor.sessionId === undefined ? {} : { sid: actor.sessionId }),
      };
      const payload = base64url(JSON.stringify(claims));
      const signature = createHmac('sha256', key).update(`${HEADER}.${payload}`).digest('base64url');
      return {
        token: `${HEADER}.${payload}.${signature}`,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },
    async verify(token) {
      try {
        const payload = await claimsOf(token);
        if (!payload) return null;
        const kind = payload.role;
        if ((kind !== 'admin' && kind !== 'coach') || typeof payload.sub !== 'string') return null;
        const account: TokenActor = { role: kind, id: payload.sub };
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        if (signIns && (sessionId === null || !(await signIns.isOpen(sessionId, { kind, id: account.id }))))
          return null;
        let role: AccountRole = kind;
        if (options.sessions) {
          const current = await options.sessions.current(account);
          if (current === null || payload.ses !== current.session) return null;
          role = current.role;
        }
        return { role, id: account.id, kind, sessionId };
      } catch {
        return null;
      }
    },
    recheck(actor) {
      options.sessions?.forget?.(actor);
      signIns?.forget({ kind: actor.role, id: actor.id });
    },
  };
}
