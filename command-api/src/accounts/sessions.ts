import type { EventStore } from '@league/infra/eventstore';
import type { AccountSessions, TokenActor } from '@league/infra/http';
import { fold } from '../handling';
import {
  adminDecider,
  adminStream,
  coachDecider,
  coachStream,
  SITE_ADMIN_STREAM,
  siteAdminDecider,
  type AccountState,
  type SiteAdminState,
} from './decider';

/** How long a looked-up session is reused when no append was seen meanwhile (another process's). */
const CACHE_MS = 2_000;

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
 * is checked against its account on every request. Answers are kept in memory until the next append this
 * process sees, and at most CACHE_MS (appends of other processes are not seen).
 */
export function accountSessions(store: EventStore): AccountSessions {
  const cache = new Map<string, { session: string | null; at: number }>();
  store.onAppended(() => cache.clear());
  return {
    async current(actor) {
      const key = `${actor.role}:${actor.id}`;
      const cached = cache.get(key);
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.session;
      const account =
        actor.role === 'admin'
          ? fold<AccountState, never>(adminDecider, await store.readStream(adminStream(actor.id)))
          : fold<AccountState, never>(coachDecider, await store.readStream(coachStream(actor.id)));
      const siteAdmin =
        actor.role === 'admin' ? await readSiteAdmin(store) : { adminId: null, designations: 0 };
      const session = sessionOf(actor, account, siteAdmin);
      cache.set(key, { session, at: Date.now() });
      return session;
    },
  };
}
