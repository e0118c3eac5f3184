import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../../users/user.entity';

/** A short-lived link to the sandbox billing portal; the random id is the credential. */
@Entity('billing_portal_sessions')
export class PortalSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index('billing_portal_sessions_user_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
