import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { isPosition, type Position } from '@league/contracts';
import { answerEncoding, COMPRESS_MIN_BYTES, encodeAnswer, type AnswerEncoding } from '@league/infra/http';
import { MIN_POSITION_HEADER, READ_POSITION_HEADER, STALE_HEADER } from '../consistency';
import type { ReadModelVersions } from '../deps';
import { latestChange } from '../live/changes';
import { createByteBudgetLru } from './lru';
import { audienceOf, entityTag, noneMatch, versionsOf } from './validators';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For a read whose answer depends on the day as well as on its projections (what is next from today
     * on): today on the league's calendar. The day is one of the versions an answer is kept and tagged
     * under, so yesterday's answer is neither served nor confirmed by a 304 once the day has turned.
     */
    calendarDay?: () => string;
  }
}

export const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** The bytes of a 200 answer as sent, and the versions of the projections it was read under. */
interface CachedAnswer {
  versions: string;
  /** the entity tag of these versions and this key, made once */
  etag: string;
  body: Buffer;
  contentType: string;
  /** a download's Content-Disposition (its file name), sent again with the kept answer */
  disposition: string | undefined;
  /** the body compressed, per encoding, made when first asked for */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

/** A GET route whose answers are kept: its path as declared, and what its answers depend on. */
interface CachedRead {
  url: string;
  projections: readonly string[];
  calendarDay: (() => string) | undefined;
}

/** Answers the site compresses (as the HTTP app's compression does): text, JSON, XML; never a stream. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/** What a cached answer costs beside its body: the key, the versions, the map's own entry. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface AnswerCacheOptions {
  /** the checkpoint feed: an answer is valid while the projections it reads have not changed */
  versions: ReadModelVersions;
  /** the memory budget of the answers held (default 32 MB) */
  maxBytes?: number;
}

const isGet = (method: string | string[]) =>
  Array.isArray(method) ? method.includes('GET') : method === 'GET';

/**
 * Answers from memory: every GET route added after this (on `app` and inside it) that declares the
 * projections it reads in `config.projections` keeps its 200 answers, serialized, per route, URL and
 * audience; an answer is served again while the generation and changedAt of each of those projections are
 * the ones it was read under. The versions are taken before the handler queries, so an answer read while a
 * projection moved is stored under the older versions and never outlives them.
 *
 * Every such answer carries an ETag of those versions and `Cache-Control: …, must-revalidate`; a
 * matching If-None-Match is a 304 without a body, whether or not the answer is in memory. The handler is
 * wrapped (rather than hooking onSend) so the cache sees the serialized answer before any compression,
 * and a cached answer goes out through reply.send like a fresh one. Runs after every preHandler: access
 * guards have set the actor, and an X-Min-Position wait is over. A read whose wait ran out (X-Stale) is
 * answered by the handler, without cache or ETag. A request without a token, and without an
 * X-Min-Position not reached yet, whose public answer is kept is answered as it arrives (the first
 * onRequest hook of its route), the same bytes and headers.
 */
export function cacheAnswers(app: FastifyInstance, options: AnswerCacheOptions) {
  const answers = createByteBudgetLru<CachedAnswer>(options.maxBytes ?? DEFAULT_ANSWER_CACHE_BYTES);
  const feed = options.versions;
  /**
   * Where the read models' data stands (latestChange), kept as the feed moves rather than found per
   * request: the position a read is made at (X-Read-Position, docs/api.md).
   */
  let readPosition = latestChange(feed);
  const unsubscribe = feed.subscribe(() => {
    readPosition = latestChange(feed);
  });
  app.addHook('onClose', async () => unsubscribe());
  /** answers being read now, by key and versions: asked for again meanwhile, they are read once */
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();

  /** the versions an answer of `read` is kept and tagged under now; null while one is unknown */
  const versionsFor = (read: CachedRead): string | null => {
    const projected = versionsOf(feed, read.projections);
    if (projected === null) return null;
    return read.calendarDay ? `${projected}day:${read.calendarDay()};` : projected;
  };
  /** whether every read model of `read` is at or past X-Min-Position already: its wait would be none */
  const reachedAlready = (read: CachedRead, minimum: string | string[]) =>
    typeof minimum === 'string' && isPosition(minimum) && feed.reached(minimum, read.projections);
  /** an answer's key: its route, its URL and whose it is */
  const keyOf = (read: CachedRead, request: FastifyRequest, audience: string) =>
    `${read.url}\n${request.url}\n${audience}`;
  const costOf = (key: string, answer: CachedAnswer) =>
    answer.body.length +
    (answer.encoded.br?.length ?? 0) +
    (answer.encoded.gzip?.length ?? 0) +
    key.length +
    ENTRY_OVERHEAD_BYTES;
  /**
   * The validators of an answer, and the position it was read at (taken with its versions, before any
   * query: the answer shows every change up to it, and any later change comes after it).
   */
  const validators = (reply: FastifyReply, etag: string, audience: string, position: Position | null) => {
    if (position !== null) reply.header(READ_POSITION_HEADER, position);
    return reply
      .header('etag', etag)
      .header('cache-control', audience === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
      .header('vary', 'Authorization');
  };
  /**
   * The bytes of an answer as this request takes them: compressed once per answer and encoding, and sent
   * so to everyone who asks again (the app's compression leaves an encoded answer as it is).
   */
  const bytesOf = (request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) => {
    const encoding =
      answer.body.length >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(answer.contentType)
        ? answerEncoding(request.headers['accept-encoding'])
        : null;
    if (!encoding) return answer.body;
    let encoded = answer.encoded[encoding];
    if (!encoded) {
      encoded = encodeAnswer(answer.body, encoding);
      answer.encoded[encoding] = encoded;
      if (answers.get(key) === answer) answers.set(key, answer, costOf(key, answer));
    }
    reply.header('content-encoding', encoding).header('vary', 'Authorization, Accept-Encoding');
    return encoded;
  };
  const sendKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    audience: string,
    answer: CachedAnswer,
    position: Position | null,
  ) => {
    validators(reply, answer.etag, audience, position).type(answer.contentType);
    if (answer.disposition) reply.header('content-disposition', answer.disposition);
    return bytesOf(request, reply, key, answer);
  };

  // The public's kept answers are sent as the request arrives, before its route's own hooks, its
  // validation and its handler run, which cost more than sending the bytes: an answer is kept for the
  // public only if the route let the public in and found its URL valid, and nothing in a request changes
  // that but a token (another audience) or an X-Min-Position its read models have not reached yet (a
  // wait, maybe a stale answer, docs/api.md); such requests go the whole way. A live page's viewers
  // refetch with the position of the change they were told of (docs/live.md): once it is reached, they
  // are all answered here. The first onRequest hook of each cached read's route (after the app's own).
  const keptPublicAnswer =
    (read: CachedRead): onRequestHookHandler =>
    (request, reply, done) => {
      const minimum = request.headers[MIN_POSITION_HEADER];
      if (
        request.method !== 'GET' ||
        request.headers.authorization !== undefined ||
        (minimum !== undefined && !reachedAlready(read, minimum))
      ) {
        done();
        return;
      }
      const key = keyOf(read, request, 'public');
      const kept = answers.get(key);
      if (!kept || kept.versions !== versionsFor(read)) {
        done();
        return;
      }
      const position = readPosition;
      if (noneMatch(request.headers['if-none-match'], kept.etag)) {
        validators(reply, kept.etag, 'public', position).code(304).send();
        return;
      }
      reply.send(sendKept(request, reply, key, 'public', kept, position));
    };

  app.addHook('onRoute', (route) => {
    const projections = route.config?.projections;
    if (!projections || projections.length === 0 || !isGet(route.method)) return;
    const read: CachedRead = { url: route.url, projections, calendarDay: route.config?.calendarDay };
    const own = route.onRequest;
    route.onRequest = [keptPublicAnswer(read), ...(Array.isArray(own) ? own : own ? [own] : [])];
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function answerFromMemory(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (request.method !== 'GET' || reply.hasHeader(STALE_HEADER))
        return handler.call(this, request, reply);
      const versions = versionsFor(read);
      if (versions === null) return handler.call(this, request, reply);
      const position = readPosition;
      const audience = audienceOf(request.actor);
      const key = keyOf(read, request, audience);
      const cached = answers.get(key);
      const kept = cached?.versions === versions ? cached : undefined;
      const etag = kept?.etag ?? entityTag(versions, key);

      if (noneMatch(request.headers['if-none-match'], etag))
        return validators(reply, etag, audience, position).code(304).send();
      if (kept) return sendKept(request, reply, key, audience, kept, position);
      // the same answer already being read for another request (a live page's viewers all refetch at
      // once after a change, docs/live.md): it is read once, and each of them gets it
      const flightKey = `${key}\n${versions}`;
      const reading = inFlight.get(flightKey);
      if (reading) {
        const shared = await reading;
        if (shared) return sendKept(request, reply, key, audience, shared, position);
      }

      let settle: (answer: CachedAnswer | null) => void = () => {};
      if (!reading) inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
      let made: CachedAnswer | null = null;
      try {
        const answer: unknown = await handler.call(this, request, reply);
        if (reply.sent || answer === reply || answer === undefined || reply.statusCode !== 200) return answer;
        const serialized =
          typeof answer === 'string' || Buffer.isBuffer(answer) ? answer : reply.serialize(answer);
        const contentType =
          typeof answer === 'string' || Buffer.isBuffer(answer)
            ? String(reply.getHeader('content-type') ?? 'text/plain; charset=utf-8')
            : 'application/json; charset=utf-8';
        const body = Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized as string);
        const disposition = reply.getHeader('content-disposition');
        made = {
          versions,
          etag,
          body,
          contentType,
          disposition: disposition === undefined ? undefined : String(disposition),
          encoded: {},
        };
        answers.set(key, made, costOf(key, made));
        validators(reply, etag, audience, position).type(contentType);
        return bytesOf(request, reply, key, made);
      } finally {
        if (!reading) {
          inFlight.delete(flightKey);
          settle(made);
        }
      }
    };
  });
}
