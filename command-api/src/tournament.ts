import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from './deps';

/** Registration, organizations, conduct, tournaments, registrants (issue 4). */

export const tournamentRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (_app, _deps) => {};
