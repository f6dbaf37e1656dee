import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { comparePositions, type Position } from '@league/contracts';
import { createHttpApp, type ConnectionLimits, type HttpApp } from '@league/infra/http';
import type { QueryApiDeps, ReadModelVersions } from '../deps';
import {
  DEFAULT_LIVE_STREAM_LIFETIME_MS,
  DEFAULT_LIVE_STREAM_UNSENT_BYTES,
  DEFAULT_LIVE_STREAMS_PER_CLIENT,
  LIVE_TOO_MANY_FROM_CLIENT_MESSAGE,
  liveQueryRoutes,
} from './routes';

/**
 * The bounds of GET /api/live over real sockets, fed by a checkpoint feed the test moves: streams per
 * client, the lifetime of a stream and its resumption, and the client that does not read.
 */
type Progress = { name: string; generation: number; checkpoint: Position; changedAt: Position };

/** A checkpoint feed whose projections move when the test says. */
function testFeed() {
  const progress = new Map<string, Progress>();
  const listeners = new Set<(p: Progress) => void>();
  let low = 0;
  const feed: ReadModelVersions = {
    get: (name) => progress.get(name),
    all: () => [...progress.values()],
    reached: (position, names) =>
      names.every((name) => {
        const known = progress.get(name);
        return known !== undefined && comparePositions(known.checkpoint, position) >= 0;
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    feed,
    /** the projections' data changed at a new position; that position */
    change(...names: string[]): Position {
      const position = `1.${++low}`;
      for (const name of names) {
        const next = { name, generation: 1, checkpoint: position, changedAt: position };
        progress.set(name, next);
        for (const listener of listeners) listener(next);
      }
      return position;
    },
  };
}

const apps: HttpApp[] = [];
const sockets: Socket[] = [];
const controllers: AbortController[] = [];
afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The live route alone, behind one trusted proxy (clients named by X-Forwarded-For), on a free port. */
async function liveServer(options: Partial<QueryApiDeps> = {}, connections?: Partial<ConnectionLimits>) {
  const { feed, change } = testFeed();
  change('venues'); // a read model that has data already
  const app = await createHttpApp({ trustProxy: 1, ...(connections ? { connections } : {}) });
  apps.push(app);
  const deps = { checkpoints: feed, liveTimings: { gatherMs: 0, minIntervalMs: 0 }, ...options };
  await app.register(liveQueryRoutes, deps as QueryApiDeps);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, port: new URL(url).port, change };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within time');
    await sleep(20);
  }
}

/** A stream as a browser reads it: its status, its text so far, and whether the server ended it. */
async function openStream(url: string, client: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`${url}/api/live`, {
    headers: { 'x-forwarded-for': client, ...headers },
    signal: controller.signal,
  });
  const stream = { status: response.status, text: '', ended: false, response };
  if (response.ok) {
    void (async () => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          stream.text += decoder.decode(value, { stream: true });
        }
        stream.ended = true;
      } catch {
        // aborted by the test
      }
    })();
  }
  return stream;
}

describe('streams per client', () => {
  it('given the documented bounds, then they are 8 per client, an hour, 64 KiB', () => {
    expect(DEFAULT_LIVE_STREAMS_PER_CLIENT).toBe(8);
    expect(DEFAULT_LIVE_STREAM_LIFETIME_MS).toBe(3_600_000);
    expect(DEFAULT_LIVE_STREAM_UNSENT_BYTES).toBe(65_536);
  });

  it('given eight streams of one client, then its ninth is 429 { message }; another client, or a freed place, is admitted', async () => {
    const { url } = await liveServer();
    const eight = [];
    for (let i = 0; i < 8; i++) eight.push(await openStream(url, '198.51.100.1'));
    expect(eight.map((s) => s.status)).toEqual(Array<number>(8).fill(200));

    const ninth = await openStream(url, '198.51.100.1');
    expect(ninth.status).toBe(429);
    expect(ninth.response.headers.get('retry-after')).toBe('30');
    expect(await ninth.response.json()).toEqual({ message: LIVE_TOO_MANY_FROM_CLIENT_MESSAGE });
    // the same /64 is the same client
    expect((await openStream(url, '2001:db8::1')).status).toBe(200);
    expect((await openStream(url, '198.51.100.2')).status).toBe(200);

    controllers[0]!.abort(); // one of the eight closes
    await until(async () => {
      const again = await openStream(url, '198.51.100.1');
      return again.status === 200;
    });
  });

  it('given a client at its cap over IPv6, then another address of its /64 is refused too', async () => {
    const { url } = await liveServer({ liveStreamsPerClient: 1 });
    expect((await openStream(url, '2001:db8:0:7::1')).status).toBe(200);
    expect((await openStream(url, '2001:db8:0:7::2')).status).toBe(429);
    expect((await openStream(url, '2001:db8:0:8::1')).status).toBe(200);
  });
});

describe('the lifetime of a stream', () => {
  it('given a stream past its lifetime, then the server ends it, and it resumes from its last event without losing a change', async () => {
    const { url, change } = await liveServer({
      liveTimings: { gatherMs: 0, minIntervalMs: 0, lifetimeMs: 300 },
    });
    const first = await openStream(url, '198.51.100.1');
    await until(() => first.text.includes('event: ready'));
    const seen = change('results', 'standings');
    await until(() => first.text.includes(`id: ${seen}\nevent: changed`));
    await until(() => first.ended);
    // changed while the browser waits to reconnect
    const missed = change('schedule');

    const lastId = [...first.text.matchAll(/^id: (.+)$/gm)].at(-1)![1]!;
    expect(lastId).toBe(seen);
    const resumed = await openStream(url, '198.51.100.1', { 'last-event-id': lastId });
    await until(() => resumed.text.includes('event: ready'));
    expect(resumed.text).toContain(
      `id: ${missed}\nevent: changed\ndata: ${JSON.stringify({ position: missed, projections: ['schedule'] })}`,
    );
    // and it ends in its turn: its place is given back
    await until(() => resumed.ended);
  });

  it('given a change still being gathered when a stream opens, then its ready does not claim it: a resume hears of it', async () => {
    const { url, change } = await liveServer({ liveTimings: { gatherMs: 10_000, minIntervalMs: 0 } });
    const gathered = change('results'); // announced 10 s from now
    const stream = await openStream(url, '198.51.100.1');
    await until(() => stream.text.includes('event: ready'));
    const readyId = /id: (.+)\nevent: ready/.exec(stream.text)![1]!;
    expect(readyId).not.toBe(gathered);
    const resumed = await openStream(url, '198.51.100.1', { 'last-event-id': readyId });
    await until(() => resumed.text.includes('event: ready'));
    expect(resumed.text).toContain(`"projections":["results"]`);
  });
});

describe('a stream and the connection limits', () => {
  it('given a stream quiet for longer than a connection may idle, then it stays open', async () => {
    const { url, change } = await liveServer(
      { liveTimings: { gatherMs: 0, minIntervalMs: 0, heartbeatMs: 60_000 } },
      { idleTimeoutMs: 200, headersTimeoutMs: 300, requestTimeoutMs: 300 },
    );
    const stream = await openStream(url, '198.51.100.1');
    await until(() => stream.text.includes('event: ready'));
    await sleep(1_000);
    const later = change('results');
    await until(() => stream.text.includes(`id: ${later}\nevent: changed`));
    expect(stream.ended).toBe(false);
  });
});

describe('a client that does not read', () => {
  it('given a stalled reader, when changes pile up, then its stream is dropped while a reading one stays', async () => {
    const { url, port, change } = await liveServer({ liveStreamsPerClient: 1 });
    // a raw connection that asks for the stream and never reads a byte of it
    const stalled = connect(Number(port), '127.0.0.1');
    sockets.push(stalled);
    stalled.on('error', () => undefined);
    stalled.pause();
    stalled.write('GET /api/live HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.9\r\n\r\n');
    await until(async () => (await openStream(url, '198.51.100.9')).status === 429);
    const reading = await openStream(url, '203.0.113.5');
    expect(reading.status).toBe(200);

    // about 10 KB an event, until the stalled stream's place is free (the kernel's buffers take some MB)
    const names = Array.from({ length: 40 }, (_, i) => `projection-${i}-${'x'.repeat(240)}`);
    let admitted = false;
    let rounds = 0;
    for (; rounds < 6_000 && !admitted; rounds++) {
      change(...names);
      await sleep(0); // after the gathering timer: one event a round
      if (rounds % 100 === 99) admitted = (await openStream(url, '198.51.100.9')).status === 200;
    }
    expect(admitted).toBe(true);
    // the reader that reads was kept, and got every event so far
    const last = change('results');
    await until(() => reading.text.includes(`id: ${last}\nevent: changed`), 20_000);
    expect(reading.ended).toBe(false);
  }, 60_000);
});
