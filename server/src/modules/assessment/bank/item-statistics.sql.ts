/**
 * One statement: every served item of every graded attempt on the article, the member's shown letter
 * mapped back to the stored option through the attempt's permutation, then per item the count,
 * facility, point-biserial discrimination against the rest score and the choice distribution.
 * The CTE is materialised so each attempt's jsonb is read once, not once per aggregate.
 */
export const ITEM_STATISTICS_SQL = `
WITH served AS MATERIALIZED (
  SELECT tq.id AS question_id, r.chosen, COALESCE(r.chosen = tq.correct_option, false)::int AS correct, a.score
  FROM test_attempts a
  CROSS JOIN LATERAL jsonb_array_elements(a.questions) q
  CROSS JOIN LATERAL (SELECT q->'order'->>(ascii(a.answers->>(q->>'questionId')) - 65) AS chosen) r
  JOIN test_questions tq ON tq.id = (q->>'questionId')::int
  WHERE a.article_id = $1 AND a.status <> 'open'
)
SELECT question_id,
       count(*)::int AS responses,
       avg(correct)::float8 AS facility,
       corr(correct, score - correct)::float8 AS discrimination,
       count(*) FILTER (WHERE chosen = 'A')::int AS chose_a,
       count(*) FILTER (WHERE chosen = 'B')::int AS chose_b,
       count(*) FILTER (WHERE chosen = 'C')::int AS chose_c,
       count(*) FILTER (WHERE chosen = 'D')::int AS chose_d,
       count(*) FILTER (WHERE chosen IS NULL)::int AS unanswered
FROM served
GROUP BY question_id`;

/** One row of ITEM_STATISTICS_SQL. */
export interface ItemStatisticsRow {
  question_id: number;
  responses: number;
  facility: number | null;
  discrimination: number | null;
  chose_a: number;
  chose_b: number;
  chose_c: number;
  chose_d: number;
  unanswered: number;
}
