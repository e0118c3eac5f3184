import { z } from 'zod/v4';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput, typeError } from '../../validation';

const createSchema = z.object({
  expiresInDays: z
    .number(typeError(undefined, MESSAGES.recordShareDaysInvalid))
    .int(MESSAGES.recordShareDaysInvalid)
    .min(LIMITS.recordShareDaysMin, MESSAGES.recordShareDaysInvalid)
    .max(LIMITS.recordShareDaysMax, MESSAGES.recordShareDaysInvalid)
    .nullish()
    .transform((v) => v ?? LIMITS.recordShareDaysDefault),
  label: z
    .string(typeError(undefined, 'The label must be text'))
    .trim()
    .max(LIMITS.recordShareLabelMax, MESSAGES.recordShareLabelTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** A new share link: how many days it lives (default 90) and an optional label for the member's own list. */
export type CreateRecordShareCommand = z.infer<typeof createSchema>;

export const parseCreateRecordShare = (input: unknown): CreateRecordShareCommand => parseInput(createSchema, input);

/** A share token as the service issues it: 32 random bytes in base64url (43 characters). */
export const isShareToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** The browser family of a user agent, the one thing the view log keeps about a viewer. */
export function agentFamily(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (/Edg\//.test(ua)) return 'Edge';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrome\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'other';
}
