import { z } from 'zod';

/**
 * A review question inside the material: not graded and not part of the test bank. With options the reader
 * picks one before revealing the answer; without them it is a short prompt to answer in one's own words.
 * The feedback says why, citing the passage (`quote`, as it stands in the text under `section`).
 */
export interface ReviewQuestion {
  id: string;
  section: string;
  question: string;
  /** Two to five options, or empty for a short prompt. */
  options: string[];
  /** The right option's text, or the model answer of a prompt. */
  answer: string;
  feedback: string;
  quote: string;
}

const text = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const reviewQuestionSchema = z
  .object({
    id: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => /^[A-Za-z0-9_.-]{1,40}$/.test(v), 'id must be 1-40 letters, digits, dots, dashes or underscores'),
    section: text('section', 300),
    question: text('question', 1000),
    options: z
      .array(
        z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
        { invalid_type_error: 'options must be a list' },
      )
      .nullish()
      .transform((v) => v ?? [])
      .refine((v) => v.length === 0 || (v.length >= 2 && v.length <= 5), 'options: two to five, or none for a short prompt')
      .refine((v) => v.every((o) => o.length > 0 && o.length <= 500), 'options must be 1-500 characters each'),
    answer: text('answer', 1000),
    feedback: text('feedback', 2000),
    quote: text('quote', 1000),
  })
  .refine((q) => q.options.length === 0 || q.options.includes(q.answer), { message: 'answer must be the text of one of the options', path: ['answer'] });

const reviewFileSchema = z.object({
  questions: z.array(z.unknown(), { required_error: 'questions is required', invalid_type_error: 'questions must be a list' }).max(100),
});

const squash = (s: string) =>
  s
    .replace(/[*_`>#|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Checks the items of a `<slug>.review.yaml` file against the article's Markdown text: every quote must stand
 * in the text (Markdown emphasis and spacing aside). Returns the questions or throws a message naming the item.
 */
export function parseReviewQuestions(data: unknown, articleText: string): ReviewQuestion[] {
  const file = reviewFileSchema.safeParse(data);
  if (!file.success) throw new Error(file.error.issues.map((i) => i.message).join('; '));
  const body = squash(articleText);
  const ids = new Set<string>();
  return file.data.questions.map((raw, index) => {
    const parsed = reviewQuestionSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error(`question ${index + 1}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'question'}: ${i.message}`).join('; ')}`);
    const q = parsed.data;
    if (ids.has(q.id)) throw new Error(`question ${index + 1}: id ${q.id} is used twice`);
    ids.add(q.id);
    if (!body.includes(squash(q.quote))) throw new Error(`question ${q.id}: the quote is not in the article's text`);
    return q;
  });
}
