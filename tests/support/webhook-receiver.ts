import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A webhook the receiver accepted: its headers, its parsed body and whether the signature verified. */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  verified: boolean;
}

export interface WebhookReceiver {
  url: string;
  /** Signed deliveries whose signature the Standard Webhooks library verified, in order of arrival. */
  received: ReceivedWebhook[];
  /** Requests that failed verification (wrong secret, tampered body, missing headers). */
  rejected: number;
  /** While set, every request is answered with this status (e.g. 503 during a partner outage). */
  failWith: number | null;
  /** The secret to verify with (whsec_…), set once the subscription exists. */
  secret: string | null;
  /** Stops listening (the partner is down) or starts again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A partner's endpoint: verifies each POST with the standardwebhooks library's own Webhook.verify (headers
 * webhook-id, webhook-timestamp, webhook-signature over the raw body) and answers 204, or 401 when the
 * signature does not verify; `failWith` simulates an outage.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let server: Server;
  let port = 0;
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    rejected: 0,
    failWith: null,
    secret: null,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    up: () => listen(),
    close: () => receiver.down(),
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        void readBody(req).then((raw) => {
          if (receiver.failWith) {
            res.writeHead(receiver.failWith).end();
            return;
          }
          const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(req.headers[h] ?? '')]));
          try {
            const body = new Webhook(receiver.secret ?? '').verify(raw, headers) as ReceivedWebhook['body'];
            receiver.received.push({ id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], body, verified: true });
            res.writeHead(204).end();
          } catch {
            receiver.rejected += 1;
            res.writeHead(401).end();
          }
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        receiver.url = `http://127.0.0.1:${port}/hooks/leerpunt`;
        resolve();
      });
    });
  await listen();
  return receiver;
}
