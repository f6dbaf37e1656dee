import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { accessGuard, createHttpApp } from '@league/infra/http';
import { createCheckpointFeed, type CheckpointFeed } from '@league/projectors';
import { STALE_HEADER } from '../../src/consistency';
import { bearer, testTokens } from '../test-support';
import { cacheAnswers, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../src/cache/answers';

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
const coachA = bearer(tokens.sign({ role: 'coach', id: '00000000-0000-4000-8000-0000000000c1' }).token);
const coachB = bearer(tokens.sign({ role: 'coach', id: '00000000-0000-4000-8000-0000000000c2' }).token);

/**
 * An app with one cached read over the 'venues' and 'leagues' projections, answering who asked and how
 * many times the handler ran, on a feed the test moves by hand.
 */
async function cachedReadApp(
  options: {
    maxBytes?: number;
    duringRead?: (feed: CheckpointFeed) => void;
    /** awaited by each read before it answers (the first read fails when it rejects) */
    readTakes?: () => Promise<void>;
  } = {},
) {
  const feed = createCheckpointFeed();
  feed.publish({ name: 'venues', generation: 1, checkpoint: '1.1', changedAt: '1.1' });
  feed.publish({ name: 'leagues', generation: 1, checkpoint: '1.1', changedAt: '1.1' });
  let reads = 0;
  let preHandlers = 0;
  let day = '2026-11-23';
  const app = await createHttpApp({ tokens });
  await app.register(async (scope) => {
    // an X-Min-Position wait that runs out, as query-api's consistency wait marks it
    scope.addHook('preHandler', async (request, reply) => {
      preHandlers++;
      if (request.headers['x-min-position']) reply.header(STALE_HEADER, '1');
    });
    cacheAnswers(scope, {
      versions: feed,
      ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
    });
    scope.get(
      '/api/read',
      { onRequest: accessGuard(tokens, 'public'), config: { projections: ['venues', 'leagues'] } },
      async (request) => {
        reads++;
        options.duringRead?.(feed);
        await options.readTakes?.();
        return { reader: request.actor.role, id: request.actor.id, read: reads, filler: 'x'.repeat(2_000) };
      },
    );
    scope.get('/api/daily', { config: { projections: ['venues'], calendarDay: () => day } }, async () => ({
      day,
      read: ++reads,
    }));
    scope.get('/api/unversioned', async () => ({ read: ++reads }));
    // news: a projection whose checkpoint the feed has not been told of yet
    scope.get('/api/unknown', { config: { projections: ['news'] } }, async () => ({
      read: ++reads,
    }));
  });
  const get = (url = '/api/read', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  return {
    app,
    feed,
    get,
    reads: () => reads,
    preHandlers: () => preHandlers,
    turnDay: (next: string) => {
      day = next;
    },
  };
}

const move = (feed: CheckpointFeed, name: string, at: string, changed = true) =>
  feed.publish({
    name,
    generation: feed.get(name)!.generation,
    checkpoint: at,
    changedAt: changed ? at : feed.get(name)!.changedAt,
  });

describe('answers from memory', () => {
  it('serves the same bytes again while the projections are unchanged, and reads again once one changed', async () => {
    const { feed, get, reads } = await cachedReadApp();
    const first = await get();
    const second = await get();
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reads()).toBe(1);

    move(feed, 'leagues', '2.5');
    const third = await get();
    expect(third.json()).toMatchObject({ read: 2 });
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps answers when a checkpoint moves without changing the data', async () => {
    const { feed, get, reads } = await cachedReadApp();
    const first = await get();
    move(feed, 'venues', '3.1', false);
    const again = await get('/api/read', { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect((await get()).json()).toMatchObject({ read: 1 });
    expect(reads()).toBe(1);
  });

  it('never gives one audience the answer of another: public, admin, each coach', async () => {
    const { get } = await cachedReadApp();
    expect((await get('/api/read', admin)).json()).toMatchObject({ reader: 'admin' });
    const publicAnswer = await get();
    expect(publicAnswer.json()).toMatchObject({ reader: 'public', id: null });
    expect(publicAnswer.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const a = await get('/api/read', coachA);
    expect(a.json()).toMatchObject({ reader: 'coach', id: '00000000-0000-4000-8000-0000000000c1' });
    expect(a.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get('/api/read', coachB)).json()).toMatchObject({
      id: '00000000-0000-4000-8000-0000000000c2',
    });
    expect((await get('/api/read', admin)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    // the admin's tag is not the public's: a public revalidation with it is answered in full
    const adminTag = (await get('/api/read', admin)).headers.etag!;
    const revalidated = await get('/api/read', { 'if-none-match': adminTag });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()).toMatchObject({ reader: 'public' });
  });

  it('answers a matching If-None-Match with 304, no body and the ETag, in memory or not', async () => {
    for (const maxBytes of [undefined, 0]) {
      const { get, reads } = await cachedReadApp({ ...(maxBytes !== undefined ? { maxBytes } : {}) });
      const first = await get('/api/read?page=1');
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      const notModified = await get('/api/read?page=1', {
        'if-none-match': `"other", ${first.headers.etag!}`,
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers['content-length'] ?? '0').toBe('0');
      expect(notModified.headers.etag).toBe(first.headers.etag);
      expect(reads()).toBe(1);
      // another query string is another answer
      expect((await get('/api/read?page=2', { 'if-none-match': first.headers.etag! })).statusCode).toBe(200);
    }
  });

  it('stores an answer under the versions read before the handler ran, never newer ones', async () => {
    let moves = 0;
    const { get, reads } = await cachedReadApp({
      duringRead: (feed) => {
        if (moves++ === 0) move(feed, 'venues', '4.1');
      },
    });
    const first = await get();
    const second = await get('/api/read', { 'if-none-match': first.headers.etag! });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ read: 2 });
    expect(reads()).toBe(2);
  });

  it('names on every answer the position it was read at: taken before the handler ran, and the newest on a kept answer or a 304', async () => {
    let moves = 0;
    const { feed, get, reads } = await cachedReadApp({
      duringRead: (feed) => {
        if (moves++ === 0) move(feed, 'venues', '4.1');
      },
    });
    // the read began at 1.1: a change made while it ran is after what it names
    expect((await get()).headers['x-read-position']).toBe('1.1');
    const fresh = await get();
    expect(fresh.headers['x-read-position']).toBe('4.1');
    // another read model changes: the kept answer is still current, and now read at 6.2
    feed.publish({ name: 'news', generation: 1, checkpoint: '6.2', changedAt: '6.2' });
    const kept = await get();
    expect(kept.json()).toMatchObject({ read: 2 });
    expect(kept.headers['x-read-position']).toBe('6.2');
    const notModified = await get('/api/read', { 'if-none-match': fresh.headers.etag! });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['x-read-position']).toBe('6.2');
    // as answered on arrival (the public's kept answer) and after the route's hooks (an admin's)
    expect((await get('/api/read', admin)).headers['x-read-position']).toBe('6.2');
    expect((await get('/api/read', admin)).headers['x-read-position']).toBe('6.2');
    expect(reads()).toBe(3);
  });

  it('answers a stale read (the X-Min-Position wait ran out) without the cache and without an ETag', async () => {
    const { get, reads } = await cachedReadApp();
    await get();
    const stale = await get('/api/read', { 'x-min-position': '9.9' });
    expect(stale.json()).toMatchObject({ read: 2 });
    expect(stale.headers.etag).toBeUndefined();
    expect((await get()).json()).toMatchObject({ read: 1 });
    expect(reads()).toBe(2);
  });

  it("sends the public's kept answer as the request arrives, the same bytes and headers; a token or an X-Min-Position not reached yet goes the whole way", async () => {
    const { get, reads, preHandlers } = await cachedReadApp();
    const first = await get('/api/read', { 'accept-encoding': 'br' });
    expect(preHandlers()).toBe(1);
    const kept = await get('/api/read', { 'accept-encoding': 'br' });
    expect(preHandlers()).toBe(1);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _keptDate, ...keptHeaders } = kept.headers;
    expect(keptHeaders).toEqual(firstHeaders);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(kept.rawPayload).toString())).toMatchObject({ reader: 'public' });
    const notModified = await get('/api/read', { 'if-none-match': first.headers.etag! });
    expect([notModified.statusCode, notModified.headers.etag, preHandlers()]).toEqual([
      304,
      first.headers.etag,
      1,
    ]);

    expect((await get('/api/read', admin)).json()).toMatchObject({ reader: 'admin' });
    expect(preHandlers()).toBe(2);
    // the feed is at 1.1: a position it reached needs no wait, one beyond it does (and the answer is stale)
    expect((await get('/api/read', { 'x-min-position': '1.1' })).json()).toMatchObject({ read: 1 });
    expect(preHandlers()).toBe(2);
    const waited = await get('/api/read', { 'x-min-position': '9.9' });
    expect([waited.headers[STALE_HEADER.toLowerCase()], preHandlers()]).toEqual(['1', 3]);
    // another address, another answer: read through the route
    await get('/api/read?page=2');
    expect([preHandlers(), reads()]).toEqual([4, 4]);
  });

  it('caches nothing for a route without projections or a projection the feed does not know yet', async () => {
    const { get, reads } = await cachedReadApp();
    for (const url of ['/api/unversioned', '/api/unknown']) {
      await get(url);
      expect((await get(url)).headers.etag).toBeUndefined();
    }
    expect(reads()).toBe(4);
  });

  it('keeps the answer of a read that depends on the day for that day only: a new day reads again, a tag of yesterday is not confirmed', async () => {
    const { get, reads, turnDay } = await cachedReadApp();
    const monday = await get('/api/daily');
    expect(monday.json()).toEqual({ day: '2026-11-23', read: 1 });
    expect((await get('/api/daily', { 'if-none-match': monday.headers.etag! })).statusCode).toBe(304);
    expect((await get('/api/daily')).json()).toEqual({ day: '2026-11-23', read: 1 });

    turnDay('2026-11-24');
    const revalidated = await get('/api/daily', { 'if-none-match': monday.headers.etag! });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()).toEqual({ day: '2026-11-24', read: 2 });
    expect(revalidated.headers.etag).not.toBe(monday.headers.etag);
    expect((await get('/api/daily')).json()).toEqual({ day: '2026-11-24', read: 2 });
    expect(reads()).toBe(2);
  });

  it('sends cached answers through the compression of the app like fresh ones', async () => {
    const { get } = await cachedReadApp();
    const fresh = await get('/api/read', { 'accept-encoding': 'gzip' });
    const cached = await get('/api/read', { 'accept-encoding': 'gzip' });
    expect(cached.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(cached.rawPayload).toString()).toBe(gunzipSync(fresh.rawPayload).toString());
    expect(JSON.parse(gunzipSync(cached.rawPayload).toString())).toMatchObject({ read: 1 });
  });

  it('reads an answer asked for by many at once only once, and gives each of them its bytes', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { get, reads } = await cachedReadApp({ readTakes: () => gate });
    const asked = Array.from({ length: 20 }, () => get());
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const answers = await Promise.all(asked);
    expect(reads()).toBe(1);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it('shares a read in progress only within one audience', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { get, reads } = await cachedReadApp({ readTakes: () => gate });
    const asked = [get(), get('/api/read', admin), get('/api/read', coachA), get('/api/read', coachA)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const [anonymous, byAdmin, byCoach, byCoachAgain] = await Promise.all(asked);
    expect(reads()).toBe(3);
    expect(anonymous!.json()).toMatchObject({ reader: 'public' });
    expect(byAdmin!.json()).toMatchObject({ reader: 'admin' });
    expect(byCoach!.json()).toMatchObject({ reader: 'coach', id: '00000000-0000-4000-8000-0000000000c1' });
    expect(byCoachAgain!.body).toBe(byCoach!.body);
  });

  it('lets those waiting on a read that failed read for themselves', async () => {
    let fail: (error: Error) => void = () => {};
    const failing = new Promise<void>((_, reject) => (fail = reject));
    let calls = 0;
    const { get, reads } = await cachedReadApp({
      readTakes: () => (++calls === 1 ? failing : Promise.resolve()),
    });
    const first = get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    fail(new Error('the database went away'));
    expect((await first).statusCode).toBe(500);
    expect((await second).statusCode).toBe(200);
    expect(reads()).toBe(2);
  });

  it('keeps an answer compressed as asked for and sends those bytes to each who asks in that encoding', async () => {
    const { get, reads } = await cachedReadApp();
    const plain = await get();
    const first = await get('/api/read', { 'accept-encoding': 'gzip, deflate, br' });
    const again = await get('/api/read', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const refused = await get('/api/read', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    expect(reads()).toBe(1);
  });
});
