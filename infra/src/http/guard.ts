import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized, type Actor, type Role } from '@league/contracts';
import type { TokenRole, TokenService, VerifiedActor } from './tokens';

/**
 * Who may call a route (docs/accounts.md):
 * - 'public': anyone;
 * - 'admin': the owner or an admin;
 * - 'scorekeeper': the owner, an admin or a scorekeeper (a game's results);
 * - { coachOf: 'coachId' }: the coach whose id is in that path parameter, the owner or an admin;
 * - 'signedIn': any signed-in account (its own account's routes).
 */
export type Access = 'public' | 'admin' | 'scorekeeper' | 'signedIn' | { coachOf: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** who sent the request: set by the access guard; the public until then */
    actor: Actor;
  }
}

export const PUBLIC_ACTOR: Actor = Object.freeze({ role: 'public', id: null });

/** The account a request is signed in with: its kind, id and signed-in session. */
export interface SignedInAccount {
  kind: TokenRole;
  id: string;
  /** null for a token signed without one (a service without a session store) */
  sessionId: string | null;
}

const ADMINS: ReadonlySet<Role> = new Set(['owner', 'admin']);
const STAFF: ReadonlySet<Role> = new Set(['owner', 'admin', 'scorekeeper']);

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** the account of each request the guard let in with a token (the actor alone is what events record) */
const signedIn = new WeakMap<FastifyRequest, SignedInAccount>();

/** The account the request is signed in with (set by the access guard); null for the public. */
export function signedInAccount(request: FastifyRequest): SignedInAccount | null {
  return signedIn.get(request) ?? null;
}

/**
 * The one access check of the site, as a hook for `onRequest` or `preHandler`. It runs before the body is
 * read or validated, so a rejected caller learns nothing about the payload and nothing is recorded:
 * missing, malformed or expired token → 401; valid token of the wrong role or of another coach → 403.
 */
export function accessGuard(tokens: TokenService, access: Access): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    request.actor = PUBLIC_ACTOR;
    const header = request.headers.authorization;
    if (access === 'public') {
      // a public route still knows a logged-in caller, for the audit trail
      const verified = header ? await verifiedOf(tokens, header) : null;
      if (verified) signIn(request, verified);
      return;
    }
    if (!header) throw unauthorized('Please log in.');
    const verified = await verifiedOf(tokens, header);
    if (!verified) throw unauthorized('Your session has expired or is not valid. Please log in again.');
    const { role, id } = signIn(request, verified);
    if (access === 'signedIn' || ADMINS.has(role)) return;
    if (access === 'scorekeeper') {
      if (STAFF.has(role)) return;
      throw forbidden('Only staff of the league may do that.');
    }
    if (access === 'admin') throw forbidden('Only an admin may do that.');
    const params = request.params as Record<string, string | undefined>;
    if (role !== 'coach' || params[access.coachOf] !== id)
      throw forbidden('You may only see and change your own teams.');
  };
}

function signIn(request: FastifyRequest, verified: VerifiedActor): Actor {
  const actor: Actor = { role: verified.role, id: verified.id };
  request.actor = actor;
  signedIn.set(request, { kind: verified.kind, id: verified.id, sessionId: verified.sessionId });
  return actor;
}

async function verifiedOf(tokens: TokenService, header: string): Promise<VerifiedActor | null> {
  const match = BEARER.exec(header);
  return match ? tokens.verify(match[1]!) : null;
}
