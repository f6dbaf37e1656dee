import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from './deps';

/** Content, discipline, mail and photos (issue 5). */

export const contentRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (_app, _deps) => {};
