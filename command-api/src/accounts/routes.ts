import { createHmac } from 'node:crypto';
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
  ADMIN_LOGIN_FAILED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@league/contracts';
import { clientNetwork, memoryLoginThrottle, type LoginAttempt } from '@league/infra/http';
import { commandsOf } from '../handling';
import { personalDataOf, type CommandApiDeps } from '../deps';
import { authenticate, signUpCoach, type AccountKind } from './accounts';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** the site's secret of the keyed hash that names clients in the login throttle */
const LOGIN_CLIENT_SECRET = 'login-throttle-clients';

/**
 * POST login, coachSignup, coachLogin: public, rate limited per client address; failed logins also
 * throttled per account and client, and per client across accounts (LoginThrottle).
 */
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
   * What a login attempt is counted by, as keyed hashes: the account (the e-mail's claim-stream key) and
   * the client (its address, an IPv6 address by its /64), so no count names a person in clear.
   */
  const attemptOf = async (kind: AccountKind, email: string, ip: string): Promise<LoginAttempt> => {
    const [emailKey, secret] = await Promise.all([
      personalData.emailStreamKey(email),
      personalData.keys.secret(LOGIN_CLIENT_SECRET),
    ]);
    const client = createHmac('sha256', secret).update(clientNetwork(ip), 'utf8').digest('hex');
    return { account: `${kind}:${emailKey}`, client };
  };
  /**
   * A login checked against the failed-login backoff first (429 while it waits, before any password
   * check, so a waiting client learns nothing of the password); the failure or success then counted.
   * Strangers failing on an account never hold up its owner elsewhere.
   */
  const throttled = async <T>(
    kind: AccountKind,
    email: string,
    ip: string,
    attempt: () => Promise<T | null>,
  ) => {
    const key = await attemptOf(kind, email, ip);
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
      const admin = await throttled('admin', email, request.ip, () =>
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
      const coach = await throttled('coach', email, request.ip, () =>
        authenticate(deps.store, personalData, 'coach', email, password),
      );
      if (!coach) throw unauthorized(WRONG_PASSWORD_MESSAGE);
      const { accountId: coachId, session } = coach;
      return { coachId, ...deps.tokens.sign({ role: 'coach', id: coachId, session }) };
    },
  );
};
