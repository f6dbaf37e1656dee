import { describe, expect, it } from 'vitest';
import { ERASED_TEXT, LINK_HIDDEN_TEXT, NO_MAIL_TO_NOTE, NO_SMTP_NOTE } from '@league/contracts';
import { SITE_NAME } from '@league/contracts/site-pages';
import { retryDelay } from './delivery';
import { missingLink, parseMailEvent, toOutboxMessages, unreadableAddresses } from './messages';

const metadata = { eventId: 'e1', recordedAt: '2026-03-01T12:00:00.000Z' };
const contact = {
  type: 'ContactMessageReceived',
  data: { messageId: 'm', fromName: 'Pat Fan', fromEmail: 'pat@fans.org', message: 'Hi' },
  metadata,
};
const broadcast = {
  type: 'EmailBroadcastRequested',
  data: {
    broadcastId: 'b',
    subject: 'S',
    message: 'M',
    fromName: 'League',
    to: ['a@x.org', 'b@x.org'],
    toEveryCoach: false,
  },
  metadata,
};

describe('outbox messages of an event', () => {
  it('sends a contact message to the league, replying to the visitor', () => {
    expect(toOutboxMessages(contact, { leagueAddress: 'office@league.org', smtp: true })).toEqual([
      expect.objectContaining({
        eventId: 'e1',
        kind: 'contact',
        recipient: 'office@league.org',
        replyTo: 'pat@fans.org',
        fromName: 'Pat Fan (contact form)',
        note: null,
      }),
    ]);
  });
  it('makes one message per recipient of an e-mail', () => {
    const messages = toOutboxMessages(broadcast, { leagueAddress: null, smtp: false });
    expect(messages.map((m) => [m.recipient, m.subject, m.body, m.note])).toEqual([
      ['a@x.org', 'S', 'M', NO_SMTP_NOTE],
      ['b@x.org', 'S', 'M', NO_SMTP_NOTE],
    ]);
  });
  it('notes a contact message that has nowhere to go', () => {
    expect(toOutboxMessages(contact, { leagueAddress: null, smtp: true })[0]?.note).toBe(NO_MAIL_TO_NOTE);
  });
  it('skips an erased recipient and sends to the others; sends no contact message without a readable sender', () => {
    const options = { leagueAddress: 'office@league.org', smtp: true };
    const erased = { ...broadcast, data: { ...broadcast.data, to: ['a@x.org', ERASED_TEXT, 'b@x.org'] } };
    expect(toOutboxMessages(erased, options).map((m) => m.recipient)).toEqual(['a@x.org', 'b@x.org']);
    expect(unreadableAddresses(erased)).toBe(1);
    // a sealed value that was not opened is no mailbox either
    const sealed = { ...broadcast, data: { ...broadcast.data, to: ['pd1:address-1:AAAA:BBBB', 'a@x.org'] } };
    expect(toOutboxMessages(sealed, options).map((m) => m.recipient)).toEqual(['a@x.org']);

    const erasedSender = {
      ...contact,
      data: { ...contact.data, fromName: ERASED_TEXT, fromEmail: ERASED_TEXT },
    };
    expect(toOutboxMessages(erasedSender, options)).toEqual([]);
    expect(unreadableAddresses(erasedSender)).toBe(1);
    // recorded in clear before sealing, the sender was left out on the bus
    const { fromName: _name, fromEmail: _email, ...withoutSender } = contact.data;
    expect(toOutboxMessages({ ...contact, data: withoutSender }, options)).toEqual([]);
    expect(unreadableAddresses(contact)).toBe(0);
  });
  it('makes an account mail to its address from the league, its text showing the placeholder in place of the link, which it keeps sealed', () => {
    const sealedLink = 'pd1:admin-a1:AAAA:BBBB';
    const invited = {
      type: 'StaffInvited',
      data: {
        adminId: 'a1',
        email: 'pat@team.org',
        name: 'Pat Kim',
        role: 'admin',
        invitationId: 'i1',
        tokenHash: 'f00',
        expiresAt: '2026-03-08T12:00:00.000Z',
        link: sealedLink,
      },
      metadata,
    };
    const [message, ...others] = toOutboxMessages(invited, {
      leagueAddress: 'office@league.org',
      smtp: false,
    });
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      eventId: 'e1',
      kind: 'invitation',
      recipient: 'pat@team.org',
      fromName: SITE_NAME,
      replyTo: null,
      subject: `You are invited to help run ${SITE_NAME}`,
      note: NO_SMTP_NOTE,
      link: {
        sealed: sealedLink,
        expiresAt: '2026-03-08T12:00:00.000Z',
        details: { name: 'Pat Kim', role: 'admin' },
      },
    });
    expect(message!.body).toContain('Hello Pat Kim,');
    expect(message!.body).toContain(`\n${LINK_HIDDEN_TEXT}\n`);
    expect(message!.body).not.toContain('pd1:');

    const reset = {
      type: 'PasswordResetRequested',
      data: { accountId: 'c1', requestId: 'r1', tokenHash: 'f00', expiresAt: '2026-03-01T12:30:00.000Z' },
      metadata,
    };
    const options = { leagueAddress: null, smtp: true };
    const withLink = {
      ...reset,
      data: { ...reset.data, email: 'c1@team.org', link: 'pd1:address-x:AAAA:BBBB' },
    };
    expect(toOutboxMessages(withLink, options)).toEqual([
      expect.objectContaining({ kind: 'passwordReset', recipient: 'c1@team.org', note: null }),
    ]);
    // never a link in clear, none missing, no erased address
    for (const data of [
      { ...withLink.data, link: 'https://league.example/reset-password?token=t' },
      { ...withLink.data, link: undefined },
      { ...withLink.data, email: ERASED_TEXT },
    ])
      expect(toOutboxMessages({ ...reset, data }, options)).toEqual([]);
    expect(missingLink({ ...reset, data: { ...withLink.data, link: undefined } })).toBe(true);
    expect(missingLink(withLink)).toBe(false);
    expect(unreadableAddresses({ ...reset, data: { ...withLink.data, email: ERASED_TEXT } })).toBe(1);
  });
  it('reads an account mail from the bus by its own schema, its sealed fields possibly left out', () => {
    const confirmation = {
      type: 'EmailConfirmationRequested',
      data: { coachId: 'c1', requestId: 'r1', tokenHash: 'f', expiresAt: '2026-03-08T12:00:00.000Z' },
      metadata,
    };
    expect(parseMailEvent('EmailConfirmationRequested', JSON.stringify(confirmation))).toEqual({
      event: confirmation,
    });
    const bad = { ...confirmation, data: { ...confirmation.data, expiresAt: 5 } };
    expect(parseMailEvent('EmailConfirmationRequested', JSON.stringify(bad))).toEqual({
      problem: expect.stringContaining('data.expiresAt'),
    });
    expect(parseMailEvent('StaffInvited', JSON.stringify(confirmation))).toEqual({
      problem: expect.any(String),
    });
  });
  it('ignores other events', () => {
    expect(
      toOutboxMessages({ ...contact, type: 'VenueCreated' }, { leagueAddress: 'o@l.org', smtp: true }),
    ).toEqual([]);
  });
});

describe('retry delay', () => {
  it('doubles from the first delay up to the cap, then gives up after the last attempt', () => {
    const policy = { firstDelayMs: 1000, maxDelayMs: 5000, maxAttempts: 5 };
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, policy))).toEqual([
      1000,
      2000,
      4000,
      5000,
      null,
    ]);
  });
});
