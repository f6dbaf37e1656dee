import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized, type Actor } from '@league/contracts';
import type { TokenService } from './tokens';

/**
 * Who may call a route:
 * - 'public': anyone;
 * - 'admin': an admin token;
 * - { coachOf: 'coachId' }: the token of the coach whose id is in that path parameter, or an admin token.
 */
export type Access = 'public' | 'admin' | { coachOf: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** who sent the request: set by the access guard; the public until then */
    actor: Actor;
  }
}

export const PUBLIC_ACTOR: Actor = Object.freeze({ role: 'public', id: null });

const BEARER = /^Bearer\s+(\S+)\s*$/i;

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
      const actor = header ? await actorOf(tokens, header) : null;
      if (actor) request.actor = actor;
      return;
    }
    if (!header) throw unauthorized('Please log in.');
    const actor = await actorOf(tokens, header);
    if (!actor) throw unauthorized('Your session has expired or is not valid. Please log in again.');
    request.actor = actor;
    if (actor.role === 'admin') return;
    if (access === 'admin') throw forbidden('Only an admin may do that.');
    const params = request.params as Record<string, string | undefined>;
    if (params[access.coachOf] !== actor.id) throw forbidden('You may only see and change your own teams.');
  };
}

async function actorOf(tokens: TokenService, header: string): Promise<Actor | null> {
  const match = BEARER.exec(header);
  return match ? tokens.verify(match[1]!) : null;
}
