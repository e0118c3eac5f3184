import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { ArticleCompletionEntity } from '../assessment/completions/completion.entity';
import { OutsideActivityEntity } from '../outside-activities/outside-activity.entity';
import { UserEntity } from '../users/user.entity';

/**
 * The member's reflection on one entry of their record: a completion (a pass, with its certificate) or an
 * outside activity. One per entry; it goes with its entry.
 */
@Entity('cpd_reflections')
@Index('cpd_reflections_completion_key', ['completionId'], { unique: true })
@Index('cpd_reflections_outside_key', ['outsideActivityId'], { unique: true })
@Index('cpd_reflections_user_idx', ['userId'])
@Check('cpd_reflections_one_entry', '("completion_id" IS NULL) <> ("outside_activity_id" IS NULL)')
@Check('cpd_reflections_not_empty', '"learned" IS NOT NULL OR "application" IS NOT NULL')
export class CpdReflectionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_cpd_reflections' })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_cpd_reflections_user' })
  user?: Relation<UserEntity>;

  @Column({ name: 'completion_id', type: 'integer', nullable: true })
  completionId: number | null;

  @ManyToOne(() => ArticleCompletionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'completion_id', foreignKeyConstraintName: 'FK_cpd_reflections_completion' })
  completion?: Relation<ArticleCompletionEntity>;

  @Column({ name: 'outside_activity_id', type: 'uuid', nullable: true })
  outsideActivityId: string | null;

  @ManyToOne(() => OutsideActivityEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'outside_activity_id', foreignKeyConstraintName: 'FK_cpd_reflections_outside_activity' })
  outsideActivity?: Relation<OutsideActivityEntity>;

  /** What I learned. */
  @Column({ type: 'text', nullable: true })
  learned: string | null;

  /** How I will apply it. */
  @Column({ type: 'text', nullable: true })
  application: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
