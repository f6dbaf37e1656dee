import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import helmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '@league/contracts';
import type { Logger } from '../logging';
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

export interface HttpAppOptions {
  /** pino logger for requests and errors; none = silent */
  logger?: Logger;
  /** enables `app.requireRole(…)` for routes added outside the command and query plugins */
  tokens?: TokenService;
  /**
   * behind reverse proxies (distributed mode): how many hops of X-Forwarded-For to trust for the client
   * address; 1 behind the one nginx. `true` (any hop) is not offered: a client could name its address.
   */
  trustProxy?: number | false;
  /** registers @fastify/swagger so `app.swagger()` documents every route added afterwards */
  openapi?: boolean;
  /**
   * Check every answer against its zod response schema (a wrong answer is a 500) instead of serializing
   * it straight from the schema; default: under test only (VITEST or NODE_ENV=test).
   */
  validateResponses?: boolean;
}

/**
 * Content-Security-Policy for the Vite-built SPA served from the same origin: scripts only from the
 * site itself; inline styles allowed because component libraries inject them at run time; images also
 * from https (player photos in a storage bucket) and data/blob URLs (previews of an upload); video
 * embeds from YouTube. The site is served over plain http by default, so no upgrade-insecure-requests.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
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
 * The base of every HTTP app of the site (command API, query API, the embedded all-in-one): zod
 * validation and serialization, one error handler answering `{ message }`, security headers, a 1 MB
 * body limit and `{ message }` for unknown /api paths. The not-found handler of the root stays free for
 * the launcher (the SPA fallback).
 */
function trustedHops(hops: number | false): false | ((address: string, hop: number) => boolean) {
  return hops === false || hops < 1 ? false : (_address, hop) => hop < hops;
}

export async function createHttpApp(options: HttpAppOptions = {}): Promise<HttpApp> {
  const app = (
    Fastify({
      ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
      bodyLimit: BODY_LIMIT_BYTES,
      // proxy-addr numbers the hops from the socket (0) outwards: trust the first `hops` of them
      trustProxy: trustedHops(options.trustProxy ?? false),
      genReqId: () => randomUUID(),
    }) as unknown as FastifyInstance
  ).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(
    (options.validateResponses ?? VALIDATE_RESPONSES_BY_DEFAULT)
      ? serializerCompiler
      : fastSerializerCompiler,
  );
  app.setErrorHandler(errorHandler);
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', async (request) => {
    request.actor = PUBLIC_ACTOR; // until an access guard knows better
  });
  app.decorate('requireRole', (access: Access) => {
    if (!options.tokens)
      throw new Error('createHttpApp({ tokens }) is needed to guard routes with requireRole');
    return accessGuard(options.tokens, access);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
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
