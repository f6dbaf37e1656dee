import nodemailer from 'nodemailer';

export interface MailMessage {
  /** sender name shown to the reader; the address is the site's own (fromAddress) */
  fromName: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
}

/** Sends one message; throws when the server refused it or could not be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:password@smtp.example.org:465). `fromAddress` is
 * the address every message is sent from; a visitor's own address only goes into Reply-To, never From.
 */
export function createSmtpMailer(smtpUrl: string, fromAddress: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    async send(message) {
      await transport.sendMail({
        from: { name: message.fromName, address: fromAddress },
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
      });
    },
    close() {
      transport.close();
    },
  };
}
