import type { OutboxKind } from '@league/contracts';

/** What the outbox calls each kind of message. */
export const OUTBOX_KIND_LABEL: Record<OutboxKind, string> = {
  contact: 'Contact form',
  broadcast: 'League e-mail',
  invitation: 'Invitation',
  passwordReset: 'Password reset',
  emailConfirmation: 'Address confirmation',
};
