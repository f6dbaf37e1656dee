import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The tokens of the links the site mails (docs/accounts.md): `<accountId>.<secret>`, the secret 256
 * random bits. Only the SHA-256 of the secret is recorded (the event's `tokenHash`); the whole link is a
 * sealed field of its event, opened only to mail it.
 */
export interface LinkToken {
  token: string;
  tokenHash: string;
}

/** What a link's page is: its path on the site (LEAGUE_PUBLIC_URL + path + ?token=…). */
export const LINK_PAGES = {
  invitation: '/staff/accept',
  passwordReset: '/reset-password',
  emailConfirmation: '/confirm-email',
} as const;

const SECRET_BYTES = 32;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
const SECRET = /^[\w-]{43}$/;

export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A new token for the account's link, and the hash the log keeps of it. */
export function newLinkToken(accountId: string): LinkToken {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { token: `${accountId}.${secret}`, tokenHash: hashSecret(secret) };
}

/** The account a token names and its secret's hash; null for anything that is no token of this site. */
export function readLinkToken(token: string): { accountId: string; tokenHash: string } | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const accountId = token.slice(0, dot).toLowerCase();
  const secret = token.slice(dot + 1);
  if (!UUID.test(accountId) || !SECRET.test(secret)) return null;
  return { accountId, tokenHash: hashSecret(secret) };
}

/** The whole address of a link: `<publicUrl><page>?token=<token>`. */
export const linkTo = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}${page}?token=${encodeURIComponent(token)}`;

/** A link the log knows of: its request (or invitation) id, its token's hash and when it stops working. */
export interface PendingLink {
  id: string;
  tokenHash: string;
  /** ISO timestamp */
  expiresAt: string;
}

/** Whether the presented token's hash is this pending link's, and the link still works at `now`. */
export function opens(link: PendingLink | null, tokenHash: string, now: Date): link is PendingLink {
  if (!link || Date.parse(link.expiresAt) <= now.getTime()) return false;
  const expected = Buffer.from(link.tokenHash, 'hex');
  const actual = Buffer.from(tokenHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
