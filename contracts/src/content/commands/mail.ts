import { z } from 'zod';
import { isEmailAddress, MAX_EMAIL_LENGTH } from '../../accounts/commands';
import { isPlainText } from '../../text';
import { idField } from '../fields';

/** Texts of the contact form and the e-mail dialog (docs/rules.md §5, §8). */
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
  'There is no one to send this to: no coach has confirmed an email address yet. Add recipients in "to".';
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
