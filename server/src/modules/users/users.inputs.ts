import { z } from 'zod/v4';
import { badInput } from '../../errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput, requiredText } from '../../validation';
import { profession, secondaryProfession } from '../auth/auth.inputs';
import type { UserEntity } from './user.entity';

/** Editable profile fields; read-only ones are checked separately against stored values. */
export const profileSchema = z.object({
  profession,
  secondaryProfession,
  company: requiredText('Company', 200),
  jobTitle: requiredText('Job title', 200),
  address: requiredText('Address', 300),
});

/** A valid profile edit: what UsersService.updateProfile needs. */
export type ProfileCommand = z.infer<typeof profileSchema>;

export const parseProfile = (raw: { [K in keyof ProfileCommand]?: unknown }): ProfileCommand => parseInput(profileSchema, raw);

/** Fields a user cannot change themselves (SPEC §5), keyed by REST name. */
const READ_ONLY: Array<[keyof UserEntity, string]> = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['phoneCountryCode', 'phone_country_code'],
  ['country', 'country'],
  ['city', 'city'],
  ['state', 'state'],
  ['postalCode', 'postal_code'],
];

/**
 * The REST profile form: the client sends the whole profile back, so read-only fields may come along
 * unchanged (compared with `current`, the stored member); a different value is refused.
 */
export function parseRestProfile(current: UserEntity, body: Record<string, unknown>): ProfileCommand {
  for (const [prop, restName] of READ_ONLY) {
    const sent = body[restName];
    if (sent === undefined || sent === null) continue;
    // Only text can equal a stored value; anything else (e.g. {"toString":1}) must not reach String().
    if (typeof sent !== 'string') throw badInput(`${restName} must be text`, { fields: { [restName]: `${restName} must be text` } });
    const stored = String(current[prop] ?? '');
    const normalised = restName === 'email' ? String(sent).trim().toLowerCase() : String(sent).trim();
    if (normalised !== stored) throw badInput(MESSAGES.readOnlyField, { fields: { [restName]: MESSAGES.readOnlyField } });
  }
  return parseProfile({
    profession: body.profession,
    secondaryProfession: body.secondary_profession,
    company: body.company,
    jobTitle: body.job_title,
    address: body.address,
  });
}
