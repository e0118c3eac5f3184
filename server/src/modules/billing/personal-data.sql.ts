import { jsonRowsSql } from '../../db/json-rows';

/** Member `userParam`'s payments, provider subscriptions and discount redemptions, for the data export (JSON arrays). */
export const billingPersonalDataSql = (userParam: string) => ({
  payments: jsonRowsSql(`SELECT cs.plan, cs.provider, cs.status, cs.original_amount, cs.discount_amount, cs.amount, cs.currency,
      dc.code AS discount_code, cs.created_at, cs.completed_at
    FROM checkout_sessions cs LEFT JOIN discount_codes dc ON dc.id = cs.discount_code_id
    WHERE cs.user_id = ${userParam} ORDER BY cs.created_at`),
  providerSubscriptions: jsonRowsSql(`SELECT provider, provider_subscription_id, provider_customer_id, plan, status, current_period_end,
      cancel_at_period_end, created_at, updated_at
    FROM subscriptions WHERE user_id = ${userParam} ORDER BY created_at`),
  discountRedemptions: jsonRowsSql(`SELECT dc.code, r.discount_amount, r.created_at
    FROM discount_redemptions r JOIN discount_codes dc ON dc.id = r.discount_code_id
    WHERE r.user_id = ${userParam} ORDER BY r.created_at`),
});

/**
 * Account deletion, inside its transaction ($1 the member, $2 the current provider): checkouts that never became a
 * payment go, completed payments stay as bookkeeping records and lose their member through the foreign key; the
 * provider subscriptions still running are returned, to be cancelled after the commit.
 */
export const billingErasureSql = {
  dropUnpaidCheckouts: `DELETE FROM checkout_sessions WHERE user_id = $1 AND status <> 'completed'`,
  liveSubscriptions: `SELECT provider_subscription_id AS id FROM subscriptions WHERE user_id = $1 AND provider = $2 AND status <> 'canceled'`,
};
