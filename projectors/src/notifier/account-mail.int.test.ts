import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_ERASED_NOTE,
  ERASED_TEXT,
  LINK_EXPIRED_NOTE,
  LINK_HIDDEN_TEXT,
  LINK_UNREADABLE_NOTE,
  NO_SMTP_NOTE,
  PERSONAL_DATA_ERASED,
  type NewEvent,
} from '@league/contracts';
import { SITE_NAME } from '@league/contracts/site-pages';
import { createInMemoryEventStore, type EventStore } from '@league/infra/eventstore';
import { createLogger, type Logger } from '@league/infra/logging';
import { createSmtpMailer, readOutbox } from '@league/infra/mail';
import { sealingEventStore, sqlPersonalData, type PersonalDataVault } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite, testEvent } from '@league/infra/testing';
import { createNotifier } from './notifier';
import { startTestSmtpServer, parseMail, type MailPart, type ReceivedMail } from './smtp-test-server';
import { createStoreNotifierFeed } from './store-feed';

const LEAGUE = 'office@league.test';
const SITE = 'https://league.example';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const retry = { firstDelayMs: 1_000, maxDelayMs: 1_000, maxAttempts: 3 };
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
/** a token as the accounts side makes one: random, url-safe */
const newToken = () => randomBytes(24).toString('base64url');

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let refusals: Map<string, number>;
let db: SqlClient;
let store: EventStore;
let vault: PersonalDataVault;
/** what the command side records: the personal fields (address, link) sealed */
let sealing: EventStore;

const invited = (email: string, name: string, link: string, expiresAt = inMs(7 * DAY)): NewEvent =>
  testEvent('StaffInvited', {
    adminId: 'a1',
    email,
    name,
    role: 'scorekeeper',
    invitationId: 'i1',
    tokenHash: 'hash-of-the-token',
    expiresAt,
    link,
  });
const resetRequested = (email: string, link: string, expiresAt = inMs(30 * MINUTE)): NewEvent =>
  testEvent('PasswordResetRequested', {
    accountId: 'c1',
    requestId: 'r1',
    tokenHash: 'hash-of-the-token',
    expiresAt,
    email,
    link,
  });
const confirmationRequested = (email: string, link: string, coachId = 'c1'): NewEvent =>
  testEvent('EmailConfirmationRequested', {
    coachId,
    requestId: 'q1',
    tokenHash: 'hash-of-the-token',
    expiresAt: inMs(7 * DAY),
    email,
    link,
  });

beforeAll(async () => {
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
  vault = sqlPersonalData(db);
  sealing = sealingEventStore(store, vault);
});

/** every line the notifier logs, down to debug */
function capturedLog(): { logger: Logger; output: () => string } {
  const lines: string[] = [];
  const logger = createLogger('notifier', 'debug', { write: (line: string) => lines.push(line) });
  return { logger, output: () => lines.join('') };
}

async function notifierWithFeed(options: { smtp: boolean; logger?: Logger }) {
  const notifier = createNotifier({
    db,
    mailer: options.smtp ? createSmtpMailer(smtp.url, LEAGUE) : null,
    leagueAddress: LEAGUE,
    retry,
    background: false,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await notifier.start();
  return { notifier, feed: createStoreNotifierFeed({ store, db, notifier }) };
}

/** every column of every outbox row, as text: where a token must never be */
async function outboxRows(): Promise<string> {
  const { rows } = await db.query<{ row: string }>('SELECT row_to_json(o)::text AS row FROM mail.outbox o');
  return rows.map((r) => r.row).join('\n');
}

const sealedLinks = async () =>
  (
    await db.query<{ kind: string; sealed_link: string | null }>(
      'SELECT kind, sealed_link FROM mail.outbox ORDER BY kind',
    )
  ).rows;

/** the text and HTML parts of a received multipart/alternative message */
function alternatives(mail: ReceivedMail): { message: MailPart; text: string; html: string } {
  const message = parseMail(mail.raw);
  expect(message.contentType).toBe('multipart/alternative');
  expect(message.parts.map((part) => part.contentType)).toEqual(['text/plain', 'text/html']);
  return { message, text: message.parts[0]!.body, html: message.parts[1]!.body };
}

describe('account mails over a real SMTP server', () => {
  it('sends an invitation, a password reset and an address confirmation once each, in text and HTML with the link in both, and keeps no token in the outbox or the log', async () => {
    const tokens = [newToken(), newToken(), newToken()];
    const links = [
      `${SITE}/staff/accept?token=${tokens[0]}`,
      `${SITE}/reset-password?token=${tokens[1]}`,
      `${SITE}/confirm-email?token=${tokens[2]}`,
    ];
    const name = '<b>Pat & "Kim"</b>';
    await sealing.append('admin-a1', [invited('pat@team.org', name, links[0]!)], 'no_stream');
    await sealing.append('coach-c1', [resetRequested('c1@team.org', links[1]!)], 'no_stream');
    await sealing.append('coach-c2', [confirmationRequested('c2@team.org', links[2]!, 'c2')], 'no_stream');
    const secret = new RegExp(tokens.join('|'));
    expect(JSON.stringify(await store.readAll(null, 100))).not.toMatch(secret);

    const log = capturedLog();
    const { notifier, feed } = await notifierWithFeed({ smtp: true, logger: log.logger });
    await feed.catchUp();

    // waiting: each link kept sealed, the admin's outbox shows the placeholder
    expect(await outboxRows()).not.toMatch(secret);
    expect((await sealedLinks()).map((row) => row.sealed_link?.slice(0, 4))).toEqual([
      'pd1:',
      'pd1:',
      'pd1:',
    ]);
    const waiting = await readOutbox(db);
    expect(waiting.map((m) => [m.kind, m.to, m.status]).sort()).toEqual([
      ['emailConfirmation', 'c2@team.org', 'waiting'],
      ['invitation', 'pat@team.org', 'waiting'],
      ['passwordReset', 'c1@team.org', 'waiting'],
    ]);
    for (const message of waiting) {
      expect(message.message).toContain(LINK_HIDDEN_TEXT);
      expect(message.fromName).toBe(SITE_NAME);
    }

    expect(await notifier.deliverNow()).toBe(3);
    const byRecipient = Object.fromEntries(smtp.received.map((mail) => [mail.to.join(), mail]));
    expect(Object.keys(byRecipient).sort()).toEqual(['c1@team.org', 'c2@team.org', 'pat@team.org']);
    const mails = ['pat@team.org', 'c1@team.org', 'c2@team.org'].map((to) => alternatives(byRecipient[to]!));
    const [invitation, reset] = mails;
    const subjects = mails.map(({ message }) => message.headers.subject);
    expect(subjects).toEqual([
      `You are invited to help run ${SITE_NAME}`,
      `Choose a new password for ${SITE_NAME}`,
      `Confirm your email address for ${SITE_NAME}`,
    ]);
    mails.forEach(({ message, text, html }, i) => {
      expect(message.headers.from).toMatch(new RegExp(`^"?${SITE_NAME}"? <office@league\\.test>$`));
      expect(text.split('\n')).toContain(links[i]);
      expect(html).toContain(`href="${links[i]}"`);
      expect(text).toMatch(/The link works for (30 minutes|7 days), once\./);
      expect(text).toMatch(/ignore this email/);
      expect(html).toMatch(/ignore this email/);
    });
    expect(reset!.text).toContain('The link works for 30 minutes, once.');
    // the name: as it is in the text, escaped in the HTML
    expect(invitation!.text).toContain(`Hello ${name},`);
    expect(invitation!.html).toContain('Hello &lt;b&gt;Pat &amp; &quot;Kim&quot;&lt;/b&gt;,');
    expect(invitation!.html).not.toContain('<b>Pat');

    // sent: the sealed links are dropped too; nothing logged holds a token
    const sent = await readOutbox(db);
    expect(sent.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
    expect((await sealedLinks()).map((row) => row.sealed_link)).toEqual([null, null, null]);
    expect(await outboxRows()).not.toMatch(secret);
    expect(log.output()).not.toMatch(secret);
    expect(log.output().match(/mail handed to SMTP/g)).toHaveLength(3);

    // taken in again (a replay from the start of the log): nothing more is sent
    await db.query('DELETE FROM mail.notifier_checkpoint');
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(0);
    expect(smtp.received).toHaveLength(3);
    await notifier.stop();
  });

  it('gives a password reset up once its link has expired, not sent late: waiting without SMTP, retrying after a refusal, or expired already', async () => {
    const tokens = [newToken(), newToken(), newToken()];
    const link = (i: number) => `${SITE}/reset-password?token=${tokens[i]}`;
    /** the half hour of the waiting links is over (their next attempts due) */
    const halfHourLater = () =>
      db.query(
        `UPDATE mail.outbox SET link_expires_at = now() - interval '1 second', next_attempt_at = now()
          WHERE status = 'waiting'`,
      );
    const log = capturedLog();
    // no SMTP while the first link works
    const waiting = await notifierWithFeed({ smtp: false, logger: log.logger });
    await sealing.append('coach-c1', [resetRequested('c1@team.org', link(0))], 'no_stream');
    await waiting.feed.catchUp();
    expect(await waiting.notifier.deliverNow()).toBe(0);
    expect(await readOutbox(db)).toEqual([
      expect.objectContaining({ kind: 'passwordReset', status: 'waiting', lastError: NO_SMTP_NOTE }),
    ]);
    await halfHourLater();
    await waiting.notifier.deliverNow();
    expect(await readOutbox(db)).toEqual([
      expect.objectContaining({ status: 'failed', lastError: LINK_EXPIRED_NOTE, attempts: 0 }),
    ]);
    await waiting.notifier.stop();

    // with SMTP: the first attempt is refused, the link expires before the retry
    refusals.set('c2@team.org', 1);
    const { notifier, feed } = await notifierWithFeed({ smtp: true, logger: log.logger });
    await sealing.append('coach-c2', [resetRequested('c2@team.org', link(1))], 'no_stream');
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(0);
    const refused = (await readOutbox(db)).find((m) => m.to === 'c2@team.org');
    expect(refused).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: expect.stringMatching(/451/),
    });
    await halfHourLater();
    // and one whose link had expired before it was taken in
    await sealing.append('coach-c3', [resetRequested('c3@team.org', link(2), inMs(-MINUTE))], 'no_stream');
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(0);
    expect(smtp.received).toEqual([]);
    const outbox = await readOutbox(db);
    expect(outbox.map((m) => [m.to, m.status, m.lastError]).sort()).toEqual([
      ['c1@team.org', 'failed', LINK_EXPIRED_NOTE],
      ['c2@team.org', 'failed', LINK_EXPIRED_NOTE],
      ['c3@team.org', 'failed', LINK_EXPIRED_NOTE],
    ]);
    expect((await sealedLinks()).map((row) => row.sealed_link)).toEqual([null, null, null]);
    const secret = new RegExp(tokens.join('|'));
    expect(await outboxRows()).not.toMatch(secret);
    expect(log.output()).toMatch(/mail delivery failed, will retry/);
    expect(log.output()).not.toMatch(secret);
    await notifier.stop();
  });

  it('forgets the account mails of an erased address, and gives up a link whose key was erased', async () => {
    const tokens = [newToken(), newToken(), newToken()];
    const waiting = await notifierWithFeed({ smtp: false });
    await sealing.append(
      'admin-a1',
      [invited('pat@team.org', 'Pat Kim', `${SITE}/staff/accept?token=${tokens[0]}`)],
      'no_stream',
    );
    await sealing.append(
      'coach-c1',
      [confirmationRequested('c1@team.org', `${SITE}/confirm-email?token=${tokens[1]}`)],
      'no_stream',
    );
    await sealing.append(
      'coach-c9',
      [confirmationRequested('c9@team.org', `${SITE}/confirm-email?token=${tokens[2]}`, 'c9')],
      'no_stream',
    );
    await waiting.feed.catchUp();
    expect(await readOutbox(db)).toHaveLength(3);

    // the coach c1 is erased: their keys go, then PersonalDataErased names their address's key
    const addressIds = [await vault.addressPersonId('c1@team.org')];
    await vault.erase('coach-c1');
    for (const id of addressIds) await vault.erase(id);
    const erasure = testEvent(PERSONAL_DATA_ERASED, {
      personId: 'coach-c1',
      kind: 'coach',
      subjectId: 'c1',
      addressIds,
      erasedBy: { role: 'admin', id: 'a1' },
      erasedAt: new Date().toISOString(),
    });
    await store.append('coach-c1', [erasure], 'any');
    // the key that seals c9's link is gone too, without an erasure of the address (yet)
    await vault.erase('coach-c9');
    await waiting.feed.catchUp();
    await waiting.notifier.stop();

    const forgotten = (await readOutbox(db)).find(
      (m) => m.kind === 'emailConfirmation' && m.to === ERASED_TEXT,
    );
    expect(forgotten).toMatchObject({
      status: 'failed',
      lastError: ADDRESS_ERASED_NOTE,
      message: ERASED_TEXT,
    });
    expect(JSON.stringify(await readOutbox(db))).not.toContain('c1@team.org');
    const { rows } = await db.query<{ sealed_link: string | null; details: unknown }>(
      `SELECT sealed_link, details FROM mail.outbox WHERE recipient = $1`,
      [ERASED_TEXT],
    );
    expect(rows).toEqual([{ sealed_link: null, details: null }]);

    const { notifier, feed } = await notifierWithFeed({ smtp: true });
    await db.query('DELETE FROM mail.notifier_checkpoint');
    await feed.catchUp();
    expect(await notifier.deliverNow()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['pat@team.org']]);
    expect((await readOutbox(db)).find((m) => m.to === 'c9@team.org')).toMatchObject({
      status: 'failed',
      lastError: LINK_UNREADABLE_NOTE,
    });
    expect(await outboxRows()).not.toMatch(new RegExp(tokens.join('|')));
    await notifier.stop();
  });

  it('seals a link recorded in clear before it keeps it, and still sends it', async () => {
    const token = newToken();
    const link = `${SITE}/reset-password?token=${token}`;
    const { notifier, feed } = await notifierWithFeed({ smtp: true });
    await store.append('coach-c1', [resetRequested('c1@team.org', link)], 'no_stream');
    await feed.catchUp();
    expect(await outboxRows()).not.toContain(token);
    const [row] = await sealedLinks();
    expect(row?.sealed_link).toMatch(/^pd1:address-/);
    expect(await notifier.deliverNow()).toBe(1);
    expect(alternatives(smtp.received[0]!).text.split('\n')).toContain(link);
    await notifier.stop();
  });

  it('keeps no account mail that came without its link (left out on the bus), and logs that without the address', async () => {
    const log = capturedLog();
    const { notifier } = await notifierWithFeed({ smtp: true, logger: log.logger });
    const { link: _link, ...withoutLink } = (await vault.seal(resetRequested('c1@team.org', `${SITE}/x`)))
      .data as Record<string, unknown>;
    const event = { type: 'PasswordResetRequested', data: withoutLink, metadata: testEvent('x').metadata };
    expect(await notifier.accept([event])).toBe(0);
    expect(await readOutbox(db)).toEqual([]);
    expect(log.output()).toMatch(/account mail without its link skipped/);
    expect(log.output()).not.toContain('c1@team.org');
    await notifier.stop();
  });
});
