import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * What a member uses of the outside-activity limits: evidence bytes (stored files and uploads under way) and
 * activities. Only the conditional upserts of OutsideUsageRepository change it.
 */
@Entity('outside_usage')
@Check('outside_usage_evidence_bytes_nonnegative', '"evidence_bytes" >= 0')
@Check('outside_usage_activities_nonnegative', '"activities" >= 0')
export class OutsideUsageEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'PK_outside_usage_user' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_outside_usage_user' })
  user?: Relation<UserEntity>;

  /** bigint: TypeORM reads it as a string; the repository converts. */
  @Column({ name: 'evidence_bytes', type: 'bigint', default: 0 })
  evidenceBytes: string;

  @Column({ type: 'integer', default: 0 })
  activities: number;
}
