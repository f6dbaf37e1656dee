import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outbox, type OutboxItem } from './outbox';
import { FLUSH_INTERVAL_MS, keepOutboxFlushed } from './outboxSync';

const GAME = 'game-1';
let outbox: Outbox;
let dbCount = 0;

beforeEach(() => {
  outbox = new Outbox(`outbox-sync-test-${++dbCount}`);
  // only the interval is faked: IndexedDB (fake-indexeddb) runs on the real timers
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await outbox.close();
});

function goal(id: string) {
  return { id, key: GAME, method: 'POST' as const, url: `/api/admin/game/${GAME}/sheet/goals`, body: { id } };
}

/** A send that fails while `connected` is false. */
function network() {
  const state = { connected: false, sent: [] as string[] };
  const send = vi.fn(async (item: OutboxItem) => {
    if (!state.connected) throw new TypeError('Failed to fetch');
    state.sent.push(item.id);
  });
  return { state, send };
}

const quiet = { onError: (error: unknown) => expect.fail(String(error)) };

describe('keepOutboxFlushed', () => {
  it('sends what waits at start', async () => {
    await outbox.enqueue(goal('a'));
    const { state, send } = network();
    state.connected = true;
    const stop = keepOutboxFlushed(outbox, GAME, {
      send,
      events: new EventTarget(),
      isOnline: () => true,
      ...quiet,
    });
    await vi.waitFor(() => expect(state.sent).toEqual(['a']));
    stop();
  });

  it('waits for the online event when the browser knows it is offline, then sends in order', async () => {
    await outbox.enqueue(goal('a'));
    await outbox.enqueue(goal('b'));
    const events = new EventTarget();
    const { state, send } = network();
    let online = false;
    const stop = keepOutboxFlushed(outbox, GAME, { send, events, isOnline: () => online, ...quiet });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    expect(send).not.toHaveBeenCalled();

    online = true;
    state.connected = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(state.sent).toEqual(['a', 'b']));
    stop();
  });

  it('tries again every 15 s while items wait, and not when none does', async () => {
    await outbox.enqueue(goal('a'));
    const { state, send } = network();
    const stop = keepOutboxFlushed(outbox, GAME, {
      send,
      events: new EventTarget(),
      isOnline: () => true,
      ...quiet,
    });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1)); // at start: no connection
    await vi.waitFor(async () => expect((await outbox.list(GAME))[0]?.state).toBe('waiting'));

    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2)); // still none
    await vi.waitFor(async () => expect((await outbox.list(GAME))[0]?.state).toBe('waiting'));

    state.connected = true;
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.waitFor(() => expect(state.sent).toEqual(['a']));
    await vi.waitFor(async () => expect(await outbox.list(GAME)).toEqual([]));

    const flush = vi.spyOn(outbox, 'flush');
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flush).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening and trying once stopped', async () => {
    const events = new EventTarget();
    const { send } = network();
    const stop = keepOutboxFlushed(outbox, GAME, { send, events, isOnline: () => false, ...quiet });
    stop();
    await outbox.enqueue(goal('a'));
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
  });
});
