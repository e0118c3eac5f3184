import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A kind of optional mail a member switched off (by the link in such a mail or in My Account); no row means it is sent. */
@Entity('mail_unsubscribes')
export class MailUnsubscribeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'PK_mail_unsubscribes' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mail_unsubscribes_user' })
  user?: Relation<UserEntity>;

  /** A MailKind of @leerpunt/shared/mail. */
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'PK_mail_unsubscribes' })
  kind: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
