import { describe, expect, it } from 'vitest';
import { mailerOn, type MailTransport } from './mailer';

function capturingTransport() {
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      sent.push(message);
    },
    close() {},
  };
  return { transport, sent };
}

describe('SMTP mailer', () => {
  it('hands recipients to nodemailer as address objects, never as a string it would split', async () => {
    const { transport, sent } = capturingTransport();
    const mailer = mailerOn(transport, 'office@league.org');
    await mailer.send({
      fromName: 'Pat, Fan',
      to: { address: 'coach@team.org' },
      replyTo: { name: 'Pat', address: 'pat@fans.org' },
      subject: 'S',
      text: 'T',
    });
    expect(sent).toEqual([
      {
        from: { name: 'Pat, Fan', address: 'office@league.org' },
        to: [{ name: '', address: 'coach@team.org' }],
        replyTo: [{ name: 'Pat', address: 'pat@fans.org' }],
        subject: 'S',
        text: 'T',
      },
    ]);
  });

  it('hands an HTML version over beside the text, and none when the message has none', async () => {
    const { transport, sent } = capturingTransport();
    const mailer = mailerOn(transport, 'office@league.org');
    const message = { fromName: 'League', to: { address: 'coach@team.org' }, subject: 'S', text: 'T' };
    await mailer.send({ ...message, html: '<p>T</p>' });
    await mailer.send(message);
    expect(sent.map((m) => [m.text, m.html])).toEqual([
      ['T', '<p>T</p>'],
      ['T', undefined],
    ]);
    expect('html' in sent[1]!).toBe(false);
  });

  it('refuses an address that is not one mailbox (recorded before addresses were checked)', async () => {
    const { transport, sent } = capturingTransport();
    const mailer = mailerOn(transport, 'office@league.org');
    for (const address of ['me@evil.io,ceo@victim.org', 'a@b.io\r\nBcc: c@d.io', 'Me <me@evil.io>']) {
      await expect(
        mailer.send({ fromName: 'L', to: { address }, subject: 'S', text: 'T' }),
        address,
      ).rejects.toThrow(/not one e-mail address/);
    }
    expect(sent).toEqual([]);
  });
});
