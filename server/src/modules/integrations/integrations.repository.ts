import type { DataSource, EntityManager } from 'typeorm';
import type { DeliveryKind, DeliveryStatus } from './integration-delivery.entity';
import { LrsConnectionEntity } from './lrs-connection.entity';
import { WebhookSubscriptionEntity } from './webhook-subscription.entity';

/** An event not yet turned into deliveries. */
export interface PendingEvent {
  id: number;
  type: string;
  userId: number;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** A delivery taken for one attempt, with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  kind: DeliveryKind;
  eventId: number;
  eventType: string;
  userId: number;
  data: Record<string, unknown>;
  eventAt: Date;
  url: string;
  sealed: string;
}

/** A delivery as admins list it. */
export interface DeliveryRow {
  id: number;
  eventId: number;
  eventType: string;
  subscriptionId: number;
  clientId: string;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
}

/** Only the sender holding the lease may report: the delivery is still 'sending' with the attempt it took. */
const MINE = `WHERE id = $1 AND status = 'sending' AND attempts = $2`;

const DELIVERY_COLUMNS = `d.id, d.event_id AS "eventId", e.type AS "eventType", d.subscription_id AS "subscriptionId", s.client_id AS "clientId",
  s.url, d.status, d.attempts, d.last_status_code AS "lastStatusCode", d.last_error AS "lastError", d.next_attempt_at AS "nextAttemptAt",
  d.delivered_at AS "deliveredAt", d.created_at AS "createdAt"`;

const deliveryRow = (r: Record<string, unknown>): DeliveryRow => ({
  id: Number(r.id),
  eventId: Number(r.eventId),
  eventType: String(r.eventType),
  subscriptionId: Number(r.subscriptionId),
  clientId: String(r.clientId),
  url: String(r.url),
  status: r.status as DeliveryStatus,
  attempts: Number(r.attempts),
  lastStatusCode: r.lastStatusCode === null ? null : Number(r.lastStatusCode),
  lastError: (r.lastError as string | null) ?? null,
  nextAttemptAt: new Date(r.nextAttemptAt as string),
  deliveredAt: r.deliveredAt ? new Date(r.deliveredAt as string) : null,
  createdAt: new Date(r.createdAt as string),
});

/** The integration outbox: events, webhook subscriptions, members' LRS connections and deliveries. */
export class IntegrationsRepository {
  constructor(private readonly db: DataSource) {}

  // --- fan-out

  /** The oldest events not yet fanned out. */
  async pendingEvents(limit: number): Promise<PendingEvent[]> {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT id, type, user_id AS "userId", data, created_at AS "createdAt" FROM integration_events WHERE fanned_out_at IS NULL ORDER BY id LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      type: String(r.type),
      userId: Number(r.userId),
      data: r.data as Record<string, unknown>,
      createdAt: new Date(r.createdAt as string),
    }));
  }

  /** Active subscriptions to any of `types`. */
  async subscriptionsFor(types: string[]): Promise<Array<{ id: number; clientId: string; eventTypes: string[] }>> {
    const rows: Array<{ id: number; client_id: string; event_types: string[] }> = await this.db.query(
      `SELECT id, client_id, event_types FROM webhook_subscriptions WHERE active AND event_types && $1::varchar[]`,
      [types],
    );
    return rows.map((r) => ({ id: Number(r.id), clientId: r.client_id, eventTypes: r.event_types }));
  }

  /** The members among `userIds` with an LRS connected, and its id. */
  async lrsConnectionsOf(userIds: number[]): Promise<Map<number, number>> {
    const rows: Array<{ id: number; user_id: number }> = await this.db.query(`SELECT id, user_id FROM lrs_connections WHERE user_id = ANY($1::int[])`, [
      userIds,
    ]);
    return new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  }

  /**
   * Queues the deliveries of one event and marks it fanned out, in one transaction. The unique
   * (event, destination) constraints make a second fan-out of the same event (another process) a no-op.
   */
  async fanOut(eventId: number, subscriptionIds: number[], lrsConnectionId: number | null): Promise<void> {
    await this.db.transaction(async (m) => {
      if (subscriptionIds.length) {
        await m.query(`INSERT INTO integration_deliveries (event_id, kind, subscription_id) SELECT $1, 'webhook', unnest($2::int[]) ON CONFLICT DO NOTHING`, [
          eventId,
          subscriptionIds,
        ]);
      }
      if (lrsConnectionId !== null) {
        await m.query(`INSERT INTO integration_deliveries (event_id, kind, lrs_connection_id) VALUES ($1, 'xapi', $2) ON CONFLICT DO NOTHING`, [
          eventId,
          lrsConnectionId,
        ]);
      }
      await m.query(`UPDATE integration_events SET fanned_out_at = now() WHERE id = $1 AND fanned_out_at IS NULL`, [eventId]);
    });
  }

  // --- delivery (claim → send → record, as the mail outbox)

  /** The oldest due delivery (or one whose lease expired), locked for `m`'s transaction; rows other senders hold are skipped. */
  async oldestDue(m: EntityManager): Promise<ClaimedDelivery | null> {
    const rows: Array<Record<string, unknown>> = await m.query(
      `SELECT d.id, d.attempts, d.kind, d.event_id AS "eventId", e.type AS "eventType", e.user_id AS "userId", e.data, e.created_at AS "eventAt",
              coalesce(s.url, l.endpoint) AS url, coalesce(s.secret_encrypted, l.credentials_encrypted) AS sealed
         FROM integration_deliveries d
         JOIN integration_events e ON e.id = d.event_id
         LEFT JOIN webhook_subscriptions s ON s.id = d.subscription_id
         LEFT JOIN lrs_connections l ON l.id = d.lrs_connection_id
        WHERE d.status IN ('pending', 'sending') AND d.next_attempt_at <= now()
        ORDER BY d.next_attempt_at, d.id LIMIT 1
        FOR UPDATE OF d SKIP LOCKED`,
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: Number(r.id),
      attempts: Number(r.attempts),
      kind: r.kind as DeliveryKind,
      eventId: Number(r.eventId),
      eventType: String(r.eventType),
      userId: Number(r.userId),
      data: r.data as Record<string, unknown>,
      eventAt: new Date(r.eventAt as string),
      url: String(r.url),
      sealed: String(r.sealed),
    };
  }

  async giveUpExpiredLease(m: EntityManager, id: number): Promise<void> {
    await m.query(`UPDATE integration_deliveries SET status = 'failed', last_error = coalesce(last_error, 'delivery lease expired') WHERE id = $1`, [id]);
  }

  /** Takes the delivery for one attempt; the lease ends after `leaseSeconds`. */
  async lease(m: EntityManager, id: number, leaseSeconds: number): Promise<void> {
    await m.query(
      `UPDATE integration_deliveries SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2) WHERE id = $1`,
      [id, leaseSeconds],
    );
  }

  async markDelivered(id: number, attempts: number, statusCode: number): Promise<void> {
    await this.db.query(`UPDATE integration_deliveries SET status = 'delivered', delivered_at = now(), last_status_code = $3, last_error = NULL ${MINE}`, [
      id,
      attempts,
      statusCode,
    ]);
  }

  /** Records a failed attempt: `status` is 'pending' (retried after `retryInSeconds`) or 'failed'. */
  async markAttemptFailed(
    id: number,
    attempts: number,
    outcome: { status: 'pending' | 'failed'; statusCode: number | null; error: string; retryInSeconds: number },
  ): Promise<void> {
    await this.db.query(
      `UPDATE integration_deliveries SET status = $3, last_status_code = $4, last_error = $5, next_attempt_at = now() + make_interval(secs => $6) ${MINE}`,
      [id, attempts, outcome.status, outcome.statusCode, outcome.error, outcome.retryInSeconds],
    );
  }

  // --- admin: subscriptions and deliveries

  async createSubscription(row: Pick<WebhookSubscriptionEntity, 'clientId' | 'url' | 'eventTypes' | 'secretEncrypted'>): Promise<WebhookSubscriptionEntity> {
    const repo = this.db.getRepository(WebhookSubscriptionEntity);
    return repo.save(repo.create(row));
  }

  countSubscriptions(): Promise<number> {
    return this.db.getRepository(WebhookSubscriptionEntity).count();
  }

  /** Newest first. */
  subscriptions(limit: number): Promise<WebhookSubscriptionEntity[]> {
    return this.db.getRepository(WebhookSubscriptionEntity).find({ order: { id: 'DESC' }, take: limit });
  }

  subscription(id: number): Promise<WebhookSubscriptionEntity | null> {
    return this.db.getRepository(WebhookSubscriptionEntity).findOneBy({ id });
  }

  /** Webhook deliveries, newest first, up to `limit` after the keyset position `before` (an id), optionally of one subscription. */
  async deliveries(filter: { subscriptionId: number | null; beforeId: number | null }, limit: number): Promise<{ rows: DeliveryRow[]; total: number }> {
    const where = `d.kind = 'webhook' AND ($1::int IS NULL OR d.subscription_id = $1)`;
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT ${DELIVERY_COLUMNS}
         FROM integration_deliveries d JOIN integration_events e ON e.id = d.event_id JOIN webhook_subscriptions s ON s.id = d.subscription_id
        WHERE ${where} AND ($2::int IS NULL OR d.id < $2) ORDER BY d.id DESC LIMIT $3`,
      [filter.subscriptionId, filter.beforeId, limit],
    );
    const [{ n }]: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n FROM integration_deliveries d WHERE ${where}`, [
      filter.subscriptionId,
    ]);
    return { rows: rows.map(deliveryRow), total: Number(n) };
  }

  async delivery(id: number): Promise<DeliveryRow | null> {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT ${DELIVERY_COLUMNS}
         FROM integration_deliveries d JOIN integration_events e ON e.id = d.event_id JOIN webhook_subscriptions s ON s.id = d.subscription_id
        WHERE d.id = $1 AND d.kind = 'webhook'`,
      [id],
    );
    return rows[0] ? deliveryRow(rows[0]) : null;
  }

  /**
   * Queues a webhook delivery again, due now, with a fresh round of attempts; one being sent right now is
   * left to its sender. False when there is no such delivery or it is being sent.
   */
  async requeue(id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH r AS (
         UPDATE integration_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
          WHERE id = $1 AND kind = 'webhook' AND status <> 'sending' RETURNING id
       ) SELECT id FROM r`,
      [id],
    );
    return rows.length > 0;
  }

  // --- members: their LRS

  lrsOf(userId: number): Promise<LrsConnectionEntity | null> {
    return this.db.getRepository(LrsConnectionEntity).findOneBy({ userId });
  }

  /** Connects or replaces the member's LRS (one per member). */
  async saveLrs(userId: number, endpoint: string, credentialsEncrypted: string, keyHint: string): Promise<LrsConnectionEntity> {
    await this.db.query(
      `INSERT INTO lrs_connections (user_id, endpoint, credentials_encrypted, key_hint) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET endpoint = excluded.endpoint, credentials_encrypted = excluded.credentials_encrypted,
                                           key_hint = excluded.key_hint, connected_at = now()`,
      [userId, endpoint, credentialsEncrypted, keyHint],
    );
    return this.db.getRepository(LrsConnectionEntity).findOneByOrFail({ userId });
  }

  /** Disconnects the member's LRS; its queued statements go with it. */
  async deleteLrs(userId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`WITH r AS (DELETE FROM lrs_connections WHERE user_id = $1 RETURNING id) SELECT id FROM r`, [userId]);
    return rows.length > 0;
  }

  /** The member's statements by status, for the account page. */
  async lrsDeliveryCounts(connectionId: number): Promise<{ delivered: number; waiting: number; failed: number }> {
    const [r]: Array<Record<string, unknown>> = await this.db.query(
      `SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered, count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS waiting,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM integration_deliveries WHERE lrs_connection_id = $1`,
      [connectionId],
    );
    return { delivered: Number(r.delivered), waiting: Number(r.waiting), failed: Number(r.failed) };
  }
}
