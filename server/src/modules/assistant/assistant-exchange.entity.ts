import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export interface StoredSource {
  article_id: number;
  title: string;
  url: string;
}

/** One question to the assistant and its answer; only a member's latest few are kept. */
@Entity('assistant_exchanges')
@Index('assistant_exchanges_user_idx', ['userId', 'id'])
export class AssistantExchangeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'text' })
  answer: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  sources: StoredSource[];

  /** Which assistant answered: 'openai', or 'offline' (also when OpenAI failed and the library answered). */
  @Column({ type: 'varchar', length: 16 })
  mode: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
