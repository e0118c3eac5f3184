import type { DataSource, EntityManager } from 'typeorm';
import { NewsItemEntity } from './news-item.entity';

type NewsValues = Partial<Pick<NewsItemEntity, 'slug' | 'type' | 'title' | 'content' | 'isPublished' | 'createdAt'>>;

/** The news_items table: every statement the news service runs, one call each. */
export class NewsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  private get repo() {
    return this.db.getRepository(NewsItemEntity);
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: NewsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((m) => work(new NewsRepository(m)));
  }

  /** Newest first (ties by id), published items only unless `includeUnpublished`. */
  newest(limit: number, includeUnpublished: boolean): Promise<NewsItemEntity[]> {
    return this.repo.find({ where: includeUnpublished ? {} : { isPublished: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  byId(id: number): Promise<NewsItemEntity> {
    return this.repo.findOneByOrFail({ id });
  }

  /** The item of a content file, locked for the rest of the transaction; null when there is none. */
  lockBySlug(slug: string): Promise<NewsItemEntity | null> {
    return this.repo.findOne({ where: { slug }, lock: { mode: 'pessimistic_write' } });
  }

  /** Saves a new item and returns it as stored. */
  create(values: NewsValues): Promise<NewsItemEntity> {
    return this.repo.save(this.repo.create(values));
  }

  /** Inserts a row without reading it back. */
  async insert(values: NewsValues): Promise<void> {
    await this.repo.insert(values);
  }

  /** False when there is no item `id`. */
  async update(id: number, values: NewsValues): Promise<boolean> {
    const result = await this.repo.update({ id }, values);
    return !!result.affected;
  }

  /** False when there is no item `id`. */
  async delete(id: number): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return !!result.affected;
  }
}
