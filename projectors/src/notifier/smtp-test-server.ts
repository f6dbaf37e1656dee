import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port (the smtp-server package) for the delivery tests. `refuse`
 * decides per recipient whether to answer 451 (a temporary failure) to RCPT TO.
 */
export async function startTestSmtpServer(refuse: (recipient: string) => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (refuse(address.address)) {
        // as real servers do, the answer names the refused address
        const error = Object.assign(new Error(`Mailbox <${address.address}> busy, try again later`), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
