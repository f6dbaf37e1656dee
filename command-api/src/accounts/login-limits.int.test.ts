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
  it('is slowed whatever the address: after five failures the account waits, growing, even for the right password', async () => {
    const api = await commandApiForTests({
      trustProxy: 1,
      authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    });
    await ensureAdmin(api.store, ADMIN, { personalData: api.personalData });
    let address = 0;
    const login = (password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${++address}` }, // a new address every time
        payload: { email: ' Admin@League.org', password },
      });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(`guess-${attempt}`)).statusCode).toBe(401);
    const blocked = await login(ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    // another account is not held up
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/admin/coachLogin',
          payload: { email: 'someone@team.org', password: 'Hockey2025' },
        })
      ).statusCode,
    ).toBe(401);
    await sleep(1_100);
    expect((await login(ADMIN.password)).statusCode).toBe(200);
    // a success starts the count again
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(`again-${attempt}`)).statusCode).toBe(401);
  });
});

describe('limits shared by the replicas of the command API (PostgreSQL)', () => {
  it('counts attempts on any replica together, and failed logins of an account too', async () => {
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
          authRateLimit: { max: 4, timeWindowMs: 60_000 },
        }),
      ),
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await replicas[attempt % 2]!.app.inject({
        method: 'POST',
        url: '/api/admin/coachLogin',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.8' },
        payload: { email: `nobody${attempt}@team.org`, password: 'Hockey2025' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

    const guesses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await replicas[attempt % 2]!.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        payload: { email: ADMIN.email, password: attempt === 5 ? ADMIN.password : `guess-${attempt}` },
      });
      guesses.push(answer.statusCode);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    await db.close();
  });
});
