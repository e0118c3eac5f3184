import DataLoader from 'dataloader';
import type { UserEntity } from '../users/user.entity';
import type { StudyProgress } from './study.rules';
import type { StudyService } from './study.service';

export interface StudyKey {
  user: Pick<UserEntity, 'id' | 'isAdmin'>;
  articleId: number;
}

/** Per-request loader: the study progress of every article a query asks about, in one statement per member. */
export function createStudyLoaders(deps: { study: Pick<StudyService, 'progressFor'> }) {
  return {
    studyProgress: new DataLoader<StudyKey, StudyProgress | null, string>(
      async (keys) => {
        const byUser = new Map<number, { user: StudyKey['user']; ids: number[] }>();
        for (const k of keys) {
          const entry = byUser.get(k.user.id) ?? { user: k.user, ids: [] };
          entry.ids.push(k.articleId);
          byUser.set(k.user.id, entry);
        }
        const found = new Map<string, StudyProgress>();
        for (const { user, ids } of byUser.values()) {
          for (const [articleId, progress] of await deps.study.progressFor(user, ids)) found.set(`${user.id}:${articleId}`, progress);
        }
        return keys.map((k) => found.get(`${k.user.id}:${k.articleId}`) ?? null);
      },
      { cacheKeyFn: (k) => `${k.user.id}:${k.articleId}` },
    ),
  };
}
