/** Billing rules only the server applies: checkout and verification windows, discounts, plan names, and its answers. */
import { LIMITS } from '@leerpunt/shared/limits';
import { PLAN_ORDER, PLANS, type PlanId } from '@leerpunt/shared/plans';
import { addInterval } from '../../providers/payments/payment-provider';

export const BILLING_RULES = {
  currency: 'eur',
  /** An unpaid checkout session expires after this many hours (as Stripe's do). */
  checkoutSessionTtlHours: 24,
  /** After the first successful verification, the same session id yields a token for this long only. */
  verifyWindowMinutes: 15,
  maxPercentOff: 100,
} as const;

/** Names under which each plan is recognised (SPEC §3), besides its provider price id. */
export const PLAN_ALIASES: Record<PlanId, string[]> = {
  professional: ['professional', 'Professional', 'PROFESSIONAL'],
  professionalMonthly: ['professionalMonthly', 'Professional Monthly', 'PROFESSIONAL_MONTHLY'],
  professionalInsights: ['professionalInsights', 'Professional Insights', 'ProfessionalInsights', 'PROFESSIONAL_INSIGHTS'],
};

/** Resolves a plan name, alias or price id to a plan id; null when unknown. */
export function recognisePlan(value: string | null | undefined, priceIds: Partial<Record<PlanId, string>> = {}): PlanId | null {
  if (!value) return null;
  const v = value.trim();
  for (const id of PLAN_ORDER) {
    if (PLAN_ALIASES[id].includes(v) || (priceIds[id] && priceIds[id] === v)) return id;
  }
  return null;
}

/** Discount, checkout and verification texts the server answers with (shown by the client as-is). */
export const BILLING_MESSAGES = {
  nothingToRetry: 'There is no failed payment to retry on this account.',
  discountEmpty: 'Please enter a discount code.',
  discountTooLong: `Discount code must be at most ${LIMITS.discountCodeMax} characters`,
  discountExpired: 'This discount code has expired',
  discountNotYetValid: 'This discount code is not valid yet',
  discountExhausted: 'This discount code has reached its maximum number of uses',
  discountWrongPlan: 'This discount code is not valid for the selected plan',
  discountPaidPlansOnly: 'Discount codes apply to paid plans only',
  planUnknown: 'Unknown subscription plan',
  planNotFree: 'This plan is not free. Please proceed to payment.',
  planIsFree: 'The free plan needs no payment. Please choose it without checkout.',
  alreadySubscribed: 'You already have an active subscription that includes this plan',
  paidPlanActive: 'You already have an active paid subscription. Manage it from your account.',
  sessionNotPaid: 'Payment has not been completed for this session',
  sessionCancelled: 'This payment was cancelled. No payment was charged.',
  sessionExpired: 'This payment session has expired. Please start again.',
  sessionOtherUser: 'This payment session belongs to another account',
  sessionAlreadyVerified: 'This payment was already confirmed. Please sign in to continue.',
  noBillingAccount: 'There is no paid subscription to manage for this account',
  cardInvalid: 'Your card number is invalid. In test mode use 4242 4242 4242 4242.',
  cardDeclined: 'Your card was declined.',
  cardExpiry: 'Your card has expired or the expiry date is invalid.',
  cardCvc: "Your card's security code is invalid.",
  cardName: 'Please enter the name on the card.',
} as const;

/** What the member pays for the current period of a paid plan, and what the next period costs. Cents, excluding VAT. */
export interface PeriodCharge {
  /** Charged for the current period: the list price less a first-period discount. */
  amount: number;
  /** The plan's list price. */
  listAmount: number;
  discountAmount: number;
  discountCode: string | null;
  /** Charged at renewal: discount codes take their amount off the first payment only. */
  renewalAmount: number;
}

/** Days of slack between the period end a checkout announced and the one the provider keeps (a renewal moves it a whole interval). */
const FIRST_PERIOD_SLACK_MS = 3 * 86_400_000;

/**
 * The charge behind the current period of `plan`: the first payment's amounts while the subscription is still in the
 * period that payment bought (same plan, period end not past one interval after it), otherwise the list price.
 */
export function periodCharge(
  plan: PlanId,
  periodEnd: Date | null,
  first: { plan: string; amount: number; originalAmount: number; discountAmount: number; discountCode: string | null; completedAt: Date | null } | null,
): PeriodCharge {
  const { amount: listAmount, interval } = PLANS[plan];
  const list: PeriodCharge = { amount: listAmount, listAmount, discountAmount: 0, discountCode: null, renewalAmount: listAmount };
  if (!first || first.plan !== plan || !first.completedAt || !periodEnd || !interval || first.originalAmount !== listAmount) return list;
  const firstPeriodEnd = addInterval(first.completedAt, interval).getTime();
  if (periodEnd.getTime() > firstPeriodEnd + FIRST_PERIOD_SLACK_MS) return list;
  return { ...list, amount: first.amount, discountAmount: first.discountAmount, discountCode: first.discountAmount > 0 ? first.discountCode : null };
}
