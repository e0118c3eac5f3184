import { createCompletionLoaders } from '../modules/completions/completions.loaders';
import DataLoader from 'dataloader';
import type { ArticleEntity } from '../modules/articles/article.entity';
import type { Services } from '../services';

/** Orders batch results like the keys; a missing key gets null. */
function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): Array<V | null> {
  const map = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
}

/** Per-request DataLoaders; each feature adds its loaders here so field resolvers never query per parent. */
export function createLoaders(services: Services) {
  return {
    ...createCompletionLoaders(services),
    /** Library cards by id (no text body). Visibility is the caller's concern. */
    articleById: new DataLoader<number, ArticleEntity | null>(async (ids) => byKey(ids, await services.articles.byIds(ids), (a) => a.id)),
    /** Text bodies (Markdown and sanitised HTML) by article id, fetched only when a query asks for them. */
    articleBody: new DataLoader<number, Pick<ArticleEntity, 'id' | 'content' | 'contentHtml'> | null>(async (ids) =>
      byKey(ids, await services.articles.bodies(ids), (a) => a.id),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
