import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { UserEntity } from '../../users/user.entity';
import { DiscountCodeEntity } from '../discounts/discount-code.entity';

export type CheckoutStatus = 'open' | 'completed' | 'cancelled' | 'expired';
export type PaymentProviderKind = 'stripe' | 'sandbox';

/**
 * One attempt to pay for a plan. `id` is random (256 bits) and is the session id the client sees in
 * /subscription-success?session_id=…; it works as a short-lived credential, so it is never guessable.
 */
@Entity('checkout_sessions')
@Index('checkout_sessions_user_idx', ['userId', 'createdAt'])
export class CheckoutSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProviderKind;

  /** Stripe's cs_… id; for the sandbox the same as `id`. Null until the provider answered. */
  @Index('checkout_sessions_provider_session_key', { unique: true })
  @Column({ name: 'provider_session_id', type: 'varchar', length: 255, nullable: true })
  providerSessionId: string | null;

  /** Null once the buyer deleted their account: a completed payment is kept (bookkeeping), without the person. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** The PlanId being bought. */
  @Column({ type: 'varchar', length: 40 })
  plan: string;

  @Column({ name: 'discount_code_id', type: 'integer', nullable: true })
  discountCodeId: number | null;

  @ManyToOne(() => DiscountCodeEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'discount_code_id' })
  discountCode?: Relation<DiscountCodeEntity> | null;

  /** Amounts in minor units, excluding VAT. */
  @Column({ name: 'original_amount', type: 'integer' })
  originalAmount: number;

  @Column({ name: 'discount_amount', type: 'integer', default: 0 })
  discountAmount: number;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: 'eur' })
  currency: string;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: CheckoutStatus;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** First time verify-subscription-payment handed out a token for this session. */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** An upgrade replaces this provider subscription, which is cancelled after the payment. */
  @Column({ name: 'replaced_subscription_id', type: 'varchar', length: 255, nullable: true })
  replacedSubscriptionId: string | null;

  @Column({ name: 'replaced_cancelled_at', type: 'timestamptz', nullable: true })
  replacedCancelledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
