import { z } from 'zod/v4';
import { AppError, badInput } from '../../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { parseInput, typeError } from '../../../validation';
import { parseId } from '../../../ids';
import type { OptionLetter } from '../bank/question.entity';

const letter = z
  .string(typeError(undefined, 'Each answer must be one of A, B, C or D'))
  .trim()
  .toUpperCase()
  .refine((v) => /^[ABCD]$/.test(v), 'Each answer must be one of A, B, C or D')
  .transform((v) => v as OptionLetter);

/** The submitted answers: { questionId: letter } as the client sends them. */
export const answersSchema = z
  .record(z.string().regex(/^\d{1,9}$/, 'Question ids must be positive integers'), letter, {
    // A key that is not a question id is reported with the key's own message.
    error: (issue) =>
      issue.code === 'invalid_key'
        ? issue.issues[0]?.message
        : issue.input === undefined
          ? 'answers is required'
          : 'answers must be an object of question id to letter',
  })
  .refine((a) => Object.keys(a).length <= LIMITS.questionsPerTest * 4, 'Too many answers');

export type Answers = Record<string, OptionLetter>;

/** The answers of a submit from either face; a missing `answers` is refused before the schema runs (no per-field messages). */
export function parseAnswers(raw: unknown): Answers {
  if (raw === undefined || raw === null) throw badInput('answers is required');
  return parseInput(answersSchema, raw);
}

/** GraphQL's list of { questionId, answer } as the { questionId: letter } object REST sends; a question answered twice is refused. */
export function answersFromList(list: ReadonlyArray<{ questionId: number | string; answer: string }>): Record<string, string> {
  const byQuestion: Record<string, string> = {};
  for (const a of list) {
    const questionId = String(parseId(a.questionId, 'questionId'));
    if (questionId in byQuestion) throw badInput(`Question ${questionId} is answered twice`);
    byQuestion[questionId] = a.answer;
  }
  return byQuestion;
}

/** The answers of a GraphQL submit, parsed as REST's; a problem with them is addressed to the `answers` field. */
export function parseAnswerList(list: ReadonlyArray<{ questionId: number | string; answer: string }>): Answers {
  try {
    return parseAnswers(answersFromList(list));
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT') throw badInput(error.message, { fields: { answers: error.message } });
    throw error;
  }
}
