import { z } from 'zod/v4';
import { typeError } from '../../validation';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';

/** A question to the assistant (SPEC §5): required, at most LIMITS.aiQuestionMax characters. */
export const questionSchema = z.object({
  question: z.string(typeError(MESSAGES.aiEmpty, MESSAGES.aiEmpty)).trim().min(1, MESSAGES.aiEmpty).max(LIMITS.aiQuestionMax, MESSAGES.aiTooLong),
});

/** A validated question: trimmed, not empty, not too long. */
export type AssistantQuestion = z.output<typeof questionSchema>;
