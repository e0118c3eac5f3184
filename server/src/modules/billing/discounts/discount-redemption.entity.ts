import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../../users/user.entity';
import { CheckoutSessionEntity } from '../checkout/checkout-session.entity';
import { DiscountCodeEntity } from './discount-code.entity';

/** One counted use of a discount code: at most one per checkout session. */
@Entity('discount_redemptions')
@Index('discount_redemptions_code_idx', ['discountCodeId'])
export class DiscountRedemptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'discount_code_id', type: 'integer' })
  discountCodeId: number;

  @ManyToOne(() => DiscountCodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'discount_code_id' })
  discountCode?: Relation<DiscountCodeEntity>;

  @Index('discount_redemptions_session_key', { unique: true })
  @Column({ name: 'checkout_session_id', type: 'varchar', length: 64 })
  checkoutSessionId: string;

  @ManyToOne(() => CheckoutSessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'checkout_session_id' })
  checkoutSession?: Relation<CheckoutSessionEntity>;

  @Index('discount_redemptions_user_idx')
  /** Null once the member deleted their account (the redemption still counts against the code). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'discount_amount', type: 'integer' })
  discountAmount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
