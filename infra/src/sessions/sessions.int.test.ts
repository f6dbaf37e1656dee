import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPglite, createTestPostgres } from '../testing';
import type { SqlClient } from '../sql';
import { sessionChecks } from './checks';
import { memorySessions, newSessionId, sqlSessions, SEEN_EVERY_MS, type SessionStore } from './store';

let db: SqlClient;
beforeAll(async () => {
  db = await createTestPglite();
});
afterAll(async () => db?.close());

const pat = { kind: 'coach', id: '00000000-0000-4000-8000-0000000000c1' } as const;
const sam = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000a1' } as const;
const at = (minutes: number) => new Date(Date.parse('2026-03-01T12:00:00.000Z') + minutes * 60_000);

function storeSpec(label: string, make: () => SessionStore) {
  describe(`the sessions in ${label}`, () => {
    it('starts, lists the open ones oldest first, ends one, ends all but one, and deletes an account’s', async () => {
      const sessions = make();
      const [one, two, three, other] = [newSessionId(), newSessionId(), newSessionId(), newSessionId()];
      expect(one).toMatch(/^[\w-]{24}$/);
      await sessions.start({ sessionId: two, account: pat, browser: 'Firefox on Windows', at: at(1) });
      await sessions.start({ sessionId: one, account: pat, browser: 'Chrome on Android', at: at(0) });
      await sessions.start({ sessionId: three, account: pat, browser: 'Safari on iPhone', at: at(2) });
      await sessions.start({ sessionId: other, account: sam, browser: 'Edge on Windows', at: at(3) });
      expect(await sessions.get(one)).toEqual({
        sessionId: one,
        kind: 'coach',
        accountId: pat.id,
        browser: 'Chrome on Android',
        startedAt: at(0).toISOString(),
        lastSeenAt: at(0).toISOString(),
        endedAt: null,
      });
      expect((await sessions.open(pat)).map((s) => s.sessionId)).toEqual([one, two, three]);

      expect(await sessions.end(sam, one, at(4))).toBe(false); // not that account's
      expect(await sessions.end(pat, one, at(4))).toBe(true);
      expect(await sessions.end(pat, one, at(5))).toBe(false); // ended already
      expect((await sessions.get(one))?.endedAt).toBe(at(4).toISOString());
      expect((await sessions.endAll(pat, at(6), three)).sort()).toEqual([two]);
      expect((await sessions.open(pat)).map((s) => s.sessionId)).toEqual([three]);
      expect(await sessions.endAll(pat, at(7))).toEqual([three]);
      expect(await sessions.open(pat)).toEqual([]);

      expect(await sessions.lastSignIns('coach')).toEqual(new Map([[pat.id, at(2).toISOString()]]));
      expect(await sessions.lastSignIns('admin')).toEqual(new Map([[sam.id, at(3).toISOString()]]));
      await sessions.remove(pat);
      expect(await sessions.get(two)).toBeNull();
      expect(await sessions.lastSignIns('coach')).toEqual(new Map());
      expect(await sessions.open(sam)).toHaveLength(1);
    });

    it('moves lastSeenAt at most once a minute, and never on an ended session', async () => {
      const sessions = make();
      const id = newSessionId();
      await sessions.start({ sessionId: id, account: sam, browser: 'Chrome', at: at(0) });
      await sessions.seen(id, new Date(at(0).getTime() + SEEN_EVERY_MS - 1));
      expect((await sessions.get(id))?.lastSeenAt).toBe(at(0).toISOString());
      await sessions.seen(id, at(1));
      expect((await sessions.get(id))?.lastSeenAt).toBe(at(1).toISOString());
      await sessions.end(sam, id, at(2));
      await sessions.seen(id, at(5));
      expect((await sessions.get(id))?.lastSeenAt).toBe(at(1).toISOString());
    });
  });
}

storeSpec('memory', () => memorySessions());
storeSpec('accounts.sessions (PGlite)', () => sqlSessions(db));

const server = process.env.TEST_DATABASE_URL;
describe.skipIf(!server)('on the PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof createTestPostgres>>;
  beforeAll(async () => {
    database = await createTestPostgres();
  });
  afterAll(async () => {
    await database?.drop();
  });
  storeSpec('accounts.sessions (PostgreSQL)', () => sqlSessions(database!.db));
});

describe('the checks of a token’s session', () => {
  it('read the store once per cache time, forget an account on demand, and record the session as seen', async () => {
    const store = memorySessions();
    let reads = 0;
    const counted: SessionStore = { ...store, get: (id) => (reads++, store.get(id)) };
    let clock = at(0);
    const checks = sessionChecks(counted, { cacheMs: 5_000, now: () => clock });
    const id = newSessionId();
    await store.start({ sessionId: id, account: pat, browser: 'Chrome', at: at(0) });

    expect(await checks.isOpen(id, pat)).toBe(true);
    expect(await checks.isOpen(id, sam)).toBe(false); // another account's token never opens it
    expect(reads).toBe(1);
    await store.end(pat, id, at(0));
    expect(await checks.isOpen(id, pat)).toBe(true); // within the cache time
    clock = new Date(at(0).getTime() + 5_000);
    expect(await checks.isOpen(id, pat)).toBe(false);
    expect(reads).toBe(2);

    const next = newSessionId();
    await store.start({ sessionId: next, account: pat, browser: 'Chrome', at: clock });
    expect(await checks.isOpen(next, pat)).toBe(true);
    await store.end(pat, next, clock);
    checks.forget(pat); // the process that ended it
    expect(await checks.isOpen(next, pat)).toBe(false);

    const seen = newSessionId();
    await store.start({ sessionId: seen, account: sam, browser: 'Chrome', at: clock });
    clock = new Date(clock.getTime() + SEEN_EVERY_MS);
    expect(await checks.isOpen(seen, sam)).toBe(true);
    expect((await store.get(seen))?.lastSeenAt).toBe(clock.toISOString());
  });
});
