import { z } from 'zod/v4';
import { typeError } from '../../validation';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';

/** A feedback submission (SPEC §5): rating 1-5 required, comment optional and trimmed, anonymity flag. */
export const feedbackInputSchema = z.object({
  rating: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .number(typeError(MESSAGES.feedbackSelectRating, MESSAGES.feedbackRatingRange))
      .int(MESSAGES.feedbackRatingRange)
      .min(LIMITS.ratingMin, MESSAGES.feedbackRatingRange)
      .max(LIMITS.ratingMax, MESSAGES.feedbackRatingRange),
  ),
  comment: z
    .string(typeError(undefined, MESSAGES.feedbackCommentType))
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= LIMITS.feedbackCommentMax, MESSAGES.feedbackCommentTooLong)
    .transform((v) => (v ? v : null)),
  isAnonymous: z
    .boolean(typeError(undefined, MESSAGES.feedbackAnonymousType))
    .nullish()
    .transform((v) => v ?? false),
});

export type FeedbackInput = z.input<typeof feedbackInputSchema>;
/** A validated submission: a whole number of stars, a trimmed comment or null, and the anonymity flag. */
export type FeedbackSubmission = z.output<typeof feedbackInputSchema>;
