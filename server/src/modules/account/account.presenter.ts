import type { ArticleRequestEntity } from './article-request.entity';
import type { ArticleRequestType } from './account.types';

export function toArticleRequestType(r: ArticleRequestEntity): ArticleRequestType {
  return {
    id: r.id,
    userId: r.userId,
    requesterName: r.user ? `${r.user.firstName} ${r.user.lastName}` : '',
    requesterEmail: r.user?.email ?? '',
    language: r.language,
    professionCategory: r.professionCategory,
    topic: r.topic,
    description: r.description,
    createdAt: r.createdAt,
  };
}

/** REST shape of a stored article request (snake_case, as SPEC §3 names the fields). */
export function presentArticleRequest(r: ArticleRequestEntity) {
  return {
    id: r.id,
    user_id: r.userId,
    language: r.language,
    profession_category: r.professionCategory,
    topic: r.topic,
    description: r.description,
    created_at: r.createdAt.toISOString(),
  };
}
