import {
  ACCOUNT_MAIL_EVENT_TYPES,
  accountMailEventSchema,
  ERASED_TEXT,
  PERSONAL_DATA_ERASED,
  isEmailAddress,
  isSealed,
  LINK_HIDDEN_TEXT,
  mailEventSchema,
  MAIL_EVENT_TYPES,
  NO_MAIL_TO_NOTE,
  NO_SMTP_NOTE,
  type AccountMailEvent,
  type ContactMessageReceived,
  type EmailBroadcastRequested,
  type LinkMailKind,
  type MailEvent,
} from '@league/contracts';
import { SITE_NAME } from '@league/contracts/site-pages';
import type { LinkMailDetails, OutboxMessage } from '@league/infra/mail';
import { renderLinkMail } from './account-mail';

/** The part of an event the notifier reads, whether it came from the store or from Kafka. */
export interface MailEventEnvelope {
  type: string;
  data: unknown;
  metadata: { eventId: string; recordedAt: string };
}

export interface MessageOptions {
  /** LEAGUE_MAIL_TO: where contact messages go; null = not configured */
  leagueAddress: string | null;
  /** whether an SMTP server is configured (else messages wait with a note) */
  smtp: boolean;
}

/** The account events that mail a link (an invitation, a password reset, an address confirmation). */
export type AccountMailType = AccountMailEvent['type'];

export const isAccountMailEvent = (type: string): type is AccountMailType =>
  (ACCOUNT_MAIL_EVENT_TYPES as readonly string[]).includes(type);

const isMailEventType = (type: string): type is MailEvent['type'] =>
  (MAIL_EVENT_TYPES as readonly string[]).includes(type);

/** Whether the notifier mails this event: a contact message, an admin's e-mail, or an account mail. */
export const isMailEvent = (type: string): type is MailEvent['type'] | AccountMailType =>
  isMailEventType(type) || isAccountMailEvent(type);

export const LINK_MAIL_KIND: Record<AccountMailType, LinkMailKind> = {
  StaffInvited: 'invitation',
  PasswordResetRequested: 'passwordReset',
  EmailConfirmationRequested: 'emailConfirmation',
};

/**
 * An account mail event's data as the notifier reads it: the address opened (ERASED_TEXT when erased),
 * the link still sealed (see Notifier.accept); either may be absent on the bus (recorded in clear).
 */
interface OpenedAccountMail {
  email?: string;
  link?: string;
  expiresAt: string;
  name?: string;
  role?: string;
}

/**
 * A mail event's data as the notifier reads it, once opened (see openEvents): a personal value whose key
 * was erased reads ERASED_TEXT; one recorded in clear before sealing is left out on the bus (absent).
 */
type OpenedContact = Omit<ContactMessageReceived['data'], 'fromName' | 'fromEmail' | 'message'> & {
  fromName?: string;
  fromEmail?: string;
  message?: string;
};

/** Whether an opened contact message still names its sender (not erased, not left out on the bus). */
export const readableSender = (data: OpenedContact) =>
  typeof data.fromName === 'string' &&
  typeof data.fromEmail === 'string' &&
  data.fromName !== ERASED_TEXT &&
  data.fromEmail !== ERASED_TEXT;

/** How many addresses of an opened mail event read ERASED_TEXT (the sender, or recipients). */
export function unreadableAddresses(event: MailEventEnvelope): number {
  if (event.type === 'ContactMessageReceived')
    return (event.data as OpenedContact).fromEmail === ERASED_TEXT ? 1 : 0;
  if (event.type === 'EmailBroadcastRequested')
    return (event.data as EmailBroadcastRequested['data']).to.filter((a) => a === ERASED_TEXT).length;
  if (isAccountMailEvent(event.type)) return (event.data as OpenedAccountMail).email === ERASED_TEXT ? 1 : 0;
  return 0;
}

/** Whether an account mail event came without its sealed link (left out on the bus: it cannot be sent). */
export const missingLink = (event: MailEventEnvelope) =>
  isAccountMailEvent(event.type) && !isSealed((event.data as OpenedAccountMail).link);

/**
 * The outbox messages of one opened event (none for other events): one per recipient. A recipient whose
 * address cannot be read (erased) is skipped, the others are sent; a contact message whose sender cannot
 * be read is not sent at all (there is nobody to answer, and the text may name them).
 */
export function toOutboxMessages(event: MailEventEnvelope, options: MessageOptions): OutboxMessage[] {
  if (isAccountMailEvent(event.type)) return linkMessages(event, event.type, options);
  if (isMailEventType(event.type)) return MAIL_MESSAGES[event.type](event, options);
  return [];
}

/**
 * The messages of each mail event, one entry per type of MailEvent: a mail event added to the contracts
 * without its messages here fails to compile.
 */
const MAIL_MESSAGES: {
  [T in MailEvent['type']]: (event: MailEventEnvelope, options: MessageOptions) => OutboxMessage[];
} = {
  ContactMessageReceived(event, options) {
    const { eventId, recordedAt } = event.metadata;
    const data = event.data as OpenedContact;
    if (!readableSender(data)) return [];
    const { fromName, fromEmail } = data as ContactMessageReceived['data'];
    // a text recorded in clear before it was sealed is left out on the bus: the mail says so
    const message = data.message ?? '(the text of this message was not passed on)';
    return [
      {
        eventId,
        kind: 'contact',
        recipient: options.leagueAddress,
        fromName: `${fromName} (contact form)`,
        // an address recorded before addresses had to be one mailbox is not replied to
        replyTo: isEmailAddress(fromEmail) ? fromEmail : null,
        subject: `Contact form: a message from ${fromName}`,
        body: `${message}\n\n— ${fromName} <${fromEmail}>, through the league's contact form`,
        requestedAt: recordedAt,
        note: options.leagueAddress ? waitingNoteOf(options) : NO_MAIL_TO_NOTE,
      },
    ];
  },
  EmailBroadcastRequested(event, options) {
    const { eventId, recordedAt } = event.metadata;
    const { subject, message, fromName, to } = event.data as EmailBroadcastRequested['data'];
    // only single mailboxes: a list recorded as one address is never split into recipients, and an
    // erased address (ERASED_TEXT) or a sealed one that was not opened is no mailbox
    return to.filter(isEmailAddress).map((recipient) => ({
      eventId,
      kind: 'broadcast' as const,
      recipient,
      fromName,
      replyTo: options.leagueAddress,
      subject,
      body: message,
      requestedAt: recordedAt,
      note: waitingNoteOf(options),
    }));
  },
};

const waitingNoteOf = (options: MessageOptions) => (options.smtp ? null : NO_SMTP_NOTE);

/** The message of an account mail event: its link mailed to the account's address. */
function linkMessages(
  event: MailEventEnvelope,
  type: AccountMailType,
  options: MessageOptions,
): OutboxMessage[] {
  const { eventId, recordedAt } = event.metadata;
  const data = event.data as OpenedAccountMail;
  // an erased or unreadable address is no mailbox; a link that is not sealed is never kept (the
  // notifier seals a clear one before this) nor sent
  if (typeof data.email !== 'string' || !isEmailAddress(data.email) || !isSealed(data.link)) return [];
  if (Number.isNaN(Date.parse(data.expiresAt))) return [];
  const kind = LINK_MAIL_KIND[type];
  const details: LinkMailDetails =
    type === 'StaffInvited' ? { name: data.name ?? null, role: data.role ?? null } : {};
  const { subject, text } = renderLinkMail(
    { kind, ...details, requestedAt: recordedAt, expiresAt: data.expiresAt },
    LINK_HIDDEN_TEXT,
  );
  return [
    {
      eventId,
      kind,
      recipient: data.email,
      fromName: SITE_NAME,
      replyTo: null,
      subject,
      body: text,
      requestedAt: recordedAt,
      note: waitingNoteOf(options),
      link: { sealed: data.link, expiresAt: data.expiresAt, details },
    },
  ];
}

/**
 * A mail event read from outside the process (the Kafka topic): the envelope and data the notifier
 * relies on, or why it is not one. `type` is what the message's header said it is.
 */
export function parseMailEvent(
  type: string,
  value: string,
): { event: MailEventEnvelope } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (error) {
    return { problem: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = (isAccountMailEvent(type) ? accountMailEventSchema : mailEventSchema).safeParse(json);
  if (!parsed.success)
    return { problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  if (parsed.data.type !== type) return { problem: `header type ${type}, body type ${parsed.data.type}` };
  return { event: json as MailEventEnvelope };
}

/** A PersonalDataErased read from the Kafka topic: what the notifier needs of it, or why it is not one. */
export function parseErasure(value: string): { event: MailEventEnvelope } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (error) {
    return { problem: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const event = json as Partial<MailEventEnvelope> | null;
  const data = event?.data as { personId?: unknown; addressIds?: unknown } | undefined;
  const metadata = event?.metadata as Partial<MailEventEnvelope['metadata']> | undefined;
  if (event?.type !== PERSONAL_DATA_ERASED) return { problem: `body type ${String(event?.type)}` };
  if (typeof data?.personId !== 'string') return { problem: 'data.personId: not text' };
  const ids = data.addressIds;
  if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string')))
    return { problem: 'data.addressIds: not a list of texts' };
  if (typeof metadata?.eventId !== 'string' || typeof metadata.recordedAt !== 'string')
    return { problem: 'metadata: no eventId or recordedAt' };
  return { event: event as MailEventEnvelope };
}
