import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import { pageOf, pageSize, timeKeyset, type ConnectionPage } from '../../graphql/connection';
import { MESSAGES } from '@leerpunt/shared/messages';
import { requireAdmin } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { UpsertOutcome } from '../articles/articles.service';
import type { NewsItemEntity } from './news-item.entity';
import type { NewsInputData, NewsListQuery } from './news.inputs';
import { NewsRepository } from './news.repository';

type Actor = UserEntity | null | undefined;

/** What a content file says about a news item, keyed by its slug. */
export interface NewsDraft extends NewsInputData {
  slug: string;
  createdAt: Date | null;
}

/** News and updates: a public list, admin edits and content-file upserts. */
export class NewsService {
  private readonly items: NewsRepository;

  constructor(db: DataSource) {
    this.items = new NewsRepository(db);
  }

  /** Published items, newest first; admins may include unpublished ones. */
  async list(actor: Actor, { limit, includeUnpublished }: NewsListQuery): Promise<NewsItemEntity[]> {
    if (includeUnpublished) requireAdmin(actor);
    return this.items.newest(limit, includeUnpublished);
  }

  /** The same list `first` at a time after `after` (GraphQL's connection), with the count of the whole list. */
  async page(
    actor: Actor,
    { first, after, includeUnpublished }: { first?: number | null; after?: string | null; includeUnpublished?: boolean | null },
  ): Promise<ConnectionPage<NewsItemEntity>> {
    if (includeUnpublished) requireAdmin(actor);
    const size = pageSize(first);
    const position = timeKeyset(after, 'number');
    // One row more than the page tells whether another follows.
    const { rows, total } = await this.items.page(size + 1, !!includeUnpublished, position);
    return pageOf(
      rows,
      size,
      !!position,
      total,
      (r) => [r.position, r.item.id],
      (r) => r.item,
    );
  }

  /** One item: a published one for anyone, an unpublished one for admins; null otherwise. */
  async item(actor: Actor, id: number): Promise<NewsItemEntity | null> {
    const found = await this.items.find(id);
    if (!found || (!found.isPublished && !actor?.isAdmin)) return null;
    return found;
  }

  async create(actor: Actor, data: NewsInputData): Promise<NewsItemEntity> {
    requireAdmin(actor);
    return this.items.create({ type: data.type, title: data.title, content: data.content, isPublished: data.isPublished ?? true });
  }

  async update(actor: Actor, id: number, data: NewsInputData): Promise<NewsItemEntity> {
    requireAdmin(actor);
    const found = await this.items.update(id, {
      type: data.type,
      title: data.title,
      content: data.content,
      ...(data.isPublished != null ? { isPublished: data.isPublished } : {}),
    });
    if (!found) throw notFound(MESSAGES.newsNotFound);
    return this.items.byId(id);
  }

  async remove(actor: Actor, id: number): Promise<boolean> {
    requireAdmin(actor);
    if (!(await this.items.delete(id))) throw notFound(MESSAGES.newsNotFound);
    return true;
  }

  /** Inserts or updates the news item of a content file by slug; an unchanged file leaves the row untouched. */
  async upsertDraft(draft: NewsDraft): Promise<UpsertOutcome> {
    return this.items.transaction(async (tx) => {
      const previous = await tx.lockBySlug(draft.slug);
      const values = { type: draft.type, title: draft.title, content: draft.content };
      if (!previous) {
        await tx.insert({ ...values, slug: draft.slug, isPublished: draft.isPublished ?? true, ...(draft.createdAt ? { createdAt: draft.createdAt } : {}) });
        return 'created';
      }
      const changed =
        previous.type !== values.type ||
        previous.title !== values.title ||
        previous.content !== values.content ||
        (draft.createdAt !== null && previous.createdAt.getTime() !== draft.createdAt.getTime()) ||
        (draft.isPublished != null && draft.isPublished !== previous.isPublished);
      if (!changed) return 'unchanged';
      await tx.update(previous.id, {
        ...values,
        ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
        ...(draft.isPublished != null ? { isPublished: draft.isPublished } : {}),
      });
      return 'updated';
    });
  }
}
