import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coachLoginAnswer,
  coachSignupAnswer,
  coachSignupRequest,
  loginRequest,
  staffLoginAnswer,
  unauthorized,
  LeagueError,
  ADMIN_LOGIN_FAILED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@league/contracts';
import type { CommandApiDeps } from '../deps';
import { authenticate, signUpCoach } from './accounts';
import { ownAccountRoutes } from './account-routes';
import { accountKit, TOO_MANY_ATTEMPTS_MESSAGE, type AccountApp, type AccountKit } from './kit';
import { linkRoutes, mailingRoutes } from './recovery';
import { invitationRoutes } from './staff';

export { TOO_MANY_ATTEMPTS_MESSAGE } from './kit';

/**
 * The accounts' own routes (docs/accounts.md): login, coachSignup, coachLogin, accepting an invitation,
 * recovery and confirmation, and a signed-in account's own account. The routes that check a password or
 * send mail (login, coachSignup, coachLogin, forgotPassword, confirmationEmail) are rate limited per
 * client address; failed logins (and reset and confirmation requests, and wrong current passwords) are
 * also throttled per account and client, and per client across accounts (LoginThrottle). The routes of a
 * mailed link refuse a wrong token before any work and use a right one up.
 */
export const accountRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const kit = accountKit(deps);
  await app.register(async (limited) => {
    await limitedRoutes(limited, kit);
  });
  invitationRoutes(app, kit);
  linkRoutes(app, kit);
  ownAccountRoutes(app, kit);
};

async function limitedRoutes(app: AccountApp, kit: AccountKit) {
  const { deps } = kit;
  const limit = deps.authRateLimit ?? { max: 10, timeWindowMs: 60_000 };
  // registered in this scope only: the limit covers these routes and no others
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    errorResponseBuilder: () => new LeagueError(429, TOO_MANY_ATTEMPTS_MESSAGE),
    ...(deps.limits ? { store: deps.limits.rateLimitStore('accounts') } : {}),
  });

  app.post(
    '/api/admin/login',
    { schema: { tags: ['accounts'], body: loginRequest, response: { 200: staffLoginAnswer } } },
    async (request) => {
      const { email, password } = request.body;
      const member = await kit.throttled('admin', email, request.ip, () =>
        authenticate(deps.store, kit.personalData, 'admin', email, password),
      );
      if (!member || member.role === 'coach') throw unauthorized(ADMIN_LOGIN_FAILED_MESSAGE);
      const { accountId, session, name, role } = member;
      const { token, expiresAt } = await kit.signIn(request, { kind: 'admin', id: accountId, session });
      return { token, expiresAt, staffId: accountId, name, role };
    },
  );

  app.post(
    '/api/admin/coachSignup',
    { schema: { tags: ['accounts'], body: coachSignupRequest, response: { 201: coachSignupAnswer } } },
    async (request, reply) => {
      const { signUpEmail, signUpPassword } = request.body;
      const { coachId, session, position } = await signUpCoach(
        deps.store,
        kit.personalData,
        { email: signUpEmail, password: signUpPassword, publicUrl: kit.publicUrl },
        kit.context(request),
      );
      const { token, expiresAt } = await kit.signIn(request, { kind: 'coach', id: coachId, session });
      return reply.code(201).send({ coachId, token, expiresAt, position });
    },
  );

  app.post(
    '/api/admin/coachLogin',
    { schema: { tags: ['accounts'], body: loginRequest, response: { 200: coachLoginAnswer } } },
    async (request) => {
      const { email, password } = request.body;
      const coach = await kit.throttled('coach', email, request.ip, () =>
        authenticate(deps.store, kit.personalData, 'coach', email, password),
      );
      if (!coach) throw unauthorized(WRONG_PASSWORD_MESSAGE);
      const { accountId: coachId, session } = coach;
      const { token, expiresAt } = await kit.signIn(request, { kind: 'coach', id: coachId, session });
      return { coachId, token, expiresAt };
    },
  );

  mailingRoutes(app, kit);
}
