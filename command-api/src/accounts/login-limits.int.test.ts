import { describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { sqlLimits } from '@league/infra/http';
import { sqlPersonalData } from '@league/infra/personal-data';
import { createTestPglite } from '@league/infra/testing';
import { commandApiForTests } from '../test-support';
import { ensureAdmin } from './accounts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './routes';

const ADMIN = { email: 'admin@league.org', password: 'Admin-Password-1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('client addresses behind the reverse proxy', () => {
  it('trusts exactly one hop: a client cannot pick its address with X-Forwarded-For', async () => {
    const api = await commandApiForTests({ trustProxy: 1, authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/admin/coachLogin',
        remoteAddress: '10.0.0.2', // the proxy
        // what the client sent, then the address nginx saw
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
        payload: { email: `nobody${attempt}@team.org`, password: 'Hockey2025' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('password guessing on one account', () => {
  /** an API behind one trusted proxy, and a login to it from the client address `from` */
  async function behindProxy() {
    const api = await commandApiForTests({
      trustProxy: 1,
      authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    });
    await ensureAdmin(api.store, ADMIN, { personalData: api.personalData });
    const login = (from: string, password: string, email = ' Admin@League.org') =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': from },
        payload: { email, password },
      });
    return { api, login };
  }

  it('given six wrong passwords from a stranger’s address, then the owner logs in from hers at once', async () => {
    const { login } = await behindProxy();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('198.51.100.66', `guess-${attempt}`)).statusCode).toBe(401);
    await sleep(1_100);
    expect((await login('198.51.100.66', 'guess-5')).statusCode).toBe(401);
    expect((await login('198.51.100.66', ADMIN.password)).statusCode).toBe(429);
    expect((await login('203.0.113.10', ADMIN.password)).statusCode).toBe(200);
  });

  it('given five failures from one address, then that address waits, growing, even with the right password; a success starts again', async () => {
    const { login } = await behindProxy();
    const from = '198.51.100.7';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(from, `guess-${attempt}`)).statusCode).toBe(401);
    const blocked = await login(from, ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    // another account from the same address is not held up
    expect((await login(from, 'Hockey2025', 'someone@team.org')).statusCode).toBe(401);
    await sleep(1_100);
    expect((await login(from, ADMIN.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(from, `again-${attempt}`)).statusCode).toBe(401);
  });

  it('given one address spraying twenty accounts, then it waits on every account, the right password too; other addresses do not', async () => {
    const { login } = await behindProxy();
    const sprayer = '2001:db8:1:2::77';
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await login(sprayer, 'Hockey2025', `player${attempt}@team.org`)).statusCode).toBe(401);
    // another address of the same /64 is the same client
    expect((await login('2001:db8:1:2::78', ADMIN.password)).statusCode).toBe(429);
    expect((await login(sprayer, ADMIN.password)).statusCode).toBe(429);
    expect((await login('2001:db8:1:3::1', ADMIN.password)).statusCode).toBe(200);
  });
});

describe('the client address of the login throttle', () => {
  it('given no proxy trusted, then X-Forwarded-For is ignored: the throttle counts the socket’s address', async () => {
    const api = await commandApiForTests({ authRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    await ensureAdmin(api.store, ADMIN, { personalData: api.personalData });
    const login = (forwardedFor: string, password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '192.0.2.9',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: ADMIN.email, password },
      });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(`198.51.100.${attempt}`, 'wrong-password')).statusCode).toBe(401);
    expect((await login('198.51.100.99', ADMIN.password)).statusCode).toBe(429);
  });

  it('given the proxies by network, then each client behind them is counted apart', async () => {
    const api = await commandApiForTests({
      trustProxy: ['10.0.0.0/8'],
      authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    });
    await ensureAdmin(api.store, ADMIN, { personalData: api.personalData });
    const login = (remoteAddress: string, forwardedFor: string, password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: ADMIN.email, password },
      });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('10.1.0.1', '198.51.100.5', 'wrong-password')).statusCode).toBe(401);
    expect((await login('10.1.0.2', '198.51.100.5', ADMIN.password)).statusCode).toBe(429);
    expect((await login('10.1.0.2', '198.51.100.6', ADMIN.password)).statusCode).toBe(200);
    // a peer outside the trusted networks names no client: it is the client
    expect((await login('192.0.2.1', '198.51.100.5', ADMIN.password)).statusCode).toBe(200);
  });
});

describe('limits shared by the replicas of the command API (PostgreSQL)', () => {
  it('counts attempts and failed logins on any replica together, by keyed hashes only', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    const personalData = sqlPersonalData(db);
    await ensureAdmin(store, ADMIN, { personalData });
    const replicas = await Promise.all(
      [0, 1].map(() =>
        commandApiForTests({
          store,
          personalData,
          limits: sqlLimits(db),
          trustProxy: 1,
          authRateLimit: { max: 6, timeWindowMs: 60_000 },
        }),
      ),
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const answer = await replicas[attempt % 2]!.app.inject({
        method: 'POST',
        url: '/api/admin/coachLogin',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.8' },
        payload: { email: `nobody${attempt}@team.org`, password: 'Hockey2025' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);

    // one address's failed logins count on any replica; the owner elsewhere is not held up
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await replicas[attempt % 2]!.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.40' },
        payload: { email: ADMIN.email, password: attempt === 5 ? ADMIN.password : `guess-${attempt}` },
      });
      guesses.push(answer.statusCode);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    const owner = await replicas[1]!.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.41' },
      payload: ADMIN,
    });
    expect(owner.statusCode).toBe(200);

    // the counts name neither the e-mail address nor the client's address
    const { rows } = await db.query<{ scope: string; key: string }>(
      'SELECT scope, key FROM limits.login_throttle',
    );
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows).toLowerCase();
    for (const clear of ['@league.org', '@team.org', '198.51.100.', '203.0.113.'])
      expect(stored).not.toContain(clear);
    await db.close();
  });
});
