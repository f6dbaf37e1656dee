import { randomUUID } from 'node:crypto';
import { LeagueError, type Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { fold, handleCommand, type CommandContext } from '../handling';
import {
  adminDecider,
  adminEmailStream,
  adminStream,
  coachDecider,
  coachEmailStream,
  coachStream,
  emailClaimDecider,
  SITE_ADMIN_STREAM,
  siteAdminDecider,
  type AccountState,
  type EmailClaimState,
} from './decider';
import { readSiteAdmin, sessionOf } from './sessions';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords';
import { STALE_CLAIM_MS } from '../unique-keys';

export type AccountKind = 'admin' | 'coach';

const accountStreams = {
  admin: { claim: adminEmailStream, account: adminStream, decider: adminDecider },
  coach: { claim: coachEmailStream, account: coachStream, decider: coachDecider },
} as const;

async function readClaim(store: EventStore, kind: AccountKind, email: string): Promise<EmailClaimState> {
  return fold(emailClaimDecider, await store.readStream(accountStreams[kind].claim(email)));
}

async function readAccount(store: EventStore, kind: AccountKind, accountId: string): Promise<AccountState> {
  const { account, decider } = accountStreams[kind];
  return fold<AccountState, never>(decider, await store.readStream(account(accountId)));
}

/**
 * The account id and its session (for its token) when the e-mail belongs to a usable account of this
 * kind with this password, else null. An admin must be the site's designated admin. An unknown e-mail
 * costs a password check too, so the answer time does not tell which case it was.
 */
export async function authenticate(
  store: EventStore,
  kind: AccountKind,
  email: string,
  password: string,
): Promise<{ accountId: string; session: string } | null> {
  const claim = await readClaim(store, kind, email);
  const account = claim.status === 'claimed' ? await readAccount(store, kind, claim.accountId) : null;
  const active = account?.status === 'active' ? account : null;
  const matches = await verifyPassword(password, active?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!matches || !active) return null;
  const actor = { role: kind, id: active.accountId };
  const siteAdmin = kind === 'admin' ? await readSiteAdmin(store) : { adminId: null, designations: 0 };
  const session = sessionOf(actor, active, siteAdmin);
  return session === null ? null : { accountId: active.accountId, session };
}

/**
 * A new coach account: the e-mail is claimed first (append to coachEmail-<e-mail> at the version read,
 * so two sign-ups with one address cannot both win: the second is a 409), then the account is recorded.
 * A claim whose account was never recorded (a crash between the two appends) is taken over once it is
 * older than STALE_CLAIM_MS, so it cannot keep the address from its owner forever.
 */
export async function signUpCoach(
  store: EventStore,
  signUp: { email: string; password: string },
  context: CommandContext,
): Promise<{ coachId: string; session: string; position: Position }> {
  const coachId = randomUUID();
  const passwordHash = await hashPassword(signUp.password);
  const claimStream = coachEmailStream(signUp.email);
  const past = await store.readStream(claimStream);
  const claim = fold(emailClaimDecider, past);
  const claimedAt = Date.parse(past.at(-1)?.metadata.recordedAt ?? '');
  const orphaned =
    claim.status === 'claimed' &&
    context.now().getTime() - claimedAt > STALE_CLAIM_MS &&
    (await store.readStream(coachStream(claim.accountId))).length === 0;
  await handleCommand(
    store,
    claimStream,
    emailClaimDecider,
    orphaned && claim.status === 'claimed'
      ? { type: 'TakeOverCoachEmail', data: { email: signUp.email, coachId, from: claim.accountId } }
      : { type: 'ClaimCoachEmail', data: { email: signUp.email, coachId } },
    context,
  );
  const { position } = await handleCommand(
    store,
    coachStream(coachId),
    coachDecider,
    { type: 'SignUpCoach', data: { coachId, email: signUp.email.trim(), passwordHash } },
    context,
  );
  return { coachId, session: '1', position };
}

/**
 * Makes sure the configured admin exists with this password and is the site's admin (the launcher calls
 * it at every start): records the admin when missing, a new password hash when the password differs, the
 * designation when another admin was the site's admin (that one can then no longer log in), nothing
 * otherwise. Also completes an admin whose e-mail claim was recorded but whose account was not.
 */
export async function ensureAdmin(
  store: EventStore,
  credentials: { email: string; password: string },
  options: { now?: () => Date } = {},
): Promise<string> {
  const context: CommandContext = {
    actor: { role: 'system', id: null },
    correlationId: randomUUID(),
    causationId: null,
    now: options.now ?? (() => new Date()),
  };
  const adminId = await ensureAdminAccount(store, credentials, context);
  const designate = { type: 'DesignateSiteAdmin', data: { adminId, email: credentials.email } } as const;
  try {
    await handleCommand(store, SITE_ADMIN_STREAM, siteAdminDecider, designate, context);
  } catch (error) {
    // another process designated at the same moment: once more on what it recorded
    if (!(error instanceof LeagueError && error.status === 409)) throw error;
    await handleCommand(store, SITE_ADMIN_STREAM, siteAdminDecider, designate, context);
  }
  return adminId;
}

async function ensureAdminAccount(
  store: EventStore,
  credentials: { email: string; password: string },
  context: CommandContext,
): Promise<string> {
  let claim = await readClaim(store, 'admin', credentials.email);
  if (claim.status === 'free') {
    const adminId = randomUUID();
    try {
      await handleCommand(
        store,
        adminEmailStream(credentials.email),
        emailClaimDecider,
        { type: 'ClaimAdminEmail', data: { email: credentials.email, adminId } },
        context,
      );
    } catch (error) {
      // another process started at the same moment and claimed it: use its admin
      if (!(error instanceof LeagueError && error.status === 409)) throw error;
    }
    claim = await readClaim(store, 'admin', credentials.email);
    if (claim.status === 'free') throw new Error('Could not record the admin account');
  }
  const adminId = claim.accountId;
  const account = await readAccount(store, 'admin', adminId);
  if (account.status === 'active') {
    if (await verifyPassword(credentials.password, account.passwordHash)) return adminId;
    const passwordHash = await hashPassword(credentials.password);
    await handleCommand(
      store,
      adminStream(adminId),
      adminDecider,
      { type: 'ChangeAdminPassword', data: { passwordHash } },
      context,
    );
    return adminId;
  }
  const passwordHash = await hashPassword(credentials.password);
  await handleCommand(
    store,
    adminStream(adminId),
    adminDecider,
    { type: 'RegisterAdmin', data: { adminId, email: credentials.email.trim(), passwordHash } },
    context,
  );
  return adminId;
}
