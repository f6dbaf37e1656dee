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
import { commandContext } from '../handling';
import type { CommandApiDeps } from '../deps';
import { authenticate, signUpCoach } from './accounts';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** POST login, coachSignup, coachLogin: public, rate limited per client address. */
export const accountRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  const limit = deps.authRateLimit ?? { max: 10, timeWindowMs: 60_000 };
  // registered in this plugin's scope only: the limit covers these three routes and no others
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    errorResponseBuilder: () => new LeagueError(429, TOO_MANY_ATTEMPTS_MESSAGE),
  });

  app.post(
    '/api/admin/login',
    { schema: { tags: ['accounts'], body: loginRequest, response: { 200: adminLoginAnswer } } },
    async (request) => {
      const admin = await authenticate(deps.store, 'admin', request.body.email, request.body.password);
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
        { email: signUpEmail, password: signUpPassword },
        commandContext(request, now),
      );
      const token = deps.tokens.sign({ role: 'coach', id: coachId, session });
      return reply.code(201).send({ coachId, ...token, position });
    },
  );

  app.post(
    '/api/admin/coachLogin',
    { schema: { tags: ['accounts'], body: loginRequest, response: { 200: coachLoginAnswer } } },
    async (request) => {
      const coach = await authenticate(deps.store, 'coach', request.body.email, request.body.password);
      if (!coach) throw unauthorized(WRONG_PASSWORD_MESSAGE);
      const { accountId: coachId, session } = coach;
      return { coachId, ...deps.tokens.sign({ role: 'coach', id: coachId, session }) };
    },
  );
};
