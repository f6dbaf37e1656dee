import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginAnswer,
  coachLoginAnswer,
  coachSignupAnswer,
  coachSignupRequest,
  loginRequest,
  unauthorized,
  LeagueError,
  normaliseEmail,
  ADMIN_LOGIN_FAILED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@league/contracts';
import { memoryLoginThrottle } from '@league/infra/http';
import { commandsOf } from '../handling';
import { personalDataOf, type CommandApiDeps } from '../deps';
import { authenticate, signUpCoach, type AccountKind } from './accounts';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** POST login, coachSignup, coachLogin: public, rate limited per client address; logins also per account. */
export const accountRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { context } = commandsOf(deps);
  const personalData = personalDataOf(deps);
  const limit = deps.authRateLimit ?? { max: 10, timeWindowMs: 60_000 };
  // registered in this plugin's scope only: the limit covers these three routes and no others
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    errorResponseBuilder: () => new LeagueError(429, TOO_MANY_ATTEMPTS_MESSAGE),
    ...(deps.limits ? { store: deps.limits.rateLimitStore('accounts') } : {}),
  });
  const logins = deps.limits?.logins ?? memoryLoginThrottle();
  /**
   * A login checked against the account's failed-login backoff first (429 while it waits, before any
   * password check); failures and successes counted per account, whatever the client's address.
   */
  const throttled = async <T>(kind: AccountKind, email: string, attempt: () => Promise<T | null>) => {
    const key = `${kind}:${normaliseEmail(email)}`;
    if ((await logins.waitMs(key)) > 0) throw new LeagueError(429, TOO_MANY_ATTEMPTS_MESSAGE);
    const result = await attempt();
    await (result ? logins.succeeded(key) : logins.failed(key));
    return result;
  };

  app.post(
    '/api/admin/login',
    { schema: { tags: ['accounts'], body: loginRequest, response: { 200: adminLoginAnswer } } },
    async (request) => {
      const { email, password } = request.body;
      const admin = await throttled('admin', email, () =>
        authenticate(deps.store, personalData, 'admin', email, password),
      );
      if (!admin) throw unauthorized(ADMIN_LOGIN_FAILED_MESSAGE);
      return deps.tokens.sign({ role: 'admin', id: admin.accountId, session: admin.session });
    },
  );

  app.post(
    '/api/admin/coachSignup',
    { schema: { tags: ['accounts'], body: coachSignupRequest, response: { 201: coachSignupAnswer } } },
    async (request, reply) => {
      const { signUpEmail, signUpPassword } = request.body;
      const { coachId, session, position } = await signUpCoach(
        deps.store,
        personalData,
        { email: signUpEmail, password: signUpPassword },
        context(request),
      );
      const token = deps.tokens.sign({ role: 'coach', id: coachId, session });
      return reply.code(201).send({ coachId, ...token, position });
    },
  );

  app.post(
    '/api/admin/coachLogin',
    { schema: { tags: ['accounts'], body: loginRequest, response: { 200: coachLoginAnswer } } },
    async (request) => {
      const { email, password } = request.body;
      const coach = await throttled('coach', email, () =>
        authenticate(deps.store, personalData, 'coach', email, password),
      );
      if (!coach) throw unauthorized(WRONG_PASSWORD_MESSAGE);
      const { accountId: coachId, session } = coach;
      return { coachId, ...deps.tokens.sign({ role: 'coach', id: coachId, session }) };
    },
  );
};
