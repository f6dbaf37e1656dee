import { SEEN_EVERY_MS, type AccountRef, type SessionStore } from './store';

/** How long a looked-up session is reused: an ended session is refused everywhere within this time. */
export const SESSION_CHECK_CACHE_MS = 5_000;

/** Whether a token's session is still open, as the token service asks it on every request. */
export interface SessionChecks {
  /**
   * True while the session is open and belongs to the account. The store is read at most once per
   * `cacheMs` for a session; each read also records the session as seen (lastSeenAt, once a minute).
   */
  isOpen(sessionId: string, account: AccountRef): Promise<boolean>;
  /** Forgets the account's sessions, so the next check reads the store (sessions ended just now). */
  forget(account: AccountRef): void;
}

export function sessionChecks(
  store: SessionStore,
  options: { cacheMs?: number; now?: () => Date } = {},
): SessionChecks {
  const cacheMs = options.cacheMs ?? SESSION_CHECK_CACHE_MS;
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, { open: boolean; account: string; at: number }>();
  const keyOf = (account: AccountRef) => `${account.kind}:${account.id}`;
  return {
    async isOpen(sessionId, account) {
      const at = now();
      const cached = cache.get(sessionId);
      if (cached && at.getTime() - cached.at < cacheMs)
        return cached.open && cached.account === keyOf(account);
      const session = await store.get(sessionId);
      const open =
        session !== null &&
        session.endedAt === null &&
        session.kind === account.kind &&
        session.accountId === account.id;
      if (open && at.getTime() - Date.parse(session.lastSeenAt) >= SEEN_EVERY_MS)
        await store.seen(sessionId, at);
      if (cache.size >= 10_000) cache.clear(); // a bound, not an LRU: a session is cheap to look up again
      cache.set(sessionId, { open, account: keyOf(account), at: at.getTime() });
      return open;
    },
    forget(account) {
      const key = keyOf(account);
      for (const [sessionId, cached] of cache) if (cached.account === key) cache.delete(sessionId);
    },
  };
}
