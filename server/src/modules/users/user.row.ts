import { UserEntity } from './user.entity';

/**
 * Every users column aliased to its entity property, for raw reads on hot paths (the bearer-token
 * check runs on every request): the ORM's query building and hydration cost more than the statement.
 */
export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash AS "passwordHash"',
  'first_name AS "firstName"',
  'last_name AS "lastName"',
  'email_confirmed AS "emailConfirmed"',
  'email_confirmed_at AS "emailConfirmedAt"',
  'is_admin AS "isAdmin"',
  'subscription_status AS "subscriptionStatus"',
  'subscription_plan AS "subscriptionPlan"',
  'chosen_plan AS "chosenPlan"',
  'subscription_started_at AS "subscriptionStartedAt"',
  'subscription_current_period_end AS "subscriptionCurrentPeriodEnd"',
  'payment_customer_id AS "paymentCustomerId"',
  'payment_subscription_id AS "paymentSubscriptionId"',
  'payment_grace_ends_at AS "paymentGraceEndsAt"',
  'pe_points_earned AS "pePointsEarned"',
  'profession',
  'secondary_profession AS "secondaryProfession"',
  'company',
  'job_title AS "jobTitle"',
  'country',
  'address',
  'city',
  'state',
  'postal_code AS "postalCode"',
  'phone',
  'phone_country_code AS "phoneCountryCode"',
  'license_number AS "licenseNumber"',
  'terms_accepted_at AS "termsAcceptedAt"',
  'privacy_accepted_at AS "privacyAcceptedAt"',
  'token_version AS "tokenVersion"',
  'credential_subject_id AS "credentialSubjectId"',
  'wallet_did AS "walletDid"',
  'wallet_bound_at AS "walletBoundAt"',
  'created_at AS "createdAt"',
  'updated_at AS "updatedAt"',
];

/** USER_COLUMNS with a table alias, e.g. `u.id, u.email, …`. */
export const userColumns = (alias: string) => USER_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

const DATE_FIELDS = [
  'emailConfirmedAt',
  'subscriptionStartedAt',
  'subscriptionCurrentPeriodEnd',
  'paymentGraceEndsAt',
  'termsAcceptedAt',
  'privacyAcceptedAt',
  'walletBoundAt',
  'createdAt',
  'updatedAt',
] as const;

/** The entity property each of USER_COLUMNS is read into. */
const USER_FIELDS = USER_COLUMNS.map((c) => /AS "(\w+)"$/.exec(c)?.[1] ?? c);

/**
 * A UserEntity from a row read with USER_COLUMNS (numeric as number, timestamps as Date on either driver).
 * Only the user's own fields are taken, so a read may carry other columns beside them.
 */
export function userFromRow(row: Record<string, unknown>): UserEntity {
  const user = Object.create(UserEntity.prototype) as UserEntity;
  for (const f of USER_FIELDS) (user as unknown as Record<string, unknown>)[f] = row[f];
  user.pePointsEarned = Number(row.pePointsEarned);
  for (const f of DATE_FIELDS) {
    const v = row[f];
    if (v !== null && v !== undefined && !(v instanceof Date))
      (user as unknown as Record<string, unknown>)[f] = new Date(typeof v === 'string' || typeof v === 'number' ? v : Number.NaN);
  }
  return user;
}
