import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A provider subscription as last reported. The user row mirrors the one it currently points to
 * (users.payment_subscription_id); `state_at` is the provider time of the newest state applied,
 * so an older event arriving late never overwrites a newer state.
 */
@Entity('subscriptions')
export class SubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('subscriptions_user_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 16 })
  provider: string;

  @Index('subscriptions_provider_id_key', { unique: true })
  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 255 })
  providerSubscriptionId: string;

  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255, nullable: true })
  providerCustomerId: string | null;

  @Column({ type: 'varchar', length: 40 })
  plan: string;

  /** 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused'. */
  @Column({ type: 'varchar', length: 32 })
  status: string;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'state_at', type: 'timestamptz' })
  stateAt: Date;

  @Column({ name: 'checkout_session_id', type: 'varchar', length: 64, nullable: true })
  checkoutSessionId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
