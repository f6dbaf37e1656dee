import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suspensionProposalsAnswer, suspensionRulesAnswer } from '@league/contracts';
import { pendingSuspensionProposals, reads, suspensionRules } from '@league/read-models/suspension-proposals';
import type { QueryApiDeps } from '../deps';
import { named, readRoutes, whole } from '../reads';

/**
 * The suspensions proposed from the game sheets and their table of games (docs/api.md, "Suspensions from
 * the game sheet"): admin only.
 */
export const suspensionProposalQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'admin', 'suspensions');
  get('/api/admin/suspensionRules', suspensionRulesAnswer, reads.suspensionRules, whole(suspensionRules));
  get(
    '/api/admin/suspensionProposals',
    suspensionProposalsAnswer,
    reads.pendingSuspensionProposals,
    named('suspensionProposals', pendingSuspensionProposals),
  );
};
