import { describe, expect, it } from 'vitest';
import { LINK_HIDDEN_TEXT } from '@league/contracts';
import { SITE_NAME } from '@league/contracts/site-pages';
import { escapeHtml, isWebLink, lifetimeText, renderLinkMail, type LinkMail } from './account-mail';

const requestedAt = '2026-03-01T12:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(requestedAt) + ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LINK = 'https://league.example/staff/accept?token=abc.DEF-123&x=1';

const invitation: LinkMail = {
  kind: 'invitation',
  name: '<b>Pat & "Kim"</b>',
  role: 'scorekeeper',
  requestedAt,
  expiresAt: later(7 * DAY),
};

describe('account mails', () => {
  it('gives each kind a clear subject from the league', () => {
    const subjects = (['invitation', 'passwordReset', 'emailConfirmation'] as const).map(
      (kind) => renderLinkMail({ kind, requestedAt, expiresAt: later(30 * MINUTE) }, LINK).subject,
    );
    expect(subjects).toEqual([
      `You are invited to help run ${SITE_NAME}`,
      `Choose a new password for ${SITE_NAME}`,
      `Confirm your email address for ${SITE_NAME}`,
    ]);
  });

  it('writes an invitation in text with the name, the role, the whole link, how long it works and when to ignore it', () => {
    const { text } = renderLinkMail(invitation, LINK);
    expect(text).toContain('Hello <b>Pat & "Kim"</b>,');
    expect(text).toContain('as a scorekeeper');
    expect(text.split('\n')).toContain(LINK);
    expect(text).toContain('The link works for 7 days, once.');
    expect(text).toMatch(/If you did not expect this invitation, ignore this email/);
    expect(text.trimEnd().endsWith(`— ${SITE_NAME}`)).toBe(true);
  });

  it('escapes everything it puts in the HTML, and links the button and the address to the link', () => {
    const { html } = renderLinkMail(invitation, LINK);
    expect(html).toContain('Hello &lt;b&gt;Pat &amp; &quot;Kim&quot;&lt;/b&gt;,');
    expect(html).not.toContain('<b>Pat');
    expect(html).not.toContain('"Kim"');
    const href = `href="${LINK.replaceAll('&', '&amp;')}"`;
    expect(html.split(href)).toHaveLength(3);
    expect(html).toContain('>Accept the invitation</a>');
    expect(html).toContain('The link works for 7 days, once.');
    expect(html).toMatch(/If you did not expect this invitation, ignore this email/);
  });

  it('writes a reset and a confirmation without a name, each saying to ignore it when not asked for', () => {
    const reset = renderLinkMail({ kind: 'passwordReset', requestedAt, expiresAt: later(30 * MINUTE) }, LINK);
    expect(reset.text.startsWith('Hello,\n\n')).toBe(true);
    expect(reset.text).toContain('The link works for 30 minutes, once.');
    expect(reset.text).toContain(
      'If you did not ask for this, ignore this email: your password stays as it is.',
    );
    expect(reset.html).toContain('>Choose a new password</a>');
    const confirmation = renderLinkMail(
      { kind: 'emailConfirmation', requestedAt, expiresAt: later(7 * DAY) },
      LINK,
    );
    expect(confirmation.text).toContain(`If you did not sign up on ${SITE_NAME}, ignore this email`);
    expect(confirmation.html).toContain('>Confirm my email address</a>');
  });

  it('says how long the link still works when it is sent later than it was made', () => {
    const mail = { kind: 'passwordReset' as const, requestedAt, expiresAt: later(30 * MINUTE) };
    expect(renderLinkMail(mail, LINK, new Date(later(10 * MINUTE))).text).toContain('works for 20 minutes');
    // a few seconds after it was made: still the whole half hour
    expect(renderLinkMail(mail, LINK, new Date(later(4_000))).text).toContain('works for 30 minutes');
  });

  it('shows the placeholder in place of the link in what the outbox keeps', () => {
    const { text } = renderLinkMail(invitation, LINK_HIDDEN_TEXT);
    expect(text).toContain(`\n${LINK_HIDDEN_TEXT}\n`);
    expect(text).not.toContain('token');
  });

  it('names a lifetime in the largest fitting unit', () => {
    expect([10_000, 30 * MINUTE, 90 * MINUTE, 5 * 60 * MINUTE, 7 * DAY - 1_000].map(lifetimeText)).toEqual([
      '1 minute',
      '30 minutes',
      '90 minutes',
      '5 hours',
      '7 days',
    ]);
  });

  it('escapes the five HTML characters, and takes only web addresses as links', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
    expect([LINK, 'http://localhost:3000/reset-password?token=a'].every(isWebLink)).toBe(true);
    expect(
      ['javascript:alert(1)', 'https://a.example/x y', 'data:text/html,hi', '/reset-password?token=a'].some(
        isWebLink,
      ),
    ).toBe(false);
  });
});
