import { z } from 'zod/v4';
import { typeError } from '../../../validation';

const text = (label: string, max: number) =>
  z
    .string(typeError(`${label} is required`, `${label} must be text`))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An item as an admin writes it (REST's snake_case), as the service's command; the gate judges its content, this only its shape. */
export const bankItemSchema = z
  .object({
    question: text('Question', 1000),
    option_a: text('Option A', 400),
    option_b: text('Option B', 400),
    option_c: text('Option C', 400),
    option_d: text('Option D', 400),
    correct_option: z.enum(['A', 'B', 'C', 'D'], { error: 'The answer must be one of A, B, C or D' }),
    explanation: text('Explanation', 2000),
    source_section: text('Source section', 300),
    source_quote: text('Source quote', 1000),
    /** Approve when the gate passes; otherwise the item is saved as a draft. */
    approve: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .transform((d) => ({
    question: d.question,
    optionA: d.option_a,
    optionB: d.option_b,
    optionC: d.option_c,
    optionD: d.option_d,
    correctOption: d.correct_option,
    explanation: d.explanation,
    sourceSection: d.source_section,
    sourceQuote: d.source_quote,
    approve: d.approve,
  }));

export type BankItemInput = z.output<typeof bankItemSchema>;

export const bankItemStatusSchema = z.object({
  status: z.enum(['approved', 'draft', 'retired'], { error: 'Status must be approved, draft or retired' }),
});

export type BankItemStatus = z.output<typeof bankItemStatusSchema>['status'];
