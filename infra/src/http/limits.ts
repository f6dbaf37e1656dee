import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SqlClient } from '../sql';

/**
 * One failed login, named by keyed hashes only (never an e-mail or an address in clear): the account
 * tried (its kind and e-mail) and the client it came from (its address, or its /64 for IPv6).
 */
export interface LoginAttempt {
  account: string;
  client: string;
}

/**
 * Failed logins, counted twice: per account and client together, so that guessing one account's
 * password from one address slows down fast while the owner, elsewhere, is never held up by it; and per
 * client across every account, so that one address cannot spray guesses over many accounts. Each count
 * has its backoff (LoginBackoff); a login waits for the longer of the two.
 */
export interface LoginThrottle {
  /** how long this client must still wait before trying this account (0: it may try now) */
  waitMs(attempt: LoginAttempt): Promise<number>;
  failed(attempt: LoginAttempt): Promise<void>;
  /** the right password: the account's count for this client starts again (the client's own does not) */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

/**
 * After `freeFailures` failures the next attempt waits `firstWaitMs`, twice as long after each further
 * failure, at most `maxWaitMs`. One failure is forgiven for each `forgiveEveryMs` without a failure
 * (at least `maxWaitMs`, so a wait never shrinks while it runs).
 */
export interface LoginBackoff {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  forgiveEveryMs: number;
}

/** One account from one client: the owner mistyping, or a guesser on one account. */
export const ACCOUNT_LOGIN_BACKOFF: LoginBackoff = {
  freeFailures: 5,
  firstWaitMs: 1_000,
  maxWaitMs: 15 * 60_000,
  forgiveEveryMs: 60 * 60_000,
};

/**
 * One client across every account: a budget for the people behind one address (a household, a club's
 * network) that a guesser spraying many accounts spends in minutes; then about four tries an hour.
 */
export const CLIENT_LOGIN_BACKOFF: LoginBackoff = {
  freeFailures: 20,
  firstWaitMs: 1_000,
  maxWaitMs: 15 * 60_000,
  forgiveEveryMs: 15 * 60_000,
};

export const FREE_LOGIN_FAILURES = ACCOUNT_LOGIN_BACKOFF.freeFailures;

/** The wait after `failures` failures in a row. */
export function loginWaitMs(failures: number, backoff: LoginBackoff = ACCOUNT_LOGIN_BACKOFF): number {
  if (failures < backoff.freeFailures) return 0;
  return Math.min(backoff.firstWaitMs * 2 ** (failures - backoff.freeFailures), backoff.maxWaitMs);
}

/** The failures still counted `elapsedMs` after the last one. */
function forgiven(failures: number, elapsedMs: number, backoff: LoginBackoff): number {
  return Math.max(0, failures - Math.floor(elapsedMs / backoff.forgiveEveryMs));
}

/** The two counts a login attempt is throttled by, each with its backoff. */
export interface LoginBackoffs {
  account: LoginBackoff;
  client: LoginBackoff;
}

const LOGIN_BACKOFFS: LoginBackoffs = { account: ACCOUNT_LOGIN_BACKOFF, client: CLIENT_LOGIN_BACKOFF };

/** The keys of the two counts: the account as tried from this client, and the client. */
const countsOf = ({ account, client }: LoginAttempt) => ({ account: `${account}@${client}`, client });

/** Limits that every replica of the command API shares (see sqlLimits); in memory when not given. */
export interface SharedLimits {
  /** a @fastify/rate-limit store whose counts, named by `scope`, every replica shares */
  rateLimitStore(scope: string): FastifyRateLimitStoreCtor;
  logins: LoginThrottle;
}

export interface MemoryLoginThrottleOptions {
  now?: () => number;
  /** counts remembered at most per kind (the least recently failed are forgotten first) */
  capacity?: number;
  backoffs?: LoginBackoffs;
}

/** The login throttle of one process (embedded site, tests). */
export function memoryLoginThrottle(options: MemoryLoginThrottleOptions = {}): LoginThrottle {
  const { now = Date.now, capacity = 10_000, backoffs = LOGIN_BACKOFFS } = options;
  type Count = { failures: number; lastFailureAt: number };
  const counts = { account: new Map<string, Count>(), client: new Map<string, Count>() };
  const kinds = ['account', 'client'] as const;

  const failures = (kind: (typeof kinds)[number], key: string) => {
    const count = counts[kind].get(key);
    return count ? forgiven(count.failures, now() - count.lastFailureAt, backoffs[kind]) : 0;
  };
  return {
    async waitMs(attempt) {
      const keys = countsOf(attempt);
      let wait = 0;
      for (const kind of kinds) {
        const count = counts[kind].get(keys[kind]);
        if (!count) continue;
        const until = count.lastFailureAt + loginWaitMs(count.failures, backoffs[kind]);
        wait = Math.max(wait, until - now());
      }
      return wait;
    },
    async failed(attempt) {
      const keys = countsOf(attempt);
      for (const kind of kinds) {
        const map = counts[kind];
        const next = { failures: failures(kind, keys[kind]) + 1, lastFailureAt: now() };
        map.delete(keys[kind]); // re-inserted last: the map's order is the order of failures
        map.set(keys[kind], next);
        if (map.size > capacity) map.delete(map.keys().next().value!);
      }
    },
    async succeeded(attempt) {
      counts.account.delete(countsOf(attempt).account);
    },
  };
}

/**
 * The limits in the database (tables limits.hits and limits.login_throttle), for the command API on a
 * PostgreSQL server where several replicas answer: a client's attempts count the same on each.
 */
export function sqlLimits(
  db: SqlClient,
  options: {
    backoffs?: LoginBackoffs;
    /** failed logins between two deletions of the counts that hold nothing any more */
    cleanUpEvery?: number;
  } = {},
): SharedLimits {
  const { backoffs = LOGIN_BACKOFFS, cleanUpEvery = 500 } = options;
  let sinceCleanup = 0;
  const cleanUp = async () => {
    if (++sinceCleanup < 500) return;
    sinceCleanup = 0;
    await db.query(`DELETE FROM limits.hits WHERE reset_at < now() - interval '1 hour'`);
  };
  let sinceLoginCleanup = 0;
  /** the counts whose every failure is forgiven by now: they hold nothing any more */
  const cleanUpLogins = async () => {
    if (++sinceLoginCleanup < cleanUpEvery) return;
    sinceLoginCleanup = 0;
    await db.query(
      `DELETE FROM limits.login_throttle
        WHERE last_failure_at + failures * forgive_every_ms * interval '1 millisecond' < now()`,
    );
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

  /** each count's scope, key and backoff, as parallel arrays for unnest */
  const countParameters = (attempt: LoginAttempt) => {
    const keys = countsOf(attempt);
    const { account, client } = backoffs;
    return {
      scopes: ['account', 'client'],
      keys: [keys.account, keys.client],
      free: [account.freeFailures, client.freeFailures],
      first: [account.firstWaitMs, client.firstWaitMs],
      max: [account.maxWaitMs, client.maxWaitMs],
      forgive: [account.forgiveEveryMs, client.forgiveEveryMs],
    };
  };

  return {
    rateLimitStore(scope) {
      return class extends SqlRateLimitStore {
        constructor() {
          super(`${scope}:`);
        }
      };
    },
    logins: {
      async waitMs(attempt) {
        const p = countParameters(attempt);
        const { rows } = await db.query<{ wait: string | null }>(
          `SELECT max(greatest(0, ceil(extract(epoch FROM (
                    t.last_failure_at + least(b.first_ms * power(2, t.failures - b.free), b.max_ms)
                                        * interval '1 millisecond' - now())) * 1000)))::bigint::text AS wait
             FROM unnest($1::text[], $2::text[], $3::int[], $4::bigint[], $5::bigint[])
                    AS b(scope, key, free, first_ms, max_ms)
             JOIN limits.login_throttle t ON t.scope = b.scope AND t.key = b.key
            WHERE t.failures >= b.free`,
          [p.scopes, p.keys, p.free, p.first, p.max],
        );
        return Number(rows[0]?.wait ?? 0);
      },
      async failed(attempt) {
        const p = countParameters(attempt);
        await db.query(
          // one statement that adds to the row as it is when locked: failures on two replicas at once
          // both count
          `INSERT INTO limits.login_throttle AS t (scope, key, failures, last_failure_at, forgive_every_ms)
           SELECT scope, key, 1, now(), forgive FROM unnest($1::text[], $2::text[], $3::bigint[])
                    AS b(scope, key, forgive)
           ON CONFLICT (scope, key) DO UPDATE SET
             failures = greatest(0, t.failures - floor(extract(epoch FROM (now() - t.last_failure_at)) * 1000
                                                       / EXCLUDED.forgive_every_ms)::int) + 1,
             last_failure_at = now(),
             forgive_every_ms = EXCLUDED.forgive_every_ms`,
          [p.scopes, p.keys, p.forgive],
        );
        await cleanUpLogins();
      },
      async succeeded(attempt) {
        await db.query(`DELETE FROM limits.login_throttle WHERE scope = 'account' AND key = $1`, [
          countsOf(attempt).account,
        ]);
      },
    },
  };
}
