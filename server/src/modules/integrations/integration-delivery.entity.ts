import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { IntegrationEventEntity } from './integration-event.entity';
import { LrsConnectionEntity } from './lrs-connection.entity';
import { WebhookSubscriptionEntity } from './webhook-subscription.entity';

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';
export type DeliveryKind = 'webhook' | 'xapi';

/**
 * One event for one destination: a webhook subscription or a member's LRS. Claimed like the mail outbox
 * (FOR UPDATE SKIP LOCKED, then a lease in next_attempt_at while 'sending'), so one process sends it.
 */
@Entity('integration_deliveries')
@Index('integration_deliveries_due_idx', ['status', 'nextAttemptAt'])
@Unique('integration_deliveries_webhook_once', ['eventId', 'subscriptionId'])
@Unique('integration_deliveries_lrs_once', ['eventId', 'lrsConnectionId'])
export class IntegrationDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId: number;

  @ManyToOne(() => IntegrationEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_integration_deliveries_event' })
  event?: IntegrationEventEntity;

  @Column({ type: 'varchar', length: 10 })
  kind: DeliveryKind;

  @Column({ name: 'subscription_id', type: 'integer', nullable: true })
  subscriptionId: number | null;

  @ManyToOne(() => WebhookSubscriptionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'FK_integration_deliveries_subscription' })
  subscription?: WebhookSubscriptionEntity;

  @Column({ name: 'lrs_connection_id', type: 'integer', nullable: true })
  lrsConnectionId: number | null;

  @ManyToOne(() => LrsConnectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lrs_connection_id', foreignKeyConstraintName: 'FK_integration_deliveries_lrs' })
  lrsConnection?: LrsConnectionEntity;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** The HTTP status of the last answer; null before one or when nothing answered. */
  @Column({ name: 'last_status_code', type: 'integer', nullable: true })
  lastStatusCode: number | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
