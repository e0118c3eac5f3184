/**
 * SQL over article_completions for statements of other features to embed (the dashboard's history, the library's
 * recommendation candidates): they need not name the table, and a read spanning features stays one statement.
 * Each takes the SQL expressions to compare with.
 */

import { completionRevokedSql } from '../../certificates/certificates.sql';

/**
 * A scalar subquery's body: `userParam`'s completions summed per UTC calendar month, as a JSON array of
 * { year, month, points, completions } in date order ('[]' without any). A completion whose certificate
 * was revoked counts in neither.
 */
export const completionMonthsSql = (
  userParam: string,
) => `SELECT coalesce(json_agg(json_build_object('year', b.y, 'month', b.m, 'points', b.points, 'completions', b.n) ORDER BY b.y, b.m), '[]'::json)
     FROM (SELECT c.completion_year AS y,
                  extract(month FROM c.completed_at AT TIME ZONE 'UTC')::int AS m,
                  sum(c.pe_points_awarded) AS points,
                  count(*)::int AS n
             FROM article_completions c
            WHERE c.user_id = ${userParam} AND NOT ${completionRevokedSql('c.id')}
            GROUP BY 1, 2) b`;

/** A scalar subquery's body: how many completions `userParam` has (revoked ones included). */
export const completionCountSql = (userParam: string) => `SELECT count(*) FROM article_completions WHERE user_id = ${userParam}`;

/** A condition: `userParam` has completed the article `articleId`. */
export const completedSql = (userParam: string, articleId: string) =>
  `EXISTS (SELECT 1 FROM article_completions c WHERE c.user_id = ${userParam} AND c.article_id = ${articleId})`;
