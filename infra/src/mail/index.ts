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
  giveUp,
  giveUpExpiredLinks,
  noteWaiting,
  readOutbox,
  messageId,
  OUTBOX_TABLE,
  type DueMessage,
  type OutboxMessage,
  type OutboxLink,
  type LinkMailDetails,
} from './outbox';
