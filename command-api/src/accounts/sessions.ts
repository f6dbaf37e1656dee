import type { EventStore } from '@league/infra/eventstore';
import type { AccountSessions, TokenActor } from '@league/infra/http';
import { fold } from '../handling';
import {
  adminDecider,
  coachDecider,
  SITE_ADMIN_STREAM,
  siteAdminDecider,
  type AccountState,
  type SiteAdminState,
} from './decider';
import { adminStream, coachStream } from '@league/contracts';

/** How long a looked-up session is reused: a changed password or admin is seen everywhere within it. */
export const SESSION_CACHE_MS = 5_000;

/**
 * The session of a coach: its credentials (the passwords it has had). Of an admin: its credentials and
 * the site-admin designations, and null unless it is the designated admin, so a replaced admin and
 * every token issued before a password change or a change of admin are refused.
 */
export function sessionOf(
  actor: TokenActor,
  account: AccountState,
  siteAdmin: SiteAdminState,
): string | null {
  if (account.status !== 'active' || account.accountId !== actor.id) return null;
  if (actor.role === 'coach') return `${account.credentials}`;
  // a store from before designations were recorded: the admin stands as it is
  if (siteAdmin.adminId === null) return `${account.credentials}.0`;
  return siteAdmin.adminId === actor.id ? `${account.credentials}.${siteAdmin.designations}` : null;
}

export async function readSiteAdmin(store: EventStore): Promise<SiteAdminState> {
  return fold(siteAdminDecider, await store.readStream(SITE_ADMIN_STREAM));
}

/**
 * The accounts' sessions as the event store tells them, for createTokenService({ sessions }): each token
 * is checked against its account on every request. A looked-up session is reused for `cacheMs`
 * (SESSION_CACHE_MS), so a busy admin costs no stream read per request; passwords and the site admin
 * change only when a launcher starts (ensureAdmin), and every process sees the change within that time.
 */
export function accountSessions(store: EventStore, options: { cacheMs?: number } = {}): AccountSessions {
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
  const cache = new Map<string, { session: string | null; at: number }>();
  return {
    async current(actor) {
      const key = `${actor.role}:${actor.id}`;
      const cached = cache.get(key);
      if (cached && Date.now() - cached.at < cacheMs) return cached.session;
      const account =
        actor.role === 'admin'
          ? fold<AccountState, never>(adminDecider, await store.readStream(adminStream(actor.id)))
          : fold<AccountState, never>(coachDecider, await store.readStream(coachStream(actor.id)));
      const siteAdmin =
        actor.role === 'admin' ? await readSiteAdmin(store) : { adminId: null, designations: 0 };
      const session = sessionOf(actor, account, siteAdmin);
      if (cache.size >= 10_000) cache.clear(); // a bound, not an LRU: entries are cheap to look up again
      cache.set(key, { session, at: Date.now() });
      return session;
    },
    forget(actor) {
      cache.delete(`${actor.role}:${actor.id}`);
    },
  };
}
