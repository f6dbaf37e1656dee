import { redactAddresses, type Logger } from '@league/infra/logging';
import { claimDueMessages, markAttemptFailed, markSent, type Mailer } from '@league/infra/mail';
import type { SqlClient } from '@league/infra/sql';

export interface RetryPolicy {
  /** wait after the first failure; doubled after each further one */
  firstDelayMs: number;
  maxDelayMs: number;
  /** attempts before a message is marked failed for good */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 30 * 60_000, maxAttempts: 8 };

/** The wait before attempt `attempts + 1` after `attempts` failures, or null when it is time to give up. */
export function retryDelay(attempts: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.firstDelayMs * 2 ** (attempts - 1), policy.maxDelayMs);
}

/**
 * One delivery pass: every due message of the outbox through the mailer, each marked sent, or failed with
 * its error and the time of its next attempt. Answers how many were sent.
 */
export async function deliverDue(
  db: SqlClient,
  mailer: Mailer,
  options: { retry: RetryPolicy; logger: Logger; batchSize?: number },
): Promise<number> {
  let sent = 0;
  const batchSize = options.batchSize ?? 20;
  // the lease covers a whole batch sent one by one, each within the mailer's timeouts (about 40 s)
  for (const message of await claimDueMessages(db, batchSize, batchSize * 60_000)) {
    try {
      await mailer.send({
        fromName: message.fromName,
        to: { address: message.recipient },
        replyTo: message.replyTo ? { address: message.replyTo } : null,
        subject: message.subject,
        text: message.body,
      });
      if (await markSent(db, message.messageId)) sent += 1;
    } catch (error) {
      // a mail server's answer often names the address: the outbox keeps it without (the row names the
      // recipient already, and an erasure forgets that); the log line hashes it (createLogger)
      const reason = redactAddresses(error instanceof Error ? error.message : String(error), '<address>');
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
