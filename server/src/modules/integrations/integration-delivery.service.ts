import type XAPI from '@xapi/xapi';
import { lazyRequire } from '../../lazy-require';
import type { Logger } from 'pino';
import { OutboxWorker } from '../../outbox-worker';
import { Webhook } from 'standardwebhooks';
import type { DataSource } from 'typeorm';
import { EVENT_SCOPES, type ConsentCheck, type EventType } from './integration-events';
import { IntegrationsRepository, type ClaimedDelivery } from './integrations.repository';
import type { SecretBox } from './secret-box';
import { webhookPayload } from './webhook-payload';
import { completionFacts, completionStatements } from './xapi-statements';

const xapiClient = lazyRequire<typeof XAPI>('@xapi/xapi');

export const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … doubling, at most 6 hours apart. */
export const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 6 * 60 * 60);
/** How long a partner's endpoint or an LRS may take to answer one delivery. */
const SEND_TIMEOUT_MS = 10_000;
/** Longer than any send can last, so two senders never overlap. */
const LEASE_SECONDS = 60;
const FAN_OUT_BATCH = 50;

export interface IntegrationDeliveryDeps {
  db: DataSource;
  secrets: SecretBox;
  consent: ConsentCheck;
  log: Logger;
  publicUrl: () => string;
  productName: string;
}

/** The request function @xapi/xapi accepts in place of its own HTTP client. */
type AdapterFunction = Extract<NonNullable<ConstructorParameters<typeof XAPI>[0]['adapter']>, (...args: never[]) => unknown>;

/** A failed attempt: the HTTP status when the other side answered, else null. */
class DeliveryError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

/** fetch with a deadline and no redirects, for @xapi/xapi (its own adapters have no timeout). */
export const fetchAdapter =
  (timeoutMs = SEND_TIMEOUT_MS): AdapterFunction =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the library's adapter type is generic in the body it returns
  async <T>({ url, method, headers, data }: { url: string; method: string; headers?: Record<string, unknown>; data?: unknown }) => {
    const res = await fetch(url, {
      method,
      headers: { ...(headers as Record<string, string>), ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: data === undefined ? undefined : JSON.stringify(data),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (res.status < 200 || res.status > 299) throw new DeliveryError(`HTTP ${res.status}`, res.status);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // An answer that is not JSON is kept as text.
    }
    return { data: body as T, headers: Object.fromEntries(res.headers), status: res.status };
  };

/** The xAPI client for a member's LRS: version 1.0.3, basic auth, the fetch adapter above. */
export function lrsClient(endpoint: string, key: string, secret: string, timeoutMs = SEND_TIMEOUT_MS): XAPI {
  const XAPIClient = xapiClient();
  return new XAPIClient({
    endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`,
    auth: XAPIClient.toBasicAuth(key, secret),
    version: '1.0.3',
    adapter: fetchAdapter(timeoutMs),
  });
}

/**
 * The integration outbox's worker. Two steps, each safe with several processes on one database:
 *
 * 1. Fan-out: each new event becomes one delivery per active webhook subscription to its type whose
 *    partner has the member's consent for the event's scope, and one to the member's LRS (completions).
 *    Unique (event, destination) constraints make a second fan-out of an event by another process a no-op.
 * 2. Delivery, as the mail outbox: a short transaction claims one due delivery (FOR UPDATE SKIP LOCKED,
 *    then 'sending' with a lease), the HTTP call happens with no transaction open, and a second statement
 *    records the outcome only if the lease is still this sender's. Failures are retried with exponential
 *    backoff up to MAX_ATTEMPTS.
 */
export class IntegrationDeliveryService extends OutboxWorker<ClaimedDelivery> {
  private readonly repo: IntegrationsRepository;

  constructor(private readonly deps: IntegrationDeliveryDeps) {
    super(deps.log, 'integration outbox run');
    this.repo = new IntegrationsRepository(deps.db);
  }

  /** Step 1 of a run: fans out new events into deliveries. */
  protected override beforeDeliveries(): Promise<void> {
    return this.fanOut();
  }

  private async fanOut(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const events = await this.repo.pendingEvents(FAN_OUT_BATCH);
      if (!events.length) return;
      const subscriptions = await this.repo.subscriptionsFor([...new Set(events.map((e) => e.type))]);
      const completions = events.filter((e) => e.type === 'completion.recorded');
      const lrs = completions.length ? await this.repo.lrsConnectionsOf([...new Set(completions.map((e) => e.userId))]) : new Map<number, number>();
      for (const event of events) {
        const scope = EVENT_SCOPES[event.type as EventType];
        const allowed: number[] = [];
        for (const s of subscriptions) {
          if (scope && s.eventTypes.includes(event.type) && (await this.deps.consent(s.clientId, event.userId, scope))) allowed.push(s.id);
        }
        await this.repo.fanOut(event.id, allowed, event.type === 'completion.recorded' ? (lrs.get(event.userId) ?? null) : null);
      }
      if (events.length < FAN_OUT_BATCH) return;
    }
  }

  /** Step 2: one attempt with no transaction open, then its outcome recorded. */
  protected async deliver(delivery: ClaimedDelivery): Promise<void> {
    let outcome: { statusCode: number | null; error: DeliveryError | null };
    try {
      outcome = { statusCode: await this.send(delivery), error: null };
    } catch (e) {
      const error = e instanceof DeliveryError ? e : new DeliveryError((e as Error).message || 'delivery failed', null);
      outcome = { statusCode: error.statusCode, error };
    }
    await this.record(delivery, outcome);
  }

  protected claim(): Promise<ClaimedDelivery | null> {
    return this.deps.db.transaction(async (m) => {
      for (;;) {
        const row = await this.repo.oldestDue(m);
        if (!row) return null;
        if (row.attempts >= MAX_ATTEMPTS) {
          // Only an expired lease gets here: the last attempt never reported back.
          await this.repo.giveUpExpiredLease(m, row.id);
          continue;
        }
        await this.repo.lease(m, row.id, LEASE_SECONDS);
        return { ...row, attempts: row.attempts + 1 };
      }
    });
  }

  /** One attempt; the HTTP status on success. */
  private async send(d: ClaimedDelivery): Promise<number> {
    const publicUrl = this.deps.publicUrl();
    if (d.kind === 'webhook') {
      const body = JSON.stringify(webhookPayload(publicUrl, { type: d.eventType, userId: d.userId, data: d.data, createdAt: d.eventAt }));
      const id = `msg_${d.id}`;
      const now = new Date();
      const signature = new Webhook(this.deps.secrets.open(d.sealed)).sign(id, now, body);
      const res = await fetch(d.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status < 200 || res.status > 299) throw new DeliveryError(`HTTP ${res.status}`, res.status);
      return res.status;
    }
    const { key, secret } = JSON.parse(this.deps.secrets.open(d.sealed)) as { key: string; secret: string };
    const statements = completionStatements(publicUrl, this.deps.productName, completionFacts(d.eventId, d.userId, d.data));
    const res = await lrsClient(d.url, key, secret).sendStatements({ statements: statements as never });
    return res.status;
  }

  private async record(d: ClaimedDelivery, outcome: { statusCode: number | null; error: DeliveryError | null }): Promise<void> {
    if (!outcome.error) {
      await this.repo.markDelivered(d.id, d.attempts, outcome.statusCode ?? 200);
      return;
    }
    const status = d.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    const error = outcome.error.message.slice(0, 500);
    await this.repo.markAttemptFailed(d.id, d.attempts, { status, statusCode: outcome.statusCode, error, retryInSeconds: backoffSeconds(d.attempts) });
    this.deps.log.warn({ deliveryId: d.id, kind: d.kind, attempt: d.attempts, err: error }, 'integration delivery failed; will retry');
  }

  /** Runs every `intervalMs` until stop() is called. */
  override start(intervalMs = 10_000): void {
    super.start(intervalMs);
  }
}
