import {
  isEmailAddress,
  mailEventSchema,
  MAIL_EVENT_TYPES,
  NO_MAIL_TO_NOTE,
  NO_SMTP_NOTE,
  type ContactMessageReceived,
  type EmailBroadcastRequested,
  type MailEvent,
} from '@league/contracts';
import type { OutboxMessage } from '@league/infra/mail';

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

export const isMailEvent = (type: string): type is MailEvent['type'] =>
  (MAIL_EVENT_TYPES as readonly string[]).includes(type);

/** The outbox messages of one event (none for other events): one per recipient. */
export function toOutboxMessages(event: MailEventEnvelope, options: MessageOptions): OutboxMessage[] {
  const { eventId, recordedAt } = event.metadata;
  const waitingNote = options.smtp ? null : NO_SMTP_NOTE;
  if (event.type === 'ContactMessageReceived') {
    const { fromName, fromEmail, message } = event.data as ContactMessageReceived['data'];
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
        note: options.leagueAddress ? waitingNote : NO_MAIL_TO_NOTE,
      },
    ];
  }
  if (event.type === 'EmailBroadcastRequested') {
    const { subject, message, fromName, to } = event.data as EmailBroadcastRequested['data'];
    // only single mailboxes: a list recorded as one address is never split into recipients
    return to.filter(isEmailAddress).map((recipient) => ({
      eventId,
      kind: 'broadcast' as const,
      recipient,
      fromName,
      replyTo: options.leagueAddress,
      subject,
      body: message,
      requestedAt: recordedAt,
      note: waitingNote,
    }));
  }
  return [];
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
  const parsed = mailEventSchema.safeParse(json);
  if (!parsed.success)
    return { problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  if (parsed.data.type !== type) return { problem: `header type ${type}, body type ${parsed.data.type}` };
  return { event: json as MailEventEnvelope };
}
