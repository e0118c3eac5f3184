import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A provider event that has been applied; the primary key makes every event id count once. */
@Entity('payment_events')
export class PaymentEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  provider: string;

  @Column({ type: 'varchar', length: 80 })
  type: string;

  /** When the provider created the event (its own clock). */
  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  /** What applying it did: 'applied', 'stale', 'ignored', … (for support). */
  @Column({ type: 'varchar', length: 32 })
  outcome: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
