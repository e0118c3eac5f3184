import type { QuestionBankRepository } from './question-bank.repository';
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

/** Flags an admin should act on: negative discrimination, or facility above 0.95 or below 0.2, once there are enough responses. */
export function itemFlags(responses: number, facility: number | null, discrimination: number | null): string[] {
  if (responses < MIN_RESPONSES_FOR_FLAGS) return [];
  const flags: string[] = [];
  if (discrimination !== null && discrimination < 0) flags.push('negative discrimination');
  if (facility !== null && facility > 0.95) flags.push('too easy');
  if (facility !== null && facility < 0.2) flags.push('too hard');
  return flags;
}

/** Statistics of every item of the article's graded attempts, by question id. */
export async function itemStatistics(repo: Pick<QuestionBankRepository, 'itemStatisticsRows'>, articleId: number): Promise<Map<number, ItemStatistics>> {
  const rows = await repo.itemStatisticsRows(articleId);
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
