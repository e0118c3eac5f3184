import type { FeedbackView } from './feedback.service';

/** The REST shape of a feedback entry (SPEC §3), snake_case. */
export function presentFeedback(f: FeedbackView) {
  return {
    id: f.id,
    user_id: f.userId,
    article_id: f.articleId,
    rating: f.rating,
    comment: f.comment,
    is_anonymous: f.isAnonymous,
    display_name: f.displayName,
    created_at: f.createdAt,
    updated_at: f.updatedAt,
  };
}
