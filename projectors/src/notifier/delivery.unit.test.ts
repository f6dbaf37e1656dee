import { describe, expect, it } from 'vitest';
import { LINK_EXPIRED_NOTE, LINK_UNREADABLE_NOTE } from '@league/contracts';
import type { DueMessage } from '@league/infra/mail';
import { dueMail, LINK_NOT_WEB_NOTE } from './delivery';

const LINK = 'https://league.example/reset-password?token=abc';
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const due: DueMessage = {
  messageId: 'e1:c1@team.org',
  eventId: 'e1',
  kind: 'passwordReset',
  recipient: 'c1@team.org',
  fromName: 'Ball Hockey League',
  replyTo: null,
  subject: 'Choose a new password for Ball Hockey League',
  body: 'Hello,\n\n(link hidden)',
  attempts: 0,
  requestedAt: inMs(-60_000),
  link: { sealed: 'pd1:address-x:AAAA:BBBB', expiresAt: inMs(29 * 60_000), details: {} },
};
const opening =
  (link: string | null) =>
  async (sealed: string): Promise<string | null> =>
    sealed === due.link!.sealed ? link : null;

describe('the mail of a due message', () => {
  it('makes an account mail with its link opened only now, in text and HTML', async () => {
    const made = await dueMail(due, opening(LINK));
    expect(made).toMatchObject({
      link: LINK,
      mail: {
        fromName: 'Ball Hockey League',
        to: { address: 'c1@team.org' },
        subject: due.subject,
        text: expect.stringContaining(`\n${LINK}\n`),
        html: expect.stringContaining(`href="${LINK}"`),
      },
    });
    expect('mail' in made && made.mail.text).toContain('The link works for 29 minutes, once.');
  });

  it('gives it up when its link expired after it was claimed, cannot be opened, or is not a web address', async () => {
    const expired = { ...due, link: { ...due.link!, expiresAt: inMs(-1) } };
    expect(await dueMail(expired, opening(LINK))).toEqual({ giveUp: LINK_EXPIRED_NOTE });
    expect(await dueMail(due, opening(null))).toEqual({ giveUp: LINK_UNREADABLE_NOTE });
    expect(await dueMail(due, opening('javascript:alert(1)'))).toEqual({ giveUp: LINK_NOT_WEB_NOTE });
  });

  it('sends any other message as its text alone', async () => {
    const broadcast = { ...due, kind: 'broadcast' as const, body: 'Rosters are due.', link: null };
    expect(await dueMail(broadcast, opening(LINK))).toEqual({
      link: null,
      mail: {
        fromName: 'Ball Hockey League',
        to: { address: 'c1@team.org' },
        replyTo: null,
        subject: due.subject,
        text: 'Rosters are due.',
      },
    });
  });
});
