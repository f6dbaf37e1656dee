import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../sql';
import { createTestPglite, createTestPostgres } from '../testing';
import {
  memoryLoginThrottle,
  sqlLimits,
  type LoginAttempt,
  type LoginBackoffs,
  type LoginThrottle,
} from './limits';

/**
 * The login throttle on every backend, the shared tables of the distributed run (PGlite, and the
 * PostgreSQL server of TEST_DATABASE_URL when set) as well as one process's memory, with backoffs of a
 * few hundred milliseconds.
 */
const BACKOFFS: LoginBackoffs = {
  account: { freeFailures: 2, firstWaitMs: 300, maxWaitMs: 600, forgiveEveryMs: 600 },
  client: { freeFailures: 4, firstWaitMs: 300, maxWaitMs: 600, forgiveEveryMs: 600 },
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let unique = 0;
/** attempts on fresh keys: the tests of one backend share its table */
function fresh() {
  const n = ++unique;
  return {
    account: (name: string, client = 'home'): LoginAttempt => ({
      account: `coach:${name}-${n}`,
      client: `${client}-${n}`,
    }),
  };
}

function throttleSpec(name: string, make: () => LoginThrottle) {
  describe(`the login throttle (${name})`, () => {
    it('given failures from a stranger, then the owner elsewhere may try at once, the stranger waits', async () => {
      const throttle = make();
      const { account } = fresh();
      for (let i = 0; i < 2; i++) await throttle.failed(account('owner', 'stranger'));
      const wait = await throttle.waitMs(account('owner', 'stranger'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(300);
      expect(await throttle.waitMs(account('owner', 'home'))).toBe(0);
    });

    it('given a success, then that account starts again for that client, but the client’s count stays', async () => {
      const throttle = make();
      const { account } = fresh();
      await throttle.failed(account('a'));
      await throttle.failed(account('b'));
      await throttle.failed(account('b'));
      await throttle.succeeded(account('b'));
      expect(await throttle.waitMs(account('b'))).toBe(0);
      await throttle.failed(account('c')); // the client's fourth failure
      const wait = await throttle.waitMs(account('d'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(300);
    });

    it('given failures spread over accounts, then the client waits on every account, growing', async () => {
      const throttle = make();
      const { account } = fresh();
      for (let i = 0; i < 3; i++) await throttle.failed(account(`sprayed${i}`));
      expect(await throttle.waitMs(account('next'))).toBe(0);
      await throttle.failed(account('sprayed3'));
      expect(await throttle.waitMs(account('next'))).toBeGreaterThan(0);
      await sleep(300);
      await throttle.failed(account('sprayed4'));
      const longer = await throttle.waitMs(account('next'));
      expect(longer).toBeGreaterThan(300);
      expect(longer).toBeLessThanOrEqual(600);
    });

    it('given failures at the same moment, then each counts', async () => {
      const throttle = make();
      const { account } = fresh();
      await Promise.all([throttle.failed(account('x')), throttle.failed(account('x'))]);
      expect(await throttle.waitMs(account('x'))).toBeGreaterThan(0);
    });

    it('given a quiet spell, then failures are forgiven', async () => {
      const throttle = make();
      const { account } = fresh();
      await throttle.failed(account('x'));
      await throttle.failed(account('x'));
      await sleep(650); // one failure forgiven
      await throttle.failed(account('x'));
      expect(await throttle.waitMs(account('x'))).toBeGreaterThan(0);
      await sleep(1_250); // two forgiven
      await throttle.failed(account('x'));
      expect(await throttle.waitMs(account('x'))).toBe(0);
    });
  });
}

throttleSpec('memory', () => memoryLoginThrottle({ backoffs: BACKOFFS }));

let pglite: SqlClient;
beforeAll(async () => {
  pglite = await createTestPglite();
});
afterAll(async () => {
  await pglite?.close();
});
throttleSpec('PGlite', () => sqlLimits(pglite, { backoffs: BACKOFFS }).logins);

const server = process.env.TEST_DATABASE_URL;
describe.skipIf(!server)('on the PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof createTestPostgres>>;
  beforeAll(async () => {
    database = await createTestPostgres();
  });
  afterAll(async () => {
    await database?.drop();
  });
  throttleSpec('PostgreSQL', () => sqlLimits(database!.db, { backoffs: BACKOFFS }).logins);
});

describe('the shared login counts', () => {
  it('keep only the keys they were given, and delete counts whose failures are all forgiven', async () => {
    const throttle = sqlLimits(pglite, { backoffs: BACKOFFS, cleanUpEvery: 3 }).logins;
    await pglite.query('DELETE FROM limits.login_throttle');
    await throttle.failed({ account: 'admin:k1', client: 'c1' });
    const { rows } = await pglite.query<{ scope: string; key: string }>(
      'SELECT scope, key FROM limits.login_throttle ORDER BY scope',
    );
    expect(rows).toEqual([
      { scope: 'account', key: 'admin:k1@c1' },
      { scope: 'client', key: 'c1' },
    ]);
    await sleep(650); // the one failure of each count is forgiven
    await throttle.failed({ account: 'admin:k2', client: 'c2' });
    await throttle.failed({ account: 'admin:k2', client: 'c2' }); // the third: a clean-up
    const left = await pglite.query<{ key: string }>('SELECT key FROM limits.login_throttle ORDER BY key');
    expect(left.rows.map((r) => r.key)).toEqual(['admin:k2@c2', 'c2']);
  });

  it('are no longer kept by e-mail address (the table of migration 004 is gone)', async () => {
    const { rows } = await pglite.query<{ name: string | null }>(
      `SELECT to_regclass('limits.login_failures')::text AS name`,
    );
    expect(rows[0]!.name).toBeNull();
  });
});
