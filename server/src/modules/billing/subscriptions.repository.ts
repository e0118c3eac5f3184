import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProviderKind } from './checkout/checkout-session.entity';
import { SubscriptionEntity } from './subscription.entity';

/** A provider subscription as a paid checkout first records it. */
export interface NewSubscriptionRow {
  userId: number;
  provider: PaymentProviderKind;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  plan: string;
  currentPeriodEnd: Date;
  stateAt: Date;
  checkoutSessionId: string;
}

/** The columns a subscription event or plan change may write. */
export type SubscriptionChanges = Partial<
  Pick<SubscriptionEntity, 'plan' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'stateAt' | 'providerCustomerId'>
>;

/** The SQL of provider subscriptions (table subscriptions). */
export class SubscriptionsRepository {
  constructor(private readonly db: DataSource) {}

  /** The subscription with the provider's id `providerSubscriptionId`, or null. */
  byProviderId(providerSubscriptionId: string, m: EntityManager = this.db.manager): Promise<SubscriptionEntity | null> {
    return m.getRepository(SubscriptionEntity).findOneBy({ providerSubscriptionId });
  }

  /** The sandbox subscription with the id `providerSubscriptionId`, or null. */
  sandboxByProviderId(providerSubscriptionId: string): Promise<SubscriptionEntity | null> {
    return this.db.getRepository(SubscriptionEntity).findOneBy({ providerSubscriptionId, provider: 'sandbox' });
  }

  /** Records an active subscription a checkout paid for; a subscription already recorded is left as it is. */
  async insertIfNew(m: EntityManager, row: NewSubscriptionRow): Promise<void> {
    await m.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, provider_customer_id, plan, status, current_period_end, state_at, checkout_session_id)
         VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, $8) ON CONFLICT (provider_subscription_id) DO NOTHING`,
      [row.userId, row.provider, row.providerSubscriptionId, row.providerCustomerId, row.plan, row.currentPeriodEnd, row.stateAt, row.checkoutSessionId],
    );
  }

  /** Inserts an active subscription without a checkout (the demo members' sandbox accounts). */
  async insertActive(m: EntityManager, row: Omit<NewSubscriptionRow, 'checkoutSessionId'>): Promise<void> {
    await m.getRepository(SubscriptionEntity).insert({ ...row, status: 'active' });
  }

  /** The subscription `id`, locked for update until `m` commits. */
  lockById(m: EntityManager, id: number): Promise<SubscriptionEntity> {
    return m.getRepository(SubscriptionEntity).createQueryBuilder('s').where('s.id = :id', { id }).setLock('pessimistic_write').getOneOrFail();
  }

  /** The subscription with the provider's id `providerSubscriptionId`, locked for update until `m` commits. */
  lockByProviderId(m: EntityManager, providerSubscriptionId: string): Promise<SubscriptionEntity> {
    return m
      .getRepository(SubscriptionEntity)
      .createQueryBuilder('s')
      .where('s.provider_subscription_id = :id', { id: providerSubscriptionId })
      .setLock('pessimistic_write')
      .getOneOrFail();
  }

  /** Writes `changes` to the subscription `id`. */
  async update(m: EntityManager, id: number, changes: SubscriptionChanges): Promise<void> {
    await m.getRepository(SubscriptionEntity).update({ id }, changes);
  }

  /** Marks the subscription cancelled now (not only at its period end), unless it already is. */
  async markCanceled(providerSubscriptionId: string): Promise<void> {
    await this.db.query(
      `UPDATE subscriptions SET status = 'canceled', cancel_at_period_end = false, state_at = GREATEST(state_at, now()), updated_at = now()
       WHERE provider_subscription_id = $1 AND status <> 'canceled'`,
      [providerSubscriptionId],
    );
  }
}
