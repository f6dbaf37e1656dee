import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEmailAnswer, sendEmailRequest, LeagueError, LEAGUE_SENDER_NAME } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { broadcastAggregate, distinctRecipients } from './decider';

/**
 * POST /api/admin/sendEmail (admin): records EmailBroadcastRequested with its recipients resolved (the
 * given `to`, or every coach's address from the coach-address read model), answers 202 `{queued}`.
 */
export const mailRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { run } = commandsOf(deps);

  app.post(
    '/api/admin/sendEmail',
    {
      onRequest: accessGuard(deps.tokens, 'admin'),
      schema: {
        tags: ['mail'],
        security: [{ bearerAuth: [] }],
        body: sendEmailRequest,
        response: { 202: sendEmailAnswer },
      },
    },
    async (request, reply) => {
      const { id, subject, message, to, fromName } = request.body;
      const broadcastId = id ?? randomUUID();
      let recipients = to;
      if (!recipients) {
        const lookup = deps.content?.coachAddresses;
        if (!lookup) throw new LeagueError(503, 'The coach address list is not available here.');
        recipients = await lookup();
      }
      const command = {
        type: 'RequestEmailBroadcast' as const,
        data: {
          broadcastId,
          subject,
          message,
          fromName: fromName || LEAGUE_SENDER_NAME,
          to: recipients,
          toEveryCoach: !to,
        },
      };
      const { position } = await run(request, broadcastAggregate.of(broadcastId), command, { create: true });
      const queued = distinctRecipients(recipients).length;
      return reply.code(202).send({ broadcastId, queued, position });
    },
  );
};
