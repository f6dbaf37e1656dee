import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, maxPosition, isPosition, type Position } from '@league/contracts';
import { clientNetwork } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';
import {
  changedSince,
  createChangeCoalescer,
  latestChange,
  watchDataChanges,
  type LiveChange,
} from './changes';
import { createLiveStreams } from './streams';

export const LIVE_PATH = '/api/live';
/** a championship final's audience on one process; more viewers are spread over replicas (docs/live.md) */
export const DEFAULT_LIVE_STREAM_LIMIT = 5_000;
export const DEFAULT_LIVE_STREAMS_PER_CLIENT = 8;
export const DEFAULT_LIVE_STREAM_LIFETIME_MS = 60 * 60_000;
/** unsent output of a stream beyond which its client is taken for one that does not read */
export const DEFAULT_LIVE_STREAM_UNSENT_BYTES = 64 * 1024;
export const LIVE_HEARTBEAT_MS = 25_000;
/** what a browser waits before it reconnects a dropped stream */
export const LIVE_RETRY_MS = 3_000;
const GATHER_MS = 60;
const MIN_INTERVAL_MS = 300;

export const LIVE_BUSY_MESSAGE =
  'Too many live pages are open right now. The page still works; reload it later.';
export const LIVE_TOO_MANY_FROM_CLIENT_MESSAGE =
  'Too many live pages are open from your connection. Close a few tabs, then reload this page to see changes as they happen.';

/** One server-sent event: the position as its id, so a reconnecting browser says where it was. */
export function changedEvent(change: LiveChange): string {
  return `id: ${change.position}\nevent: changed\ndata: ${JSON.stringify(change)}\n\n`;
}

/**
 * `event: ready` once connected: where the read models stand now. Its id is what a browser sends back as
 * Last-Event-ID when it reconnects, so it is told what changed while it was away.
 */
export function readyEvent(position: Position): string {
  return `id: ${position}\nevent: ready\ndata: ${JSON.stringify({ position })}\n\n`;
}

const liveQuery = z.object({
  /** a page that closed its stream (a hidden tab) and opens it again: the last position it was told of */
  since: z.string().optional(),
});

/**
 * Where a stream resumes: the browser's Last-Event-ID on its own reconnection, else `?since=` of a page
 * opening it again; a malformed `since` is a 400 (a malformed header is the browser's, and ignored).
 */
function resumeFrom(lastEventId: string | string[] | undefined, since: string | undefined): Position | null {
  if (typeof lastEventId === 'string' && isPosition(lastEventId)) return lastEventId;
  if (since === undefined || since === '') return null;
  if (!isPosition(since)) throw badRequest('since must be a position from a live event, such as 812.40.');
  return since;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // never kept by a browser, a proxy or the answer cache; no-transform: no proxy compresses it
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  // nginx passes every event on at once instead of buffering the answer
  'x-accel-buffering': 'no',
};

/**
 * GET /api/live (public): a text/event-stream announcing that read models changed, as this process learns
 * of it from the checkpoint feed (no query per client): `event: changed` with the projections whose data
 * changed and the position a read must reach to see it, bursts merged (a few events a second at most),
 * a comment every 25 s so proxies keep the connection, `retry:` for the browser's reconnection, and on a
 * reconnection (Last-Event-ID) what changed meanwhile. One feed subscription serves every stream. Beyond
 * `liveStreamLimit` open streams a request is answered 503 at once, beyond `liveStreamsPerClient` of one
 * client 429; a stream ends after its lifetime (the browser resumes it) and is dropped when its client
 * stops reading (streams.ts). The stream is written on the raw socket (hijacked), so neither the answer
 * cache nor compression holds any of it back.
 */
export const liveQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const feed = deps.checkpoints;
  if (!feed) return;
  const heartbeatMs = deps.liveTimings?.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const streams = createLiveStreams({
    total: deps.liveStreamLimit ?? DEFAULT_LIVE_STREAM_LIMIT,
    perClient: deps.liveStreamsPerClient ?? DEFAULT_LIVE_STREAMS_PER_CLIENT,
    lifetimeMs: deps.liveTimings?.lifetimeMs ?? DEFAULT_LIVE_STREAM_LIFETIME_MS,
    maxUnsentBytes: deps.liveStreamUnsentBytes ?? DEFAULT_LIVE_STREAM_UNSENT_BYTES,
  });
  /**
   * The newest position every open stream has been told of: a new stream's `ready` names this, not a
   * change still being gathered, so a stream that ends before that change goes out hears of it when it
   * resumes (Last-Event-ID) instead of resuming past it.
   */
  let announced: Position | null = latestChange(feed);

  const coalescer = createChangeCoalescer({
    gatherMs: deps.liveTimings?.gatherMs ?? GATHER_MS,
    minIntervalMs: deps.liveTimings?.minIntervalMs ?? MIN_INTERVAL_MS,
    emit(change) {
      announced = maxPosition(announced, change.position);
      streams.broadcast(changedEvent(change));
    },
  });
  const unwatch = watchDataChanges(feed, (name, changedAt) => coalescer.add(name, changedAt));
  const heartbeat = setInterval(() => streams.broadcast(': keep-alive\n\n'), heartbeatMs);
  heartbeat.unref();

  // open streams never end by themselves: end them so that closing the server does not wait on them
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    coalescer.stop();
    unwatch();
  });

  app.get(
    LIVE_PATH,
    {
      schema: {
        tags: ['live'],
        summary: 'Server-sent events: which read models changed (event "changed"), for pages to refresh',
        querystring: liveQuery,
      },
    },
    async (request, reply) => {
      const since = resumeFrom(request.headers['last-event-id'], request.query.since);
      const client = clientNetwork(request.ip);
      const admission = streams.admit(client);
      if (admission === 'client-full') {
        return reply
          .code(429)
          .header('retry-after', '30')
          .send({ message: LIVE_TOO_MANY_FROM_CLIENT_MESSAGE });
      }
      if (admission === 'full') {
        return reply.code(503).header('retry-after', '30').send({ message: LIVE_BUSY_MESSAGE });
      }
      reply.hijack();
      const stream = reply.raw;
      // the stream is quiet between heartbeats for longer than a connection may idle (infra/src/http/app.ts)
      stream.socket?.setTimeout(0);
      streams.add(stream, client);
      stream.writeHead(200, STREAM_HEADERS);
      streams.write(stream, `retry: ${LIVE_RETRY_MS}\n\n`);
      const missed = since ? changedSince(feed, since) : null;
      if (missed) streams.write(stream, changedEvent(missed));
      if (announced) streams.write(stream, readyEvent(announced));
    },
  );
};
