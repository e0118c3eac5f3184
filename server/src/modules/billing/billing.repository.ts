import type { DataSource } from 'typeorm';

/** The paid checkout a subscription began with: what the member was charged for its first period. */
export interface FirstPayment {
  plan: string;
  originalAmount: number;
  discountAmount: number;
  amount: number;
  discountCode: string | null;
  completedAt: Date | null;
}

/** An active subscription about to renew. */
export interface RenewingSubscription {
  userId: number;
  providerSubscriptionId: string;
  plan: string;
  currentPeriodEnd: Date;
}

/** Billing's reads that span its own tables. */
export class BillingRepository {
  constructor(private readonly db: DataSource) {}

  /** The completed checkout `checkoutSessionId` with its discount code, or null. */
  async firstPayment(checkoutSessionId: string): Promise<FirstPayment | null> {
    const rows: Array<{
      plan: string;
      original_amount: number;
      discount_amount: number;
      amount: number;
      code: string | null;
      completed_at: Date | string | null;
    }> = await this.db.query(
      `SELECT cs.plan, cs.original_amount, cs.discount_amount, cs.amount, dc.code, cs.completed_at
         FROM checkout_sessions cs
         LEFT JOIN discount_codes dc ON dc.id = cs.discount_code_id
        WHERE cs.id = $1 AND cs.status = 'completed'`,
      [checkoutSessionId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      plan: r.plan,
      originalAmount: Number(r.original_amount),
      discountAmount: Number(r.discount_amount),
      amount: Number(r.amount),
      discountCode: r.code,
      completedAt: r.completed_at === null ? null : new Date(r.completed_at),
    };
  }

  /** Active subscriptions that renew (not set to end) in (`from`, `to`]: each one's member, plan and period end. */
  async renewingBetween(from: Date, to: Date): Promise<RenewingSubscription[]> {
    const rows: Array<{ user_id: number; provider_subscription_id: string; plan: string; current_period_end: Date | string }> = await this.db.query(
      `SELECT user_id, provider_subscription_id, plan, current_period_end
         FROM subscriptions
        WHERE status = 'active' AND NOT cancel_at_period_end AND current_period_end > $1 AND current_period_end <= $2
        ORDER BY current_period_end, id`,
      [from, to],
    );
    return rows.map((r) => ({
      userId: Number(r.user_id),
      providerSubscriptionId: r.provider_subscription_id,
      plan: r.plan,
      currentPeriodEnd: new Date(r.current_period_end),
    }));
  }
}
