import type { OutboxItem } from '@league/contracts';
import type { SqlClient } from '../sql';

/**
 * The mail outbox: one row per message and recipient, keyed by `<eventId>:<recipient>`, so a redelivered
 * event adds nothing and is never sent twice. It lives in schema `mail`, owned by the notifier: it holds
 * delivery facts (attempts, errors, sent times) that are not in the event log, so it is not a projection
 * and no rebuild touches it.
 */
export const OUTBOX_TABLE = 'mail.outbox';

export async function ensureOutboxTables(db: SqlClient): Promise<void> {
  await db.exec(`
    CREATE SCHEMA IF NOT EXISTS mail;
    CREATE TABLE IF NOT EXISTS mail.outbox (
      message_id text PRIMARY KEY,
      event_id text NOT NULL,
      kind text NOT NULL,
      recipient text,
      from_name text NOT NULL,
      reply_to text,
      subject text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'waiting',
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      requested_at timestamptz NOT NULL,
      next_attempt_at timestamptz,
      sent_at timestamptz,
      claimed_until timestamptz,
      seq bigint GENERATED ALWAYS AS IDENTITY
    );
    CREATE INDEX IF NOT EXISTS outbox_due ON mail.outbox (status, next_attempt_at);
    CREATE TABLE IF NOT EXISTS mail.notifier_checkpoint (
      name text PRIMARY KEY,
      checkpoint text NOT NULL
    );
  `);
}

/** A message to put in the outbox. `recipient` null: no address is configured (it waits, with a note). */
export interface OutboxMessage {
  eventId: string;
  kind: 'contact' | 'broadcast';
  recipient: string | null;
  fromName: string;
  replyTo: string | null;
  subject: string;
  body: string;
  requestedAt: string;
  /** why it cannot be sent now (no SMTP, no address): shown as its last error */
  note?: string | null;
}

export const messageId = (eventId: string, recipient: string | null) =>
  `${eventId}:${(recipient ?? '').toLowerCase()}`;

/** Adds the messages that are not there yet; answers how many were new. */
export async function enqueue(db: SqlClient, messages: readonly OutboxMessage[]): Promise<number> {
  let added = 0;
  for (const m of messages) {
    const { rows } = await db.query(
      `INSERT INTO mail.outbox (message_id, event_id, kind, recipient, from_name, reply_to, subject, body,
                                last_error, requested_at, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
      [
        messageId(m.eventId, m.recipient),
        m.eventId,
        m.kind,
        m.recipient,
        m.fromName,
        m.replyTo,
        m.subject,
        m.body,
        m.note ?? null,
        m.requestedAt,
      ],
    );
    added += rows.length;
  }
  return added;
}

export interface DueMessage {
  messageId: string;
  eventId: string;
  recipient: string;
  fromName: string;
  replyTo: string | null;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Claims the waiting messages with an address whose next attempt is due, oldest first, for `leaseMs`: a
 * second notifier process skips them meanwhile, so two processes never send one message twice. A process
 * that dies mid-send leaves its claim to expire, and the message is tried again then.
 */
export async function claimDueMessages(db: SqlClient, limit: number, leaseMs: number): Promise<DueMessage[]> {
  const { rows } = await db.query<DueMessage & { seq: string }>(
    `UPDATE mail.outbox SET claimed_until = now() + ($2::bigint * interval '1 millisecond')
      WHERE message_id IN (
        SELECT message_id FROM mail.outbox
         WHERE status = 'waiting' AND recipient IS NOT NULL AND next_attempt_at <= now()
           AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY seq
         LIMIT $1
           FOR UPDATE SKIP LOCKED)
      RETURNING message_id AS "messageId", event_id AS "eventId", recipient, from_name AS "fromName",
                reply_to AS "replyTo", subject, body, attempts, seq::text AS seq`,
    [limit, leaseMs],
  );
  return rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map(({ seq: _seq, ...message }) => message);
}

/** Marks a message sent, only if it was still waiting (two workers never both count it). */
export async function markSent(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE mail.outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL,
            next_attempt_at = NULL, claimed_until = NULL
      WHERE message_id = $1 AND status = 'waiting' RETURNING message_id`,
    [id],
  );
  return rows.length === 1;
}

/** Records a failed attempt: waits for `retryInMs`, or fails for good when null. */
export async function markAttemptFailed(
  db: SqlClient,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db.query(
    `UPDATE mail.outbox
        SET attempts = attempts + 1, last_error = $2, claimed_until = NULL,
            status = CASE WHEN $3::bigint IS NULL THEN 'failed' ELSE 'waiting' END,
            next_attempt_at = CASE WHEN $3::bigint IS NULL THEN NULL
                                   ELSE now() + ($3::bigint * interval '1 millisecond') END
      WHERE message_id = $1 AND status = 'waiting'`,
    [id, error.slice(0, 1000), retryInMs],
  );
}

/** Notes on waiting messages why they are not being sent (no SMTP configured). */
export async function noteWaiting(db: SqlClient, note: string): Promise<void> {
  await db.query(
    `UPDATE mail.outbox SET last_error = $1
      WHERE status = 'waiting' AND attempts = 0 AND last_error IS DISTINCT FROM $1 AND recipient IS NOT NULL`,
    [note],
  );
}

/** The outbox as the admin page lists it: newest first; [] before the notifier first ran. */
export async function readOutbox(db: SqlClient, limit = 500): Promise<OutboxItem[]> {
  const { rows: exists } = await db.query<{ table: string | null }>(
    `SELECT to_regclass('mail.outbox')::text AS "table"`,
  );
  if (!exists[0]?.table) return [];
  const { rows } = await db.query<OutboxItem>(
    `SELECT message_id AS "_id", event_id AS "eventId", kind, recipient AS "to", from_name AS "fromName",
            reply_to AS "replyTo", subject, body AS message, status, attempts, last_error AS "lastError",
            to_char(requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "requestedAt",
            CASE WHEN status = 'waiting' AND recipient IS NOT NULL
                 THEN to_char(next_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END
              AS "nextAttemptAt",
            to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sentAt"
       FROM mail.outbox
      ORDER BY requested_at DESC, seq DESC
      LIMIT $1`,
    [limit],
  );
  return rows;
}
