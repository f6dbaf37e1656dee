import {
  badRequest,
  changePasswordAnswer,
  changePasswordRequest,
  forbidden,
  messageAnswer,
  notFound,
  renameAccountAnswer,
  renameAccountRequest,
  sessionParams,
  unauthorized,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  OWNER_UNCHANGEABLE_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { accessGuard, signedInAccount, type SignedInAccount } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { adminAggregate, coachAggregate } from './decider';
import type { AccountApp, AccountKit } from './kit';
import { hashPassword, verifyPassword } from './passwords';
import { adminStanding, coachStanding, readAdmin, readCoach, readSiteAdmin } from './sessions';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

/** The signed-in account of a request the 'signedIn' guard let in. */
function accountOf(request: FastifyRequest): SignedInAccount {
  const account = signedInAccount(request);
  if (!account) throw unauthorized('Please log in.');
  return account;
}

/**
 * A signed-in account's own account (any account: 'signedIn'; GET /api/account is a read of the query
 * API): PATCH /api/account {name}, POST /api/account/password {currentPassword, password} and
 * DELETE /api/account/sessions/{sessionId} (docs/accounts.md).
 */
export function ownAccountRoutes(app: AccountApp, kit: AccountKit) {
  const { store, tokens } = kit.deps;
  const onlySignedIn = accessGuard(tokens, 'signedIn');

  /** The account as the log tells it now: its address, password hash and standing. */
  const current = async ({ kind, id }: SignedInAccount) => {
    if (kind === 'coach') {
      const coach = await readCoach(store, id);
      const standing = coachStanding(coach);
      return coach.status === 'active' && standing
        ? { email: coach.email, passwordHash: coach.passwordHash, standing }
        : null;
    }
    const [admin, siteAdmin] = await Promise.all([readAdmin(store, id), readSiteAdmin(store)]);
    const standing = adminStanding(admin, siteAdmin);
    return admin.status === 'account' && admin.passwordHash !== null && standing
      ? { email: admin.email, passwordHash: admin.passwordHash, standing }
      : null;
  };

  app.patch(
    '/api/account',
    {
      onRequest: onlySignedIn,
      schema: { tags, security, body: renameAccountRequest, response: { 200: renameAccountAnswer } },
    },
    async (request) => {
      const account = accountOf(request);
      const { name } = request.body;
      if (account.kind === 'coach') {
        const rename = { type: 'RenameCoach', data: { name } } as const;
        return { position: (await kit.run(request, coachAggregate.of(account.id), rename)).position };
      }
      // the owner's name is the configuration's (LEAGUE_ADMIN_NAME)
      if (request.actor.role === 'owner') throw forbidden(OWNER_UNCHANGEABLE_MESSAGE);
      const rename = { type: 'RenameStaff', data: { name } } as const;
      return { position: (await kit.run(request, adminAggregate.of(account.id), rename)).position };
    },
  );

  app.post(
    '/api/account/password',
    {
      onRequest: onlySignedIn,
      schema: { tags, security, body: changePasswordRequest, response: { 200: changePasswordAnswer } },
    },
    async (request) => {
      const account = accountOf(request);
      const { currentPassword, password } = request.body;
      const before = await current(account);
      if (!before) throw unauthorized('Your session has expired or is not valid. Please log in again.');
      // a wrong current password counts as a failed login of the account
      const checked = await kit.throttled(account.kind, before.email, request.ip, async () =>
        (await verifyPassword(currentPassword, before.passwordHash)) ? true : null,
      );
      if (!checked) throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE);
      const passwordHash = await hashPassword(password);
      if (account.kind === 'coach') {
        const change = { type: 'ChangeCoachPassword', data: { passwordHash } } as const;
        await kit.run(request, coachAggregate.of(account.id), change);
      } else {
        const change = { type: 'ChangeAdminPassword', data: { passwordHash } } as const;
        await kit.run(request, adminAggregate.of(account.id), change);
      }
      // every other browser is signed out; this one goes on with a token of the new password
      await kit.sessions.endAll(account, kit.now(), account.sessionId ?? undefined);
      tokens.recheck({ role: account.kind, id: account.id });
      const after = await current(account);
      if (!after) throw unauthorized('Your session has expired or is not valid. Please log in again.');
      return tokens.sign({
        role: account.kind,
        id: account.id,
        session: after.standing.session,
        ...(account.sessionId ? { sessionId: account.sessionId } : {}),
      });
    },
  );

  app.delete(
    '/api/account/sessions/:sessionId',
    {
      onRequest: onlySignedIn,
      schema: { tags, security, params: sessionParams, response: { 200: messageAnswer } },
    },
    async (request) => {
      const account = accountOf(request);
      const ended = await kit.sessions.end(account, request.params.sessionId, kit.now());
      if (!ended) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      // refused at once in this process, within 5 s in the others
      tokens.recheck({ role: account.kind, id: account.id });
      return { message: SESSION_ENDED_MESSAGE };
    },
  );
}
