import { z } from 'zod/v4';
import { MAIL_KINDS } from '@leerpunt/shared/mail';
import { parseInput, typeError } from '../../validation';

const setPreferenceSchema = z.object({
  kind: z.enum(MAIL_KINDS, { error: 'Unknown kind of e-mail.' }),
  subscribed: z.boolean(typeError('Say whether to receive it', 'subscribed must be true or false')),
});
export type SetMailPreferenceCommand = z.infer<typeof setPreferenceSchema>;

/** One kind switched on or off: { kind, subscribed }. */
export const parseSetMailPreference = (raw: unknown): SetMailPreferenceCommand => parseInput(setPreferenceSchema, raw);
