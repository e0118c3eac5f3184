import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ArticleEntity } from '../articles/article.entity';
import { UserEntity } from '../users/user.entity';
import { decimal } from '../../db/transformers';

/**
 * A member's one counting session: the item and the server time of their latest heartbeat, and what that beat
 * was credited. A beat is credited the time since this one, so every beat of a member, whatever the item or
 * the process, is measured against the same clock.
 */
@Entity('study_clocks')
export class StudyClockEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOne(() => ArticleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity>;

  @Column({ name: 'last_beat_at', type: 'timestamptz' })
  lastBeatAt: Date;

  /** Seconds the latest beat was credited (0 when it started a session). */
  @Column({ name: 'credited_seconds', type: 'numeric', precision: 8, scale: 3, default: 0, transformer: decimal })
  creditedSeconds: number;
}
