/**
 * A partner's webhook endpoint for Leerpunt (Node ≥ 20, `npm install standardwebhooks`): verifies each delivery's
 * Standard Webhooks signature over the raw body before trusting it, and answers 2xx only for a verified one.
 *
 *   import { createServer } from 'node:http';
 *   createServer(webhookHandler(process.env.LEERPUNT_WEBHOOK_SECRET!, async (event) => console.log(event.type, event.data))).listen(8080);
 *
 * The secret is the `signingSecret` (whsec_…) an admin gave you when registering the endpoint. Verify the bytes as
 * they came: a body parsed and serialised again no longer matches its signature. Leerpunt retries a delivery that
 * is not answered 2xx within 10 seconds (with backoff), and may deliver one more than once: `webhook-id` stays the
 * same, so skip an id you have already handled. Run by tests/api/docs-examples.test.ts against a real delivery.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** The body of a delivery: see webhook-certificate-issued.json for one as it arrives. */
export interface LeerpuntEvent {
  type: string;
  timestamp: string;
  data: { member_id: string; links?: Record<string, string> } & Record<string, unknown>;
}

export function webhookHandler(secret: string, onEvent: (event: LeerpuntEvent, webhookId: string) => Promise<void>) {
  const webhook = new Webhook(secret);
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let event: LeerpuntEvent;
      try {
        // Checks the HMAC-SHA256 signature and that the timestamp is within 5 minutes of now (replays are refused).
        event = webhook.verify(raw, headers) as LeerpuntEvent;
      } catch {
        res.writeHead(401).end();
        return;
      }
      onEvent(event, headers['webhook-id']).then(
        () => res.writeHead(204).end(),
        () => res.writeHead(500).end(),
      );
    });
  };
}
