import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_ERASED_NOTE,
  ERASED_TEXT,
  NO_MAIL_TO_NOTE,
  NO_SMTP_NOTE,
  PERSONAL_DATA_ERASED,
  type NewEvent,
} from '@league/contracts';
import { createInMemoryEventStore, type EventStore } from '@league/infra/eventstore';
import { createSmtpMailer, readOutbox } from '@league/infra/mail';
import { sealingEventStore, sqlPersonalData } from '@league/infra/personal-data';
import { addressHash, createLogger, type Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite, testEvent } from '@league/infra/testing';
import { createNotifier, type Notifier } from './notifier';
import { createStoreNotifierFeed } from './store-feed';
import { startTestSmtpServer } from './smtp-test-server';

const LEAGUE = 'office@league.test';
const retry = { firstDelayMs: 1_000, maxDelayMs: 1_000, maxAttempts: 3 };
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let refusals: Map<string, number>;
let db: SqlClient;
let store: EventStore;

const contact = (messageId: string): NewEvent =>
  testEvent('ContactMessageReceived', {
    messageId,
    fromName: 'Pat Fan',
    fromEmail: 'pat@fans.org',
    message: 'When does the season start?',
  });
const broadcast = (broadcastId: string, to: string[]): NewEvent =>
  testEvent('EmailBroadcastRequested', {
    broadcastId,
    subject: 'New Message from the league',
    message: 'Rosters are due Friday.',
    fromName: 'Ball Hockey League',
    to,
    toEveryCoach: true,
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // a recipient in `refusals` is refused (451) that many more times
  smtp = await startTestSmtpServer((recipient) => {
    const left = refusals.get(recipient) ?? 0;
    if (left > 0) refusals.set(recipient, left - 1);
    return left > 0;
  });
});
afterAll(async () => smtp.stop());
beforeEach(async () => {
  refusals = new Map();
  smtp.received.length = 0;
  db = await createTestPglite();
  store = createInMemoryEventStore();
});

async function notifierWithFeed(options: { smtp: boolean; leagueAddress?: string | null; logger?: Logger }) {
  const notifier: Notifier = createNotifier({
    db,
    mailer: options.smtp ? createSmtpMailer(smtp.url, LEAGUE) : null,
    leagueAddress: options.leagueAddress === undefined ? LEAGUE : options.leagueAddress,
    retry,
    background: false, // the tests drive delivery with deliverNow
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await notifier.start();
  const feed = createStoreNotifierFeed({ store, db, notifier });
  return { notifier, feed };
}

describe('mail notifier over a real SMTP server', () => {
  it('delivers contact messages to the league and e-mails to each recipient, once, and shows them sent', async () => {
    const { notifier, feed } = await notifierWithFeed({ smtp: true });
    await store.append('contactMessage-m1', [contact('m1')], 'no_stream');
    await store.append('emailBroadcast-b1', [broadcast('b1', ['c1@team.org', 'c2@team.org'])], 'no_stream');
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(3);
    expect(smtp.received.map((m) => m.to)).toEqual([[LEAGUE], ['c1@team.org'], ['c2@team.org']]);
    const contactMail = smtp.received[0]!.raw;
    expect(contactMail).toMatch(/^Reply-To: pat@fans\.org/m);
    expect(contactMail).toMatch(/^From: "Pat Fan \(contact form\)" <office@league\.test>/m);
    expect(contactMail).toContain('When does the season start?');
    expect(smtp.received[1]!.raw).toMatch(/^Subject: New Message from the league/m);

    const outbox = await readOutbox(db);
    expect(outbox).toHaveLength(3);
    expect(outbox.every((m) => m.status === 'sent' && m.attempts === 1 && m.sentAt !== null)).toBe(true);

    // the same events again (a replay from the start of the log) send nothing more
    await db.query(`DELETE FROM mail.notifier_checkpoint`);
    await feed.catchUp();
    expect(await notifier.accept(await store.readAll(null, 100))).toBe(0);
    expect(await notifier.deliverNow()).toBe(0);
    expect(smtp.received).toHaveLength(3);
    await notifier.stop();
  });

  it('opens sealed addresses to deliver, and skips an erased sender or recipient without failing the rest', async () => {
    const vault = sqlPersonalData(db);
    // what the command side records: sender and recipients sealed, each with its address's key
    const sealing = sealingEventStore(store, vault);
    await sealing.append('contactMessage-m5', [contact('m5')], 'no_stream');
    const erasedSender = testEvent('ContactMessageReceived', {
      messageId: 'm6',
      fromName: 'Gone Fan',
      fromEmail: 'gone@fans.org',
      message: 'Forget me',
    });
    await sealing.append('contactMessage-m6', [erasedSender], 'no_stream');
    await sealing.append(
      'emailBroadcast-b5',
      [broadcast('b5', ['c1@team.org', 'erased@team.org', 'c2@team.org'])],
      'no_stream',
    );
    const raw = JSON.stringify(await store.readAll(null, 100));
    expect(raw).not.toMatch(/@(fans|team)\.org|Pat Fan|Gone Fan/);
    // those two people are erased before the notifier takes the events in
    expect(await vault.erase(await vault.addressPersonId('gone@fans.org'))).toBe(true);
    expect(await vault.erase(await vault.addressPersonId('erased@team.org'))).toBe(true);

    const { notifier, feed } = await notifierWithFeed({ smtp: true });
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(3);
    expect(smtp.received.map((m) => m.to)).toEqual([[LEAGUE], ['c1@team.org'], ['c2@team.org']]);
    expect(smtp.received[0]!.raw).toMatch(/^Reply-To: pat@fans\.org/m);
    expect(smtp.received[0]!.raw).toMatch(/^From: "Pat Fan \(contact form\)" <office@league\.test>/m);
    const outbox = await readOutbox(db);
    expect(outbox.map((m) => m.to).sort()).toEqual(['c1@team.org', 'c2@team.org', LEAGUE]);
    expect(JSON.stringify(outbox)).not.toMatch(/gone@fans|Gone Fan|Forget me|erased@team|\(erased\)/);
    await notifier.stop();
  });

  it('forgets the mail of an erased address still in the outbox: not sent, and no address, name or text kept', async () => {
    const vault = sqlPersonalData(db);
    const sealing = sealingEventStore(store, vault);
    await sealing.append('contactMessage-m7', [contact('m7')], 'no_stream');
    await sealing.append('emailBroadcast-b7', [broadcast('b7', ['c1@team.org', 'c2@team.org'])], 'no_stream');
    // recorded in clear before sealing, to an address erased later: forgotten as well
    await store.append('emailBroadcast-b8', [broadcast('b8', ['C1@Team.org'])], 'no_stream');
    const waiting = await notifierWithFeed({ smtp: false });
    await waiting.feed.catchUp();
    expect(await readOutbox(db)).toHaveLength(4);

    // the erase route: the keys go, then PersonalDataErased names them (no address)
    const addressIds = [
      await vault.addressPersonId('pat@fans.org'),
      await vault.addressPersonId('c1@team.org'),
    ];
    for (const id of addressIds) await vault.erase(id);
    const erasure = testEvent(PERSONAL_DATA_ERASED, {
      personId: 'coach-c1',
      kind: 'coach',
      subjectId: 'c1',
      addressIds,
      erasedBy: { role: 'admin', id: 'a1' },
      erasedAt: '2026-03-01T12:00:00.000Z',
    });
    await store.append('coach-c1', [erasure], 'any');
    await waiting.feed.catchUp();
    await waiting.notifier.stop();

    const outbox = await readOutbox(db);
    expect(JSON.stringify(outbox)).not.toMatch(/c1@team|pat@fans|Pat Fan|season start/i);
    expect(outbox.map((m) => [m.kind, m.to, m.status, m.lastError]).sort()).toEqual(
      [
        ['broadcast', 'c2@team.org', 'waiting', NO_SMTP_NOTE],
        ['broadcast', ERASED_TEXT, 'failed', ADDRESS_ERASED_NOTE],
        ['broadcast', ERASED_TEXT, 'failed', ADDRESS_ERASED_NOTE],
        ['contact', LEAGUE, 'failed', ADDRESS_ERASED_NOTE],
      ].sort(),
    );
    expect(outbox.find((m) => m.kind === 'contact')).toMatchObject({
      fromName: ERASED_TEXT,
      replyTo: null,
      subject: ERASED_TEXT,
      message: ERASED_TEXT,
    });

    // with SMTP, only the address not erased is sent; taking the events in again adds nothing
    const { notifier, feed } = await notifierWithFeed({ smtp: true });
    await db.query(`DELETE FROM mail.notifier_checkpoint`);
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['c2@team.org']]);
    expect(await readOutbox(db)).toHaveLength(4);
    await notifier.stop();
  });

  it('never turns an address recorded as a list into several recipients', async () => {
    const { notifier, feed } = await notifierWithFeed({ smtp: true });
    // events recorded before addresses had to be one mailbox
    await store.append(
      'emailBroadcast-b9',
      [broadcast('b9', ['me@evil.io,ceo@victim.org', 'c1@team.org'])],
      'no_stream',
    );
    await store.append(
      'contactMessage-m9',
      [
        testEvent('ContactMessageReceived', {
          messageId: 'm9',
          fromName: 'Pat Fan',
          fromEmail: 'pat@fans.org, ceo@victim.org',
          message: 'Hi',
        }),
      ],
      'no_stream',
    );
    await feed.catchUp();
    await notifier.deliverNow();
    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients.sort()).toEqual(['c1@team.org', LEAGUE]);
    // the visitor's text stays in the body; no header names the smuggled address
    expect(smtp.received.map((m) => m.raw).join('\n')).not.toMatch(/^(To|Cc|Bcc|Reply-To):.*victim/im);
    await notifier.stop();
  });

  it('retries a refused message with a growing wait, shows the failure meanwhile, and gives up after the last attempt', async () => {
    refusals.set('flaky@team.org', 1);
    refusals.set('gone@team.org', 99);
    const { notifier, feed } = await notifierWithFeed({ smtp: true });
    await store.append(
      'emailBroadcast-b2',
      [broadcast('b2', ['flaky@team.org', 'gone@team.org', 'ok@team.org'])],
      'no_stream',
    );
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(1);
    const byRecipient = async () => Object.fromEntries((await readOutbox(db)).map((m) => [m.to, m]));
    let outbox = await byRecipient();
    expect(outbox['ok@team.org']).toMatchObject({ status: 'sent', attempts: 1 });
    expect(outbox['flaky@team.org']).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: expect.stringMatching(/451|try again later/i),
      nextAttemptAt: expect.any(String),
    });
    // not due yet: nothing is attempted
    expect(await notifier.deliverNow()).toBe(0);
    expect((await byRecipient())['flaky@team.org']!.attempts).toBe(1);

    await sleep(1_100);
    expect(await notifier.deliverNow()).toBe(1);
    outbox = await byRecipient();
    expect(outbox['flaky@team.org']).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(outbox['gone@team.org']).toMatchObject({ status: 'waiting', attempts: 2 });
    await sleep(1_100);
    await notifier.deliverNow();
    outbox = await byRecipient();
    expect(outbox['gone@team.org']).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['flaky@team.org', 'ok@team.org']);
    await notifier.stop();
  });

  it('logs a refused delivery with a keyed hash of the address, never the address, and keeps none in the outbox', async () => {
    refusals.set('private.person@team.org', 1);
    const lines: string[] = [];
    const logger = createLogger('notifier', 'info', { write: (line: string) => lines.push(line) });
    const { notifier, feed } = await notifierWithFeed({ smtp: true, logger });
    await store.append('emailBroadcast-b9', [broadcast('b9', ['private.person@team.org'])], 'no_stream');
    await feed.catchUp();
    await notifier.deliverNow();
    const output = lines.join('');
    expect(output).toMatch(/mail delivery failed, will retry/);
    // the SMTP server's answer named the address: the log line carries its hash instead
    expect(output).toContain(addressHash('private.person@team.org'));
    expect(output).not.toMatch(/private\.person|team\.org/i);
    const [message] = await readOutbox(db);
    expect(message).toMatchObject({ to: 'private.person@team.org', status: 'waiting' });
    expect(message!.lastError).toMatch(/451/);
    expect(message!.lastError).not.toContain('@');
    await notifier.stop();
  });

  it('keeps messages in the outbox with a clear note without SMTP or without a league address, and sends them once SMTP is configured', async () => {
    const { notifier, feed } = await notifierWithFeed({ smtp: false });
    await store.append('emailBroadcast-b3', [broadcast('b3', ['c1@team.org'])], 'no_stream');
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(0);
    expect(await readOutbox(db)).toEqual([
      expect.objectContaining({ to: 'c1@team.org', status: 'waiting', attempts: 0, lastError: NO_SMTP_NOTE }),
    ]);
    await notifier.stop();

    const configured = createNotifier({
      db,
      mailer: createSmtpMailer(smtp.url, LEAGUE),
      leagueAddress: LEAGUE,
      retry,
      background: false,
    });
    await configured.start();
    expect(await configured.deliverNow()).toBe(1);
    expect((await readOutbox(db))[0]).toMatchObject({ status: 'sent', lastError: null });
    await configured.stop();

    const noAddress = await notifierWithFeed({ smtp: true, leagueAddress: null });
    await store.append('contactMessage-m2', [contact('m2')], 'no_stream');
    await noAddress.feed.catchUp();
    expect(await noAddress.notifier.deliverNow()).toBe(0);
    expect((await readOutbox(db)).find((m) => m.kind === 'contact')).toMatchObject({
      to: null,
      status: 'waiting',
      lastError: NO_MAIL_TO_NOTE,
    });
    await noAddress.notifier.stop();
  });

  it('never sends a message twice when two notifier processes deliver from one outbox', async () => {
    const { notifier: first, feed } = await notifierWithFeed({ smtp: true });
    const second = createNotifier({
      db,
      mailer: createSmtpMailer(smtp.url, LEAGUE),
      leagueAddress: LEAGUE,
      retry,
      background: false,
    });
    await second.start();
    const to = Array.from({ length: 6 }, (_, i) => `coach${i}@team.org`);
    await store.append('emailBroadcast-b4', [broadcast('b4', to)], 'no_stream');
    await feed.catchUp();
    const [a, b] = await Promise.all([first.deliverNow(), second.deliverNow()]);
    expect(a + b).toBe(6);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(to);
    await first.stop();
    await second.stop();
  });

  it('runs on its own in the background: an appended event is delivered without a call', async () => {
    const notifier = createNotifier({
      db,
      mailer: createSmtpMailer(smtp.url, LEAGUE),
      leagueAddress: LEAGUE,
      retry,
      pollMs: 50,
    });
    await notifier.start();
    const feed = createStoreNotifierFeed({ store, db, notifier, pollMs: 50 });
    await feed.start();
    await store.append('contactMessage-m3', [contact('m3')], 'no_stream');
    const deadline = Date.now() + 10_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await sleep(25);
    expect(smtp.received).toHaveLength(1);
    await feed.stop();
    await notifier.stop();
  });
});
