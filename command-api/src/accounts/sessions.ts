import { adminStream, coachStream, DEFAULT_OWNER_NAME, type StaffRole } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { AccountSessions, AccountStanding, TokenActor } from '@league/infra/http';
import { fold } from '../handling';
import {
  adminDecider,
  coachDecider,
  SITE_ADMIN_STREAM,
  siteAdminDecider,
  type AdminState,
  type CoachState,
  type SiteAdminState,
} from './decider';

/** How long a looked-up account is reused: a changed password, role or owner is seen everywhere within it. */
export const SESSION_CACHE_MS = 5_000;

/** Whether the admin account is the owner: the designated site admin (or, before designations, any). */
export function isOwner(state: AdminState, siteAdmin: SiteAdminState): boolean {
  if (state.status !== 'account' || state.passwordHash === null) return false;
  // a store from before designations were recorded: its one admin stands as it is
  if (siteAdmin.adminId === null) return state.staff === null;
  return siteAdmin.adminId === state.accountId;
}

/**
 * The staff role of an admin account (docs/accounts.md): owner when it is the designated site admin;
 * its role when it is a member of staff who joined and is not disabled; null otherwise (only invited,
 * disabled, or an owner the configuration has replaced).
 */
export function staffRoleOf(state: AdminState, siteAdmin: SiteAdminState): StaffRole | null {
  if (state.status !== 'account' || state.passwordHash === null) return null;
  if (isOwner(state, siteAdmin)) return 'owner';
  const staff = state.staff;
  return staff && staff.status === 'active' && !staff.disabled ? staff.role : null;
}

/** What the staff list and the login answer name a member of staff by. */
export function staffNameOf(state: AdminState): string {
  return state.status === 'account' ? (state.name ?? DEFAULT_OWNER_NAME) : DEFAULT_OWNER_NAME;
}

/**
 * The standing of an admin account: its role and its session, the passwords it has had and, for the
 * owner, the designations (so a replaced owner's tokens end, and a returning one's earlier tokens stay
 * ended); null when it may not sign in.
 */
export function adminStanding(state: AdminState, siteAdmin: SiteAdminState): AccountStanding | null {
  const role = staffRoleOf(state, siteAdmin);
  if (role === null || state.status !== 'account') return null;
  const session =
    role === 'owner' ? `${state.credentials}.${siteAdmin.designations}` : `${state.credentials}`;
  return { role, session };
}

/** The standing of a coach account: its session (the passwords it has had); null once erased. */
export function coachStanding(state: CoachState): AccountStanding | null {
  return state.status === 'active' ? { role: 'coach', session: `${state.credentials}` } : null;
}

export async function readSiteAdmin(store: EventStore): Promise<SiteAdminState> {
  return fold(siteAdminDecider, await store.readStream(SITE_ADMIN_STREAM));
}

export async function readAdmin(store: EventStore, adminId: string): Promise<AdminState> {
  return fold<AdminState, never>(adminDecider, await store.readStream(adminStream(adminId)));
}

export async function readCoach(store: EventStore, coachId: string): Promise<CoachState> {
  return fold<CoachState, never>(coachDecider, await store.readStream(coachStream(coachId)));
}

/** The account a token names, as the log tells it now. */
export async function standingOf(store: EventStore, actor: TokenActor): Promise<AccountStanding | null> {
  if (actor.role === 'coach') return coachStanding(await readCoach(store, actor.id));
  const [state, siteAdmin] = await Promise.all([readAdmin(store, actor.id), readSiteAdmin(store)]);
  return state.status === 'account' && state.accountId === actor.id ? adminStanding(state, siteAdmin) : null;
}

/**
 * The accounts as the event store tells them, for createTokenService({ sessions }): each token is checked
 * against its account on every request, and speaks with the account's role of the moment. A looked-up
 * account is reused for `cacheMs` (SESSION_CACHE_MS), so a busy admin costs no stream read per request;
 * a change of password, role, owner or a disable is seen by every process within that time, and at once
 * by the process that recorded it (TokenService.recheck).
 */
export function accountSessions(store: EventStore, options: { cacheMs?: number } = {}): AccountSessions {
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
  const cache = new Map<string, { standing: AccountStanding | null; at: number }>();
  return {
    async current(actor) {
      const key = `${actor.role}:${actor.id}`;
      const cached = cache.get(key);
      if (cached && Date.now() - cached.at < cacheMs) return cached.standing;
      const standing = await standingOf(store, actor);
      if (cache.size >= 10_000) cache.clear(); // a bound, not an LRU: entries are cheap to look up again
      cache.set(key, { standing, at: Date.now() });
      return standing;
    },
    forget(actor) {
      cache.delete(`${actor.role}:${actor.id}`);
    },
  };
}
