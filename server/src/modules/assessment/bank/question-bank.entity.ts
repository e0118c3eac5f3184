import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ArticleEntity } from '../../articles/article.entity';

/**
 * One row per article whose questions have been generated. The row is the lock taken while a bank is
 * (re)generated, and `contentHash` says which version of the article the current questions were made from.
 */
@Entity('question_banks')
export class QuestionBankEntity {
  @PrimaryColumn({ name: 'article_id', type: 'integer' })
  articleId: number;

  @OneToOne(() => ArticleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity>;

  /** sha256 of the article text the current questions were generated from ('' while being created). */
  @Column({ name: 'content_hash', type: 'varchar', length: 64 })
  contentHash: string;

  /** 'offline' or 'openai'. */
  @Column({ type: 'varchar', length: 20 })
  generator: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  model: string | null;

  @Column({ name: 'question_count', type: 'integer', default: 0 })
  questionCount: number;

  @Column({ name: 'generated_at', type: 'timestamptz', default: () => 'now()' })
  generatedAt: Date;
}
