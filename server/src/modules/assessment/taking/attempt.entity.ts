import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ArticleEntity } from '../../articles/article.entity';
import { UserEntity } from '../../users/user.entity';
import type { OptionLetter, ServedQuestion } from '../bank/question.entity';

export type AttemptStatus = 'open' | 'passed' | 'failed';

/** A test attempt: started (open), then graded once (passed or failed). */
@Entity('test_attempts')
@Index('test_attempts_number_key', ['userId', 'articleId', 'attemptNumber'], { unique: true })
@Index('test_attempts_one_open_key', ['userId', 'articleId'], { unique: true, where: `"status" = 'open'` })
@Index('test_attempts_user_submitted_idx', ['userId', 'submittedAt'])
@Index('test_attempts_article_graded_idx', ['articleId'], { where: `"status" <> 'open'` })
export class TestAttemptEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOne(() => ArticleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity>;

  /** 1-based; unique per user and article. */
  @Column({ name: 'attempt_number', type: 'integer' })
  attemptNumber: number;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: AttemptStatus;

  /** The question set and option shuffle served to the user; never sent to the client as such. */
  @Column({ type: 'jsonb' })
  questions: ServedQuestion[];

  /** Submitted answers: question id → letter as shown to the user. */
  @Column({ type: 'jsonb', nullable: true })
  answers: Record<string, OptionLetter> | null;

  @Column({ type: 'integer', nullable: true })
  score: number | null;

  @Column({ type: 'integer' })
  total: number;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;
}
