import type { DataSource, EntityManager } from 'typeorm';
import { hotQuery } from '../../db/hot-query';
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

  /** Newest first (ties by id), published items only unless `includeUnpublished`; a raw read, as every dashboard visit runs it. */
  async newest(limit: number, includeUnpublished: boolean): Promise<NewsItemEntity[]> {
    const rows = await hotQuery<NewsItemEntity>(
      this.db,
      `SELECT id, slug, type, title, content, is_published AS "isPublished", created_at AS "createdAt" FROM news_items
        WHERE is_published OR $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [includeUnpublished, limit],
    );
    return rows.map((row) => Object.assign(Object.create(NewsItemEntity.prototype) as NewsItemEntity, row, { createdAt: new Date(row.createdAt) }));
  }

  /**
   * Up to `limit` items, newest (created_at, then id) first, after the keyset `position`, each with its
   * created_at as text (microseconds survive the cursor round trip), and the count of the whole list.
   */
  async page(
    limit: number,
    includeUnpublished: boolean,
    position: [string, number] | null,
  ): Promise<{ rows: Array<{ item: NewsItemEntity; position: string }>; total: number }> {
    const base = () => {
      const q = this.repo.createQueryBuilder('n');
      if (!includeUnpublished) q.where('n.is_published = true');
      return q;
    };
    const q = base().addSelect('n.created_at::text', 'n_position');
    if (position) q.andWhere('(n.created_at, n.id) < (CAST(:at AS timestamptz), :id)', { at: position[0], id: position[1] });
    q.orderBy('n.created_at', 'DESC').addOrderBy('n.id', 'DESC').limit(limit);
    const [{ entities, raw }, total] = await Promise.all([q.getRawAndEntities<{ n_id: number; n_position: string }>(), base().getCount()]);
    const positions = new Map(raw.map((r) => [Number(r.n_id), r.n_position]));
    return { rows: entities.map((item) => ({ item, position: positions.get(item.id) ?? item.createdAt.toISOString() })), total };
  }

  /** The item with this id, or null. */
  find(id: number): Promise<NewsItemEntity | null> {
    return this.repo.findOneBy({ id });
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
