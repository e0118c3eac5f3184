import { z } from 'zod';
import { LIMITS } from '../../../shared/constants';
import type { OptionLetter } from '../bank/question.entity';

const letter = z
  .string({ invalid_type_error: 'Each answer must be one of A, B, C or D' })
  .trim()
  .toUpperCase()
  .refine((v): v is OptionLetter => /^[ABCD]$/.test(v), 'Each answer must be one of A, B, C or D')
  .transform((v) => v as OptionLetter);

/** The submitted answers: { questionId: letter } as the client sends them. */
export const answersSchema = z
  .record(z.string().regex(/^\d{1,9}$/, 'Question ids must be positive integers'), letter, {
    required_error: 'answers is required',
    invalid_type_error: 'answers must be an object of question id to letter',
  })
  .refine((a) => Object.keys(a).length <= LIMITS.questionsPerTest * 4, 'Too many answers');

export type Answers = Record<string, OptionLetter>;
