import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHttpApp, type HttpApp } from '@league/infra/http';
import { accountRoutes } from './accounts';
import { sealingEventStore } from '@league/infra/personal-data';
import { personalDataOf, type CommandApiDeps } from './deps';
import { venueRoutes } from './venues';
import { leaguePlayRoutes } from './league-play';
import { tournamentRoutes } from './tournament';
import { contentRoutes } from './content';
import { personalDataRoutes } from './personal-data';

export { personalDataOf, type CommandApiDeps } from './deps';
export { accountSessions, ensureAdmin } from './accounts';
export * from './handling';

/**
 * Every command route of the site. Mount it on an app made by createHttpApp (the command API, or the
 * embedded all-in-one next to queryRoutes).
 */
export const commandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, given) => {
  // every command reads and records through the sealing store: no personal field reaches the log in clear
  const personalData = personalDataOf(given);
  const deps = { ...given, personalData, store: sealingEventStore(given.store, personalData) };
  await app.register(accountRoutes, deps);
  await app.register(venueRoutes, deps);
  await app.register(leaguePlayRoutes, deps);
  await app.register(tournamentRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(personalDataRoutes, deps);
};

/** The command API as an app of its own (distributed mode, tests). */
export async function buildCommandApi(deps: CommandApiDeps): Promise<HttpApp> {
  const app = await createHttpApp({
    ...(deps.logger ? { logger: deps.logger } : {}),
    tokens: deps.tokens,
    trustProxy: deps.trustProxy ?? false,
  });
  await app.register(commandRoutes, deps);
  return app;
}
