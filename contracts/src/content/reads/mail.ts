import { z } from 'zod';
import type { NamedId } from '../../wire-id';

export const OUTBOX_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * What a message of the outbox is: a contact-form message to the league, an admin's e-mail, or one of the
 * account mails that carry a link (an invitation to join the staff, a link to choose a new password, a
 * link to confirm a coach's address).
 */
export const OUTBOX_KINDS = [
  'contact',
  'broadcast',
  'invitation',
  'passwordReset',
  'emailConfirmation',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
/** The kinds whose mail carries a link with a token: the outbox never shows (or keeps) it in clear. */
export const LINK_MAIL_KINDS = ['invitation', 'passwordReset', 'emailConfirmation'] as const;
export type LinkMailKind = (typeof LINK_MAIL_KINDS)[number];

/** What an account mail's text shows in place of its link in the outbox (docs/personal-data.md). */
export const LINK_HIDDEN_TEXT = '(link hidden)';
/** The outbox's note on an account mail that could not be sent before its link stopped working. */
export const LINK_EXPIRED_NOTE = 'not sent: its link expired before it could be sent';
/** The outbox's note on an account mail whose link cannot be opened any more (its person was erased). */
export const LINK_UNREADABLE_NOTE = 'not sent: its link can no longer be read (erased)';

/**
 * One message (one recipient) of the outbox. `status`: waiting (not sent yet, maybe retrying: see
 * attempts, lastError, nextAttemptAt), sent, failed (gave up after the last retry). Times are ISO (UTC).
 * An account mail's `message` shows LINK_HIDDEN_TEXT where the mail has its link.
 */
export const outboxItem = z.object({
  _id: z.string(),
  eventId: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  to: z.string().nullable(),
  fromName: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  requestedAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItem>;
/** A message of the outbox as the page holds it (`outboxItem` is its HTTP shape). */
export type OutboxMessage = NamedId<OutboxItem, 'messageId'>;

/** GET /api/admin/mail/outbox (admin): newest first, at most 500. */
export const outboxAnswer = z.object({ outbox: z.array(outboxItem) });
export type OutboxAnswer = z.infer<typeof outboxAnswer>;
