import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ArticleEntity } from '../articles/article.entity';
import { UserEntity } from '../users/user.entity';

/** Extra test attempts an administrator gave a member for one item, with who gave them and why. */
@Entity('attempt_grants')
@Index('attempt_grants_user_article_idx', ['userId', 'articleId'])
@Check('attempt_grants_extra_range', '"extra_attempts" BETWEEN 1 AND 10')
export class AttemptGrantEntity {
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

  @Column({ name: 'extra_attempts', type: 'smallint' })
  extraAttempts: number;

  /** The administrator; kept (as null) if that account is later deleted. */
  @Column({ name: 'granted_by', type: 'integer', nullable: true })
  grantedBy: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'granted_by' })
  granter?: Relation<UserEntity>;

  @Column({ type: 'text' })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
