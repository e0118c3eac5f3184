import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps what it receives (no TLS, no auth), for delivery tests.
 * `delayMs` makes it wait that long before accepting each message, like a slow or overloaded relay.
 */
export async function startSmtpServer(
  port = 0,
  options: { delayMs?: number } = {},
): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = (server.server.address() as AddressInfo).port;
  return { port: address, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A free TCP port (nothing listens on it afterwards). */
export async function freePort(): Promise<number> {
  const s = await startSmtpServer();
  await s.close();
  return s.port;
}
