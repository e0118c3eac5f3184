import { allowanceUsedSql } from '../assessment/allowance/allowance.service';

/**
 * The dashboard's SQL, shared with the benchmark's bare-pg baseline so both run the same statements.
 * Each is one statement whose cost does not depend on how many completions the member has beyond
 * an index range scan: the work is aggregated in the database.
 */

/**
 * $1 user id, $2 subscription start (or null). One row: the member's completions summed per UTC
 * calendar month as a JSON array, the points charged to the monthly allowance, and the member's
 * outside activities summed per calendar month (kept apart: they are not Leerpunt points).
 */
export const HISTORY_SQL = `
SELECT
  (SELECT coalesce(json_agg(json_build_object('year', b.y, 'month', b.m, 'points', b.points, 'completions', b.n) ORDER BY b.y, b.m), '[]'::json)
     FROM (SELECT c.completion_year AS y,
                  extract(month FROM c.completed_at AT TIME ZONE 'UTC')::int AS m,
                  sum(c.pe_points_awarded) AS points,
                  count(*)::int AS n
             FROM article_completions c
            WHERE c.user_id = $1
            GROUP BY 1, 2) b) AS buckets,
  (${allowanceUsedSql('$1', '$2')}) AS allowance_used,
  (SELECT coalesce(json_agg(json_build_object('year', o.y, 'month', o.m, 'points', o.points, 'activities', o.n) ORDER BY o.y, o.m), '[]'::json)
     FROM (SELECT extract(year FROM x.activity_date)::int AS y, extract(month FROM x.activity_date)::int AS m, sum(x.points) AS points, count(*)::int AS n
             FROM outside_activities x
            WHERE x.user_id = $1
            GROUP BY 1, 2) o) AS outside`;

/**
 * $1 user id, $2 how many per group. The member's uncompleted published articles, cut down to the
 * first $2 of every group of articles sharing the same profession list, in recommendation order
 * (publication date newest first, undated last, then creation time — to the millisecond, as JavaScript
 * compares it — then id). Within such a group the score differs only by the publication-date bonus,
 * so this order is exactly the ranking: whatever is dropped here can never rank above what is kept.
 * The scoring itself stays in recommendation.ts.
 *
 * Both steps read articles_recommendation_idx: the distinct lists from the index alone, then a few
 * index entries per list (skipping completed articles), so the cost follows the number of profession
 * lists, not the size of the library.
 */
export const RECOMMENDATION_CANDIDATES_SQL = `
SELECT r.id, r.title, r.category, r.pe_points_value, r.professions, r.publication_date, r.created_at
  FROM (SELECT DISTINCT g.professions FROM articles g WHERE g.is_published) groups
 CROSS JOIN LATERAL (
   SELECT a.id, a.title, a.category, a.pe_points_value, a.professions, a.publication_date::text AS publication_date, a.created_at
     FROM articles a
    WHERE a.is_published AND a.professions = groups.professions
      AND NOT EXISTS (SELECT 1 FROM article_completions c WHERE c.user_id = $1 AND c.article_id = a.id)
    ORDER BY a.publication_date DESC NULLS LAST, date_trunc('milliseconds', a.created_at AT TIME ZONE 'UTC') DESC, a.id DESC
    LIMIT $2) r`;
