import { jsonRowSql } from '../../db/json-rows';

/**
 * What the users table holds about member `userParam`, for the data export: the profile, the consents and the
 * subscription columns (never the password hash or session internals). Scalar subquery bodies, JSON objects.
 */
export const userPersonalDataSql = (userParam: string) => ({
  profile: jsonRowSql(`SELECT id, email, email_confirmed, email_confirmed_at, first_name, last_name, profession, secondary_profession, company,
      job_title, country, address, city, state, postal_code, phone, phone_country_code, license_number, is_admin,
      pe_points_earned::float8 AS pe_points_earned, wallet_did, wallet_bound_at, created_at, updated_at
    FROM users WHERE id = ${userParam}`),
  consents: jsonRowSql(`SELECT terms_accepted_at, privacy_accepted_at FROM users WHERE id = ${userParam}`),
  subscription: jsonRowSql(`SELECT subscription_status, subscription_plan, chosen_plan, subscription_started_at, subscription_current_period_end,
      payment_customer_id, payment_subscription_id
    FROM users WHERE id = ${userParam}`),
});

/** Deletes the account row; every table that keys on it cascades, except those that keep a row without a member (SET NULL). */
export const DELETE_ACCOUNT_SQL = 'DELETE FROM users WHERE id = $1 RETURNING id';
