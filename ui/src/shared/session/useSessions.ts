import { useEffect, useSyncExternalStore } from 'react';
import {
  endAdminSession,
  endCoachSession,
  getSessions,
  subscribeSessions,
  type Sessions,
} from './sessionStore';

export function useSessions(): Sessions {
  return useSyncExternalStore(subscribeSessions, getSessions, getSessions);
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
