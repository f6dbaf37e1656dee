import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { readOutbox } from '@league/infra/mail';
import type { QueryApiDeps } from '../deps';
import { outboxItem } from './answers';

/**
 * GET /api/admin/mail/outbox (admin): every message the notifier has taken in, newest first, with its
 * delivery status. Not a projection (no X-Min-Position wait): the notifier fills it after the event.
 */
export const mailQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/admin/mail/outbox',
    {
      onRequest: accessGuard(deps.tokens, 'admin'),
      schema: { tags: ['mail'], security: [{ bearerAuth: [] }], response: { 200: outboxAnswer } },
    },
    async () => ({ outbox: (await readOutbox(deps.db)).map(outboxItem) }),
  );
};
