import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ArticleEntity } from '../../articles/article.entity';

export type OptionLetter = 'A' | 'B' | 'C' | 'D';
export type QuestionStatus = 'draft' | 'approved' | 'retired';
export type QuestionSource = 'curated' | 'openai' | 'offline';

/** One question as served in an attempt: `order[i]` is the stored letter shown at position i (A..D). */
export interface ServedQuestion {
  questionId: number;
  order: OptionLetter[];
}

/** One failed rule of the question gate, as stored with the item and shown to admins. */
export interface GateFailure {
  rule: string;
  message: string;
}

/**
 * A stored test question of an article's bank, with its answer key. Questions are never deleted:
 * when the article changes they are retired, so earlier attempts can still be graded and reviewed.
 */
@Entity('test_questions')
@Index('test_questions_article_current_idx', ['articleId', 'retiredAt'])
// One live row per curated item: edits retire the old row and insert a new one under the same key.
@Index('test_questions_external_current_key', ['externalId'], { unique: true, where: '"retired_at" IS NULL' })
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

  /** Where the item comes from: 'curated' (a content file or an admin), 'openai' or 'offline'. */
  @Column({ type: 'varchar', length: 20 })
  generator: QuestionSource;

  /** draft: not served while review is required; approved: may be served; retired: kept for past attempts. */
  @Column({ type: 'varchar', length: 10, default: 'approved' })
  status: QuestionStatus;

  /** `<article slug>#<item id>` for items from a content file; null for generated ones. */
  @Column({ name: 'external_id', type: 'varchar', length: 260, nullable: true })
  externalId: string | null;

  /** Bank keys of items an editor declared must not share a test with this one (the draw honours both directions). */
  @Column({ name: 'not_with', type: 'text', array: true, default: () => "'{}'" })
  notWith: string[];

  /** The article section and passage the key rests on. */
  @Column({ name: 'source_section', type: 'text', nullable: true })
  sourceSection: string | null;

  @Column({ name: 'source_quote', type: 'text', nullable: true })
  sourceQuote: string | null;

  /** What the question gate found when the item was last checked; empty when it passes. */
  @Column({ name: 'gate_failures', type: 'jsonb', default: () => "'[]'" })
  gateFailures: GateFailure[];

  @Column({ name: 'content_hash', type: 'varchar', length: 64 })
  contentHash: string;

  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
