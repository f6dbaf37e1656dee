import { describe, expect, it } from 'vitest';
import { LeagueError } from '@league/contracts';
import { createInMemoryEventStore, type EventStore } from '@league/infra/eventstore';
import { decideAndAppend, ID_TAKEN_MESSAGE, toNewEvents, type CommandContext } from './decide-append';
import type { Decider } from './decider';

type Counter = { type: 'Added'; data: { by: number } };
type CounterCommand = { type: 'Create'; data: { by: number } } | { type: 'Add'; data: { by: number } };

/** A tiny counter: Create starts it, Add adds; adding 0 records nothing. */
const counter: Decider<number | null, CounterCommand, Counter> = {
  initialState: () => null,
  evolve: (state, event) => (state ?? 0) + event.data.by,
  decide(command, state) {
    if (command.type === 'Create') {
      if (state !== null) throw new LeagueError(409, 'exists');
      return [{ type: 'Added', data: command.data }];
    }
    if (state === null) throw new LeagueError(404, 'no counter');
    return command.data.by === 0 ? [] : [{ type: 'Added', data: command.data }];
  },
};

const context: CommandContext = {
  actor: { role: 'admin', id: 'a1' },
  correlationId: 'corr-1',
  causationId: 'req-1',
  now: () => new Date('2026-05-01T10:00:00Z'),
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** A store where another writer adds 10 to the stream just before our first append. */
function storeWithAnotherWriter() {
  const inner = createInMemoryEventStore();
  let interfere = true;
  const store: EventStore = {
    ...inner,
    async append(streamId, events, expected) {
      if (interfere) {
        interfere = false;
        await inner.append(streamId, toNewEvents([{ type: 'Added', data: { by: 10 } }], context), 'any');
      }
      return inner.append(streamId, events, expected);
    },
  };
  return { inner, store };
}

describe('decideAndAppend', () => {
  it('appends the decided events with the full metadata and answers their position', async () => {
    const store = createInMemoryEventStore();
    const first = await decideAndAppend(
      store,
      'counter-1',
      counter,
      { type: 'Create', data: { by: 2 } },
      context,
    );
    expect(first).toEqual({ position: expect.any(String), streamVersion: 0, recorded: true });
    const [event] = await store.readStream('counter-1');
    expect(event?.metadata).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      correlationId: 'corr-1',
      causationId: 'req-1',
      actor: { role: 'admin', id: 'a1' },
      recordedAt: '2026-05-01T10:00:00.000Z',
      schemaVersion: 1,
    });
  });

  it('answers a repeated create as the first one and refuses the same id with other data', async () => {
    const store = createInMemoryEventStore();
    const create = { type: 'Create', data: { by: 2 } } as const;
    const first = await decideAndAppend(store, 'counter-1', counter, create, context, { create: true });
    await decideAndAppend(store, 'counter-1', counter, { type: 'Add', data: { by: 5 } }, context);
    const again = await decideAndAppend(store, 'counter-1', counter, create, context, { create: true });
    expect(again).toEqual({ position: first.position, streamVersion: 1, recorded: false });
    const other = await refusal(
      decideAndAppend(store, 'counter-1', counter, { type: 'Create', data: { by: 3 } }, context, {
        create: true,
      }),
    );
    expect(other).toMatchObject({ status: 409, message: ID_TAKEN_MESSAGE });
    expect(await store.readStream('counter-1')).toHaveLength(2);
  });

  it('records nothing when the decider decides nothing, answering the current position', async () => {
    const store = createInMemoryEventStore();
    const created = await decideAndAppend(
      store,
      'counter-1',
      counter,
      { type: 'Create', data: { by: 1 } },
      context,
    );
    const nothing = await decideAndAppend(
      store,
      'counter-1',
      counter,
      { type: 'Add', data: { by: 0 } },
      context,
    );
    expect(nothing).toEqual({ position: created.position, streamVersion: 0, recorded: false });
  });

  it('refuses a stale If-Match with 409, and lets the decider answer for a missing stream', async () => {
    const store = createInMemoryEventStore();
    await decideAndAppend(store, 'counter-1', counter, { type: 'Create', data: { by: 1 } }, context);
    await decideAndAppend(store, 'counter-1', counter, { type: 'Add', data: { by: 1 } }, context);
    const add = { type: 'Add', data: { by: 1 } } as const;
    expect(
      await refusal(decideAndAppend(store, 'counter-1', counter, add, context, { expectedVersion: 0 })),
    ).toMatchObject({ status: 409 });
    expect(
      (await decideAndAppend(store, 'counter-1', counter, add, context, { expectedVersion: 1 }))
        .streamVersion,
    ).toBe(2);
    expect(
      await refusal(decideAndAppend(store, 'counter-2', counter, add, context, { expectedVersion: 0 })),
    ).toMatchObject({ status: 404 });
  });

  it('decides again on the fresh state when another writer appended in between', async () => {
    const { inner, store } = storeWithAnotherWriter();
    await inner.append('counter-1', toNewEvents([{ type: 'Added', data: { by: 1 } }], context), 'no_stream');
    const result = await decideAndAppend(
      store,
      'counter-1',
      counter,
      { type: 'Add', data: { by: 5 } },
      context,
    );
    expect(result).toMatchObject({ streamVersion: 2, recorded: true });
    expect((await inner.readStream('counter-1')).map((e) => (e.data as { by: number }).by)).toEqual([
      1, 10, 5,
    ]);
  });

  it('does not retry an edit made with If-Match when another writer got there first', async () => {
    const { inner, store } = storeWithAnotherWriter();
    await inner.append('counter-1', toNewEvents([{ type: 'Added', data: { by: 1 } }], context), 'no_stream');
    const edit = decideAndAppend(store, 'counter-1', counter, { type: 'Add', data: { by: 5 } }, context, {
      expectedVersion: 0,
    });
    expect(await refusal(edit)).toMatchObject({ status: 409 });
    expect(await inner.readStream('counter-1')).toHaveLength(2);
  });
});
