import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A read-only link to a member's CPD record for an auditor. Only the SHA-256 of its token is kept. */
@Entity('record_shares')
export class RecordShareEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_record_shares' })
  id: number;

  @Index('record_shares_user_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_record_shares_user' })
  user?: Relation<UserEntity>;

  /** Hex SHA-256 of the link's token; the token itself is shown once and never stored. */
  @Index('record_shares_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 80, nullable: true })
  label: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One opening of a share link: when, and the browser family (nothing else about the viewer). */
@Entity('record_share_views')
export class RecordShareViewEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_record_share_views' })
  id: number;

  @Index('record_share_views_share_idx')
  @Column({ name: 'share_id', type: 'integer' })
  shareId: number;

  @ManyToOne(() => RecordShareEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'share_id', foreignKeyConstraintName: 'FK_record_share_views_share' })
  share?: Relation<RecordShareEntity>;

  @Column({ name: 'viewed_at', type: 'timestamptz', default: () => 'now()' })
  viewedAt: Date;

  /** A coarse browser family (Chrome, Firefox, Safari, Edge, other); never the full user agent. */
  @Column({ name: 'agent_family', type: 'varchar', length: 16 })
  agentFamily: string;
}
