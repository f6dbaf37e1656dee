import { useEffect, useSyncExternalStore } from 'react';
import {
  endAdminSession,
  endCoachSession,
  getSessions,
  SIGNED_OUT,
  subscribeSessions,
  type Sessions,
} from './sessionStore';

/** What the server renders with: nobody is signed in there (sessions live in the browser). */
const signedOut = () => SIGNED_OUT;

/**
 * The sessions of this browser. A page the server rendered is hydrated signed out, as the server
 * rendered it, and shows the signed-in view right after (useSyncExternalStore's server snapshot). A
 * snapshot other than the hydrated one makes React render its readers again at once, in one task
 * that no input can interrupt, hydrating the rest of the page on the way: a signed-out visitor's
 * snapshot is the same object (SIGNED_OUT), so their page is hydrated in slices and left as it is.
 */
export function useSessions(): Sessions {
  return useSyncExternalStore(subscribeSessions, getSessions, signedOut);
}

/** setTimeout cannot wait longer than ~24.8 days; sessions never last that long, but stay safe. */
const MAX_TIMEOUT_MS = 2_147_483_647;

function useLogoutAt(expiresAt: number | undefined, logout: () => void) {
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = window.setTimeout(logout, Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [expiresAt, logout]);
}

/** Logs each session out when its saved expiry passes (mounted once, in the app shell). */
export function useSessionExpiry() {
  const { admin, coach } = useSessions();
  useLogoutAt(admin?.expiresAt, endAdminSession);
  useLogoutAt(coach?.expiresAt, endCoachSession);
}
