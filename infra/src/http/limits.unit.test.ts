import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOGIN_BACKOFF,
  CLIENT_LOGIN_BACKOFF,
  loginWaitMs,
  memoryLoginThrottle,
  type LoginAttempt,
} from './limits';

/** A throttle on a clock the test moves. */
function throttleAt(start = 1_000_000, capacity?: number) {
  let now = start;
  const throttle = memoryLoginThrottle({ now: () => now, ...(capacity ? { capacity } : {}) });
  return {
    throttle,
    advance: (ms: number) => (now += ms),
    async failTimes(attempt: LoginAttempt, times: number) {
      for (let i = 0; i < times; i++) await throttle.failed(attempt);
    },
  };
}

const owner: LoginAttempt = { account: 'coach:h(owner)', client: 'h(home)' };
const stranger: LoginAttempt = { account: 'coach:h(owner)', client: 'h(elsewhere)' };

describe('the documented backoffs', () => {
  it('are five free failures per account and client, twenty per client, then 1 s doubling to 15 minutes', () => {
    expect(ACCOUNT_LOGIN_BACKOFF).toEqual({
      freeFailures: 5,
      firstWaitMs: 1_000,
      maxWaitMs: 900_000,
      forgiveEveryMs: 3_600_000,
    });
    expect(CLIENT_LOGIN_BACKOFF).toEqual({
      freeFailures: 20,
      firstWaitMs: 1_000,
      maxWaitMs: 900_000,
      forgiveEveryMs: 900_000,
    });
    expect([4, 5, 6, 7, 20].map((n) => loginWaitMs(n))).toEqual([0, 1_000, 2_000, 4_000, 900_000]);
    expect(loginWaitMs(20, CLIENT_LOGIN_BACKOFF)).toBe(1_000);
  });
});

describe('failed logins from one client on one account', () => {
  it('given five failures, then that client waits 1 s, then twice as long after each further failure', async () => {
    const { throttle, advance, failTimes } = throttleAt();
    await failTimes(owner, 4);
    expect(await throttle.waitMs(owner)).toBe(0);
    await throttle.failed(owner);
    expect(await throttle.waitMs(owner)).toBe(1_000);
    advance(1_000);
    expect(await throttle.waitMs(owner)).toBe(0);
    await throttle.failed(owner);
    expect(await throttle.waitMs(owner)).toBe(2_000);
  });

  it('given a stranger failing six times, then the owner, from elsewhere, may try at once', async () => {
    const { throttle, failTimes } = throttleAt();
    await failTimes(stranger, 6);
    expect(await throttle.waitMs(stranger)).toBe(2_000);
    expect(await throttle.waitMs(owner)).toBe(0);
  });

  it('given a success, then the count of that account from that client starts again', async () => {
    const { throttle, advance, failTimes } = throttleAt();
    await failTimes(owner, 5);
    advance(1_000);
    await throttle.succeeded(owner);
    await failTimes(owner, 4);
    expect(await throttle.waitMs(owner)).toBe(0);
  });

  it('given an hour without failures, then one failure is forgiven', async () => {
    const { throttle, advance, failTimes } = throttleAt();
    await failTimes(owner, 5);
    advance(60 * 60_000);
    await throttle.failed(owner); // 5 - 1 + 1
    expect(await throttle.waitMs(owner)).toBe(1_000);
    advance(3 * 60 * 60_000);
    await throttle.failed(owner); // 5 - 3 + 1
    expect(await throttle.waitMs(owner)).toBe(0);
  });
});

describe('failed logins from one client across accounts', () => {
  const sprayed = (i: number): LoginAttempt => ({ account: `coach:h(${i})`, client: 'h(sprayer)' });

  it('given twenty failures on as many accounts, then that client waits, on every account, growing', async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 19; i++) await throttle.failed(sprayed(i));
    expect(await throttle.waitMs(sprayed(100))).toBe(0);
    await throttle.failed(sprayed(19));
    expect(await throttle.waitMs(sprayed(100))).toBe(1_000);
    advance(1_000);
    await throttle.failed(sprayed(20));
    expect(await throttle.waitMs(sprayed(101))).toBe(2_000);
    // a right password on some account does not refill the client's budget
    advance(2_000);
    await throttle.succeeded(sprayed(21));
    await throttle.failed(sprayed(22));
    expect(await throttle.waitMs(sprayed(102))).toBe(4_000);
    // another client is not held up
    expect(await throttle.waitMs({ account: 'coach:h(100)', client: 'h(other)' })).toBe(0);
  });

  it('given quarter hours without failures, then the budget fills again, one failure each', async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 20; i++) await throttle.failed(sprayed(i));
    advance(2 * 15 * 60_000);
    await throttle.failed(sprayed(20)); // 20 - 2 + 1
    expect(await throttle.waitMs(sprayed(100))).toBe(0);
    await throttle.failed(sprayed(21));
    expect(await throttle.waitMs(sprayed(100))).toBe(1_000);
  });
});

describe('memory', () => {
  it('given more counts than its capacity, then it forgets the least recently failed', async () => {
    const { throttle, failTimes } = throttleAt(1_000_000, 2);
    const a = { account: 'a', client: 'x' };
    await failTimes(a, 5);
    await throttle.failed({ account: 'b', client: 'y' });
    expect(await throttle.waitMs(a)).toBe(1_000);
    await throttle.failed({ account: 'c', client: 'z' });
    expect(await throttle.waitMs(a)).toBe(0);
  });
});
