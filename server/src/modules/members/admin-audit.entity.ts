import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One administrative action on a member's account: who, what, on whom, and the details given. */
@Entity('admin_audit_log')
@Index('admin_audit_log_created_idx', ['createdAt'])
export class AdminAuditEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Plain ids, no foreign keys: the log outlives the accounts it mentions. */
  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @Column({ name: 'admin_email', type: 'varchar', length: 254 })
  adminEmail: string;

  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ name: 'target_user_id', type: 'integer', nullable: true })
  targetUserId: number | null;

  @Column({ type: 'jsonb' })
  details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
