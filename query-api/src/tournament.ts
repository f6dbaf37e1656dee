import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conductQueryRoutes } from './conduct';
import type { QueryApiDeps } from './deps';
import { organizationQueryRoutes } from './organizations';
import { registrationQueryRoutes } from './registration';
import { tournamentRosterRoutes } from './registration/tournament-rosters';
import { tournamentReadRoutes } from './tournaments';

/** Registration, organizations, conduct, tournaments, registrants (issue 4). */
export const tournamentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  await app.register(organizationQueryRoutes, deps);
  await app.register(registrationQueryRoutes, deps);
  await app.register(conductQueryRoutes, deps);
  await app.register(tournamentReadRoutes, deps);
  await app.register(tournamentRosterRoutes, deps);
};
