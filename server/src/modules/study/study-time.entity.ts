import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ArticleEntity } from '../articles/article.entity';
import { UserEntity } from '../users/user.entity';
import { decimal } from '../../db/transformers';

/** The study time the server recorded for one member and item: the sum of what their heartbeats were credited. */
@Entity('study_time')
export class StudyTimeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @PrimaryColumn({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOne(() => ArticleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity>;

  /** Seconds credited, to the millisecond. */
  @Column({ type: 'numeric', precision: 12, scale: 3, default: 0, transformer: decimal })
  seconds: number;

  @Column({ name: 'first_beat_at', type: 'timestamptz' })
  firstBeatAt: Date;

  @Column({ name: 'last_beat_at', type: 'timestamptz' })
  lastBeatAt: Date;
}
