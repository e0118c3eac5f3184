import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A member's request for an article on a topic (Account → Request Content). */
@Entity('article_requests')
export class ArticleRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('article_requests_user_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** One of REQUEST_LANGUAGES. */
  @Column({ type: 'varchar', length: 30 })
  language: string;

  @Column({ name: 'profession_category', type: 'varchar', length: 100 })
  professionCategory: string;

  @Column({ type: 'varchar', length: 200 })
  topic: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
