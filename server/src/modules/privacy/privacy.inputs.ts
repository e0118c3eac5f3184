import { z } from 'zod/v4';
import { parseInput, typeError } from '../../validation';
import { emailSchema } from '../auth/auth.inputs';

/** The current password, asked again before the account's data leaves it or the account changes hands or goes. */
const currentPassword = z
  .string(typeError('Please enter your password', 'Password must be text'))
  .min(1, 'Please enter your password')
  .max(200, 'Password must be at most 200 characters');

export const reauthSchema = z.object({ password: currentPassword });
export type ReauthCommand = z.infer<typeof reauthSchema>;

const emailChangeSchema = z.object({ newEmail: emailSchema, password: currentPassword });
export type EmailChangeCommand = z.infer<typeof emailChangeSchema>;

const emailChangeTokenSchema = z.object({
  token: z.string(typeError('The link is incomplete', 'The link is incomplete')).trim().min(1, 'The link is incomplete').max(200),
});

/** The data export and the account deletion: { password }. */
export const parseReauth = (raw: unknown): ReauthCommand => parseInput(reauthSchema, raw);
/** An e-mail change: { newEmail, password } (REST may send new_email). */
export const parseEmailChange = (raw: unknown): EmailChangeCommand => parseInput(emailChangeSchema, raw);
export const parseEmailChangeToken = (raw: unknown): string => parseInput(emailChangeTokenSchema, raw).token;
