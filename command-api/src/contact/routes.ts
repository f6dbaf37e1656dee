import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAnswer, contactRequest, LeagueError, CONTACT_TOO_MANY_MESSAGE } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { contactAggregate } from '../mail/decider';

/**
 * POST /api/contact (public): records ContactMessageReceived and answers 202; the notifier mails it to
 * LEAGUE_MAIL_TO. Rate limited per client address in this plugin's scope only.
 */
export const contactRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { run } = commandsOf(deps);
  const limit = deps.content?.contactRateLimit ?? { max: 5, timeWindowMs: 10 * 60_000 };
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    errorResponseBuilder: () => new LeagueError(429, CONTACT_TOO_MANY_MESSAGE),
    ...(deps.limits ? { store: deps.limits.rateLimitStore('contact') } : {}),
  });

  app.post(
    '/api/contact',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      schema: { tags: ['mail'], body: contactRequest, response: { 202: contactAnswer } },
    },
    async (request, reply) => {
      const messageId = randomUUID();
      const { position } = await run(request, contactAggregate.of(messageId), {
        type: 'ReceiveContactMessage',
        data: { messageId, ...request.body },
      });
      return reply.code(202).send({ messageId, position });
    },
  );
};
