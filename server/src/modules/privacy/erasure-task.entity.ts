import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Work outside the database that a deleted account leaves behind: an evidence file to remove from storage, or a
 * provider subscription to cancel. Written in the transaction that deletes the rows and carried out after it, with
 * retries, so a storage or payment outage never keeps personal data in the database nor fails the deletion.
 */
export type ErasureKind = 'evidence_file' | 'payment_subscription';

@Entity('erasure_tasks')
@Index('erasure_tasks_due_idx', ['nextAttemptAt'])
export class ErasureTaskEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  kind: ErasureKind;

  /** The stored file name or the provider subscription id; never a name or an address. */
  @Column({ type: 'varchar', length: 300 })
  target: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
