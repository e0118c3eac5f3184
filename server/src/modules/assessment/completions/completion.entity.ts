import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { decimal } from '../../../db/transformers';
import { ArticleEntity } from '../../articles/article.entity';
import { TestAttemptEntity } from '../taking/attempt.entity';
import { UserEntity } from '../../users/user.entity';

/** A passed test: the article is completed and its PE points were awarded (exactly once per user and article). */
@Entity('article_completions')
@Index('article_completions_user_article_key', ['userId', 'articleId'], { unique: true })
@Index('article_completions_user_completed_idx', ['userId', 'completedAt'])
export class ArticleCompletionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOne(() => ArticleEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity>;

  @Index('article_completions_attempt_key', { unique: true })
  @Column({ name: 'attempt_id', type: 'integer' })
  attemptId: number;

  @ManyToOne(() => TestAttemptEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'attempt_id' })
  attempt?: Relation<TestAttemptEntity>;

  /** Calendar year (UTC) of completedAt, for yearly CPD totals. */
  @Column({ name: 'completion_year', type: 'integer' })
  completionYear: number;

  @Column({ name: 'pe_points_awarded', type: 'numeric', precision: 5, scale: 2, transformer: decimal })
  pePointsAwarded: number;

  /** Points taken from the monthly allowance by this pass (0 unless the user was on Professional Monthly). */
  @Column({ name: 'allowance_charged', type: 'numeric', precision: 5, scale: 2, default: 0, transformer: decimal })
  allowanceCharged: number;

  @Column({ name: 'completed_at', type: 'timestamptz' })
  completedAt: Date;
}
