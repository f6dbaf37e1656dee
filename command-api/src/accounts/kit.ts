import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeagueError, type Actor } from '@league/contracts';
import { clientNetwork, memoryLoginThrottle, type IssuedToken, type LoginAttempt } from '@league/infra/http';
import type { PersonalDataVault } from '@league/infra/personal-data';
import { browserOf, newSessionId, type AccountKind, type SessionStore } from '@league/infra/sessions';
import { commandsOf, type CommandContext, type Commands } from '../handling';
import { personalDataOf, sessionsOf, type CommandApiDeps } from '../deps';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** the site's secret of the keyed hash that names clients in the login throttle */
const LOGIN_CLIENT_SECRET = 'login-throttle-clients';

/** The default start of the links the site mails, without LEAGUE_PUBLIC_URL. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** What the account routes share: the stores, the clock, the throttle of attempts, signing in. */
export interface AccountKit {
  deps: CommandApiDeps;
  personalData: PersonalDataVault;
  sessions: SessionStore;
  now: () => Date;
  publicUrl: string;
  context(request: FastifyRequest): CommandContext;
  /** runs a command of the request's actor (commandsOf) */
  run: Commands['run'];
  /**
   * An attempt on an account (a login, a reset request, a current password) checked against the
   * failed-login backoff first (429 while it waits, before any password is checked, so a waiting client
   * learns nothing); a null outcome then counts as a failure, anything else as a success. Counted per
   * account (`scope` and the address's keyed hash) and client together, and per client.
   */
  throttled<T>(scope: string, email: string, ip: string, attempt: () => Promise<T | null>): Promise<T | null>;
  /**
   * Starts a signed-in session of the account (its browser from the User-Agent) and signs its token,
   * which carries the session's id.
   */
  signIn(
    request: FastifyRequest,
    account: { kind: AccountKind; id: string; session: string },
  ): Promise<IssuedToken & { sessionId: string }>;
}

export function accountKit(deps: CommandApiDeps): AccountKit {
  const { context, run } = commandsOf(deps);
  const personalData = personalDataOf(deps);
  const sessions = sessionsOf(deps);
  const now = deps.now ?? (() => new Date());
  const logins = deps.limits?.logins ?? memoryLoginThrottle();
  /**
   * What an attempt is counted by, as keyed hashes: the account (the e-mail's claim-stream key) and the
   * client (its address, an IPv6 address by its /64), so no count names a person in clear.
   */
  const attemptOf = async (scope: string, email: string, ip: string): Promise<LoginAttempt> => {
    const [emailKey, secret] = await Promise.all([
      personalData.emailStreamKey(email),
      personalData.keys.secret(LOGIN_CLIENT_SECRET),
    ]);
    const client = createHmac('sha256', secret).update(clientNetwork(ip), 'utf8').digest('hex');
    return { account: `${scope}:${emailKey}`, client };
  };
  return {
    deps,
    personalData,
    sessions,
    now,
    publicUrl: deps.accounts?.publicUrl ?? DEFAULT_PUBLIC_URL,
    context,
    run,
    async throttled(scope, email, ip, attempt) {
      const key = await attemptOf(scope, email, ip);
      if ((await logins.waitMs(key)) > 0) throw new LeagueError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      const result = await attempt();
      await (result === null ? logins.failed(key) : logins.succeeded(key));
      return result;
    },
    async signIn(request, { kind, id, session }) {
      const sessionId = newSessionId();
      const browser = browserOf(request.headers['user-agent']);
      await sessions.start({ sessionId, account: { kind, id }, browser, at: now() });
      return { sessionId, ...deps.tokens.sign({ role: kind, id, session, sessionId }) };
    },
  };
}

/** A plugin's app, to which a group of account routes is added. */
export type AccountApp = Parameters<FastifyPluginAsyncZod<CommandApiDeps>>[0];

/** An account acting on itself by a link it was mailed (not signed in): the actor its events record. */
export function actingAs(kit: AccountKit, request: FastifyRequest, actor: Actor): CommandContext {
  return { ...kit.context(request), actor };
}
