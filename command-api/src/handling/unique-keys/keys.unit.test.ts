import { describe, expect, it } from 'vitest';
import { conflict, LeagueError } from '@league/contracts';
import { createInMemoryEventStore, type EventStore } from '@league/infra/eventstore';
import type { CommandContext } from '../decide-append';
import type { Decider } from '../decider';
import { handleCommand } from '../handle';
import { claimKey, keyOwner, STALE_CLAIM_MS, type UniqueKey } from './keys';

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
  const claim = (ownerId: string, holds?: (owner: string) => Promise<boolean>): UniqueKey => ({
    stream: 'orgName-albany',
    ownerId,
    takenMessage: 'Taken.',
    ...(holds ? { holds: (_store: EventStore, owner: string) => holds(owner) } : {}),
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
    ).toMatchObject({ status: 409, message: 'Taken.' });
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

  it('answers the refusal the key gives for its holder', async () => {
    const store = createInMemoryEventStore();
    await claimKey(store, claim('a'), at(0));
    const shown = {
      ...claim('b'),
      refusal: async (_: EventStore, owner: string | null) => conflict(`${owner}`),
    };
    expect(await refusal(claimKey(store, shown, at(1)))).toMatchObject({ status: 409, message: 'a' });
  });
});

/** A named thing: Name and Rename record its name, Drop removes it; its name is its unique key. */
type Named = { type: 'Named'; data: { name: string } } | { type: 'Dropped'; data: Record<string, never> };
type NamedCommand =
  | { type: 'Name'; data: { name: string } }
  | { type: 'Rename'; data: { name: string } }
  | { type: 'Drop'; data: Record<string, never> };
const named: Decider<string | null, NamedCommand, Named> = {
  initialState: () => null,
  evolve: (_, event) => (event.type === 'Named' ? event.data.name : null),
  decide(command, state) {
    if (command.type === 'Drop') return [{ type: 'Dropped', data: {} }];
    if (command.data.name === 'refused') throw new LeagueError(400, 'refused');
    if (state === command.data.name) return [];
    return [{ type: 'Named', data: { name: command.data.name } }];
  },
};
const nameKey = (owner: string) => (name: string | null) =>
  name === null ? [] : [{ stream: `thingName-${name}`, ownerId: owner, takenMessage: 'Name taken.' }];
const run = (store: EventStore, owner: string, command: NamedCommand, create = false) =>
  handleCommand(store, `thing-${owner}`, named, command, at(0), { keys: nameKey(owner), create });
const name = (data: string) => ({ type: 'Name', data: { name: data } }) as const;

describe('a command holding unique keys', () => {
  it('claims the keys its record will hold before recording, and refuses one another record holds', async () => {
    const store = createInMemoryEventStore();
    await run(store, 'a', name('hawks'), true);
    expect(await keyOwner(store, 'thingName-hawks')).toBe('a');
    expect(await refusal(run(store, 'b', name('hawks'), true))).toMatchObject({
      status: 409,
      message: 'Name taken.',
    });
    expect(await store.readStream('thing-b')).toEqual([]);
  });

  it('claims the new key of a change and releases the old one once recorded; a removal releases its keys', async () => {
    const store = createInMemoryEventStore();
    await run(store, 'a', name('hawks'), true);
    await run(store, 'a', { type: 'Rename', data: { name: 'owls' } });
    expect([await keyOwner(store, 'thingName-hawks'), await keyOwner(store, 'thingName-owls')]).toEqual([
      null,
      'a',
    ]);
    await run(store, 'a', { type: 'Drop', data: {} });
    expect(await keyOwner(store, 'thingName-owls')).toBeNull();
  });

  it('claims nothing for a refused command, and answers a repeated create as the first one, keys as they were', async () => {
    const store = createInMemoryEventStore();
    expect(await refusal(run(store, 'a', name('refused'), true))).toMatchObject({ status: 400 });
    expect(await store.readStream('thingName-refused')).toEqual([]);
    const first = await run(store, 'a', name('hawks'), true);
    expect(await run(store, 'a', name('hawks'), true)).toEqual({ ...first, recorded: false });
    expect((await store.readStream('thingName-hawks')).map((e) => e.type)).toEqual(['UniqueKeyClaimed']);
  });

  it('releases the keys it claimed when its write fails', async () => {
    const inner = createInMemoryEventStore();
    const failing: EventStore = {
      ...inner,
      append: (stream, events, expected) =>
        stream.startsWith('thing-')
          ? Promise.reject(new Error('write failed'))
          : inner.append(stream, events, expected),
    };
    await expect(run(failing, 'a', name('hawks'), true)).rejects.toThrow('write failed');
    expect(await keyOwner(inner, 'thingName-hawks')).toBeNull();
    await run(inner, 'b', name('hawks'), true);
    expect(await keyOwner(inner, 'thingName-hawks')).toBe('b');
  });

  it('with claimKeys false, claims nothing but still releases the keys it leaves', async () => {
    const store = createInMemoryEventStore();
    await run(store, 'a', name('hawks'), true);
    await handleCommand(store, 'thing-a', named, { type: 'Rename', data: { name: 'owls' } }, at(0), {
      keys: nameKey('a'),
      claimKeys: false,
    });
    expect([await keyOwner(store, 'thingName-hawks'), await keyOwner(store, 'thingName-owls')]).toEqual([
      null,
      null,
    ]);
  });
});
