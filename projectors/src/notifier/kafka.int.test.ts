import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kafka } from 'kafkajs';
import { makePosition, type RecordedEvent } from '@league/contracts';
import { createKafka } from '@league/infra/kafka';
import { createSmtpMailer, readOutbox } from '@league/infra/mail';
import { sqlPersonalData } from '@league/infra/personal-data';
import { createTestPglite, kcatPath, startMockKafka, testEvent, type MockKafka } from '@league/infra/testing';
import { toEventMessage } from '../relay/message';
import { startKafkaNotifierFeed } from './kafka-feed';
import { createNotifier } from './notifier';
import { parseMail, startTestSmtpServer } from './smtp-test-server';

function recorded(type: string, data: unknown, streamId: string, n: number): RecordedEvent {
  return { ...testEvent(type, data), streamId, streamVersion: 0, position: makePosition(1, n) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!kcatPath())(
  "mail notifier fed by Kafka (librdkafka's mock cluster via kcat)" +
    (kcatPath() ? '' : ' — skipped: kcat is not installed'),
  () => {
    let broker: MockKafka;
    let kafka: Kafka;
    beforeAll(async () => {
      broker = (await startMockKafka())!;
      kafka = createKafka(broker.brokers, 'notifier-test', { connectionTimeout: 10_000 });
    }, 60_000);
    afterAll(async () => broker?.stop());

    it('takes the mail events of league.events.v1 into the outbox, opens their sealed addresses, skips an erased recipient and sends a redelivered event once', async () => {
      const smtp = await startTestSmtpServer();
      const db = await createTestPglite();
      const topic = `league.events.test.${randomUUID().slice(0, 8)}`;
      const notifier = createNotifier({
        db,
        mailer: createSmtpMailer(smtp.url, 'office@league.test'),
        leagueAddress: 'office@league.test',
        pollMs: 100,
      });
      await notifier.start();

      // recorded sealed (as the command side does), with the keys in the notifier's database
      const vault = sqlPersonalData(db);
      const contact = await vault.seal(
        recorded(
          'ContactMessageReceived',
          { messageId: 'm1', fromName: 'Pat Fan', fromEmail: 'pat@fans.org', message: 'Hello league' },
          'contactMessage-m1',
          1,
        ),
      );
      const email = await vault.seal(
        recorded(
          'EmailBroadcastRequested',
          {
            broadcastId: 'b1',
            subject: 'New Message from the league',
            message: 'Rosters are due.',
            fromName: 'Ball Hockey League',
            to: ['c1@team.org', 'erased@team.org', 'c2@team.org'],
            toEveryCoach: true,
          },
          'emailBroadcast-b1',
          2,
        ),
      );
      await vault.erase(await vault.addressPersonId('erased@team.org'));
      const other = recorded(
        'VenueCreated',
        { venueId: 'v', venueName: 'Dome', venueAddress: '1 A St' },
        'venue-v',
        3,
      );
      const producer = kafka.producer({ allowAutoTopicCreation: true });
      await producer.connect();
      // the relay publishes at least once: after a crash before its checkpoint, the same batch goes out again
      const batch = [contact, email, other].map((event) => toEventMessage(event));
      expect(batch.map((m) => m.value).join('\n')).not.toMatch(/@team\.org|pat@fans|Pat Fan/);
      await producer.send({ topic, acks: -1, messages: batch });
      await producer.send({ topic, acks: -1, messages: batch });

      const feed = await startKafkaNotifierFeed({
        kafka,
        notifier,
        topic,
        groupId: `notifier-${randomUUID()}`,
      });
      try {
        const deadline = Date.now() + 30_000;
        while (smtp.received.length < 3 && Date.now() < deadline) await sleep(100);
        await sleep(1_500); // time for a duplicate to show, had the redelivery been sent
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
          'c1@team.org',
          'c2@team.org',
          'office@league.test',
        ]);
        const outbox = await readOutbox(db);
        expect(outbox).toHaveLength(3);
        expect(outbox.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
        expect(outbox.find((m) => m.kind === 'contact')?.replyTo).toBe('pat@fans.org');
        expect(new Set(outbox.map((m) => m.eventId))).toEqual(
          new Set([contact.metadata.eventId, email.metadata.eventId]),
        );
      } finally {
        await feed.stop();
        await producer.disconnect();
        await notifier.stop();
        await smtp.stop();
        await db.close();
      }
    }, 90_000);

    it('sends the account mails of league.events.v1 (invitation, reset, confirmation) once each, their links opened only to send them', async () => {
      const smtp = await startTestSmtpServer();
      const db = await createTestPglite();
      const topic = `league.events.test.${randomUUID().slice(0, 8)}`;
      const notifier = createNotifier({
        db,
        mailer: createSmtpMailer(smtp.url, 'office@league.test'),
        leagueAddress: 'office@league.test',
        pollMs: 100,
      });
      await notifier.start();
      const vault = sqlPersonalData(db);
      const tokens = [0, 1, 2].map(() => randomBytes(24).toString('base64url'));
      const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
      const events = await Promise.all(
        [
          recorded(
            'StaffInvited',
            {
              adminId: 'a1',
              email: 'pat@team.org',
              name: 'Pat Kim',
              role: 'admin',
              invitationId: 'i1',
              tokenHash: 'h',
              expiresAt,
              link: `https://league.example/staff/accept?token=${tokens[0]}`,
            },
            'admin-a1',
            1,
          ),
          recorded(
            'PasswordResetRequested',
            {
              accountId: 'c1',
              requestId: 'r1',
              tokenHash: 'h',
              expiresAt,
              email: 'c1@team.org',
              link: `https://league.example/reset-password?token=${tokens[1]}`,
            },
            'coach-c1',
            2,
          ),
          recorded(
            'EmailConfirmationRequested',
            {
              coachId: 'c2',
              requestId: 'q1',
              tokenHash: 'h',
              expiresAt,
              email: 'c2@team.org',
              link: `https://league.example/confirm-email?token=${tokens[2]}`,
            },
            'coach-c2',
            3,
          ),
        ].map((event) => vault.seal(event)),
      );
      const secret = new RegExp(tokens.join('|'));
      const batch = events.map((event) => toEventMessage(event));
      expect(batch.map((m) => m.value).join('\n')).not.toMatch(secret);
      const producer = kafka.producer({ allowAutoTopicCreation: true });
      await producer.connect();
      await producer.send({ topic, acks: -1, messages: batch });
      await producer.send({ topic, acks: -1, messages: batch });
      const feed = await startKafkaNotifierFeed({
        kafka,
        notifier,
        topic,
        groupId: `notifier-${randomUUID()}`,
      });
      try {
        const deadline = Date.now() + 30_000;
        while (smtp.received.length < 3 && Date.now() < deadline) await sleep(100);
        await sleep(1_500); // time for a duplicate to show, had the redelivery been sent
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
          'c1@team.org',
          'c2@team.org',
          'pat@team.org',
        ]);
        for (const mail of smtp.received) {
          const [text, html] = parseMail(mail.raw).parts.map((part) => part.body);
          const token = tokens.find((t) => text?.includes(t));
          expect(token).toBeDefined();
          expect(html).toContain(token);
        }
        const outbox = await readOutbox(db);
        expect(outbox.map((m) => [m.kind, m.status]).sort()).toEqual([
          ['emailConfirmation', 'sent'],
          ['invitation', 'sent'],
          ['passwordReset', 'sent'],
        ]);
        const { rows } = await db.query<{ row: string }>(
          'SELECT row_to_json(o)::text AS row FROM mail.outbox o',
        );
        expect(rows.map((r) => r.row).join('\n')).not.toMatch(secret);
      } finally {
        await feed.stop();
        await producer.disconnect();
        await notifier.stop();
        await smtp.stop();
        await db.close();
      }
    }, 90_000);
  },
);
