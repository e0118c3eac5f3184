import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimal } from '../../../db/transformers';
import type { DiscountKind } from '../../../providers/payments/payment-provider';

/**
 * A discount code customers type at checkout. `value` is a percentage for 'percent' codes and an
 * amount in minor units (EUR cents) for 'fixed' ones. The check constraint is the last line of
 * defence for the redemption limit; the service counts under a row lock.
 */
@Entity('discount_codes')
@Check('discount_codes_redemptions_check', 'max_redemptions IS NULL OR redemption_count <= max_redemptions')
@Check('discount_codes_value_check', "value > 0 AND (kind <> 'percent' OR value <= 100)")
export class DiscountCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored trimmed and upper-cased; at most 50 characters. */
  @Index('discount_codes_code_key', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  code: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 10 })
  kind: DiscountKind;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: decimal })
  value: number;

  @Column({ name: 'valid_from', type: 'timestamptz', nullable: true })
  validFrom: Date | null;

  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil: Date | null;

  /** Null: unlimited. */
  @Column({ name: 'max_redemptions', type: 'integer', nullable: true })
  maxRedemptions: number | null;

  /** Completed payments that used this code. */
  @Column({ name: 'redemption_count', type: 'integer', default: 0 })
  redemptionCount: number;

  /** A PlanId the code is limited to; null for every paid plan. */
  @Column({ name: 'plan_restriction', type: 'varchar', length: 40, nullable: true })
  planRestriction: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** The Stripe coupon mirroring the current kind and value (reset when either changes). */
  @Column({ name: 'provider_coupon_id', type: 'varchar', length: 255, nullable: true })
  providerCouponId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
