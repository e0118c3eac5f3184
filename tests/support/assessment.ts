import type { Database } from '../../server/src/db/data-source';

type Letter = 'A' | 'B' | 'C' | 'D';
const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

/** The answer key of the user's open attempt, read from the database as the grader sees it: question id → shown letter. */
export async function answerKey(db: Database, userId: number, articleId: number): Promise<Record<string, Letter>> {
  const [attempt] = await db.query(`SELECT questions FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status = 'open'`, [userId, articleId]);
  if (!attempt) throw new Error('no open attempt');
  const served = attempt.questions as Array<{ questionId: number; order: Letter[] }>;
  const rows: Array<{ id: number; correct_option: Letter }> = await db.query('SELECT id, correct_option FROM test_questions WHERE id = ANY($1::int[])', [
    served.map((q) => q.questionId),
  ]);
  const correct = new Map(rows.map((r) => [r.id, r.correct_option]));
  return Object.fromEntries(served.map((q) => [String(q.questionId), LETTERS[q.order.indexOf(correct.get(q.questionId)!)]]));
}

/** A wrong letter for each question of a key. */
export const wrongAnswers = (key: Record<string, Letter>) =>
  Object.fromEntries(Object.entries(key).map(([id, l]) => [id, LETTERS[(LETTERS.indexOf(l) + 1) % 4]]));

/** The key with only the first `n` answers right. */
export const answersWithCorrect = (key: Record<string, Letter>, n: number) =>
  Object.fromEntries(Object.entries(key).map(([id, l], i) => [id, i < n ? l : LETTERS[(LETTERS.indexOf(l) + 1) % 4]]));
