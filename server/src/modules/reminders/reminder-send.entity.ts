import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * One reminder queued for a member: its key (member, kind, occasion) is what makes it go out once, whichever
 * process finds it due first. The row is written in the transaction that puts the mail in the outbox.
 */
@Entity('reminder_sends')
export class ReminderSendEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'PK_reminder_sends' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_reminder_sends_user' })
  user?: Relation<UserEntity>;

  /** renewal_upcoming or cycle_deadline. */
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'PK_reminder_sends' })
  kind: string;

  /** What the reminder is about: the renewal's period end, or a body's profile id and deadline. */
  @PrimaryColumn({ type: 'varchar', length: 120, primaryKeyConstraintName: 'PK_reminder_sends' })
  occasion: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
