import { randomBytes } from 'node:crypto';
import { prorateByDays } from './sandbox-proration';
import { SANDBOX } from './sandbox.rules';
import {
  PaymentProviderError,
  type BillingEvent,
  type CheckoutCompletedEvent,
  type CheckoutExpiredEvent,
  type CheckoutRequest,
  type CouponSpec,
  type PaymentProvider,
  type PlanChangeQuote,
  type PlanChangeRequest,
  type PlanChangeResult,
  type SubscriptionEvent,
} from './payment-provider';

/** Where the sandbox keeps its billing-portal links; the app stores them and serves the portal page for them. */
export interface SandboxPortalStore {
  /** Keeps portal session `id` (the link's credential) for the member until `expiresAt`. */
  save(session: { id: string; userId: number; expiresAt: Date }): Promise<void>;
}

/** A random id with a readable prefix, like Stripe's (128 bits of randomness at least). */
export const sandboxId = (prefix: string, bytes = 16) => `${prefix}_${randomBytes(bytes).toString('base64url')}`;

/**
 * The default provider when no Stripe key is set: checkout and billing portal are pages served by
 * the app itself (TEST MODE). Paying on the sandbox page produces the same events the Stripe
 * webhook produces, so both paths run the same activation code.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly portals: SandboxPortalStore,
    /** Read on every call: the public URL is known only once the server listens. */
    private readonly publicUrl: () => string,
  ) {}

  async ensureCoupon(spec: CouponSpec): Promise<string> {
    return `sandbox_${spec.code}`;
  }

  async createCheckout(r: CheckoutRequest): Promise<{ providerSessionId: string; url: string }> {
    return { providerSessionId: r.checkoutId, url: `${this.publicUrl()}/sandbox/checkout/${r.checkoutId}` };
  }

  /** The sandbox's state lives in our own tables; there is nothing further to read. */
  async readCheckout(): Promise<CheckoutCompletedEvent | CheckoutExpiredEvent | null> {
    return null;
  }

  async createPortal(request: { userId: number }): Promise<{ url: string }> {
    const id = randomBytes(32).toString('base64url');
    await this.portals.save({
      id,
      userId: request.userId,
      expiresAt: new Date(Date.now() + SANDBOX.portalSessionTtlMinutes * 60_000),
    });
    return { url: `${this.publicUrl()}/sandbox/portal/${id}` };
  }

  /** The sandbox portal page shows a past-due subscription's card form, which pays the renewal again. */
  async createPaymentRecovery(request: { userId: number }): Promise<{ url: string }> {
    return this.createPortal(request);
  }

  /** Sandbox subscriptions exist only in our tables; the caller marks them cancelled. */
  async cancelSubscription(): Promise<void> {}

  // The sandbox keeps no state of its own: the caller applies the resulting subscription.updated event.
  async setCancelAtPeriodEnd(): Promise<void> {}

  /** The sandbox prorates by whole days (see prorateByDays), so the figure can be checked by hand. */
  async previewPlanChange(r: PlanChangeRequest): Promise<PlanChangeQuote> {
    const p = prorateByDays({
      currentAmount: r.paidAmount,
      currentInterval: r.currentInterval,
      periodEnd: r.currentPeriodEnd,
      newAmount: r.newAmount,
      newInterval: r.newInterval,
      at: r.prorationDate,
    });
    return {
      newAmount: r.newAmount,
      credit: p.credit,
      amountDue: p.amountDue,
      unusedDays: p.unusedDays,
      periodDays: p.periodDays,
      newPeriodEnd: p.newPeriodEnd,
    };
  }

  /** The card on file is the test card, which always pays; the caller applies the new state. */
  async changePlan(r: PlanChangeRequest): Promise<PlanChangeResult> {
    return { ...(await this.previewPlanChange(r)), status: 'active', changedAt: new Date() };
  }

  async parseWebhook(): Promise<BillingEvent> {
    throw new PaymentProviderError('configuration', 'The sandbox provider receives no webhooks');
  }

  /** The event a successful sandbox payment fires (what checkout.session.completed is for Stripe). */
  paymentSucceeded(input: { checkoutId: string; customerId: string | null; periodEnd: Date }): CheckoutCompletedEvent {
    return {
      kind: 'checkout.completed',
      type: 'checkout.session.completed',
      eventId: sandboxId('evt_sandbox'),
      occurredAt: new Date(),
      checkoutId: input.checkoutId,
      providerSessionId: input.checkoutId,
      customerId: input.customerId ?? sandboxId('cus_sandbox'),
      subscriptionId: sandboxId('sub_sandbox'),
      periodEnd: input.periodEnd,
    };
  }

  /** Events the sandbox portal fires: cancellation, a renewal payment, a failed payment. */
  /** The snapshot a cancel-at-period-end (or resume) click produces: still active, ending (or renewing) at periodEnd. */
  cancelAtPeriodEndEvent(input: { subscriptionId: string; customerId: string | null; periodEnd: Date | null }, cancel: boolean): SubscriptionEvent {
    return {
      kind: 'subscription.updated',
      type: 'customer.subscription.updated',
      eventId: sandboxId('evt_sandbox'),
      occurredAt: new Date(),
      subscriptionId: input.subscriptionId,
      customerId: input.customerId,
      checkoutId: null,
      status: 'active',
      periodEnd: input.periodEnd,
      priceId: null,
      cancelAtPeriodEnd: cancel,
    };
  }

  subscriptionEvent(
    kind: 'subscription.deleted' | 'invoice.paid' | 'invoice.payment_failed',
    input: { subscriptionId: string; customerId: string | null; periodEnd?: Date | null },
  ): SubscriptionEvent {
    const type = kind === 'subscription.deleted' ? 'customer.subscription.deleted' : kind;
    return {
      kind,
      type,
      eventId: sandboxId('evt_sandbox'),
      occurredAt: new Date(),
      subscriptionId: input.subscriptionId,
      customerId: input.customerId,
      checkoutId: null,
      periodEnd: input.periodEnd ?? null,
    };
  }
}
