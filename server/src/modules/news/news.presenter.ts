import type { NewsItemEntity } from './news-item.entity';

/** The REST shape of a news item (SPEC §3). */
export function presentNewsItem(n: NewsItemEntity) {
  return { id: n.id, type: n.type, title: n.title, content: n.content, created_at: n.createdAt };
}
