import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LeagueError } from '@league/contracts';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import { aggregate, commandsOf } from './commands';
import type { Decider } from './decider';

type Added = { type: 'Added'; data: { by: number } };
type Add = { type: 'Add'; data: { by: number } };
const counter: Decider<number, Add, Added> = {
  initialState: () => 0,
  evolve: (state, event) => state + event.data.by,
  decide: (command) => [{ type: 'Added', data: command.data }],
};
const counters = aggregate(counter, (id: string) => `counter-${id}`);

const request = (headers: Record<string, string> = {}) =>
  ({ headers, id: 'req-7', actor: { role: 'admin', id: 'a1' } }) as unknown as FastifyRequest;
const add = (by: number): Add => ({ type: 'Add', data: { by } });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('commandsOf: a command is one call', () => {
  const setup = () => {
    const store = createInMemoryEventStore();
    const commands = commandsOf({ store, now: () => new Date('2026-11-24T12:00:00Z') });
    return { store, ...commands };
  };

  it("given an aggregate, when run, then its events go to the instance's stream with the request's actor, cause and clock", async () => {
    const { store, run } = setup();
    const result = await run(request({ 'x-correlation-id': 'form-1' }), counters.of('c1'), add(2));
    const [event] = await store.readStream('counter-c1');
    expect(result).toMatchObject({ recorded: true, streamVersion: 0 });
    expect(event).toMatchObject({ type: 'Added', data: { by: 2 } });
    expect(event!.metadata).toMatchObject({
      actor: { role: 'admin', id: 'a1' },
      correlationId: 'form-1',
      causationId: 'req-7',
      recordedAt: '2026-11-24T12:00:00.000Z',
    });
  });

  it('given ifMatch, when If-Match names another version, then 409 and nothing is recorded', async () => {
    const { store, run } = setup();
    await run(request(), counters.of('c1'), add(1));
    const error = await refusal(
      run(request({ 'if-match': '"5"' }), counters.of('c1'), add(1), { ifMatch: true }),
    );
    expect(error).toBeInstanceOf(LeagueError);
    expect((error as LeagueError).status).toBe(409);
    expect(await store.readStream('counter-c1')).toHaveLength(1);
  });

  it('given ifMatch, when If-Match is the version read, then the command is recorded; without the header it is not checked', async () => {
    const { store, run } = setup();
    await run(request(), counters.of('c1'), add(1));
    await run(request({ 'if-match': '0' }), counters.of('c1'), add(1), { ifMatch: true });
    await run(request(), counters.of('c1'), add(1), { ifMatch: true });
    expect(await store.readStream('counter-c1')).toHaveLength(3);
  });

  it('given ifMatch, when If-Match is not a version number, then 400', async () => {
    const { run } = setup();
    const error = await refusal(
      run(request({ 'if-match': 'abc' }), counters.of('c1'), add(1), { ifMatch: true }),
    );
    expect((error as LeagueError).status).toBe(400);
  });

  it('without ifMatch, a route that does not ask for it ignores the header', async () => {
    const { store, run } = setup();
    await run(request({ 'if-match': '9' }), counters.of('c1'), add(1));
    expect(await store.readStream('counter-c1')).toHaveLength(1);
  });

  it("context(request) is the request's actor and cause, for claims recorded beside a command", () => {
    const { context } = setup();
    expect(context(request())).toMatchObject({ actor: { role: 'admin', id: 'a1' }, causationId: 'req-7' });
  });
});
