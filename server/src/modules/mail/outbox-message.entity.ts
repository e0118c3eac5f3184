import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'stored' | 'failed';

/**
 * Every e-mail is written here first and delivered from here, so a send never blocks a request
 * and a failed delivery is retried. Without SMTP the message stays 'stored' and is readable at /dev/outbox.
 * While a sender holds a message it is 'sending' and next_attempt_at is the end of its lease.
 */
@Entity('outbox_messages')
@Index('outbox_messages_due_idx', ['status', 'nextAttemptAt'])
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  text: string;

  @Column({ name: 'html_body', type: 'text' })
  html: string;

  /** Extra header lines of the message (List-Unsubscribe), or null. */
  @Column({ type: 'jsonb', nullable: true })
  headers: Record<string, string> | null;

  /** A short label such as 'email_confirmation', for listing and tests. */
  @Column({ type: 'varchar', length: 60 })
  template: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
