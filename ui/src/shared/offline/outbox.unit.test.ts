import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiRequest';
import { failureKind, Outbox, type OutboxItem, type OutboxWrite } from './outbox';

const GAME = 'game-1';
const OTHER_GAME = 'game-2';

let opened: Outbox[] = [];
let dbCount = 0;

/** A fresh database per test; `reopen` gives a new Outbox over the same one (a reload). */
function freshOutbox() {
  const name = `outbox-test-${++dbCount}`;
  const open = () => {
    const outbox = new Outbox(name);
    opened.push(outbox);
    return outbox;
  };
  return { outbox: open(), reopen: open };
}

afterEach(async () => {
  await Promise.all(opened.map((outbox) => outbox.close()));
  opened = [];
});

function goal(id: string, key = GAME): OutboxWrite {
  return { id, key, method: 'POST', url: `/api/admin/game/${key}/sheet/goals`, body: { id, side: 'home' } };
}

const offline = () => new TypeError('Failed to fetch');
const refusal = (status: number, message: string) => new ApiError(message, status, { message });

/** A send that answers each call in turn: a value is the answer, an Error is thrown. */
function sendAnswering(...outcomes: unknown[]) {
  const sent: string[] = [];
  const send = vi.fn(async (item: OutboxItem) => {
    sent.push(item.id);
    const outcome = outcomes.shift();
    if (outcome instanceof Error) throw outcome;
    return outcome ?? { position: 'p' };
  });
  return { send, sent };
}

const states = (items: OutboxItem[]) => items.map(({ id, state }) => `${id}:${state}`);

describe('the outbox', () => {
  it('keeps the order the writes were queued in, per key', async () => {
    const { outbox } = freshOutbox();
    await outbox.enqueue(goal('a'));
    await outbox.enqueue(goal('x', OTHER_GAME));
    await outbox.enqueue(goal('b'));
    await outbox.enqueue(goal('c'));

    const items = await outbox.list(GAME);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(items[0]).toMatchObject({
      key: GAME,
      method: 'POST',
      url: '/api/admin/game/game-1/sheet/goals',
      body: { id: 'a', side: 'home' },
      state: 'waiting',
    });
    expect(typeof items[0]?.createdAt).toBe('number');

    const { send, sent } = sendAnswering();
    expect(await outbox.flush(GAME, send)).toEqual({ sent: 3, refused: 0, stoppedBy: null });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await outbox.list(GAME)).toEqual([]);
    expect((await outbox.list(OTHER_GAME)).map((item) => item.id)).toEqual(['x']);
  });

  it('sends one item at a time', async () => {
    const { outbox } = freshOutbox();
    for (const id of ['a', 'b', 'c']) await outbox.enqueue(goal(id));
    let inFlight = 0;
    let most = 0;
    await outbox.flush(GAME, async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    });
    expect(most).toBe(1);
  });

  it('stops at a network failure, leaving that item and the rest waiting', async () => {
    const { outbox } = freshOutbox();
    for (const id of ['a', 'b', 'c']) await outbox.enqueue(goal(id));

    const { send, sent } = sendAnswering({ position: 'p1' }, offline());
    const result = await outbox.flush(GAME, send);
    expect(result).toMatchObject({ sent: 1, refused: 0 });
    expect(result.stoppedBy).toBeInstanceOf(TypeError);
    expect(sent).toEqual(['a', 'b']);
    const items = await outbox.list(GAME);
    expect(states(items)).toEqual(['b:waiting', 'c:waiting']);
    expect(items[0]?.message).toBe('No connection to the server.');

    // the connection is back: the rest goes, in order
    const again = sendAnswering();
    expect(await outbox.flush(GAME, again.send)).toEqual({ sent: 2, refused: 0, stoppedBy: null });
    expect(again.sent).toEqual(['b', 'c']);
  });

  it('leaves an item waiting on an answer that may change: signed out, rate limited, a server error', async () => {
    for (const status of [401, 408, 429, 500, 502, 503]) {
      expect(failureKind(refusal(status, 'later'))).toBe('retry');
    }
    expect(failureKind(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('retry');
    const { outbox } = freshOutbox();
    await outbox.enqueue(goal('a'));
    await outbox.enqueue(goal('b'));
    const { sent, send } = sendAnswering(refusal(503, 'Service Unavailable'));
    await outbox.flush(GAME, send);
    expect(sent).toEqual(['a']);
    expect(states(await outbox.list(GAME))).toEqual(['a:waiting', 'b:waiting']);
  });

  it("marks a 4xx refused with the server's message and goes on with the next item", async () => {
    const { outbox } = freshOutbox();
    for (const id of ['a', 'b', 'c']) await outbox.enqueue(goal(id));

    const { send, sent } = sendAnswering({}, refusal(400, 'The scorer is not in the home lineup.'), {
      position: 'p3',
    });
    expect(await outbox.flush(GAME, send)).toEqual({ sent: 2, refused: 1, stoppedBy: null });
    expect(sent).toEqual(['a', 'b', 'c']);
    const items = await outbox.list(GAME);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'b',
      state: 'refused',
      status: 400,
      message: 'The scorer is not in the home lineup.',
    });

    // a refused item is not sent again by later flushes
    const later = sendAnswering();
    await outbox.flush(GAME, later.send);
    expect(later.sent).toEqual([]);
  });

  it('marks a 409 as a conflict (the game was finalized meanwhile)', async () => {
    const { outbox } = freshOutbox();
    await outbox.enqueue(goal('a'));
    await outbox.enqueue(goal('b'));
    const { send } = sendAnswering(refusal(409, 'The game is final.'), {});
    expect(await outbox.flush(GAME, send)).toEqual({ sent: 1, refused: 1, stoppedBy: null });
    expect(await outbox.list(GAME)).toEqual([
      expect.objectContaining({ id: 'a', state: 'conflict', status: 409, message: 'The game is final.' }),
    ]);
  });

  it('lets the user dismiss a refused item, or put it back to wait', async () => {
    const { outbox } = freshOutbox();
    await outbox.enqueue(goal('a'));
    await outbox.enqueue(goal('b'));
    await outbox.flush(
      GAME,
      sendAnswering(refusal(409, 'Set the home lineup first.'), refusal(400, 'No.')).send,
    );
    expect(states(await outbox.list(GAME))).toEqual(['a:conflict', 'b:refused']);

    await outbox.retry('a');
    const [retried] = await outbox.list(GAME);
    expect(retried).toMatchObject({ id: 'a', state: 'waiting' });
    expect(retried).not.toHaveProperty('message');
    await outbox.discard('b');
    expect(states(await outbox.list(GAME))).toEqual(['a:waiting']);

    const { sent, send } = sendAnswering();
    await outbox.flush(GAME, send);
    expect(sent).toEqual(['a']);
    expect(await outbox.list(GAME)).toEqual([]);
  });

  it('queues an entry sent twice (the same id) once', async () => {
    const { outbox } = freshOutbox();
    const first = await outbox.enqueue(goal('a'));
    const second = await outbox.enqueue({ ...goal('a'), body: { id: 'a', side: 'visitor' } });
    expect(second).toEqual(first);
    expect(await outbox.list(GAME)).toEqual([first]);

    const { sent, send } = sendAnswering();
    await outbox.flush(GAME, send);
    expect(sent).toEqual(['a']);
  });

  it('survives a reload: a new outbox over the same database has the items, in order, and sends them', async () => {
    const { outbox, reopen } = freshOutbox();
    for (const id of ['a', 'b', 'c']) await outbox.enqueue(goal(id));
    await outbox.flush(GAME, sendAnswering(offline()).send);
    await outbox.close();

    const reloaded = reopen();
    expect(states(await reloaded.list(GAME))).toEqual(['a:waiting', 'b:waiting', 'c:waiting']);
    await reloaded.enqueue(goal('d'));
    const { sent, send } = sendAnswering();
    await reloaded.flush(GAME, send);
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends again an item a closed page left sending (entries are idempotent by id)', async () => {
    const { outbox, reopen } = freshOutbox();
    await outbox.enqueue(goal('a'));
    let release: () => void = () => {};
    const sending = outbox.flush(GAME, () => new Promise<void>((resolve) => (release = resolve)));
    await vi.waitFor(async () => expect(states(await outbox.list(GAME))).toEqual(['a:sending']));

    const reloaded = reopen();
    const { sent, send } = sendAnswering();
    await reloaded.flush(GAME, send);
    expect(sent).toEqual(['a']);
    release();
    await sending;
    expect(await outbox.list(GAME)).toEqual([]);
  });

  it('joins a flush asked for while one runs, and sends what was queued meanwhile', async () => {
    const { outbox } = freshOutbox();
    await outbox.enqueue(goal('a'));
    const { sent, send } = sendAnswering();
    let queuedMeanwhile = false;
    const slowSend = async (item: OutboxItem) => {
      if (!queuedMeanwhile) {
        queuedMeanwhile = true;
        await outbox.enqueue(goal('b'));
        void outbox.flush(GAME, send);
      }
      return send(item);
    };
    const first = outbox.flush(GAME, slowSend);
    const joined = outbox.flush(GAME, send);
    expect(await first).toEqual({ sent: 2, refused: 0, stoppedBy: null });
    expect(await joined).toEqual({ sent: 2, refused: 0, stoppedBy: null });
    expect(sent).toEqual(['a', 'b']);
  });

  it('tells its subscribers of each change to their key', async () => {
    const { outbox } = freshOutbox();
    const game = vi.fn();
    const other = vi.fn();
    const stop = outbox.subscribe(GAME, game);
    outbox.subscribe(OTHER_GAME, other);

    await outbox.enqueue(goal('a'));
    expect(game).toHaveBeenCalledTimes(1);
    await outbox.flush(GAME, sendAnswering().send);
    // sending, then sent
    expect(game).toHaveBeenCalledTimes(3);
    expect(other).not.toHaveBeenCalled();

    stop();
    await outbox.enqueue(goal('b'));
    expect(game).toHaveBeenCalledTimes(3);
  });
});
