import type { PlanId } from '@leerpunt/shared/plans';

/** Our own subscription status names; only 'active' grants access (SPEC §4). */
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'paused';

interface EventMeta {
  /** The provider's event id, processed once; null for a state read directly from the provider. */
  eventId: string | null;
  /** When the provider says it happened; older states never overwrite newer ones. */
  occurredAt: Date;
  /** The provider's event type, for the record. */
  type: string;
}

/** A paid checkout: activates the plan of our checkout session. */
export interface CheckoutCompletedEvent extends EventMeta {
  kind: 'checkout.completed';
  /** Our checkout session id (metadata), when the provider echoes it. */
  checkoutId: string | null;
  providerSessionId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  periodEnd: Date | null;
}

export interface CheckoutExpiredEvent extends EventMeta {
  kind: 'checkout.expired';
  checkoutId: string | null;
  providerSessionId: string | null;
}

/** Any change to a subscription's state: a snapshot (updated), its end (deleted) or an invoice outcome. */
export interface SubscriptionEvent extends EventMeta {
  kind: 'subscription.updated' | 'subscription.deleted' | 'invoice.paid' | 'invoice.payment_failed';
  subscriptionId: string;
  customerId: string | null;
  /** Our checkout session id from the subscription's metadata, linking it before the checkout event arrives. */
  checkoutId: string | null;
  /** For 'subscription.updated': the reported status. */
  status?: SubscriptionStatus;
  periodEnd?: Date | null;
  /** For 'subscription.updated': the current price, mapped to a plan when known. */
  priceId?: string | null;
  cancelAtPeriodEnd?: boolean;
  /** For 'invoice.paid': the provider's invoice, why it was raised, what was paid and the tax in it (cents; null when unknown). */
  invoice?: { id: string; billingReason: string | null; amountPaid: number | null; tax: number | null } | null;
}

export interface IgnoredEvent extends EventMeta {
  kind: 'ignored';
}

/** What both providers report, in one vocabulary: the webhook path and the sandbox share the code that applies it. */
export type BillingEvent = CheckoutCompletedEvent | CheckoutExpiredEvent | SubscriptionEvent | IgnoredEvent;

/** How a coupon takes money off: a percentage, or a fixed amount in cents. Discount codes use the same kinds. */
export type DiscountKind = 'percent' | 'fixed';

export interface CouponSpec {
  code: string;
  kind: DiscountKind;
  value: number;
  currency: string;
  /** The code's own limit on uses, mirrored as the provider's redemption limit (null: unlimited). */
  maxRedemptions: number | null;
}

export interface CheckoutRequest {
  /** Our random session id, put in the success URL and the provider's metadata. */
  checkoutId: string;
  plan: PlanId;
  priceId: string;
  userId: number;
  email: string;
  customerId: string | null;
  couponId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** A switch of an existing subscription to another price, prorated; what the provider needs and what the sandbox computes from. */
export interface PlanChangeRequest {
  subscriptionId: string;
  /** The provider price id of the new plan. */
  priceId: string;
  /** The moment the proration is computed for (Stripe's proration_date): the quote and the change use the same one. */
  prorationDate: Date;
  /** Known locally; the sandbox computes from these, Stripe answers from its own records. */
  currentAmount: number;
  /**
   * What the member paid for the current period (the list price less a first-period discount): the credit is for
   * this. Stripe credits at the list price, so its provider adds the difference back as an invoice item.
   */
  paidAmount: number;
  currentInterval: 'month' | 'year';
  currentPeriodEnd: Date;
  newAmount: number;
  newInterval: 'month' | 'year';
}

/** What a prorated plan change costs now, in cents. */
export interface PlanChangeQuote {
  /** The new plan's price for its first period. */
  newAmount: number;
  /** The credit for the unused part of the current period (a positive number). */
  credit: number;
  /** What is charged at once: newAmount less credit, never negative. */
  amountDue: number;
  /** Day counts behind the credit, when the provider computes by days (the sandbox); null for Stripe's to-the-second proration. */
  unusedDays: number | null;
  periodDays: number | null;
  newPeriodEnd: Date | null;
}

/** The subscription after a plan change the provider accepted (and charged). */
export interface PlanChangeResult extends PlanChangeQuote {
  status: SubscriptionStatus;
  /** The provider's time of the change, for ordering against webhooks. */
  changedAt: Date;
}

export type ProviderErrorKind = 'configuration' | 'provider';

/** A provider call failed; `kind` tells a set-up problem from a passing one. The message is safe to log. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** For a refused payment: the provider's message, safe to show the payer (e.g. "Your card was declined."). */
    readonly payerMessage: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature does not verify (or is missing). */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The outside payment service: Stripe, or the sandbox served by the app itself. */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Returns the provider's id for a coupon mirroring the discount (created when missing). */
  ensureCoupon(spec: CouponSpec): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /** The paid or expired state of a checkout read from the provider, or null while it is still open (or unknown). */
  readCheckout(providerSessionId: string): Promise<CheckoutCompletedEvent | CheckoutExpiredEvent | null>;
  createPortal(request: { userId: number; customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Where a member whose renewal payment failed updates the card and pays the open invoice: Stripe's hosted page of
   * the subscription's open invoice (its customer portal when there is none), the sandbox's portal page.
   */
  createPaymentRecovery(request: { userId: number; customerId: string; subscriptionId: string; returnUrl: string }): Promise<{ url: string }>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Ends the subscription when the paid period ends (true) or keeps it renewing (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** What switching the subscription to another price costs now (nothing changes). */
  previewPlanChange(request: PlanChangeRequest): Promise<PlanChangeQuote>;
  /** Switches the subscription's price with proration and charges the difference at once; on a refused payment nothing changes. */
  changePlan(request: PlanChangeRequest, idempotencyKey: string): Promise<PlanChangeResult>;
  /** Verifies and translates a webhook delivery; throws WebhookSignatureError on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent>;
}

/** Adds one billing interval the way Stripe does: same day next month/year, clamped to the month's last day. */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
