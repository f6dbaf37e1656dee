import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAnswer, staffAnswer, unauthorized, LeagueError, type AccountAnswer } from '@league/contracts';
import { accessGuard, signedInAccount } from '@league/infra/http';
import { staffList } from '@league/read-models/staff';
import type { QueryApiDeps } from '../deps';

const security = [{ bearerAuth: [] }];

/**
 * The account reads (docs/accounts.md). Neither declares the projections it reads, so neither is kept
 * by the answer cache (which shares an answer between callers of one role): the staff list holds when
 * each member last signed in, the account answer is the caller's own. An X-Min-Position waits for every
 * projection.
 * - GET /api/admin/staff (owner, admin): the staff read model, with each member's last sign-in;
 * - GET /api/account (any signed-in account): who I am, and where I am signed in.
 */
export const accountQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const accounts = () => {
    if (!deps.accounts) throw new LeagueError(503, 'Accounts are not available here.');
    return deps.accounts;
  };

  app.get(
    '/api/admin/staff',
    {
      onRequest: accessGuard(deps.tokens, 'admin'),
      schema: { tags: ['staff'], security, response: { 200: staffAnswer } },
    },
    async () => {
      const [rows, lastSignIns] = await Promise.all([
        staffList(deps.db),
        accounts().sessions.lastSignIns('admin'),
      ]);
      return { staff: rows.map((row) => ({ ...row, lastLoginAt: lastSignIns.get(row.staffId) ?? null })) };
    },
  );

  app.get(
    '/api/account',
    {
      onRequest: accessGuard(deps.tokens, 'signedIn'),
      schema: { tags: ['account'], security, response: { 200: accountAnswer } },
    },
    async (request): Promise<AccountAnswer> => {
      const account = signedInAccount(request);
      const role = request.actor.role;
      if (!account || role === 'public' || role === 'system') throw unauthorized('Please log in.');
      const { sessions, profile } = accounts();
      const ref = { kind: account.kind, id: account.id };
      const [who, open] = await Promise.all([profile(ref), sessions.open(ref)]);
      if (!who) throw unauthorized('Your session has expired or is not valid. Please log in again.');
      return {
        accountId: account.id,
        role,
        ...who,
        sessions: open.map(({ sessionId, browser, startedAt, lastSeenAt }) => ({
          sessionId,
          browser,
          startedAt,
          lastSeenAt,
          current: sessionId === account.sessionId,
        })),
      };
    },
  );
};
