import type { EntityManager } from 'typeorm';

/** The SQL of the payment event log (table payment_events): each provider event id is applied once. */
export class PaymentEventsRepository {
  /** Records the event `id` as being processed; false when it was recorded before (a duplicate delivery). */
  async claim(m: EntityManager, event: { id: string; provider: string; type: string; occurredAt: Date }): Promise<boolean> {
    const fresh: unknown[] = await m.query(
      `INSERT INTO payment_events (id, provider, type, occurred_at, outcome) VALUES ($1, $2, $3, $4, 'processing')
           ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.provider, event.type, event.occurredAt],
    );
    return fresh.length > 0;
  }

  /** Stores how the event `id` was handled. */
  async setOutcome(m: EntityManager, id: string, outcome: string): Promise<void> {
    await m.query('UPDATE payment_events SET outcome = $2 WHERE id = $1', [id, outcome]);
  }

  /** Records an applied plan change under `id`; false when it was recorded before. */
  async claimPlanChange(m: EntityManager, id: string, provider: string, changedAt: Date): Promise<boolean> {
    const fresh: unknown[] = await m.query(
      `INSERT INTO payment_events (id, provider, type, occurred_at, outcome) VALUES ($1, $2, 'app.plan_change', $3, 'applied')
         ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, provider, changedAt],
    );
    return fresh.length > 0;
  }
}
