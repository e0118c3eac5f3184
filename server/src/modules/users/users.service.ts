import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../errors';
import { MESSAGES } from '../../shared/constants';
import { profileSchema } from '../auth/auth.validation';
import { parseInput } from '../../validation';
import { requireOwner } from './access';
import { UserEntity } from './user.entity';

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

export interface ProfileUpdate {
  profession?: unknown;
  secondary_profession?: unknown;
  company?: unknown;
  job_title?: unknown;
  address?: unknown;
  /** Read-only fields may be sent back unchanged; a different value is refused. */
  [readOnly: string]: unknown;
}

export class UsersService {
  constructor(private readonly db: DataSource) {}

  async get(actor: UserEntity | null, userId: number): Promise<UserEntity> {
    requireOwner(actor, userId);
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Updates the editable profile fields of `userId` (owner or admin). */
  async updateProfile(actor: UserEntity | null, userId: number, update: ProfileUpdate): Promise<UserEntity> {
    const user = await this.get(actor, userId);
    for (const [prop, restName] of READ_ONLY) {
      const sent = update[restName];
      if (sent === undefined || sent === null) continue;
      // Only text can equal a stored value; anything else (e.g. {"toString":1}) must not reach String().
      if (typeof sent !== 'string') throw badInput(`${restName} must be text`, { fields: { [restName]: `${restName} must be text` } });
      const current = String(user[prop] ?? '');
      const normalised = restName === 'email' ? String(sent).trim().toLowerCase() : String(sent).trim();
      if (normalised !== current) throw badInput(MESSAGES.readOnlyField, { fields: { [restName]: MESSAGES.readOnlyField } });
    }
    const data = parseInput(profileSchema, {
      profession: update.profession,
      secondaryProfession: update.secondary_profession,
      company: update.company,
      jobTitle: update.job_title,
      address: update.address,
    });
    await this.db.getRepository(UserEntity).update({ id: userId }, data);
    return { ...user, ...data };
  }
}
