import type { ActivityItem, CompletionRow, CompletionStatus } from './completions.service';

export const presentStatus = (s: CompletionStatus) => ({
  completed: s.completed,
  can_take_test: s.canTakeTest,
  attempts_remaining: s.attemptsRemaining,
});

export const presentCompletion = (c: CompletionRow) => ({
  id: c.id,
  article_id: c.articleId,
  article_title: c.articleTitle,
  completion_year: c.completionYear,
  pe_points_awarded: c.pePointsAwarded,
  completed_at: c.completedAt,
  certificate_id: c.certificateId,
});

export const presentActivity = (a: ActivityItem) => ({
  date: a.date,
  article_id: a.articleId,
  article_title: a.articleTitle,
  passed: a.passed,
  pe_points: a.pePoints,
  score: a.score,
  total: a.total,
  attempt_number: a.attemptNumber,
});

/** GraphQL ActivityItem fields: the attempt id is opaque there. */
export const activityFields = (a: ActivityItem) => ({ ...a, id: String(a.id) });
