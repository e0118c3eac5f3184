import type { EntityManager } from 'typeorm';
import type { OptionLetter } from './question.entity';

/** Moodle-style item analysis of one bank item over graded attempts. */
export interface ItemStatistics {
  questionId: number;
  responses: number;
  /** Share answering correctly (0-1); null without responses. */
  facility: number | null;
  /** Point-biserial correlation of the item with the rest of the test (score without this item); null when undefined. */
  discrimination: number | null;
  /** Share choosing each stored option (the key included), and leaving it unanswered. */
  chose: Record<OptionLetter, number>;
  unanswered: number;
  flags: string[];
}

/** Responses needed before facility and discrimination flags mean anything. */
export const MIN_RESPONSES_FOR_FLAGS = 30;

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

interface Row {
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

/** Flags an admin should act on: negative discrimination, or facility above 0.95 or below 0.2, once there are enough responses. */
export function itemFlags(responses: number, facility: number | null, discrimination: number | null): string[] {
  if (responses < MIN_RESPONSES_FOR_FLAGS) return [];
  const flags: string[] = [];
  if (discrimination !== null && discrimination < 0) flags.push('negative discrimination');
  if (facility !== null && facility > 0.95) flags.push('too easy');
  if (facility !== null && facility < 0.2) flags.push('too hard');
  return flags;
}

export async function itemStatistics(m: EntityManager, articleId: number): Promise<Map<number, ItemStatistics>> {
  const rows: Row[] = await m.query(ITEM_STATISTICS_SQL, [articleId]);
  const out = new Map<number, ItemStatistics>();
  for (const r of rows) {
    const n = Number(r.responses);
    const share = (k: number) => (n ? Number(k) / n : 0);
    const facility = r.facility === null ? null : Number(r.facility);
    const discrimination = r.discrimination === null || Number.isNaN(Number(r.discrimination)) ? null : Number(r.discrimination);
    out.set(Number(r.question_id), {
      questionId: Number(r.question_id),
      responses: n,
      facility,
      discrimination,
      chose: { A: share(r.chose_a), B: share(r.chose_b), C: share(r.chose_c), D: share(r.chose_d) },
      unanswered: share(r.unanswered),
      flags: itemFlags(n, facility, discrimination),
    });
  }
  return out;
}
