import { createCompletionLoaders } from '../modules/assessment/completions/completions.loaders';
import DataLoader from 'dataloader';
import type { ArticleEntity } from '../modules/articles/article.entity';
import type { ArticleSearchHighlight } from '../modules/articles/article-search';
import type { ArticleMetaRow } from '../modules/articles/articles.repository';
import type { ArticlesService } from '../modules/articles/articles.service';
import type { QuestionBankService } from '../modules/assessment/bank/question-bank.service';
import type { CompletionsService } from '../modules/assessment/completions/completions.service';
import type { ArticleRating, FeedbackService } from '../modules/feedback/feedback.service';
import { createStudyLoaders } from '../modules/study/study.loaders';
import type { StudyService } from '../modules/study/study.service';

/** Orders batch results like the keys; a missing key gets null. */
function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): Array<V | null> {
  const map = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
}

/** The services the loaders read through, and nothing else. */
export interface LoaderServices {
  articles: Pick<ArticlesService, 'byIds' | 'bodies' | 'meta' | 'highlights'>;
  feedback: Pick<FeedbackService, 'ratings'>;
  questionBank: Pick<QuestionBankService, 'testAvailable'>;
  completions: Pick<CompletionsService, 'statusesFor'>;
  study: Pick<StudyService, 'progressFor'>;
}

/** Per-request DataLoaders; each feature adds its loaders here so field resolvers never query per parent. */
export function createLoaders(services: LoaderServices) {
  return {
    ...createCompletionLoaders(services),
    ...createStudyLoaders(services),
    /** Library cards by id (no text body). Visibility is the caller's concern. */
    articleById: new DataLoader<number, ArticleEntity | null>(async (ids) => byKey(ids, await services.articles.byIds(ids), (a) => a.id)),
    /** Text bodies (Markdown and sanitised HTML) by article id, fetched only when a query asks for them. */
    articleBody: new DataLoader<number, Pick<ArticleEntity, 'id' | 'content' | 'contentHtml'> | null>(async (ids) =>
      byKey(ids, await services.articles.bodies(ids), (a) => a.id),
    ),
    /** Item metadata by article id, read only when a query asks for it (library cards do not select it). */
    articleMeta: new DataLoader<number, ArticleMetaRow | null>(async (ids) => byKey(ids, await services.articles.meta(ids), (r) => r.id)),
    /** Search highlights of a page's items, one statement per searched text. */
    searchHighlight: new DataLoader<{ id: number; text: string }, ArticleSearchHighlight | null, string>(
      async (keys) => {
        const found = new Map<string, ArticleSearchHighlight>();
        for (const text of new Set(keys.map((k) => k.text))) {
          const ids = keys.filter((k) => k.text === text).map((k) => k.id);
          for (const h of await services.articles.highlights(text, ids)) found.set(`${h.id}:${text}`, h);
        }
        return keys.map((k) => found.get(`${k.id}:${k.text}`) ?? null);
      },
      { cacheKeyFn: (k) => `${k.id}:${k.text}` },
    ),
    /** Average stars and number of ratings per article: one aggregate statement for a whole page. */
    articleRating: new DataLoader<number, ArticleRating>(async (ids) => {
      const found = new Map((await services.feedback.ratings(ids)).map((r) => [r.articleId, r]));
      return ids.map((id) => found.get(id) ?? { articleId: id, average: null, count: 0 });
    }),
    /** Whether a test can be started on the article (an approved bank, or drafts allowed by QUESTION_REVIEW=auto). */
    testAvailable: new DataLoader<number, boolean>(async (ids) => services.questionBank.testAvailable(ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
