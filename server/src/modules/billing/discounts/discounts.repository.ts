import type { DataSource, EntityManager } from 'typeorm';
import { DiscountCodeEntity } from './discount-code.entity';
import type { CreateDiscountInput } from '../billing.inputs';

/** The fields of a code an admin may change, as stored. */
export type DiscountCodeChanges = Pick<
  DiscountCodeEntity,
  'description' | 'kind' | 'value' | 'validFrom' | 'validUntil' | 'maxRedemptions' | 'planRestriction' | 'active' | 'providerCouponId'
>;

/** The SQL of discount codes. */
export class DiscountsRepository {
  constructor(private readonly db: DataSource) {}

  /** The manager for reads outside a transaction. */
  get manager(): EntityManager {
    return this.db.manager;
  }

  /** The code spelled exactly `code` (already normalised), read through `m`. */
  findByCode(m: EntityManager, code: string): Promise<DiscountCodeEntity | null> {
    return m.getRepository(DiscountCodeEntity).findOneBy({ code });
  }

  /** One page of codes, newest first, after the keyset `position`, with the count of all codes. */
  async page(size: number, position: [string, number] | null): Promise<{ entities: DiscountCodeEntity[]; positions: Map<number, string>; total: number }> {
    const repo = this.db.getRepository(DiscountCodeEntity);
    // created_at as text keeps its microseconds through the cursor.
    const q = repo.createQueryBuilder('d').addSelect('d.created_at::text', 'd_position');
    if (position) q.where('(d.created_at, d.id) < (CAST(:at AS timestamptz), :id)', { at: position[0], id: position[1] });
    // One row more than the page tells whether another follows.
    q.orderBy('d.created_at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .limit(size + 1);
    const [{ entities, raw }, total] = await Promise.all([q.getRawAndEntities<{ d_id: number; d_position: string }>(), repo.count()]);
    return { entities, positions: new Map(raw.map((r) => [Number(r.d_id), r.d_position])), total };
  }

  /** Inserts a new code; null when the code is taken. */
  async insert(data: CreateDiscountInput): Promise<DiscountCodeEntity | null> {
    const inserted: Array<{ id: number }> = await this.db.query(
      `INSERT INTO discount_codes (code, description, kind, value, valid_from, valid_until, max_redemptions, plan_restriction, active)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [data.code, data.description, data.kind, data.value, data.validFrom, data.validUntil, data.maxRedemptions, data.planRestriction, data.active],
    );
    if (!inserted[0]) return null;
    return this.db.getRepository(DiscountCodeEntity).findOneByOrFail({ id: inserted[0].id });
  }

  /** The code `id`, or null (`m` when inside a transaction). */
  byId(id: number, m: EntityManager = this.db.manager): Promise<DiscountCodeEntity | null> {
    return m.getRepository(DiscountCodeEntity).findOneBy({ id });
  }

  /**
   * Counts one use of `codeId` by the paid checkout `redemption.checkoutSessionId`: a redemption row, unique per
   * checkout, and the code's counter only when that row is new. Call it with the code locked (`lockById`).
   */
  async redeem(m: EntityManager, codeId: number, redemption: { checkoutSessionId: string; userId: number | null; discountAmount: number }): Promise<void> {
    const inserted: unknown[] = await m.query(
      `INSERT INTO discount_redemptions (discount_code_id, checkout_session_id, user_id, discount_amount)
       VALUES ($1, $2, $3, $4) ON CONFLICT (checkout_session_id) DO NOTHING RETURNING id`,
      [codeId, redemption.checkoutSessionId, redemption.userId, redemption.discountAmount],
    );
    if (inserted.length > 0) {
      await m.query('UPDATE discount_codes SET redemption_count = redemption_count + 1, updated_at = now() WHERE id = $1', [codeId]);
    }
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The code `id`, locked for update until `m` commits. */
  lockById(m: EntityManager, id: number): Promise<DiscountCodeEntity | null> {
    return m.getRepository(DiscountCodeEntity).createQueryBuilder('d').where('d.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  /** Writes the changeable fields of `id` and reads the row back. */
  async update(m: EntityManager, id: number, changes: DiscountCodeChanges): Promise<DiscountCodeEntity> {
    const repo = m.getRepository(DiscountCodeEntity);
    await repo.update({ id }, changes);
    return repo.findOneByOrFail({ id });
  }

  /** Stores `couponId` on the code when its kind, value and limit are still those of `code`. */
  async rememberCoupon(code: DiscountCodeEntity, couponId: string): Promise<void> {
    await this.db.query(
      `UPDATE discount_codes SET provider_coupon_id = $1
        WHERE id = $2 AND kind = $3 AND value = $4 AND max_redemptions IS NOT DISTINCT FROM $5::int`,
      [couponId, code.id, code.kind, code.value, code.maxRedemptions],
    );
  }

  /** Switches `id` off; null when there is no such code. */
  async deactivate(id: number): Promise<DiscountCodeEntity | null> {
    const repo = this.db.getRepository(DiscountCodeEntity);
    const result = await repo.update({ id }, { active: false });
    if (!result.affected) return null;
    return repo.findOneByOrFail({ id });
  }

  /**
   * Reserves one use of code `id` for a checkout in `m`: locks the code row, so concurrent checkouts in any
   * process queue here, and counts redemptions plus open, unexpired checkouts holding the code.
   * False when no use is left.
   */
  async reserveUse(m: EntityManager, id: number): Promise<boolean> {
    // The lock first, the count in a second statement: its snapshot then sees every checkout committed before the lock was granted.
    await m.query('SELECT id FROM discount_codes WHERE id = $1 FOR UPDATE', [id]);
    const rows: Array<{ free: boolean }> = await m.query(
      `SELECT d.max_redemptions IS NULL
              OR d.redemption_count + (SELECT count(*) FROM checkout_sessions s
                                        WHERE s.discount_code_id = d.id AND s.status = 'open' AND s.expires_at > now()) < d.max_redemptions AS free
         FROM discount_codes d WHERE d.id = $1`,
      [id],
    );
    return !!rows[0]?.free;
  }
}
