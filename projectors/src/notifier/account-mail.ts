import type { LinkMailKind } from '@league/contracts';
import { SITE_NAME, SITE_THEME_COLOR } from '@league/contracts/site-pages';

/**
 * The account mails that carry a link (an invitation to the staff, a link to choose a new password, a
 * link to confirm a coach's address), in plain text and in HTML. Made twice: with LINK_HIDDEN_TEXT in
 * place of the link when the message goes into the outbox (what the admin's outbox shows), and with the
 * opened link only when it is handed to the mailer (docs/personal-data.md).
 */
export interface LinkMail {
  kind: LinkMailKind;
  /** the person's name, where the event knows it (an invitation) */
  name?: string | null | undefined;
  /** an invitation's role */
  role?: string | null | undefined;
  /** ISO timestamps: when the link was made and when it stops working */
  requestedAt: string;
  expiresAt: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  subject: string;
  intro: (mail: LinkMail) => string;
  action: string;
  button: string;
  ignore: string;
}

const ROLE_TEXT: Record<string, string> = {
  admin: 'an admin (you can run everything in the admin area)',
  scorekeeper: 'a scorekeeper (you can enter the results of games)',
};

const WORDING: Record<LinkMailKind, Wording> = {
  invitation: {
    subject: `You are invited to help run ${SITE_NAME}`,
    intro: ({ role }) =>
      `You are invited to help run the website of ${SITE_NAME} as ${ROLE_TEXT[role ?? ''] ?? 'a member of its staff'}.`,
    action: 'To accept, open this link and choose your password:',
    button: 'Accept the invitation',
    ignore:
      'If you did not expect this invitation, ignore this email: nothing happens unless you open the link.',
  },
  passwordReset: {
    subject: `Choose a new password for ${SITE_NAME}`,
    intro: () => `Someone asked to choose a new password for your account on ${SITE_NAME}.`,
    action: 'To choose a new password, open this link:',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  emailConfirmation: {
    subject: `Confirm your email address for ${SITE_NAME}`,
    intro: () => `Please confirm that this is the email address of your coach account on ${SITE_NAME}.`,
    action: 'To confirm it, open this link:',
    button: 'Confirm my email address',
    ignore: `If you did not sign up on ${SITE_NAME}, ignore this email: nothing happens unless you open the link.`,
  },
};

export const linkMailSubject = (kind: LinkMailKind) => WORDING[kind].subject;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const counted = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "30 minutes", "5 hours", "7 days": a link's time to work, to the nearest of the largest fitting unit. */
export function lifetimeText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 120) return counted(minutes, 'minute');
  const hours = Math.round(ms / HOUR);
  if (hours < 48) return counted(hours, 'hour');
  return counted(Math.round(ms / DAY), 'day');
}

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The mail of `mail` with `link` in it (in full in the text, as a button in the HTML). `now` is when it
 * is made: the mail says how long the link still works from then (from when it was made, at the latest).
 */
export function renderLinkMail(
  mail: LinkMail,
  link: string,
  now: Date = new Date(mail.requestedAt),
): RenderedMail {
  const wording = WORDING[mail.kind];
  const from = Math.max(now.getTime(), Date.parse(mail.requestedAt));
  const lifetime = `The link works for ${lifetimeText(Date.parse(mail.expiresAt) - from)}, once.`;
  const greeting = mail.name ? `Hello ${mail.name},` : 'Hello,';
  const intro = wording.intro(mail);
  const signature = `— ${SITE_NAME}`;
  const text = [greeting, intro, `${wording.action}\n${link}`, lifetime, wording.ignore, signature].join(
    '\n\n',
  );
  const paragraph = (content: string, style = 'margin:0 0 16px;') => `<p style="${style}">${content}</p>`;
  const spaced = (style: string) => `margin:0 0 16px;${style}`;
  const muted = spaced('font-size:13px;color:#555555;');
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(wording.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    paragraph(escapeHtml(SITE_NAME), spaced(`font-size:20px;font-weight:bold;color:${SITE_THEME_COLOR};`)),
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(intro)),
    paragraph(
      `<a href="${escapeHtml(link)}" style="display:inline-block;background:${SITE_THEME_COLOR};color:#ffffff;` +
        `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(wording.button)}</a>`,
    ),
    paragraph(escapeHtml(lifetime)),
    paragraph(
      `If the button does not work, copy this address into your browser:<br>` +
        `<a href="${escapeHtml(link)}" style="color:${SITE_THEME_COLOR};word-break:break-all">${escapeHtml(link)}</a>`,
      muted,
    ),
    paragraph(escapeHtml(wording.ignore), muted),
    paragraph(escapeHtml(signature), 'margin:0;'),
    '</div></body></html>',
  ].join('\n');
  return { subject: wording.subject, text, html };
}

/** Whether a link is a web address (http or https) and so fit for an href. */
export function isWebLink(link: string): boolean {
  if (/\s/.test(link)) return false;
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
