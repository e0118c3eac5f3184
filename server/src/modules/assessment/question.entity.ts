import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ArticleEntity } from '../articles/article.entity';

export type OptionLetter = 'A' | 'B' | 'C' | 'D';

/**
 * A stored test question of an article's bank, with its answer key. Questions are never deleted:
 * when the article changes they are retired, so earlier attempts can still be graded and reviewed.
 */
@Entity('test_questions')
@Index('test_questions_article_current_idx', ['articleId', 'retiredAt'])
export class TestQuestionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOne(() => ArticleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity>;

  @Column({ type: 'text' })
  question: string;

  @Column({ name: 'option_a', type: 'text' })
  optionA: string;

  @Column({ name: 'option_b', type: 'text' })
  optionB: string;

  @Column({ name: 'option_c', type: 'text' })
  optionC: string;

  @Column({ name: 'option_d', type: 'text' })
  optionD: string;

  /** Letter of the correct option in the stored order above. */
  @Column({ name: 'correct_option', type: 'char', length: 1 })
  correctOption: OptionLetter;

  @Column({ type: 'text' })
  explanation: string;

  /** 'offline' or 'openai'. */
  @Column({ type: 'varchar', length: 20 })
  generator: string;

  @Column({ name: 'content_hash', type: 'varchar', length: 64 })
  contentHash: string;

  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
