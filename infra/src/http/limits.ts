import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SqlClient } from '../sql';

/**
 * Failed logins per account (whatever the address they come from): after FREE_LOGIN_FAILURES in a row
 * the account waits before its next attempt, twice as long after each further failure, up to
 * MAX_LOGIN_WAIT_MS. Password guessing on one account is bounded even from many addresses; the owner
 * is held up at most that long. A success starts the count again; a day without failures too.
 */
export interface LoginThrottle {
  /** how long the account must still wait before its next attempt (0: it may try now) */
  waitMs(accountKey: string): Promise<number>;
  failed(accountKey: string): Promise<void>;
  succeeded(accountKey: string): Promise<void>;
}

export const FREE_LOGIN_FAILURES = 5;
export const FIRST_LOGIN_WAIT_MS = 1_000;
export const MAX_LOGIN_WAIT_MS = 15 * 60_000;
const FAILURES_FORGOTTEN_MS = 24 * 60 * 60_000;

/** The wait after `failures` failures in a row. */
export function loginWaitMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(FIRST_LOGIN_WAIT_MS * 2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_WAIT_MS);
}

/** Limits that every replica of the command API shares (see sqlLimits); in memory when not given. */
export interface SharedLimits {
  /** a @fastify/rate-limit store whose counts, named by `scope`, every replica shares */
  rateLimitStore(scope: string): FastifyRateLimitStoreCtor;
  logins: LoginThrottle;
}

/** The login throttle of one process (embedded site, tests); at most `capacity` accounts remembered. */
export function memoryLoginThrottle(now: () => number = Date.now, capacity = 10_000): LoginThrottle {
  const accounts = new Map<string, { failures: number; lastFailureAt: number }>();
  const current = (key: string) => {
    const entry = accounts.get(key);
    if (entry && now() - entry.lastFailureAt > FAILURES_FORGOTTEN_MS) accounts.delete(key);
    return accounts.get(key);
  };
  return {
    async waitMs(key) {
      const entry = current(key);
      return entry ? Math.max(0, entry.lastFailureAt + loginWaitMs(entry.failures) - now()) : 0;
    },
    async failed(key) {
      const failures = (current(key)?.failures ?? 0) + 1;
      accounts.delete(key); // re-inserted last: the map's order is the order of use
      accounts.set(key, { failures, lastFailureAt: now() });
      if (accounts.size > capacity) accounts.delete(accounts.keys().next().value!);
    },
    async succeeded(key) {
      accounts.delete(key);
    },
  };
}

/**
 * The limits in the database (tables limits.hits and limits.login_failures), for the command API on a
 * PostgreSQL server where several replicas answer: a client's attempts count the same on each.
 */
export function sqlLimits(db: SqlClient): SharedLimits {
  let sinceCleanup = 0;
  const cleanUp = async () => {
    if (++sinceCleanup < 500) return;
    sinceCleanup = 0;
    await db.query(`DELETE FROM limits.hits WHERE reset_at < now() - interval '1 hour'`);
  };

  class SqlRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      db.query<{ count: number; ttl: string }>(
        `INSERT INTO limits.hits AS h (key, count, reset_at)
         VALUES ($1, 1, now() + $2::bigint * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN h.reset_at <= now() THEN 1 ELSE h.count + 1 END,
           reset_at = CASE WHEN h.reset_at <= now() THEN now() + $2::bigint * interval '1 millisecond'
                           ELSE h.reset_at END
         RETURNING count, greatest(0, ceil(extract(epoch FROM (reset_at - now())) * 1000))::bigint::text AS ttl`,
        [`${this.prefix}${key}`, timeWindow],
      )
        .then(async ({ rows }) => {
          await cleanUp();
          const row = rows[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }
    child(routeOptions: { path: string }): FastifyRateLimitStore {
      return new SqlRateLimitStore(`${this.prefix}${routeOptions.path}:`);
    }
  }

  return {
    rateLimitStore(scope) {
      return class extends SqlRateLimitStore {
        constructor() {
          super(`${scope}:`);
        }
      };
    },
    logins: {
      async waitMs(key) {
        const { rows } = await db.query<{ wait: string }>(
          `SELECT greatest(0, ceil(extract(epoch FROM (blocked_until - now())) * 1000))::bigint::text AS wait
             FROM limits.login_failures
            WHERE account_key = $1 AND blocked_until IS NOT NULL`,
          [key],
        );
        return rows[0] ? Number(rows[0].wait) : 0;
      },
      async failed(key) {
        await db.query(
          // one statement, so failures on two replicas at once are both counted
          `WITH failures AS (
             SELECT coalesce(
                      (SELECT CASE WHEN last_failure_at < now() - $2::bigint * interval '1 millisecond' THEN 1
                                   ELSE failures + 1 END
                         FROM limits.login_failures WHERE account_key = $1 FOR UPDATE),
                      1) AS n)
           INSERT INTO limits.login_failures AS f (account_key, failures, last_failure_at, blocked_until)
           SELECT $1, n, now(),
                  CASE WHEN n >= $3
                       THEN now() + least($4::bigint * power(2, n - $3), $5::bigint) * interval '1 millisecond'
                  END
             FROM failures
           ON CONFLICT (account_key) DO UPDATE SET
             failures = EXCLUDED.failures,
             last_failure_at = EXCLUDED.last_failure_at,
             blocked_until = EXCLUDED.blocked_until`,
          [key, FAILURES_FORGOTTEN_MS, FREE_LOGIN_FAILURES, FIRST_LOGIN_WAIT_MS, MAX_LOGIN_WAIT_MS],
        );
      },
      async succeeded(key) {
        await db.query(`DELETE FROM limits.login_failures WHERE account_key = $1`, [key]);
      },
    },
  };
}
