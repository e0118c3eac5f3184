import type { DataSource, EntityManager } from 'typeorm';
import { CheckoutSessionEntity } from './checkout-session.entity';

/** A checkout as it opens, before the provider knows of it. */
export type NewCheckoutSessionRow = Pick<
  CheckoutSessionEntity,
  'id' | 'provider' | 'userId' | 'plan' | 'discountCodeId' | 'originalAmount' | 'discountAmount' | 'amount' | 'currency' | 'status' | 'expiresAt'
>;

/** The SQL of checkout sessions (table checkout_sessions). */
export class CheckoutSessionsRepository {
  constructor(private readonly db: DataSource) {}

  /** Opens a checkout session inside `m`'s transaction (the one that reserves its discount). */
  async insert(m: EntityManager, row: NewCheckoutSessionRow): Promise<void> {
    await m.getRepository(CheckoutSessionEntity).insert(row);
  }

  byId(id: string): Promise<CheckoutSessionEntity | null> {
    return this.db.getRepository(CheckoutSessionEntity).findOneBy({ id });
  }

  byIdOrFail(id: string): Promise<CheckoutSessionEntity> {
    return this.db.getRepository(CheckoutSessionEntity).findOneByOrFail({ id });
  }

  /** The sandbox session `id`, or null. */
  sandboxById(id: string): Promise<CheckoutSessionEntity | null> {
    return this.db.getRepository(CheckoutSessionEntity).findOneBy({ id, provider: 'sandbox' });
  }

  /** Stores the provider's id for the session `id` once the provider has opened it. */
  async setProviderSession(id: string, providerSessionId: string): Promise<void> {
    await this.db.getRepository(CheckoutSessionEntity).update({ id }, { providerSessionId });
  }

  /** Marks the session `id` expired, whatever its status (`m` when inside a transaction). */
  async markExpired(id: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.getRepository(CheckoutSessionEntity).update({ id }, { status: 'expired' });
  }

  /** Marks the session `id` expired if it is still open. */
  async expireIfOpen(id: string): Promise<void> {
    await this.db.getRepository(CheckoutSessionEntity).update({ id, status: 'open' }, { status: 'expired' });
  }

  /** Marks the sandbox session `id` cancelled if it is still open. */
  async cancelOpenSandbox(id: string): Promise<void> {
    await this.db.getRepository(CheckoutSessionEntity).update({ id, provider: 'sandbox', status: 'open' }, { status: 'cancelled' });
  }

  /** The session `id`, locked for update until `m` commits. */
  lockByIdOrFail(m: EntityManager, id: string): Promise<CheckoutSessionEntity> {
    return m.getRepository(CheckoutSessionEntity).createQueryBuilder('s').where('s.id = :id', { id }).setLock('pessimistic_write').getOneOrFail();
  }

  /** The session an event names, by our id or else by the provider's, locked for update until `m` commits; null when neither is known. */
  lockForEvent(m: EntityManager, checkoutId: string | null, providerSessionId: string | null): Promise<CheckoutSessionEntity | null> {
    if (!checkoutId && !providerSessionId) return Promise.resolve(null);
    const q = m.getRepository(CheckoutSessionEntity).createQueryBuilder('s').setLock('pessimistic_write');
    return checkoutId
      ? q.where('s.id = :checkoutId', { checkoutId }).getOne()
      : q.where('s.provider_session_id = :providerSessionId', { providerSessionId }).getOne();
  }

  /** Records the first verification of the session `id`. */
  async setVerifiedAt(m: EntityManager, id: string, at: Date): Promise<void> {
    await m.getRepository(CheckoutSessionEntity).update({ id }, { verifiedAt: at });
  }

  /** Marks the session `id` paid at `at`, naming the older subscription it replaces (or null). */
  async markCompleted(m: EntityManager, id: string, at: Date, replacedSubscriptionId: string | null): Promise<void> {
    await m.getRepository(CheckoutSessionEntity).update({ id }, { status: 'completed', completedAt: at, replacedSubscriptionId });
  }

  /** Records that the subscription the session `id` replaced was cancelled at `at`. */
  async markReplacedCancelled(id: string, at: Date): Promise<void> {
    await this.db.getRepository(CheckoutSessionEntity).update({ id }, { replacedCancelledAt: at });
  }
}
