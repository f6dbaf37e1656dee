export { createSmtpMailer, type Mailer, type MailMessage } from './mailer';
export { coachAddresses } from './recipients';
export {
  ensureOutboxTables,
  enqueue,
  claimDueMessages,
  markSent,
  markAttemptFailed,
  noteWaiting,
  readOutbox,
  messageId,
  OUTBOX_TABLE,
  type DueMessage,
  type OutboxMessage,
} from './outbox';
