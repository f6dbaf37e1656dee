import { expect, type APIRequestContext, type Page } from './app-test';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { accountCallSlot, ADMIN, type SavedSession } from './support';

/**
 * The mail the site sends in the browser suite: its server is started with SMTP_URL pointing at
 * E2E_SMTP_PORT (playwright.config.ts), where a test that follows a mailed link listens with a real SMTP
 * server (the smtp-server package) for as long as it needs. Mail sent while nobody listens waits in the
 * site's outbox and is retried, as with any mail server that is down.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);

export interface CaughtMail {
  to: string[];
  subject: string;
  /** the text of every part, decoded */
  text: string;
}

/** The kinds of link the site mails, by the page they open. */
export const LINK_PAGES = {
  invitation: '/staff/accept',
  passwordReset: '/reset-password',
  emailConfirmation: '/confirm-email',
} as const;

function decodePart(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([\dA-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The decoded text of a message and of each of its parts, one after the other. */
function textOf(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => textOf(section.replace(/^\r\n/, '')).text);
    return { headers, text: parts.join('\n') };
  }
  return { headers, text: decodePart(body, (headers['content-transfer-encoding'] ?? '').toLowerCase()) };
}

/** An RFC 2047 subject ("=?UTF-8?Q?…?=") as a reader shows it. */
function decodedSubject(subject: string): string {
  return subject.replace(/=\?[\w-]+\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodePart(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

export interface MailCatcher {
  /** the first mail to `to` (case-insensitive) carrying a link to `page`, waiting up to `timeoutMs` */
  linkTo: (to: string, page: string, timeoutMs?: number) => Promise<{ mail: CaughtMail; path: string }>;
  received: CaughtMail[];
  stop: () => Promise<void>;
}

/** Listens on SMTP_PORT until `stop`; every message received is kept, decoded. */
export async function catchMail(): Promise<MailCatcher> {
  expect(SMTP_PORT, 'E2E_SMTP_PORT is set by playwright.config.ts').toBeGreaterThan(0);
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = textOf(Buffer.concat(chunks).toString('utf8'));
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodedSubject(headers.subject ?? ''),
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  const linkTo = async (to: string, page: string, timeoutMs = 30_000) => {
    const address = to.toLowerCase();
    const pattern = new RegExp(`https?://[^\\s"'<>]+${page.replace(/\//g, '\\/')}\\?token=[^\\s"'<>&]+`);
    let found: { mail: CaughtMail; path: string } | null = null;
    await expect
      .poll(
        () => {
          for (const mail of received) {
            const link = mail.to.includes(address) ? pattern.exec(mail.text)?.[0] : undefined;
            if (link) {
              const url = new URL(link);
              found = { mail, path: `${url.pathname}${url.search}` };
              return true;
            }
          }
          return false;
        },
        { timeout: timeoutMs, message: `a mail to ${to} with a link to ${page}` },
      )
      .toBe(true);
    return found!;
  };
  return {
    linkTo,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A login through the API (one account call), answering the session as the UI saves it. */
export async function staffLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string } = ADMIN,
): Promise<SavedSession & { role?: string; name?: string; staffId?: string }> {
  await accountCallSlot();
  const response = await request.post('/api/admin/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { token: string; expiresAt: string; role?: string };
  return { ...answer, expiresAt: Date.parse(answer.expiresAt) };
}

/** The wide-screen admin bar's links and buttons, as a visitor reads them. */
export const barItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).locator('a, button').allInnerTexts();
