/**
 * SQL over test_attempts for statements of other features to embed (the members page's per-item standing), so a read
 * spanning features stays one statement without naming the table.
 */

/**
 * A subquery's body: `userParam`'s attempts per article, with article_id, used (graded attempts), in_progress
 * (an open attempt exists) and last_at (the newest submission or start).
 */
export const attemptsPerArticleSql = (userParam: string) => `SELECT t.article_id,
                count(*) FILTER (WHERE t.status <> 'open')::int AS used,
                bool_or(t.status = 'open') AS in_progress,
                max(coalesce(t.submitted_at, t.started_at)) AS last_at
           FROM test_attempts t WHERE t.user_id = ${userParam} GROUP BY t.article_id`;
