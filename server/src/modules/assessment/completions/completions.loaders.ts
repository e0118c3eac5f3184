import DataLoader from 'dataloader';
import type { CompletionsService, CompletionStatus, StatusUser } from './completions.service';

export interface StatusKey {
  user: StatusUser;
  articleId: number;
}

/** Per-request loaders: a page of articles gets its completion statuses in one SQL statement. */
export function createCompletionLoaders(deps: { completions: Pick<CompletionsService, 'statusesFor'> }) {
  return {
    completionStatus: new DataLoader<StatusKey, CompletionStatus | null, string>(
      async (keys) => {
        const byUser = new Map<number, { user: StatusUser; ids: number[] }>();
        for (const k of keys) {
          const entry = byUser.get(k.user.id) ?? { user: k.user, ids: [] };
          entry.ids.push(k.articleId);
          byUser.set(k.user.id, entry);
        }
        const results = new Map<string, CompletionStatus>();
        for (const { user, ids } of byUser.values()) {
          for (const [articleId, status] of await deps.completions.statusesFor(user, ids)) results.set(`${user.id}:${articleId}`, status);
        }
        return keys.map((k) => results.get(`${k.user.id}:${k.articleId}`) ?? null);
      },
      { cacheKeyFn: (k) => `${k.user.id}:${k.articleId}` },
    ),
  };
}
