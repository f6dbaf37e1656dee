import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryApiDeps } from './deps';

/** Content, discipline, mail and photos (issue 5). */

export const contentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (_app, _deps) => {};
