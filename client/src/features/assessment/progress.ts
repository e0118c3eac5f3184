import { persistent, readJson } from '../../app/storage';

export type Letter = 'A' | 'B' | 'C' | 'D';
export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];
export const isLetter = (v: unknown): v is Letter => typeof v === 'string' && (LETTERS as readonly string[]).includes(v);

/** Locally saved test progress (SPEC §3): answers by question id, question index and when it was saved. */
export interface SavedProgress {
  answers: Record<string, Letter>;
  questionIndex: number;
  timestamp: number;
}

/** One entry per member and article, so two people sharing a browser never see each other's answers. */
export const progressKey = (userId: string, articleId: string) => `testProgress:${userId}:${articleId}`;

/** The saved progress, kept only for questions of the attempt now shown; null when there is none. */
export function loadProgress(userId: string, articleId: string, questionIds: string[]): SavedProgress | null {
  const raw = readJson<Partial<SavedProgress>>(persistent.get(progressKey(userId, articleId)));
  if (!raw || typeof raw.answers !== 'object' || raw.answers === null) return null;
  const shown = new Set(questionIds.map(String));
  const answers: Record<string, Letter> = {};
  for (const [id, letter] of Object.entries(raw.answers)) if (shown.has(id) && isLetter(letter)) answers[id] = letter;
  if (Object.keys(answers).length === 0) return null;
  const index = Number.isInteger(raw.questionIndex) ? (raw.questionIndex as number) : 0;
  return {
    answers,
    questionIndex: Math.min(Math.max(index, 0), Math.max(questionIds.length - 1, 0)),
    timestamp: typeof raw.timestamp === 'number' ? raw.timestamp : Date.now(),
  };
}

export function saveProgress(userId: string, articleId: string, answers: Record<string, Letter>, questionIndex: number): void {
  const entry: SavedProgress = { answers, questionIndex, timestamp: Date.now() };
  persistent.set(progressKey(userId, articleId), JSON.stringify(entry));
}

export function clearProgress(userId: string, articleId: string): void {
  persistent.remove(progressKey(userId, articleId));
}
