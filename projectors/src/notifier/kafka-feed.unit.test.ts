import { describe, expect, it } from 'vitest';
import type { Logger } from '@league/infra/logging';
import { handleFeedMessage } from './kafka-feed';
import type { MailEventEnvelope } from './messages';
import type { Notifier } from './notifier';

function recordingNotifier(failWith?: Error) {
  const accepted: MailEventEnvelope[] = [];
  const notifier = {
    async accept(events: readonly MailEventEnvelope[]) {
      if (failWith) throw failWith;
      accepted.push(...events);
      return events.length;
    },
  } as unknown as Notifier;
  return { notifier, accepted };
}

function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
    lines.push({ level, fields, message });
  const logger = {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
  } as unknown as Logger;
  return { logger, lines };
}

const contact = {
  type: 'ContactMessageReceived',
  data: { messageId: 'm1', fromName: 'Pat', fromEmail: 'pat@fans.org', message: 'Hi' },
  metadata: { eventId: 'e1', recordedAt: '2026-03-01T12:00:00.000Z' },
};
const message = (type: string | undefined, value: string | null, offset = '7') => ({
  topic: 'league.events.v1',
  partition: 2,
  message: {
    offset,
    key: Buffer.from('contactMessage-m1'),
    headers: type === undefined ? {} : { type: Buffer.from(type) },
    value: value === null ? null : Buffer.from(value),
  },
});

describe('the notifier feed from Kafka', () => {
  it('takes a mail event into the outbox', async () => {
    const { notifier, accepted } = recordingNotifier();
    const { logger } = recordingLogger();
    await handleFeedMessage(message('ContactMessageReceived', JSON.stringify(contact)), { notifier, logger });
    expect(accepted).toEqual([contact]);
  });

  it('takes in a contact message whose sender the relay left out (recorded in clear before sealing)', async () => {
    const { notifier, accepted } = recordingNotifier();
    const { logger, lines } = recordingLogger();
    const withoutSender = { ...contact, data: { messageId: 'm1', message: 'Hi' } };
    await handleFeedMessage(message('ContactMessageReceived', JSON.stringify(withoutSender)), {
      notifier,
      logger,
    });
    expect(accepted).toEqual([withoutSender]);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('takes in an erasure (the notifier forgets its addresses), and skips a malformed one to a dead letter', async () => {
    const { notifier, accepted } = recordingNotifier();
    const { logger, lines } = recordingLogger();
    const erasure = {
      type: 'PersonalDataErased',
      data: { personId: 'coach-c1', kind: 'coach', subjectId: 'c1', addressIds: ['address-1'] },
      metadata: contact.metadata,
    };
    await handleFeedMessage(message('PersonalDataErased', JSON.stringify(erasure)), { notifier, logger });
    expect(accepted).toEqual([erasure]);
    const bad = { ...erasure, data: { ...erasure.data, addressIds: 'address-1' } };
    await handleFeedMessage(message('PersonalDataErased', JSON.stringify(bad), '9'), { notifier, logger });
    expect(accepted).toHaveLength(1);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({
        fields: expect.objectContaining({ offset: '9', reason: 'data.addressIds: not a list of texts' }),
      }),
    ]);
  });

  it('takes in the account mails (invitation, reset, confirmation), and skips a malformed one to a dead letter', async () => {
    const { notifier, accepted } = recordingNotifier();
    const { logger, lines } = recordingLogger();
    const sealed = { email: 'pd1:admin-a1:AAAA:BBBB', link: 'pd1:admin-a1:CCCC:DDDD' };
    const expiresAt = '2026-03-08T12:00:00.000Z';
    const events = [
      {
        type: 'StaffInvited',
        data: {
          adminId: 'a1',
          name: 'Pat',
          role: 'admin',
          invitationId: 'i',
          tokenHash: 'h',
          expiresAt,
          ...sealed,
        },
      },
      {
        type: 'PasswordResetRequested',
        data: { accountId: 'a1', requestId: 'r', tokenHash: 'h', expiresAt, ...sealed },
      },
      {
        type: 'EmailConfirmationRequested',
        data: { coachId: 'c1', requestId: 'r', tokenHash: 'h', expiresAt, ...sealed },
      },
    ].map((event) => ({ ...event, metadata: contact.metadata }));
    for (const event of events)
      await handleFeedMessage(message(event.type, JSON.stringify(event)), { notifier, logger });
    expect(accepted).toEqual(events);
    const noExpiry = { ...events[1]!, data: { accountId: 'a1', ...sealed } };
    await handleFeedMessage(message('PasswordResetRequested', JSON.stringify(noExpiry), '21'), {
      notifier,
      logger,
    });
    expect(accepted).toHaveLength(3);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({
        fields: expect.objectContaining({ offset: '21', type: 'PasswordResetRequested' }),
      }),
    ]);
  });

  it('skips a malformed message to a dead-letter log line and goes on, instead of stalling on it', async () => {
    const { notifier, accepted } = recordingNotifier();
    const { logger, lines } = recordingLogger();
    const malformed = [
      message('ContactMessageReceived', '{not json', '10'),
      message('ContactMessageReceived', JSON.stringify({ type: 'ContactMessageReceived' }), '11'),
      message(
        'EmailBroadcastRequested',
        JSON.stringify({ ...contact, type: 'EmailBroadcastRequested' }),
        '12',
      ),
      message(
        'ContactMessageReceived',
        JSON.stringify({ ...contact, data: { ...contact.data, fromEmail: 5 } }),
        '13',
      ),
      message(
        'ContactMessageReceived',
        JSON.stringify({ ...contact, type: 'EmailBroadcastRequested' }),
        '14',
      ),
      message('ContactMessageReceived', null, '15'),
    ];
    for (const bad of malformed)
      await expect(handleFeedMessage(bad, { notifier, logger })).resolves.toBeUndefined();
    expect(accepted).toEqual([]);
    const deadLetters = lines.filter((line) => line.message === 'dead letter: malformed message skipped');
    expect(deadLetters.map((line) => line.fields.offset)).toEqual(['10', '11', '12', '13', '14', '15']);
    expect(deadLetters[0]).toMatchObject({
      level: 'error',
      fields: {
        topic: 'league.events.v1',
        partition: 2,
        key: 'contactMessage-m1',
        reason: expect.any(String),
      },
    });

    await handleFeedMessage(message('ContactMessageReceived', JSON.stringify(contact), '16'), {
      notifier,
      logger,
    });
    expect(accepted).toEqual([contact]);
  });

  it('ignores events that are not mail', async () => {
    const { notifier, accepted } = recordingNotifier();
    const { logger, lines } = recordingLogger();
    await handleFeedMessage(message('VenueCreated', '{garbage'), { notifier, logger });
    await handleFeedMessage(message(undefined, '{garbage'), { notifier, logger });
    expect(accepted).toEqual([]);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('lets an outbox failure through, so the message is retried rather than lost', async () => {
    const { notifier } = recordingNotifier(new Error('database is down'));
    const { logger } = recordingLogger();
    await expect(
      handleFeedMessage(message('ContactMessageReceived', JSON.stringify(contact)), { notifier, logger }),
    ).rejects.toThrow('database is down');
  });
});
