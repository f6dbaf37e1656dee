import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import fastifySwagger from '@fastify/swagger';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '@league/contracts';
import { EARLY_ACTIONS_SCRIPT } from '@league/contracts/early-actions';
import type { Logger } from '../logging';
import { fastifyTrustProxy, type TrustProxy } from './client-address';
import { registerCompression } from './compression';
import { errorHandler } from './errors';
import { accessGuard, PUBLIC_ACTOR, type Access } from './guard';
import { fastSerializerCompiler, VALIDATE_RESPONSES_BY_DEFAULT } from './serialization';
import type { TokenService } from './tokens';
import { zodValidatorCompiler } from './validation';

/** A fastify app whose routes declare zod schemas. */
export type HttpApp = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the access guard as a hook: `{ onRequest: app.requireRole('admin') }` (needs `tokens` in createHttpApp) */
    requireRole(access: Access): preHandlerAsyncHookHandler;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What a client may hold of the server: time to send a request, idle time, connections. */
export interface ConnectionLimits {
  /** the request line and headers must have arrived within this */
  headersTimeoutMs: number;
  /** the whole request, body included, must have arrived within this (a 5 MB photo at 0.7 Mbit/s) */
  requestTimeoutMs: number;
  /**
   * a connection with nothing received or sent for this long is closed: a body trickled slower is cut.
   * Routes that work longer in silence (a rebuild) or hold a stream (GET /api/live) lift it for their
   * own connection.
   */
  idleTimeoutMs: number;
  /** how long a kept-alive connection waits for its next request */
  keepAliveTimeoutMs: number;
  /** requests on one connection before it is closed (the client opens another) */
  maxRequestsPerSocket: number;
  /**
   * connections open at once in this process; beyond, a new one is closed at once. Room for the live
   * streams' own cap (5,000, query-api/src/live) and as many other clients again (their pages' reads
   * when a change is announced). Node raises its open-file limit to the system's hard limit at start.
   */
  maxConnections: number;
}

/** The limits of every server of the site unless told otherwise (README, Security). */
export const CONNECTION_LIMITS: Readonly<ConnectionLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1_000,
  maxConnections: 10_000,
};

export interface HttpAppOptions {
  /** pino logger for requests and errors; none = silent */
  logger?: Logger;
  /** enables `app.requireRole(…)` for routes added outside the command and query plugins */
  tokens?: TokenService;
  /**
   * behind reverse proxies (LEAGUE_TRUST_PROXY): the hops of X-Forwarded-For to trust for the client
   * address, as a count (1 behind the one nginx) or the proxies' addresses and networks; default none.
   */
  trustProxy?: TrustProxy;
  /** how long a client may take and how many connections the process holds (CONNECTION_LIMITS) */
  connections?: Partial<ConnectionLimits>;
  /** registers @fastify/swagger so `app.swagger()` documents every route added afterwards */
  openapi?: boolean;
  /**
   * Check every answer against its zod response schema (a wrong answer is a 500) instead of serializing
   * it straight from the schema; default: under test only (VITEST or NODE_ENV=test).
   */
  validateResponses?: boolean;
}

/** The CSP source that allows the one inline script of the site's pages, by the hash of its text. */
export const EARLY_ACTIONS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_ACTIONS_SCRIPT).digest('base64')}'`;

/**
 * Content-Security-Policy for the Vite-built SPA served from the same origin: scripts only from the
 * site itself, and the one inline script that keeps a visitor's actions on a page the server rendered
 * until the app starts (docs/pages.md), by its hash; inline styles allowed because component libraries
 * inject them at run time; images also from https (player photos in a storage bucket) and data/blob
 * URLs (previews of an upload); video embeds from YouTube. The site is served over plain http by default, so no upgrade-insecure-requests.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'", EARLY_ACTIONS_SCRIPT_SOURCE],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'upgrade-insecure-requests': null,
};

/**
 * The security headers of every answer: helmet's, with the CSP above and without
 * Cross-Origin-Embedder-Policy (player photos may come from a storage bucket). They are the same for
 * every answer, so helmet makes them once here; made again for each request, as a per-request helmet
 * does, they cost more CPU than the rest of serving an answer from memory.
 */
export function securityHeaders(): ReadonlyArray<readonly [name: string, value: string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The base of every HTTP app of the site (command API, query API, the embedded all-in-one): zod
 * validation and serialization, one error handler answering `{ message }`, security headers, a 1 MB
 * body limit, bounded connections (ConnectionLimits) and `{ message }` for unknown /api paths. The
 * not-found handler of the root stays free for the launcher (the SPA fallback).
 */
export async function createHttpApp(options: HttpAppOptions = {}): Promise<HttpApp> {
  const limits = { ...CONNECTION_LIMITS, ...options.connections };
  const app = (
    Fastify({
      ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
      genReqId: () => randomUUID(),
      http: {
        headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs), // node's rule
        requestTimeout: limits.requestTimeoutMs,
        // how often node looks for requests past those times: a quarter of the shorter one, at most 1 s
        connectionsCheckingInterval: Math.max(
          10,
          Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
        ),
      },
      requestTimeout: limits.requestTimeoutMs,
      connectionTimeout: limits.idleTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      maxRequestsPerSocket: limits.maxRequestsPerSocket,
    }) as unknown as FastifyInstance
  ).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = limits.maxConnections;

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(
    (options.validateResponses ?? VALIDATE_RESPONSES_BY_DEFAULT)
      ? serializerCompiler
      : fastSerializerCompiler,
  );
  app.setErrorHandler(errorHandler);
  app.decorateRequest('actor', null as unknown as Actor);
  // hooks of every request are callbacks, not async functions: a promise a request is CPU under load
  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = PUBLIC_ACTOR; // until an access guard knows better
    done();
  });
  app.decorate('requireRole', (access: Access) => {
    if (!options.tokens)
      throw new Error('createHttpApp({ tokens }) is needed to guard routes with requireRole');
    return accessGuard(options.tokens, access);
  });

  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    // on the raw answer, so that answers written on the connection itself (the live stream) have them too
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await registerCompression(app);

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  if (options.openapi) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'League site API', version: '1.0.0' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
  }
  return app;
}
