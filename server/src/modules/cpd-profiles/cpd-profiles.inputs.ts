import { z } from 'zod/v4';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput, typeError } from '../../validation';

/** The member's chosen bodies (the whole list; an empty list chooses none). Which ids exist is the service's question. */
export const chooseCpdBodiesSchema = z.object({
  choices: z
    .array(
      z.object({
        profileId: z.string(typeError(MESSAGES.cpdProfileUnknown, MESSAGES.cpdProfileUnknown)).trim().min(1, MESSAGES.cpdProfileUnknown),
        cycleStartYear: z
          .number(typeError(undefined, MESSAGES.cpdCycleStartInvalid))
          .int(MESSAGES.cpdCycleStartInvalid)
          .nullish()
          .transform((v) => v ?? null),
      }),
    )
    .max(LIMITS.cpdBodiesMax, MESSAGES.cpdBodiesTooMany)
    .refine((list) => new Set(list.map((c) => c.profileId)).size === list.length, MESSAGES.cpdBodyTwice),
});
export type ChooseCpdBodiesCommand = z.infer<typeof chooseCpdBodiesSchema>;
export const parseChooseCpdBodies = (input: unknown): ChooseCpdBodiesCommand => parseInput(chooseCpdBodiesSchema, input);

const reflectionText = z
  .string(typeError(undefined, MESSAGES.reflectionEmpty))
  // Line breaks stay (a reflection may have paragraphs); other runs of white space and the ends are tidied.
  .transform((v) =>
    v
      .replace(/[^\S\n]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  )
  .refine((v) => v.length <= LIMITS.reflectionFieldMax, MESSAGES.reflectionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** A reflection on one entry of the record: at least one of its two parts. */
export const reflectionSchema = z
  .object({
    entryKind: z.enum(['COMPLETION', 'OUTSIDE_ACTIVITY'], { error: MESSAGES.reflectionEntryNotFound }),
    entryId: z.string(typeError(MESSAGES.reflectionEntryNotFound, MESSAGES.reflectionEntryNotFound)).trim().min(1),
    learned: reflectionText,
    application: reflectionText,
  })
  .refine((r) => r.learned !== null || r.application !== null, { message: MESSAGES.reflectionEmpty, path: ['learned'] });
export type ReflectionCommand = z.infer<typeof reflectionSchema>;
export const parseReflection = (input: unknown): ReflectionCommand => parseInput(reflectionSchema, input);
