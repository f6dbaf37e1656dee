import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { IF_MATCH_REQUIRED_MESSAGE, LeagueError } from '@league/contracts';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import { createHttpApp, requiringIfMatch } from '@league/infra/http';
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

  /** a route that adds to a counter with If-Match, as an edit route declares it */
  const editRoute = async () => {
    const { store, run } = setup();
    await run(request(), counters.of('c1'), add(1));
    const app = await createHttpApp();
    app.patch('/counter/:id', requiringIfMatch({ schema: {} }), async (edit) => {
      const { id } = edit.params as { id: string };
      return run(edit, counters.of(id), add(1), { ifMatch: true });
    });
    const patch = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'PATCH', url: '/counter/c1', headers });
    return { store, patch };
  };

  it('given ifMatch, when If-Match names another version, then 409 and nothing is recorded', async () => {
    const { store, patch } = await editRoute();
    const stale = await patch({ 'if-match': '"5"' });
    expect(stale.statusCode).toBe(409);
    expect(await store.readStream('counter-c1')).toHaveLength(1);
  });

  it('given ifMatch, when If-Match is the version read, then the command is recorded', async () => {
    const { store, patch } = await editRoute();
    expect((await patch({ 'if-match': '0' })).statusCode).toBe(200);
    expect((await patch({ 'if-match': '1' })).statusCode).toBe(200);
    expect(await store.readStream('counter-c1')).toHaveLength(3);
  });

  it('given ifMatch, when If-Match is missing, then 428, and when it is not a version number, 400; nothing is recorded', async () => {
    const { store, patch } = await editRoute();
    const missing = await patch();
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    expect((await patch({ 'if-match': 'abc' })).statusCode).toBe(400);
    expect(await store.readStream('counter-c1')).toHaveLength(1);
  });

  it('given ifMatch on a route that does not declare If-Match, then the route is refused as a mistake', async () => {
    const { run } = setup();
    const error = await refusal(
      run(request({ 'if-match': '0' }), counters.of('c1'), add(1), { ifMatch: true }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(LeagueError);
  });

  it('without ifMatch, a route that does not ask for it ignores the header', async () => {
    const { store, run } = setup();
    await run(request({ 'if-match': '9' }), counters.of('c1'), add(1));
    expect(await store.readStream('counter-c1')).toHaveLength(1);
  });

  it("context(request) is the request's actor and cause, for a command that follows from another", () => {
    const { context } = setup();
    expect(context(request())).toMatchObject({ actor: { role: 'admin', id: 'a1' }, causationId: 'req-7' });
  });
});
