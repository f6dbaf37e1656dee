import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, isPosition, type Position } from '@league/contracts';
import type { QueryApiDeps } from '../deps';
import {
  changedSince,
  createChangeCoalescer,
  latestChange,
  watchDataChanges,
  type LiveChange,
} from './changes';

export const LIVE_PATH = '/api/live';
export const DEFAULT_LIVE_STREAM_LIMIT = 500;
export const LIVE_HEARTBEAT_MS = 25_000;
/** what a browser waits before it reconnects a dropped stream */
export const LIVE_RETRY_MS = 3_000;
const GATHER_MS = 60;
const MIN_INTERVAL_MS = 300;

export const LIVE_BUSY_MESSAGE =
  'Too many live pages are open right now. The page still works; reload it later.';

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
 * reconnection (Last-Event-ID) what changed meanwhile. One feed subscription serves every stream; beyond
 * `liveStreamLimit` open streams a request is answered 503 at once. The stream is written on the raw
 * socket (hijacked), so neither the answer cache nor compression holds any of it back.
 */
export const liveQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const feed = deps.checkpoints;
  if (!feed) return;
  const limit = deps.liveStreamLimit ?? DEFAULT_LIVE_STREAM_LIMIT;
  const heartbeatMs = deps.liveTimings?.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const streams = new Set<ServerResponse>();

  const coalescer = createChangeCoalescer({
    gatherMs: deps.liveTimings?.gatherMs ?? GATHER_MS,
    minIntervalMs: deps.liveTimings?.minIntervalMs ?? MIN_INTERVAL_MS,
    emit(change) {
      const event = changedEvent(change);
      for (const stream of streams) stream.write(event);
    },
  });
  const unwatch = watchDataChanges(feed, (name, changedAt) => coalescer.add(name, changedAt));
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': keep-alive\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  // open streams never end by themselves: end them so that closing the server does not wait on them
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });
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
      if (streams.size >= limit) {
        return reply.code(503).header('retry-after', '30').send({ message: LIVE_BUSY_MESSAGE });
      }
      reply.hijack();
      const stream = reply.raw;
      // the stream is quiet between heartbeats for longer than a connection may idle (infra/src/http/app.ts)
      stream.socket?.setTimeout(0);
      streams.add(stream);
      const forget = () => streams.delete(stream);
      request.raw.once('close', forget);
      stream.once('close', forget);
      stream.on('error', forget);
      stream.writeHead(200, STREAM_HEADERS);
      stream.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      const missed = since ? changedSince(feed, since) : null;
      if (missed) stream.write(changedEvent(missed));
      const now = latestChange(feed);
      if (now) stream.write(readyEvent(now));
    },
  );
};
