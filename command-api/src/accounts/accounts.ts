import { randomUUID } from 'node:crypto';
import { LeagueError, type Position, type RecordedEvent } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { sealingEventStore, type PersonalDataVault } from '@league/infra/personal-data';
import { fold, handleCommand, type CommandContext } from '../handling';
import {
  adminDecider,
  coachDecider,
  emailClaimDecider,
  SITE_ADMIN_STREAM,
  siteAdminDecider,
  type AccountState,
  type EmailClaimState,
} from './decider';
import { readSiteAdmin, sessionOf } from './sessions';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords';
import { STALE_CLAIM_MS } from '../unique-keys';
import { adminStream, coachStream, emailClaimStream, legacyEmailClaimStream } from '@league/contracts';

export type AccountKind = 'admin' | 'coach';

const accountStreams = {
  admin: { account: adminStream, decider: adminDecider },
  coach: { account: coachStream, decider: coachDecider },
} as const;

/**
 * The claim of an e-mail address: its stream `coachEmail-<keyed hash>` (adminEmail-…), or, when that one
 * is empty, a claim recorded before e-mail stream ids were hashed (`coachEmail-<normalised e-mail>`),
 * which still holds the address for its account: logins and sign-up uniqueness read both.
 */
async function readClaim(
  store: EventStore,
  personalData: PersonalDataVault,
  kind: AccountKind,
  email: string,
): Promise<{ stream: string; hashed: boolean; past: RecordedEvent[]; claim: EmailClaimState }> {
  const stream = emailClaimStream(kind, await personalData.emailStreamKey(email));
  let past = await store.readStream(stream);
  if (past.length > 0) return { stream, hashed: true, past, claim: fold(emailClaimDecider, past) };
  const legacy = legacyEmailClaimStream(kind, email);
  past = await store.readStream(legacy);
  if (past.length > 0) return { stream: legacy, hashed: false, past, claim: fold(emailClaimDecider, past) };
  return { stream, hashed: true, past, claim: { status: 'free' } };
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
  personalData: PersonalDataVault,
  kind: AccountKind,
  email: string,
  password: string,
): Promise<{ accountId: string; session: string } | null> {
  const { claim } = await readClaim(store, personalData, kind, email);
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
 * A new coach account: the e-mail is claimed first (append to coachEmail-<keyed hash of the e-mail> at
 * the version read, so two sign-ups with one address cannot both win: the second is a 409), then the
 * account is recorded. A claim whose account was never recorded (a crash between the two appends) is
 * taken over once it is older than STALE_CLAIM_MS, so it cannot keep the address from its owner forever;
 * such a claim recorded under the e-mail itself (before stream ids were hashed) is replaced by a new
 * claim under the hash, which readers find first. `store` seals the e-mail in the events it records.
 */
export async function signUpCoach(
  store: EventStore,
  personalData: PersonalDataVault,
  signUp: { email: string; password: string },
  context: CommandContext,
): Promise<{ coachId: string; session: string; position: Position }> {
  const coachId = randomUUID();
  const passwordHash = await hashPassword(signUp.password);
  const { stream, hashed, past, claim } = await readClaim(store, personalData, 'coach', signUp.email);
  const claimedAt = Date.parse(past.at(-1)?.metadata.recordedAt ?? '');
  const orphaned =
    claim.status === 'claimed' &&
    context.now().getTime() - claimedAt > STALE_CLAIM_MS &&
    (await store.readStream(coachStream(claim.accountId))).length === 0;
  const claimCommand = { type: 'ClaimCoachEmail', data: { email: signUp.email, coachId } } as const;
  // a claim under the address itself (from before stream ids were hashed) is never recorded anew
  if ((orphaned || claim.status === 'free') && !hashed) {
    const fresh = emailClaimStream('coach', await personalData.emailStreamKey(signUp.email));
    await handleCommand(store, fresh, emailClaimDecider, claimCommand, context);
  } else {
    await handleCommand(
      store,
      stream,
      emailClaimDecider,
      orphaned && claim.status === 'claimed'
        ? { type: 'TakeOverCoachEmail', data: { email: signUp.email, coachId, from: claim.accountId } }
        : claimCommand,
      context,
    );
  }
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
  eventStore: EventStore,
  credentials: { email: string; password: string },
  options: { now?: () => Date; personalData: PersonalDataVault },
): Promise<string> {
  const { personalData } = options;
  const store = sealingEventStore(eventStore, personalData);
  const context: CommandContext = {
    actor: { role: 'system', id: null },
    correlationId: randomUUID(),
    causationId: null,
    now: options.now ?? (() => new Date()),
  };
  const adminId = await ensureAdminAccount(store, personalData, credentials, context);
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
  personalData: PersonalDataVault,
  credentials: { email: string; password: string },
  context: CommandContext,
): Promise<string> {
  const found = await readClaim(store, personalData, 'admin', credentials.email);
  let claim = found.claim;
  if (claim.status === 'free') {
    const adminId = randomUUID();
    try {
      await handleCommand(
        store,
        found.stream,
        emailClaimDecider,
        { type: 'ClaimAdminEmail', data: { email: credentials.email, adminId } },
        context,
      );
    } catch (error) {
      // another process started at the same moment and claimed it: use its admin
      if (!(error instanceof LeagueError && error.status === 409)) throw error;
    }
    ({ claim } = await readClaim(store, personalData, 'admin', credentials.email));
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
