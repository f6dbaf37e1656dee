import { outboxAnswer } from '@league/contracts';
import { describe, expect, it } from 'vitest';
import { outboxItem } from './answers';

describe('the outbox answer', () => {
  it("writes a message's messageId as the answer's _id, every other field as read", () => {
    const message = {
      messageId: 'e1:reset',
      eventId: 'e1',
      kind: 'invitation' as const,
      to: 'coach@league.test',
      fromName: 'League',
      replyTo: null,
      subject: 'Reset your password',
      message: 'Follow the link.',
      status: 'sent' as const,
      attempts: 1,
      lastError: null,
      requestedAt: '2026-11-28T10:00:00.000Z',
      nextAttemptAt: null,
      sentAt: '2026-11-28T10:00:01.000Z',
    };
    const { messageId, ...rest } = message;
    const item = outboxItem(message);
    expect(item).toEqual({ _id: messageId, ...rest });
    expect(outboxAnswer.parse({ outbox: [item] }).outbox[0]).toEqual(item);
  });
});
