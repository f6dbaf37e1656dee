import { randomUUID } from 'node:crypto';
import {
  DEFAULT_OWNER_NAME,
  EMAIL_CONFIRMATION_VALID_MS,
  LeagueError,
  type AccountRole,
  type Position,
  type RecordedEvent,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { sealingEventStore, type PersonalDataVault } from '@league/infra/personal-data';
import type { SessionStore } from '@league/infra/sessions';
import { fold, handleCommand, type CommandContext } from '../handling';
import {
  adminDecider,
  coachDecider,
  emailClaimDecider,
  SITE_ADMIN_STREAM,
  siteAdminDecider,
  type EmailClaimState,
} from './decider';
import { linkTo, LINK_PAGES, newLinkToken } from './links';
import { adminStanding, coachStanding, readAdmin, readCoach, readSiteAdmin, staffNameOf } from './sessions';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords';
import { STALE_CLAIM_MS } from '../handling';
import { adminStream, coachStream, emailClaimStream, legacyEmailClaimStream } from '@league/contracts';

export type AccountKind = 'admin' | 'coach';

/**
 * The claim of an e-mail address: its stream `coachEmail-<keyed hash>` (adminEmail-…), or, when that one
 * is empty, a claim recorded before e-mail stream ids were hashed (`coachEmail-<normalised e-mail>`),
 * which still holds the address for its account: logins and sign-up uniqueness read both.
 */
export async function readClaim(
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

/** A usable account as a sign-in knows it: its id, role, name, and the session of its credentials. */
export interface Authenticated {
  accountId: string;
  session: string;
  role: AccountRole;
  name: string;
  /** the address as the account recorded it */
  email: string;
  passwordHash: string;
}

/** The account holding the address (of this kind) that may sign in now, with its password hash. */
export async function usableAccount(
  store: EventStore,
  personalData: PersonalDataVault,
  kind: AccountKind,
  email: string,
): Promise<Authenticated | null> {
  const { claim } = await readClaim(store, personalData, kind, email);
  if (claim.status !== 'claimed') return null;
  if (kind === 'coach') {
    const coach = await readCoach(store, claim.accountId);
    const standing = coachStanding(coach);
    if (!standing || coach.status !== 'active') return null;
    const { accountId, name, passwordHash } = coach;
    return { accountId, ...standing, name: name ?? '', email: coach.email, passwordHash };
  }
  const [admin, siteAdmin] = await Promise.all([readAdmin(store, claim.accountId), readSiteAdmin(store)]);
  const standing = adminStanding(admin, siteAdmin);
  if (!standing || admin.status !== 'account' || admin.passwordHash === null) return null;
  const { accountId, passwordHash } = admin;
  return { accountId, ...standing, name: staffNameOf(admin), email: admin.email, passwordHash };
}

/**
 * The account (its id, role, name and the session for its token) when the e-mail belongs to an account
 * of this kind that may sign in with this password, else null: an admin account must be the owner or a
 * member of staff who joined and is not disabled. An unknown e-mail costs a password check too, so the
 * answer time does not tell which case it was.
 */
export async function authenticate(
  store: EventStore,
  personalData: PersonalDataVault,
  kind: AccountKind,
  email: string,
  password: string,
): Promise<Authenticated | null> {
  const account = await usableAccount(store, personalData, kind, email);
  const matches = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  return matches ? account : null;
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
  signUp: { email: string; password: string; publicUrl: string },
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
  // the address is to be confirmed: its link is recorded with the sign-up, in the same append
  const email = signUp.email.trim();
  const { token, tokenHash } = newLinkToken(coachId);
  const confirmation = {
    requestId: randomUUID(),
    tokenHash,
    expiresAt: new Date(context.now().getTime() + EMAIL_CONFIRMATION_VALID_MS).toISOString(),
    email,
    link: linkTo(signUp.publicUrl, LINK_PAGES.emailConfirmation, token),
  };
  const { position } = await handleCommand(
    store,
    coachStream(coachId),
    coachDecider,
    { type: 'SignUpCoach', data: { coachId, email, passwordHash, confirmation } },
    context,
  );
  return { coachId, session: '1', position };
}

/**
 * Makes sure the configured admin exists with this password and is the site's owner (the launcher calls
 * it at every start): records the admin when missing, a new password hash when the password differs, the
 * designation when another admin was the owner (that one can then no longer log in unless an admin made
 * them staff), the owner's name (LEAGUE_ADMIN_NAME, default DEFAULT_OWNER_NAME) when it differs, nothing
 * otherwise. Also completes an admin whose e-mail claim was recorded but whose account was not. With
 * `sessions`, a new password or a replaced owner also ends the signed-in sessions it voids.
 */
export async function ensureAdmin(
  eventStore: EventStore,
  credentials: { email: string; password: string; name?: string },
  options: { now?: () => Date; personalData: PersonalDataVault; sessions?: SessionStore },
): Promise<string> {
  const { personalData, sessions } = options;
  const store = sealingEventStore(eventStore, personalData);
  const context: CommandContext = {
    actor: { role: 'system', id: null },
    correlationId: randomUUID(),
    causationId: null,
    now: options.now ?? (() => new Date()),
  };
  const { adminId, passwordChanged } = await ensureAdminAccount(store, personalData, credentials, context);
  const before = await readSiteAdmin(store);
  const designate = { type: 'DesignateSiteAdmin', data: { adminId, email: credentials.email } } as const;
  try {
    await handleCommand(store, SITE_ADMIN_STREAM, siteAdminDecider, designate, context);
  } catch (error) {
    // another process designated at the same moment: once more on what it recorded
    if (!(error instanceof LeagueError && error.status === 409)) throw error;
    await handleCommand(store, SITE_ADMIN_STREAM, siteAdminDecider, designate, context);
  }
  const name = credentials.name?.trim() || DEFAULT_OWNER_NAME;
  const rename = { type: 'RenameStaff', data: { name } } as const;
  await handleCommand(store, adminStream(adminId), adminDecider, rename, context);
  if (sessions) {
    const at = context.now();
    if (passwordChanged) await sessions.endAll({ kind: 'admin', id: adminId }, at);
    const replaced = before.adminId !== null && before.adminId !== adminId ? before.adminId : null;
    if (replaced) await sessions.endAll({ kind: 'admin', id: replaced }, at);
  }
  return adminId;
}

async function ensureAdminAccount(
  store: EventStore,
  personalData: PersonalDataVault,
  credentials: { email: string; password: string },
  context: CommandContext,
): Promise<{ adminId: string; passwordChanged: boolean }> {
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
  const account = await readAdmin(store, adminId);
  if (account.status === 'account' && account.passwordHash !== null) {
    // the configuration's password as it last applied it: the owner may have chosen another since (the
    // account page, a reset link), which stands until the configuration itself changes
    const lastConfigured = account.configuredHash ?? account.passwordHash;
    if (await verifyPassword(credentials.password, lastConfigured))
      return { adminId, passwordChanged: false };
    const passwordHash = await hashPassword(credentials.password);
    await handleCommand(
      store,
      adminStream(adminId),
      adminDecider,
      { type: 'ChangeAdminPassword', data: { passwordHash, configured: true } },
      context,
    );
    return { adminId, passwordChanged: true };
  }
  const passwordHash = await hashPassword(credentials.password);
  await handleCommand(
    store,
    adminStream(adminId),
    adminDecider,
    { type: 'RegisterAdmin', data: { adminId, email: credentials.email.trim(), passwordHash } },
    context,
  );
  return { adminId, passwordChanged: false };
}
