import { isEmailAddress } from '@league/contracts';
import type Nodemailer from 'nodemailer';
import { lazyRequire } from '../lazy';

const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');

/** One mailbox. Handed to nodemailer as an object, so it is never parsed as a list of addresses. */
export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailMessage {
  /** sender name shown to the reader; the address is the site's own (fromAddress) */
  fromName: string;
  to: MailAddress;
  replyTo?: MailAddress | null;
  subject: string;
  text: string;
  /** an HTML version of `text`: the message goes as multipart/alternative, text first */
  html?: string | undefined;
}

/** Sends one message; throws when the server refused it or could not be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

type NodemailerAddress = { name: string; address: string };

/** The part of a nodemailer transport the mailer uses. */
export interface MailTransport {
  sendMail(message: {
    from: NodemailerAddress;
    to: NodemailerAddress[];
    replyTo?: NodemailerAddress[];
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
  close(): void;
}

/**
 * An address as nodemailer's structured form. A recorded address that is not exactly one mailbox (a
 * list, a display name, a line break: possible in events recorded before addresses were checked) is
 * refused, so league mail can never be relayed to addresses nobody entered as such.
 */
function mailbox({ name = '', address }: MailAddress): NodemailerAddress {
  if (!isEmailAddress(address)) throw new Error(`not one e-mail address: ${JSON.stringify(address)}`);
  return { name, address };
}

/** A mailer over any nodemailer transport; every message is sent from `fromAddress`. */
export function mailerOn(transport: MailTransport, fromAddress: string): Mailer {
  return {
    async send(message) {
      const to = [mailbox(message.to)];
      const replyTo = message.replyTo ? [mailbox(message.replyTo)] : undefined;
      await transport.sendMail({
        from: { name: message.fromName, address: fromAddress },
        to,
        ...(replyTo ? { replyTo } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:password@smtp.example.org:465). `fromAddress` is
 * the address every message is sent from; a visitor's own address only goes into Reply-To, never From.
 */
export function createSmtpMailer(smtpUrl: string, fromAddress: string): Mailer {
  const transport = nodemailer().createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return mailerOn(transport, fromAddress);
}
