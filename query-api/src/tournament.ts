import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryApiDeps } from './deps';

/** Registration, organizations, conduct, tournaments, registrants (issue 4). */

export const tournamentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (_app, _deps) => {};
