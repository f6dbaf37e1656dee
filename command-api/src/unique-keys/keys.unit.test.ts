import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import type { CommandContext } from '../handling';
import { claimKey, STALE_CLAIM_MS, withClaim, type KeyClaim } from './keys';

const start = new Date('2026-05-01T10:00:00Z');
const at = (ms: number): CommandContext => ({
  actor: { role: 'admin', id: 'x' },
  correlationId: 'c',
  causationId: null,
  now: () => new Date(start.getTime() + ms),
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('claiming a unique key', () => {
  const claim = (ownerId: string, holds?: (owner: string) => Promise<boolean>): KeyClaim => ({
    stream: 'orgName-albany',
    ownerId,
    takenMessage: 'Taken.',
    ...(holds ? { holds } : {}),
  });

  it('refuses a key another record holds, however old the claim', async () => {
    const store = createInMemoryEventStore();
    expect(await claimKey(store, claim('a'), at(0))).toBe(true);
    expect(await claimKey(store, claim('a'), at(1))).toBe(false);
    const later = at(STALE_CLAIM_MS * 10);
    expect(
      await refusal(
        claimKey(
          store,
          claim('b', async () => true),
          later,
        ),
      ),
    ).toMatchObject({ status: 409 });
  });

  it('takes over a claim whose owner never recorded its record, once the claim is stale', async () => {
    const store = createInMemoryEventStore();
    await claimKey(store, claim('a'), at(0));
    const ownerless = async () => false;
    // a claim that young may belong to a write still under way
    expect(await refusal(claimKey(store, claim('b', ownerless), at(1000)))).toMatchObject({ status: 409 });
    expect(await claimKey(store, claim('b', ownerless), at(STALE_CLAIM_MS + 1))).toBe(true);
    expect(
      (await store.readStream('orgName-albany')).map((e) => [
        e.type,
        (e.data as { ownerId: string }).ownerId,
      ]),
    ).toEqual([
      ['UniqueKeyClaimed', 'a'],
      ['UniqueKeyReleased', 'a'],
      ['UniqueKeyClaimed', 'b'],
    ]);
  });

  it('frees a claim made for a write that failed, and keeps one the owner already held', async () => {
    const store = createInMemoryEventStore();
    const failing = () => Promise.reject(new Error('write failed'));
    await expect(withClaim(store, claim('a'), at(0), failing)).rejects.toThrow('write failed');
    expect(await claimKey(store, claim('b'), at(1))).toBe(true);
    await expect(withClaim(store, claim('b'), at(2), failing)).rejects.toThrow('write failed');
    // b held it before this write: still b's
    expect(await refusal(claimKey(store, claim('c'), at(3)))).toMatchObject({ status: 409 });
  });
});
