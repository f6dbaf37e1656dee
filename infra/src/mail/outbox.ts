import type { OutboxKind, OutboxMessage as OutboxEntry } from '@league/contracts';
import type { SqlClient } from '../sql';

/**
 * The mail outbox: one row per message and recipient, keyed by `<eventId>:<recipient>`, so a redelivered
 * event adds nothing and is never sent twice. It lives in schema `mail`, owned by the notifier: it holds
 * delivery facts (attempts, errors, sent times) that are not in the event log, so it is not a projection
 * and no rebuild touches it.
 *
 * An account mail's link carries a token, which the outbox never holds in clear (docs/personal-data.md):
 * `sealed_link` keeps it sealed with its person's key, `body` shows LINK_HIDDEN_TEXT in its place, and
 * the mail is made from `details` and the opened link only when it is handed to the mailer; once the
 * message is sent or given up, `sealed_link` is dropped.
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
      seq bigint GENERATED ALWAYS AS IDENTITY,
      sealed_link text,
      link_expires_at timestamptz,
      details jsonb
    );
    ALTER TABLE mail.outbox ADD COLUMN IF NOT EXISTS sealed_link text;
    ALTER TABLE mail.outbox ADD COLUMN IF NOT EXISTS link_expires_at timestamptz;
    ALTER TABLE mail.outbox ADD COLUMN IF NOT EXISTS details jsonb;
    CREATE INDEX IF NOT EXISTS outbox_due ON mail.outbox (status, next_attempt_at);
    CREATE TABLE IF NOT EXISTS mail.notifier_checkpoint (
      name text PRIMARY KEY,
      checkpoint text NOT NULL
    );
  `);
}

/**
 * The link of an account mail: sealed (a `pd1:` value, see @league/infra/personal-data), when it stops
 * working, and what else the mail is made of (the person's name, a role).
 */
export interface OutboxLink {
  sealed: string;
  /** ISO timestamp */
  expiresAt: string;
  details: LinkMailDetails;
}
export interface LinkMailDetails {
  name?: string | null;
  role?: string | null;
}

/** A message to put in the outbox. `recipient` null: no address is configured (it waits, with a note). */
export interface OutboxMessage {
  eventId: string;
  kind: OutboxKind;
  recipient: string | null;
  fromName: string;
  replyTo: string | null;
  subject: string;
  body: string;
  requestedAt: string;
  /** why it cannot be sent now (no SMTP, no address): shown as its last error */
  note?: string | null;
  /** an account mail's link; `body` then shows LINK_HIDDEN_TEXT in its place */
  link?: OutboxLink | null;
}

export const messageId = (eventId: string, recipient: string | null) =>
  `${eventId}:${(recipient ?? '').toLowerCase()}`;

/** Adds the messages that are not there yet; answers how many were new. */
export async function enqueue(db: SqlClient, messages: readonly OutboxMessage[]): Promise<number> {
  let added = 0;
  for (const m of messages) {
    const { rows } = await db.query(
      `INSERT INTO mail.outbox (message_id, event_id, kind, recipient, from_name, reply_to, subject, body,
                                last_error, requested_at, next_attempt_at, sealed_link, link_expires_at,
                                details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $11, $12, $13::jsonb)
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
        m.link?.sealed ?? null,
        m.link?.expiresAt ?? null,
        m.link ? JSON.stringify(m.link.details) : null,
      ],
    );
    added += rows.length;
  }
  return added;
}

export interface DueMessage {
  messageId: string;
  eventId: string;
  kind: OutboxKind;
  recipient: string;
  fromName: string;
  replyTo: string | null;
  subject: string;
  body: string;
  attempts: number;
  /** ISO timestamp */
  requestedAt: string;
  /** an account mail's link, still sealed: opened only to hand the mail to the mailer */
  link: OutboxLink | null;
}

interface DueRow extends Omit<DueMessage, 'link' | 'requestedAt'> {
  requestedAt: Date | string;
  sealedLink: string | null;
  linkExpiresAt: Date | string | null;
  details: LinkMailDetails | string | null;
  seq: string;
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * Claims the waiting messages with an address whose next attempt is due, oldest first, for `leaseMs`: a
 * second notifier process skips them meanwhile, so two processes never send one message twice. A process
 * that dies mid-send leaves its claim to expire, and the message is tried again then.
 */
export async function claimDueMessages(db: SqlClient, limit: number, leaseMs: number): Promise<DueMessage[]> {
  const { rows } = await db.query<DueRow>(
    `UPDATE mail.outbox SET claimed_until = now() + ($2::bigint * interval '1 millisecond')
      WHERE message_id IN (
        SELECT message_id FROM mail.outbox
         WHERE status = 'waiting' AND recipient IS NOT NULL AND next_attempt_at <= now()
           AND (claimed_until IS NULL OR claimed_until < now())
           AND (link_expires_at IS NULL OR link_expires_at > now())
         ORDER BY seq
         LIMIT $1
           FOR UPDATE SKIP LOCKED)
      RETURNING message_id AS "messageId", event_id AS "eventId", kind, recipient, from_name AS "fromName",
                reply_to AS "replyTo", subject, body, attempts, requested_at AS "requestedAt",
                sealed_link AS "sealedLink", link_expires_at AS "linkExpiresAt", details, seq::text AS seq`,
    [limit, leaseMs],
  );
  return rows
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .map(({ seq: _seq, sealedLink, linkExpiresAt, details, requestedAt, ...message }) => ({
      ...message,
      requestedAt: isoOf(requestedAt),
      link:
        sealedLink === null
          ? null
          : {
              sealed: sealedLink,
              expiresAt: linkExpiresAt === null ? isoOf(requestedAt) : isoOf(linkExpiresAt),
              details: (typeof details === 'string' ? JSON.parse(details) : details) ?? {},
            },
    }));
}

/**
 * Marks a message sent, only if it was still waiting (two workers never both count it). An account
 * mail's sealed link is dropped: the outbox has no further use for it.
 */
export async function markSent(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE mail.outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL,
            next_attempt_at = NULL, claimed_until = NULL, sealed_link = NULL
      WHERE message_id = $1 AND status = 'waiting' RETURNING message_id`,
    [id],
  );
  return rows.length === 1;
}

/** Records a failed attempt: waits for `retryInMs`, or fails for good when null (its link dropped). */
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
                                   ELSE now() + ($3::bigint * interval '1 millisecond') END,
            sealed_link = CASE WHEN $3::bigint IS NULL THEN NULL ELSE sealed_link END
      WHERE message_id = $1 AND status = 'waiting'`,
    [id, error.slice(0, 1000), retryInMs],
  );
}

/**
 * Gives a waiting message up without an attempt (its link cannot be opened, or is not a web address):
 * failed with `note`, its link dropped.
 */
export async function giveUp(db: SqlClient, id: string, note: string): Promise<void> {
  await db.query(
    `UPDATE mail.outbox
        SET status = 'failed', last_error = $2, next_attempt_at = NULL, claimed_until = NULL, sealed_link = NULL
      WHERE message_id = $1 AND status = 'waiting'`,
    [id, note],
  );
}

/**
 * Gives up every waiting account mail whose link has stopped working (`note` as its last error, its
 * link dropped), so a link is never sent late: a password reset mailed an hour later is a reset nobody
 * may still be waiting for. Answers how many were given up.
 */
export async function giveUpExpiredLinks(db: SqlClient, note: string): Promise<number> {
  const { rows } = await db.query(
    `UPDATE mail.outbox
        SET status = 'failed', last_error = $1, next_attempt_at = NULL, claimed_until = NULL, sealed_link = NULL
      WHERE status = 'waiting' AND link_expires_at <= now()
        AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING message_id`,
    [note],
  );
  return rows.length;
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
export async function readOutbox(db: SqlClient, limit = 500): Promise<OutboxEntry[]> {
  const { rows: exists } = await db.query<{ table: string | null }>(
    `SELECT to_regclass('mail.outbox')::text AS "table"`,
  );
  if (!exists[0]?.table) return [];
  const { rows } = await db.query<OutboxEntry>(
    `SELECT message_id AS "messageId", event_id AS "eventId", kind, recipient AS "to", from_name AS "fromName",
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
