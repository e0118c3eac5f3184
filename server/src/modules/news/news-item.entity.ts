import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A news and updates entry (SPEC §3): type is news, feature, announcement or update. */
@Entity('news_items')
@Index('news_items_created_idx', ['createdAt'])
export class NewsItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('news_items_slug_key', { unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  slug: string | null;

  @Column({ type: 'varchar', length: 20, default: 'news' })
  type: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'is_published', type: 'boolean', default: true })
  isPublished: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
