import { z } from 'zod';

export type OptionLetter = 'A' | 'B' | 'C' | 'D';
export const OPTION_LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

/** What a generator gets to see of an article. */
export interface ArticleSource {
  id: number;
  title: string;
  category: string;
  language: string;
  summary: string;
  /** Markdown. */
  content: string;
}

export interface QuestionRequest {
  article: ArticleSource;
  /** Markdown of other articles in the same category (the offline generator draws distractors from them). */
  relatedTexts: string[];
  /** How many questions to aim for; a generator may return fewer. */
  count: number;
}

export interface GeneratedQuestion {
  question: string;
  /** Options A, B, C, D in this order. */
  options: [string, string, string, string];
  correct: OptionLetter;
  explanation: string;
}

export interface GenerationResult {
  questions: GeneratedQuestion[];
  generator: 'offline' | 'openai';
  model: string | null;
}

/** Writes multiple-choice questions about one article. */
export interface QuestionGenerator {
  readonly name: 'offline' | 'openai';
  generate(request: QuestionRequest): Promise<GenerationResult>;
}

const normalise = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const text = (max: number) => z.string().trim().min(1).max(max);

const questionShape = z.object({
  question: text(1000),
  options: z.tuple([text(400), text(400), text(400), text(400)]),
  correct: z.enum(['A', 'B', 'C', 'D']),
  explanation: text(2000),
});

/**
 * Accepts a question only when it has non-empty text, four distinct non-empty options, exactly one
 * correct letter A-D and an explanation; returns it trimmed, or null.
 */
export function validateQuestion(candidate: unknown): GeneratedQuestion | null {
  const parsed = questionShape.safeParse(candidate);
  if (!parsed.success) return null;
  const q = parsed.data;
  if (new Set(q.options.map(normalise)).size !== 4) return null;
  return { question: q.question, options: q.options, correct: q.correct, explanation: q.explanation };
}

export const letterIndex = (letter: OptionLetter) => OPTION_LETTERS.indexOf(letter);
