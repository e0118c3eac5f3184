import { z } from 'zod';
import { MAIL_KINDS } from '@leerpunt/shared/mail';
import { parseInput } from '../../validation';

const setPreferenceSchema = z.object({
  kind: z.enum(MAIL_KINDS, { errorMap: () => ({ message: 'Unknown kind of e-mail.' }) }),
  subscribed: z.boolean({ required_error: 'Say whether to receive it', invalid_type_error: 'subscribed must be true or false' }),
});
export type SetMailPreferenceCommand = z.infer<typeof setPreferenceSchema>;

/** One kind switched on or off: { kind, subscribed }. */
export const parseSetMailPreference = (raw: unknown): SetMailPreferenceCommand => parseInput(setPreferenceSchema, raw);
