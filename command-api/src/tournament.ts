import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conductRoutes } from './conduct';
import type { CommandApiDeps } from './deps';
import { organizationRoutes } from './organizations';
import { registrationRoutes } from './registration';
import { tournamentCommandRoutes } from './tournaments';

/** Registration, organizations, conduct, tournaments, registrants (issue 4). */
export const tournamentRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  await app.register(organizationRoutes, deps);
  await app.register(registrationRoutes, deps);
  await app.register(conductRoutes, deps);
  await app.register(tournamentCommandRoutes, deps);
};
