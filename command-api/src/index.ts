import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHttpApp, type HttpApp } from '@league/infra/http';
import { accountRoutes, staffRoutes } from './accounts';
import { sealingEventStore } from '@league/infra/personal-data';
import { personalDataOf, sessionsOf, type CommandApiDeps } from './deps';
import { venueRoutes } from './venues';
import { leagueRoutes } from './leagues';
import { teamRoutes } from './teams';
import { playerRoutes } from './players';
import { scheduleRoutes } from './schedule';
import { scheduleProposalRoutes } from './schedule-proposals';
import { resultRoutes } from './results';
import { gameSheetRoutes } from './game-sheet';
import { importRoutes } from './import';
import { organizationRoutes } from './organizations';
import { registrationRoutes } from './registration';
import { conductRoutes } from './conduct';
import { tournamentCommandRoutes } from './tournaments';
import { videoRoutes } from './videos';
import { newsRoutes } from './news';
import { suspensionRoutes } from './suspensions';
import { suspensionProposalRoutes } from './suspension-proposals';
import { contactRoutes } from './contact';
import { mailRoutes } from './mail';
import { photoRoutes } from './photos';
import { personalDataRoutes } from './personal-data';

export { personalDataOf, sessionsOf, type AccountCommandDeps, type CommandApiDeps } from './deps';
export { accountProfile, accountSessions, ensureAdmin, type AccountProfile } from './accounts';
export * from './handling';

/** The command routes of each capability, in the order they are registered; a new one is added here. */
const CAPABILITY_ROUTES: ReadonlyArray<FastifyPluginAsyncZod<CommandApiDeps>> = [
  // accounts: logins, sign-up, recovery, one's own account; the league's staff
  accountRoutes,
  staffRoutes,
  venueRoutes,
  // the league: leagues, teams and rosters, players, the schedule (games and events), results and the
  // game sheet
  leagueRoutes,
  teamRoutes,
  playerRoutes,
  scheduleRoutes,
  scheduleProposalRoutes,
  resultRoutes,
  gameSheetRoutes,
  // teams, players and rosters from a spreadsheet, through the commands above
  importRoutes,
  // team registration, organizations, the coaches' code of conduct, tournaments
  organizationRoutes,
  registrationRoutes,
  conductRoutes,
  tournamentCommandRoutes,
  // content and discipline, the contact form, bulk e-mail, player photos
  videoRoutes,
  newsRoutes,
  suspensionRoutes,
  suspensionProposalRoutes,
  contactRoutes,
  mailRoutes,
  photoRoutes,
  personalDataRoutes,
];

/**
 * Every command route of the site. Mount it on an app made by createHttpApp (the command API, or the
 * embedded all-in-one next to queryRoutes).
 */
export const commandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, given) => {
  // every command reads and records through the sealing store: no personal field reaches the log in clear
  const personalData = personalDataOf(given);
  const accounts = { ...given.accounts, sessions: sessionsOf(given) };
  const deps = { ...given, personalData, accounts, store: sealingEventStore(given.store, personalData) };
  for (const routes of CAPABILITY_ROUTES) await app.register(routes, deps);
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
