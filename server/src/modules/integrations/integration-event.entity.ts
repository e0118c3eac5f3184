import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * Something partners and a member's learning record store may hear about, written in the same transaction
 * (or statement) as the change it reports. The delivery worker later turns each event into deliveries for
 * the webhook subscriptions allowed to see it and the member's LRS (fanned_out_at says it has done so).
 * `data` holds ids and figures only; names and addresses are never copied here.
 */
@Entity('integration_events')
@Index('integration_events_fan_out_idx', ['fannedOutAt', 'id'])
export class IntegrationEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** certificate.issued, certificate.revoked, completion.recorded or subscription.changed. */
  @Column({ type: 'varchar', length: 40 })
  type: string;

  /** The member the event is about. */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_integration_events_user' })
  user?: UserEntity;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @Column({ name: 'fanned_out_at', type: 'timestamptz', nullable: true })
  fannedOutAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
