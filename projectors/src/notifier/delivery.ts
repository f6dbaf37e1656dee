import {
  LINK_EXPIRED_NOTE,
  LINK_HIDDEN_TEXT,
  LINK_MAIL_KINDS,
  LINK_UNREADABLE_NOTE,
  type LinkMailKind,
} from '@league/contracts';
import { redactAddresses, type Logger } from '@league/infra/logging';
import {
  claimDueMessages,
  giveUp,
  giveUpExpiredLinks,
  markAttemptFailed,
  markSent,
  type DueMessage,
  type Mailer,
  type MailMessage,
} from '@league/infra/mail';
import type { SqlClient } from '@league/infra/sql';
import { isWebLink, renderLinkMail } from './account-mail';

export interface RetryPolicy {
  /** wait after the first failure; doubled after each further one */
  firstDelayMs: number;
  maxDelayMs: number;
  /** attempts before a message is marked failed for good */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 30 * 60_000, maxAttempts: 8 };

/** The outbox's note on an account mail whose opened link is not a web address (never sent). */
export const LINK_NOT_WEB_NOTE = 'not sent: its link is not a web address';

/** The wait before attempt `attempts + 1` after `attempts` failures, or null when it is time to give up. */
export function retryDelay(attempts: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.firstDelayMs * 2 ** (attempts - 1), policy.maxDelayMs);
}

/** Opens an account mail's sealed link with its person's key; null when that key is gone (erased). */
export type LinkOpener = (sealed: string) => Promise<string | null>;

const isLinkMailKind = (kind: string): kind is LinkMailKind =>
  (LINK_MAIL_KINDS as readonly string[]).includes(kind);

/**
 * The mail of a due message as the mailer sends it: its text, or an account mail made with its link
 * opened now (never earlier, never stored), or why it must not be sent.
 */
export async function dueMail(
  message: DueMessage,
  openLink: LinkOpener,
): Promise<{ mail: MailMessage; link: string | null } | { giveUp: string }> {
  const base = {
    fromName: message.fromName,
    to: { address: message.recipient },
    replyTo: message.replyTo ? { address: message.replyTo } : null,
  };
  if (!message.link) return { mail: { ...base, subject: message.subject, text: message.body }, link: null };
  const { sealed, expiresAt, details } = message.link;
  // a link that stopped working while the message waited is not sent late
  if (Date.parse(expiresAt) <= Date.now()) return { giveUp: LINK_EXPIRED_NOTE };
  if (!isLinkMailKind(message.kind)) return { giveUp: LINK_UNREADABLE_NOTE };
  const link = await openLink(sealed);
  if (link === null) return { giveUp: LINK_UNREADABLE_NOTE };
  if (!isWebLink(link)) return { giveUp: LINK_NOT_WEB_NOTE };
  const rendered = renderLinkMail(
    { kind: message.kind, ...details, requestedAt: message.requestedAt, expiresAt },
    link,
    new Date(),
  );
  return { mail: { ...base, ...rendered }, link };
}

/**
 * Gives up every waiting account mail whose link has stopped working (LINK_EXPIRED_NOTE), with SMTP or
 * without: such a mail is never sent late. Answers how many.
 */
export async function giveUpExpired(db: SqlClient, logger: Logger): Promise<number> {
  const expired = await giveUpExpiredLinks(db, LINK_EXPIRED_NOTE);
  if (expired > 0) logger.info({ expired }, 'mail whose link expired given up');
  return expired;
}

/**
 * One delivery pass: every due message of the outbox through the mailer, each marked sent, or failed with
 * its error and the time of its next attempt. Answers how many were sent.
 */
export async function deliverDue(
  db: SqlClient,
  mailer: Mailer,
  options: { retry: RetryPolicy; logger: Logger; openLink: LinkOpener; batchSize?: number },
): Promise<number> {
  let sent = 0;
  const batchSize = options.batchSize ?? 20;
  // the lease covers a whole batch sent one by one, each within the mailer's timeouts (about 40 s)
  for (const message of await claimDueMessages(db, batchSize, batchSize * 60_000)) {
    const made = await dueMail(message, options.openLink);
    if ('giveUp' in made) {
      await giveUp(db, message.messageId, made.giveUp);
      options.logger.warn(
        { messageId: message.messageId, kind: message.kind, reason: made.giveUp },
        'mail given up',
      );
      continue;
    }
    try {
      await mailer.send(made.mail);
      if (await markSent(db, message.messageId)) sent += 1;
      options.logger.debug({ messageId: message.messageId, kind: message.kind }, 'mail handed to SMTP');
    } catch (error) {
      // a mail server's answer often names the address: the outbox keeps it without (the row names the
      // recipient already, and an erasure forgets that); the log line hashes it (createLogger). Neither
      // ever holds a link.
      const answer = error instanceof Error ? error.message : String(error);
      const reason = redactAddresses(
        made.link ? answer.replaceAll(made.link, LINK_HIDDEN_TEXT) : answer,
        '<address>',
      );
      const delay = retryDelay(message.attempts + 1, options.retry);
      await markAttemptFailed(db, message.messageId, reason, delay);
      options.logger.warn(
        { messageId: message.messageId, attempt: message.attempts + 1, retryInMs: delay, err: reason },
        delay === null ? 'mail delivery failed for good' : 'mail delivery failed, will retry',
      );
    }
  }
  return sent;
}
