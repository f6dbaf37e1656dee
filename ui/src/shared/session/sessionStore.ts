import type { StaffRole } from '@league/contracts';

/**
 * Admin and coach sessions, kept apart in localStorage so that logging one out never touches the other.
 * The store is a tiny external store (subscribe / snapshot) read through useSyncExternalStore, so every
 * component and the API client see the same sessions without copying them into React state.
 */

interface SignedIn {
  token: string;
  /** epoch milliseconds */
  expiresAt: number;
}

/** Who a member of staff is, as their login said: what the admin menu offers follows the role. */
export interface StaffIdentity {
  /** null for a session saved before logins named the member of staff */
  staffId: string | null;
  name: string;
  role: StaffRole;
}

/** A member of staff's session (owner, admin or scorekeeper); the server still checks every call. */
export interface AdminSession extends SignedIn, StaffIdentity {}

export interface CoachSession extends SignedIn {
  coachId: string;
}

export interface Sessions {
  admin: AdminSession | null;
  coach: CoachSession | null;
}

const ADMIN_KEY = 'adminSession';
const COACH_KEY = 'coachSession';
/** The coach id is kept under this exact key (docs/rules.md §4). */
export const COACH_ID_KEY = 'id';

export const ADMIN_SESSION_MS = 5 * 60 * 60 * 1000;
export const COACH_SESSION_MS = 60 * 60 * 1000;

/**
 * Nobody signed in: what the server renders with, and the store's snapshot whenever no session is
 * kept. One object, so a signed-out visitor's snapshot is the very one a rendered page was hydrated
 * with, and React has nothing to render again once it has taken the page over (useSessions).
 */
export const SIGNED_OUT: Sessions = Object.freeze({ admin: null, coach: null });

type Listener = () => void;
const listeners = new Set<Listener>();
let sessions: Sessions = SIGNED_OUT;

/** The store's next snapshot: a new object when someone is signed in, SIGNED_OUT when nobody is. */
function keep(next: Sessions): void {
  sessions = next.admin === null && next.coach === null ? SIGNED_OUT : next;
}

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const STAFF_ROLES: readonly StaffRole[] = ['owner', 'admin', 'scorekeeper'];
const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

function parseSignedIn(value: unknown, now: number): SignedIn | null {
  if (!isObject(value) || typeof value.token !== 'string' || typeof value.expiresAt !== 'number') return null;
  if (value.expiresAt <= now) return null;
  return { token: value.token, expiresAt: value.expiresAt };
}

/**
 * A session saved before logins said who signed in has no role: it was the one admin's, who ran
 * everything, so it reads as an admin's (the server decides what its token may do either way).
 */
export function staffIdentity(value: Partial<Record<keyof StaffIdentity, unknown>>): StaffIdentity {
  return {
    staffId: typeof value.staffId === 'string' ? value.staffId : null,
    name: typeof value.name === 'string' ? value.name : '',
    role: isStaffRole(value.role) ? value.role : 'admin',
  };
}

function parseAdmin(value: unknown, now: number): AdminSession | null {
  const signedIn = parseSignedIn(value, now);
  if (!signedIn || !isObject(value)) return null;
  return { ...signedIn, ...staffIdentity(value) };
}

function parseCoach(value: unknown, coachId: string | null, now: number): CoachSession | null {
  const signedIn = parseSignedIn(value, now);
  if (!signedIn || !isObject(value)) return null;
  const id = typeof value.coachId === 'string' ? value.coachId : coachId;
  return id ? { ...signedIn, coachId: id } : null;
}

function emit() {
  for (const listener of listeners) listener();
}

/** Reads the saved sessions; an expired or damaged one is removed from storage. */
export function restoreSessions(now = Date.now()): Sessions {
  const admin = parseAdmin(readJson(ADMIN_KEY), now);
  const coach = parseCoach(readJson(COACH_KEY), localStorage.getItem(COACH_ID_KEY), now);
  if (!admin) localStorage.removeItem(ADMIN_KEY);
  if (!coach) {
    localStorage.removeItem(COACH_KEY);
    localStorage.removeItem(COACH_ID_KEY);
  }
  keep({ admin, coach });
  emit();
  return sessions;
}

export function getSessions(): Sessions {
  return sessions;
}

export function subscribeSessions(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server's expiresAt wins; the lifetime of docs/rules.md §9 is the fallback when the answer carries none.
 */
export function expiryFrom(expiresAt: string | number | undefined, fallbackMs: number, now = Date.now()) {
  const parsed = typeof expiresAt === 'number' ? expiresAt : expiresAt ? Date.parse(expiresAt) : NaN;
  return Number.isFinite(parsed) ? parsed : now + fallbackMs;
}

/**
 * A member of staff signed in: `who` as the login answered (an answer without it reads as an admin's).
 * Also how a session goes on with a renewed token or a new name (shared/session/accountSession.ts).
 */
export function startAdminSession(token: string, expiresAt: number, who: Partial<StaffIdentity> = {}) {
  const admin: AdminSession = { token, expiresAt, ...staffIdentity(who) };
  localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
  keep({ ...sessions, admin });
  emit();
}

export function startCoachSession(token: string, coachId: string, expiresAt: number) {
  const coach: CoachSession = { token, coachId, expiresAt };
  localStorage.setItem(COACH_KEY, JSON.stringify(coach));
  localStorage.setItem(COACH_ID_KEY, coachId);
  keep({ ...sessions, coach });
  emit();
}

export function endAdminSession() {
  localStorage.removeItem(ADMIN_KEY);
  if (sessions.admin === null) return;
  keep({ ...sessions, admin: null });
  emit();
}

export function endCoachSession() {
  localStorage.removeItem(COACH_KEY);
  localStorage.removeItem(COACH_ID_KEY);
  if (sessions.coach === null) return;
  keep({ ...sessions, coach: null });
  emit();
}

/** Another tab logging in or out changes localStorage; follow it. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === ADMIN_KEY ||
      event.key === COACH_KEY ||
      event.key === COACH_ID_KEY
    ) {
      restoreSessions();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
