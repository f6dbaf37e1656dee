import { z } from 'zod';
import { isEmailAddress, MAX_EMAIL_LENGTH } from '../accounts';
import { isPlainText } from '../text';
import { idField } from './fields';

/** Texts of the spec (public-and-coach §5, §8; admin §5) and ours where it gives none. */
export const CONTACT_EMAIL_MISSING_MESSAGE = 'Please enter an email address so we can respond back to you!';
export const CONTACT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address!';
export const CONTACT_NAME_MISSING_MESSAGE = 'Please enter your name';
export const CONTACT_MESSAGE_MISSING_MESSAGE = 'Please enter a message.';
/** The alert after a contact message or an e-mail was accepted. */
export const EMAIL_ON_ITS_WAY_MESSAGE = 'Your email is on its way!';
/** The sender name of league e-mail when the admin gives none (the site's name). */
export const LEAGUE_SENDER_NAME = 'Ball Hockey League';
export const DEFAULT_EMAIL_SUBJECT = 'New Message from the league';
export const EMAIL_SUBJECT_MISSING_MESSAGE = 'Please enter a subject.';
export const EMAIL_MESSAGE_MISSING_MESSAGE = 'Please enter a message.';
export const EMAIL_RECIPIENTS_MISSING_MESSAGE = 'Please add at least one recipient.';
export const EMAIL_RECIPIENT_INVALID_MESSAGE = 'Every recipient must be a valid email address.';
export const NO_COACH_ADDRESSES_MESSAGE =
  'There is no one to send this to: no coach has an account yet. Add recipients in "to".';
export const CONTACT_TOO_MANY_MESSAGE =
  'Too many messages from here. Please wait a few minutes and try again.';
/** The outbox's note on a message kept because the server has no SMTP_URL. */
export const NO_SMTP_NOTE = 'not sent: no SMTP configured (set SMTP_URL)';
export const NO_MAIL_TO_NOTE = 'not sent: no league address configured (set LEAGUE_MAIL_TO)';

/**
 * The contact form's address rule: local part, @, domain, dot, at least two letters. One mailbox as
 * EMAIL_PATTERN reads it, and a domain label never holds a dot, so the match stays linear.
 */
export const CONTACT_EMAIL_PATTERN = /^[^\s"(),:;<>@[\\\]]+@(?:[^\s"(),.:;<>@[\\\]]+\.)+[A-Z]{2,}$/i;

const text = (label: string, missing: string, max: number) =>
  z
    .string(missing)
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: missing });
      else if (value.length > max)
        ctx.addIssue({ code: 'custom', message: `The ${label} can have at most ${max} characters.` });
      else if (!isPlainText(value))
        ctx.addIssue({ code: 'custom', message: `The ${label} contains characters that cannot be sent.` });
    });

/** POST /api/contact (public): answered 202. */
export const contactRequest = z.object({
  fromName: text('name', CONTACT_NAME_MISSING_MESSAGE, 100),
  fromEmail: z
    .string(CONTACT_EMAIL_MISSING_MESSAGE)
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: CONTACT_EMAIL_MISSING_MESSAGE });
      else if (value.length > MAX_EMAIL_LENGTH || !CONTACT_EMAIL_PATTERN.test(value) || !isPlainText(value))
        ctx.addIssue({ code: 'custom', message: CONTACT_EMAIL_INVALID_MESSAGE });
    }),
  message: text('message', CONTACT_MESSAGE_MISSING_MESSAGE, 5000),
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactAnswer = z.object({ messageId: z.uuid(), position: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswer>;

/** A list of addresses, or one string of addresses separated by commas, semicolons or spaces. */
const recipients = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,;]+/).filter(Boolean) : v),
  z
    .array(z.string(EMAIL_RECIPIENT_INVALID_MESSAGE).trim(), EMAIL_RECIPIENTS_MISSING_MESSAGE)
    .min(1, EMAIL_RECIPIENTS_MISSING_MESSAGE)
    .max(1000, 'At most 1000 recipients at a time.')
    .refine((list) => list.every(isEmailAddress), EMAIL_RECIPIENT_INVALID_MESSAGE),
);

/**
 * POST /api/admin/sendEmail (admin): answered 202 `{broadcastId, queued, position}`. Without `to`, every
 * coach with an account; recipients are de-duplicated (case-insensitively); `fromName` defaults to the
 * league. The UI pre-fills the subject with DEFAULT_EMAIL_SUBJECT.
 */
export const sendEmailRequest = z.object({
  id: idField('id').optional(),
  subject: text('subject', EMAIL_SUBJECT_MISSING_MESSAGE, 200),
  message: text('message', EMAIL_MESSAGE_MISSING_MESSAGE, 20_000),
  to: recipients.optional(),
  fromName: z
    .string('The sender name must be text.')
    .trim()
    .max(100, 'The sender name can have at most 100 characters.')
    .refine(isPlainText, 'The sender name contains characters that cannot be sent.')
    .nullable()
    .optional(),
});
export type SendEmailRequest = z.input<typeof sendEmailRequest>;

/** `queued`: how many messages (one per recipient) wait in the outbox. */
export const sendEmailAnswer = z.object({
  broadcastId: z.uuid(),
  queued: z.number().int(),
  position: z.string(),
});
export type SendEmailAnswer = z.infer<typeof sendEmailAnswer>;

export const OUTBOX_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One message (one recipient) of the outbox. `status`: waiting (not sent yet, maybe retrying: see
 * attempts, lastError, nextAttemptAt), sent, failed (gave up after the last retry). Times are ISO (UTC).
 */
export const outboxItem = z.object({
  _id: z.string(),
  eventId: z.string(),
  kind: z.enum(['contact', 'broadcast']),
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

/** GET /api/admin/mail/outbox (admin): newest first, at most 500. */
export const outboxAnswer = z.object({ outbox: z.array(outboxItem) });
export type OutboxAnswer = z.infer<typeof outboxAnswer>;

/** A visitor's question from the contact form (stream `contactMessage-{messageId}`). */
export interface ContactMessageReceived {
  type: 'ContactMessageReceived';
  data: { messageId: string; fromName: string; fromEmail: string; message: string };
}
/** An admin's e-mail (stream `emailBroadcast-{broadcastId}`); `to` holds the resolved recipients. */
export interface EmailBroadcastRequested {
  type: 'EmailBroadcastRequested';
  data: {
    broadcastId: string;
    subject: string;
    message: string;
    fromName: string;
    to: string[];
    /** true when `to` was not given: every coach with an account at the time */
    toEveryCoach: boolean;
  };
}
export type MailEvent = ContactMessageReceived | EmailBroadcastRequested;
export const MAIL_EVENT_TYPES = ['ContactMessageReceived', 'EmailBroadcastRequested'] as const;

const mailEventMetadata = z.object({ eventId: z.string().min(1), recordedAt: z.string().min(1) });
/**
 * A recorded mail event as read from outside the process (the Kafka topic): type, data and metadata. The
 * sender and the recipients are sealed values (see PERSONAL_FIELDS); the relay leaves out a sender recorded
 * in clear before sealing, so the sender's fields may be absent.
 */
export const mailEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ContactMessageReceived'),
    data: z.object({
      messageId: z.string(),
      fromName: z.string().optional(),
      fromEmail: z.string().optional(),
      message: z.string(),
    }),
    metadata: mailEventMetadata,
  }),
  z.object({
    type: z.literal('EmailBroadcastRequested'),
    data: z.object({
      broadcastId: z.string(),
      subject: z.string(),
      message: z.string(),
      fromName: z.string(),
      to: z.array(z.string()),
      toEveryCoach: z.boolean(),
    }),
    metadata: mailEventMetadata,
  }),
]);
