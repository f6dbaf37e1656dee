export {
  createSmtpMailer,
  mailerOn,
  type MailAddress,
  type Mailer,
  type MailMessage,
  type MailTransport,
} from './mailer';
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
