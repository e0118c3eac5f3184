import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { ContactMessageEntity } from './contact-message.entity';

/** Support's answer to a contact message: mailed to the message's reply address and shown to the member in the Help Center. */
@Entity('contact_replies')
export class ContactReplyEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_contact_replies' })
  id: number;

  @Index('contact_replies_message_idx')
  @Column({ name: 'message_id', type: 'integer' })
  messageId: number;

  @ManyToOne(() => ContactMessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id', foreignKeyConstraintName: 'FK_contact_replies_message' })
  message?: Relation<ContactMessageEntity>;

  /** The admin who answered; null once that account is deleted (the answer stays with the message). */
  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'FK_contact_replies_admin' })
  admin?: Relation<UserEntity>;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
