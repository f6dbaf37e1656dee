import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  adminStream,
  badRequest,
  coachStream,
  forbidden,
  forgotPasswordRequest,
  messageAnswer,
  notFound,
  resetPasswordRequest,
  verifyEmailRequest,
  CONFIRMATION_LINK_INVALID_MESSAGE,
  CONFIRMATION_SENT_MESSAGE,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CONFIRMATION_VALID_MS,
  EMAIL_CONFIRMED_MESSAGE,
  FORGOT_PASSWORD_ANSWER_MESSAGE,
  ONLY_COACHES_CONFIRM_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_VALID_MS,
  RESET_LINK_INVALID_MESSAGE,
  type Actor,
  type RecordedEvent,
} from '@league/contracts';
import { accessGuard, signedInAccount } from '@league/infra/http';
import type { AccountKind } from '@league/infra/sessions';
import { fold, handleCommand, type Decider, type DomainEvent } from '../handling';
import { usableAccount } from './accounts';
import {
  adminAggregate,
  adminDecider,
  coachAggregate,
  coachDecider,
  type AdminState,
  type CoachState,
} from './decider';
import { actingAs, type AccountApp, type AccountKit } from './kit';
import { linkTo, LINK_PAGES, newLinkToken, readLinkToken } from './links';
import { hashPassword } from './passwords';
import { adminStanding, readCoach, readSiteAdmin } from './sessions';

/** The least time a forgotPassword answer takes (AccountCommandDeps.forgotPasswordAnswerMs). */
export const FORGOT_PASSWORD_ANSWER_MS = 250;

const tags = ['accounts'];

/**
 * The account routes that mail a link, rate limited with the logins (docs/accounts.md):
 * - POST /api/account/forgotPassword {email} (public) → 202 {message}, the same answer, after the same
 *   work and about the same time, whether or not an account holds the address; each account holding it
 *   (a coach's and a member of staff's) gets PasswordResetRequested with a link (30 minutes, once, only
 *   the newest);
 * - POST /api/account/confirmationEmail (a signed-in coach) → 202 {message}: a new confirmation link.
 * Each request also counts against the address from its client, as a failed login does.
 */
export function mailingRoutes(app: AccountApp, kit: AccountKit) {
  const { store, tokens } = kit.deps;
  const answerMs = kit.deps.accounts?.forgotPasswordAnswerMs ?? FORGOT_PASSWORD_ANSWER_MS;

  app.post(
    '/api/account/forgotPassword',
    { schema: { tags, body: forgotPasswordRequest, response: { 202: messageAnswer } } },
    async (request, reply) => {
      const started = performance.now();
      const { email } = request.body;
      // every request counts against the address from this client: a link cannot be asked for endlessly
      await kit.throttled('reset', email, request.ip, async () => {
        for (const kind of ['coach', 'admin'] as const) {
          const account = await usableAccount(store, kit.personalData, kind, email);
          // a token made either way: the same work whether or not the address has an account
          const { token, tokenHash } = newLinkToken(account?.accountId ?? randomUUID());
          if (!account) continue;
          const reset = {
            requestId: randomUUID(),
            tokenHash,
            expiresAt: new Date(kit.now().getTime() + PASSWORD_RESET_VALID_MS).toISOString(),
            email: account.email,
            link: linkTo(kit.publicUrl, LINK_PAGES.passwordReset, token),
          };
          if (kind === 'coach') {
            const command = { type: 'RequestCoachPasswordReset', data: reset } as const;
            await kit.run(request, coachAggregate.of(account.accountId), command);
          } else {
            const command = { type: 'RequestAdminPasswordReset', data: reset } as const;
            await kit.run(request, adminAggregate.of(account.accountId), command);
          }
        }
        return null;
      });
      await sleep(Math.max(0, answerMs - (performance.now() - started)));
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER_MESSAGE });
    },
  );

  app.post(
    '/api/account/confirmationEmail',
    {
      onRequest: accessGuard(tokens, 'signedIn'),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        response: { 200: messageAnswer, 202: messageAnswer },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      if (account?.kind !== 'coach') throw forbidden(ONLY_COACHES_CONFIRM_MESSAGE);
      const coach: CoachState = await readCoach(store, account.id);
      if (coach.status !== 'active') throw notFound('Coach not found.');
      if (coach.emailConfirmed) return reply.code(200).send({ message: EMAIL_ALREADY_CONFIRMED_MESSAGE });
      // each request counts against the address: a link cannot be mailed to it endlessly
      await kit.throttled('confirm', coach.email, request.ip, async () => null);
      const { token, tokenHash } = newLinkToken(coach.accountId);
      const confirmation = {
        requestId: randomUUID(),
        tokenHash,
        expiresAt: new Date(kit.now().getTime() + EMAIL_CONFIRMATION_VALID_MS).toISOString(),
        email: coach.email,
        link: linkTo(kit.publicUrl, LINK_PAGES.emailConfirmation, token),
      };
      const command = { type: 'RequestEmailConfirmation', data: confirmation } as const;
      await kit.run(request, coachAggregate.of(coach.accountId), command);
      return reply.code(202).send({ message: CONFIRMATION_SENT_MESSAGE });
    },
  );
}

/**
 * The routes of a mailed link (docs/accounts.md); a wrong, used, expired or superseded token is refused
 * before any work, with nothing recorded:
 * - POST /api/account/resetPassword {token, password} (public) → 200 {message}: the new password, every
 *   session of the account ended, a coach's address confirmed;
 * - POST /api/account/verifyEmail {token} (public) → 200 {message}: EmailConfirmed.
 */
export function linkRoutes(app: AccountApp, kit: AccountKit) {
  const { store, tokens } = kit.deps;

  /**
   * Records a command decided on a stream as just read, after the decider has accepted it with a stand-in
   * password hash, so a refused link costs no hashing.
   */
  const withPassword = async <State, Command, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, Command, Event>,
    past: readonly RecordedEvent[],
    command: (passwordHash: string) => Command,
    password: string,
    actor: Actor,
    request: Parameters<AccountKit['context']>[0],
  ) => {
    decider.decide(command(''), fold(decider, past));
    const passwordHash = await hashPassword(password);
    const context = actingAs(kit, request, actor);
    return handleCommand(store, stream, decider, command(passwordHash), context, { past });
  };

  app.post(
    '/api/account/resetPassword',
    { schema: { tags, body: resetPasswordRequest, response: { 200: messageAnswer } } },
    async (request) => {
      const { token, password } = request.body;
      const link = readLinkToken(token);
      if (!link) throw badRequest(RESET_LINK_INVALID_MESSAGE);
      const id = link.accountId;
      const now = kit.now().toISOString();
      const { tokenHash } = link;
      let kind: AccountKind;
      const adminPast = await store.readStream(adminStream(id));
      if (adminPast.length > 0) {
        kind = 'admin';
        const standing = adminStanding(
          fold<AdminState, never>(adminDecider, adminPast),
          await readSiteAdmin(store),
        );
        // a member disabled since the link was sent may not come back by it
        if (!standing) throw badRequest(RESET_LINK_INVALID_MESSAGE);
        await withPassword(
          adminStream(id),
          adminDecider,
          adminPast,
          (passwordHash) => ({ type: 'ResetAdminPassword', data: { tokenHash, passwordHash, now } }) as const,
          password,
          { role: standing.role, id },
          request,
        );
      } else {
        kind = 'coach';
        const coachPast = await store.readStream(coachStream(id));
        await withPassword(
          coachStream(id),
          coachDecider,
          coachPast,
          (passwordHash) => ({ type: 'ResetCoachPassword', data: { tokenHash, passwordHash, now } }) as const,
          password,
          { role: 'coach', id },
          request,
        );
      }
      // whoever held the account before (someone who signed up with this address) is signed out
      await kit.sessions.endAll({ kind, id }, kit.now());
      tokens.recheck({ role: kind, id });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.post(
    '/api/account/verifyEmail',
    { schema: { tags, body: verifyEmailRequest, response: { 200: messageAnswer } } },
    async (request) => {
      const link = readLinkToken(request.body.token);
      if (!link) throw badRequest(CONFIRMATION_LINK_INVALID_MESSAGE);
      const coachId = link.accountId;
      const command = {
        type: 'ConfirmEmail',
        data: { tokenHash: link.tokenHash, now: kit.now().toISOString() },
      } as const;
      const context = actingAs(kit, request, { role: 'coach', id: coachId });
      await handleCommand(store, coachStream(coachId), coachDecider, command, context);
      return { message: EMAIL_CONFIRMED_MESSAGE };
    },
  );
}
