import { z } from 'zod';

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
