import type { OutboxItem, OutboxMessage } from '@league/contracts';

/** A message of the outbox as the outbox answer sends it (docs/api.md, "Mail and the contact form"): its id as `_id`. */
export const outboxItem = ({ messageId, ...message }: OutboxMessage): OutboxItem => ({
  _id: messageId,
  ...message,
});
