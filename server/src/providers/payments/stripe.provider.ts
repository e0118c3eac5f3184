import type Stripe from 'stripe';
import { lazyRequire } from '../../lazy-require';
import type { Logger } from 'pino';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type BillingEvent,
  type CheckoutCompletedEvent,
  type CheckoutExpiredEvent,
  type CheckoutRequest,
  type CouponSpec,
  type PaymentProvider,
  type PlanChangeQuote,
  type PlanChangeRequest,
  type PlanChangeResult,
  type SubscriptionStatus,
} from './payment-provider';

const stripeSdk = lazyRequire<typeof Stripe>('stripe');

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | null;
  /** Overrides for a local test server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  automaticTax: boolean;
  log: Logger;
}

const fromUnix = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Stripe's subscription statuses in our vocabulary: active and trialing grant access, the rest do not. */
export function mapStripeStatus(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
      return 'unpaid';
    case 'paused':
      return 'paused';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled'; // canceled, incomplete_expired
  }
}

/** A proration invoice in our terms: positive lines are the new price, negative proration lines the credit. */
/** Marks the invoice item that charges back the part of Stripe's list-price credit the member never paid. */
const PAID_PRICE_ADJUSTMENT = 'paid_price_adjustment';

/**
 * Stripe credits the unused time at the price's list amount; a member whose first period was discounted paid
 * less. The credit they are owed is the same share of what they paid; the rest is charged back on the same invoice.
 */
function paidPriceAdjustment(listCredit: number, r: Pick<PlanChangeRequest, 'currentAmount' | 'paidAmount'>): number {
  if (listCredit <= 0 || r.currentAmount <= 0 || r.paidAmount >= r.currentAmount) return 0;
  return listCredit - Math.round((listCredit * Math.max(0, r.paidAmount)) / r.currentAmount);
}

function quoteFromInvoice(invoice: Stripe.Invoice): PlanChangeQuote {
  let newAmount = 0;
  let credit = 0;
  let end: number | null = null;
  for (const line of invoice.lines?.data ?? []) {
    if (line.metadata?.kind === PAID_PRICE_ADJUSTMENT) credit -= line.amount;
    else if (line.amount < 0) credit -= line.amount;
    else newAmount += line.amount;
    if (line.amount > 0 && typeof line.period?.end === 'number') end = Math.max(end ?? 0, line.period.end);
  }
  return {
    newAmount,
    credit,
    amountDue: Math.max(0, invoice.amount_due ?? newAmount - credit),
    unusedDays: null,
    periodDays: null,
    newPeriodEnd: fromUnix(end),
  };
}

/** Stripe echoes a masked key in some messages (e.g. "Invalid API Key provided: sk_test_****1234"). */
const redactKeys = (text: string) => text.replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g, '[redacted]');

/** What may be logged about a Stripe error: never the request, headers or key. */
function describe(error: unknown): Record<string, unknown> {
  if (error instanceof stripeSdk().errors.StripeError) {
    return { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId, message: redactKeys(error.message) };
  }
  return { message: redactKeys(String((error as Error)?.message ?? error)) };
}

/**
 * The Stripe API version this adapter is written and tested against, sent on every request (the
 * Stripe-Version header) and expected of webhook payloads, so an SDK upgrade or a change of the account's
 * default version never changes the shapes it reads (e.g. the period end on subscription items) unseen.
 * Raise it deliberately, with the fields read here checked against Stripe's changelog.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Checkout Sessions in subscription mode, coupons for our discount codes, the customer portal and webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new (stripeSdk())(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  /**
   * One coupon per code, kind, value and use limit, with a deterministic id so every process maps to the same one.
   * A limited code's coupon carries the limit as Stripe's `max_redemptions`: Stripe then refuses a use beyond it
   * even if the app's own reservation were bypassed.
   */
  async ensureCoupon(spec: CouponSpec): Promise<string> {
    const valueKey = spec.kind === 'percent' ? String(spec.value).replace('.', '_') : String(Math.round(spec.value));
    const limitKey = spec.maxRedemptions === null ? '' : `_max${spec.maxRedemptions}`;
    const id = `lp_${spec.code}_${spec.kind}_${valueKey}${limitKey}`.slice(0, 200);
    try {
      await this.stripe.coupons.create({
        id,
        name: spec.code.slice(0, 40),
        duration: 'once',
        ...(spec.kind === 'percent' ? { percent_off: spec.value } : { amount_off: Math.round(spec.value), currency: spec.currency }),
        ...(spec.maxRedemptions === null ? {} : { max_redemptions: spec.maxRedemptions }),
        metadata: { discount_code: spec.code },
      });
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeError && error.code === 'resource_already_exists') return id;
      throw this.failure('coupon', error);
    }
    return id;
  }

  async createCheckout(r: CheckoutRequest): Promise<{ providerSessionId: string; url: string }> {
    const metadata = { checkout_session_id: r.checkoutId, user_id: String(r.userId), plan: r.plan };
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: r.priceId, quantity: 1 }],
          ...(r.customerId ? { customer: r.customerId } : { customer_email: r.email }),
          client_reference_id: String(r.userId),
          metadata,
          subscription_data: { metadata },
          ...(r.couponId ? { discounts: [{ coupon: r.couponId }] } : {}),
          ...(this.options.automaticTax
            ? {
                automatic_tax: { enabled: true },
                billing_address_collection: 'required' as const,
                ...(r.customerId ? { customer_update: { address: 'auto' as const } } : {}),
              }
            : {}),
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
        },
        { idempotencyKey: `checkout-${r.checkoutId}` },
      );
      if (!session.url) throw new PaymentProviderError('provider', 'Stripe returned a checkout session without a URL');
      return { providerSessionId: session.id, url: session.url };
    } catch (error) {
      throw this.failure('checkout', error);
    }
  }

  async readCheckout(providerSessionId: string): Promise<CheckoutCompletedEvent | CheckoutExpiredEvent | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(providerSessionId, { expand: ['subscription'] });
    } catch (error) {
      throw this.failure('checkout lookup', error);
    }
    const now = new Date();
    if (session.status === 'expired') {
      return {
        kind: 'checkout.expired',
        type: 'checkout.session.read',
        eventId: null,
        occurredAt: now,
        checkoutId: session.metadata?.checkout_session_id ?? null,
        providerSessionId: session.id,
      };
    }
    if (session.status !== 'complete' || session.payment_status === 'unpaid') return null;
    const subscription = typeof session.subscription === 'object' ? session.subscription : null;
    return {
      kind: 'checkout.completed',
      type: 'checkout.session.read',
      eventId: null,
      occurredAt: now,
      checkoutId: session.metadata?.checkout_session_id ?? null,
      providerSessionId: session.id,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      periodEnd: subscription ? fromUnix(subscription.items?.data?.[0]?.current_period_end) : null,
    };
  }

  async createPortal(request: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    try {
      const session = await this.stripe.billingPortal.sessions.create({ customer: request.customerId, return_url: request.returnUrl });
      return { url: session.url };
    } catch (error) {
      throw this.failure('portal', error);
    }
  }

  /** The open invoice's hosted page (card update and payment in one), else the customer portal. */
  async createPaymentRecovery(request: { customerId: string; subscriptionId: string; returnUrl: string }): Promise<{ url: string }> {
    let invoice: Stripe.Invoice | null;
    try {
      const sub = await this.stripe.subscriptions.retrieve(request.subscriptionId, { expand: ['latest_invoice'] });
      invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    } catch (error) {
      throw this.failure('subscription read', error);
    }
    if (invoice?.status === 'open' && invoice.hosted_invoice_url) return { url: invoice.hosted_invoice_url };
    return this.createPortal(request);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Already cancelled (or gone) is the outcome we wanted.
      if (error instanceof stripeSdk().errors.StripeError && (error.code === 'resource_missing' || /canceled/i.test(error.message))) return;
      throw this.failure('subscription cancel', error);
    }
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    try {
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    } catch (error) {
      throw this.failure('subscription update', error);
    }
  }

  /** The subscription's only item, whose price a plan change replaces. */
  private async itemOf(subscriptionId: string): Promise<{ itemId: string; customer: string | null }> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = sub.items?.data?.[0];
    if (!item) throw new PaymentProviderError('provider', 'Stripe subscription has no item');
    return { itemId: item.id, customer: idOf(sub.customer) };
  }

  /** Stripe's own figures for the change, from an invoice preview with the same proration date the change will use. */
  private async previewInvoice(r: PlanChangeRequest, itemId: string, customer: string | null): Promise<Stripe.Invoice> {
    return this.stripe.invoices.createPreview({
      ...(customer ? { customer } : {}),
      subscription: r.subscriptionId,
      subscription_details: {
        items: [{ id: itemId, price: r.priceId }],
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(r.prorationDate.getTime() / 1000),
        cancel_at_period_end: false,
      },
    });
  }

  /** Stripe's figures for the change, with the credit cut to what the member paid for the period (see paidPriceAdjustment). */
  async previewPlanChange(r: PlanChangeRequest): Promise<PlanChangeQuote> {
    try {
      const { itemId, customer } = await this.itemOf(r.subscriptionId);
      const quote = quoteFromInvoice(await this.previewInvoice(r, itemId, customer));
      const adjustment = paidPriceAdjustment(quote.credit, r);
      const credit = quote.credit - adjustment;
      return { ...quote, credit, amountDue: adjustment ? Math.max(0, quote.newAmount - credit) : quote.amountDue };
    } catch (error) {
      throw this.failure('plan change preview', error);
    }
  }

  /**
   * Replaces the price on the existing subscription (no second subscription): Stripe credits the unused
   * time, restarts the period for the new interval and invoices the difference at once. With
   * error_if_incomplete a refused card leaves the subscription as it was.
   */
  async changePlan(r: PlanChangeRequest, idempotencyKey: string): Promise<PlanChangeResult> {
    let adjustmentItem: string | null = null;
    try {
      const { itemId, customer } = await this.itemOf(r.subscriptionId);
      // A pending invoice item of the subscription lands on the invoice the change creates at once.
      const adjustment = paidPriceAdjustment(quoteFromInvoice(await this.previewInvoice(r, itemId, customer)).credit, r);
      if (adjustment > 0 && customer) {
        const item = await this.stripe.invoiceItems.create(
          {
            customer,
            subscription: r.subscriptionId,
            amount: adjustment,
            currency: 'eur',
            description: 'Credit limited to the discounted price paid for the period',
            metadata: { kind: PAID_PRICE_ADJUSTMENT },
          },
          { idempotencyKey: `${idempotencyKey}-paid-price` },
        );
        adjustmentItem = item.id;
      }
      const sub = await this.stripe.subscriptions.update(
        r.subscriptionId,
        {
          items: [{ id: itemId, price: r.priceId }],
          proration_behavior: 'always_invoice',
          proration_date: Math.floor(r.prorationDate.getTime() / 1000),
          payment_behavior: 'error_if_incomplete',
          cancel_at_period_end: false,
          expand: ['latest_invoice'],
        },
        { idempotencyKey },
      );
      const invoice = typeof sub.latest_invoice === 'object' && sub.latest_invoice ? sub.latest_invoice : null;
      const quote = invoice
        ? quoteFromInvoice(invoice)
        : { newAmount: r.newAmount, credit: 0, amountDue: 0, unusedDays: null, periodDays: null, newPeriodEnd: null };
      return {
        ...quote,
        newPeriodEnd: fromUnix(sub.items?.data?.[0]?.current_period_end) ?? quote.newPeriodEnd,
        status: mapStripeStatus(sub.status),
        changedAt: new Date(),
      };
    } catch (error) {
      // A change that did not happen must not leave the charge-back for the next renewal invoice.
      if (adjustmentItem) await this.stripe.invoiceItems.del(adjustmentItem).catch(() => undefined);
      if (error instanceof stripeSdk().errors.StripeCardError) {
        this.options.log.warn({ stripe: describe(error) }, 'Stripe refused the payment for a plan change');
        throw new PaymentProviderError('provider', 'Stripe refused the payment for a plan change', redactKeys(error.message));
      }
      throw this.failure('plan change', error);
    }
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent> {
    if (!this.options.webhookSecret) throw new PaymentProviderError('configuration', 'STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.options.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    return this.translate(event);
  }

  /** Maps a verified Stripe event to our vocabulary (reading the subscription when the event lacks its period). */
  private async translate(event: Stripe.Event): Promise<BillingEvent> {
    const meta = { eventId: event.id, occurredAt: new Date(event.created * 1000), type: event.type };
    const object = event.data.object as unknown;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = object as Stripe.Checkout.Session;
        if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return { kind: 'ignored', ...meta };
        const subscriptionId = idOf(session.subscription);
        return {
          kind: 'checkout.completed',
          ...meta,
          checkoutId: session.metadata?.checkout_session_id ?? null,
          providerSessionId: session.id,
          customerId: idOf(session.customer),
          subscriptionId,
          periodEnd: subscriptionId ? await this.periodEnd(subscriptionId) : null,
        };
      }
      case 'checkout.session.expired': {
        const session = object as Stripe.Checkout.Session;
        return { kind: 'checkout.expired', ...meta, checkoutId: session.metadata?.checkout_session_id ?? null, providerSessionId: session.id };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = object as Stripe.Subscription;
        const item = sub.items?.data?.[0];
        return {
          kind: event.type === 'customer.subscription.deleted' ? 'subscription.deleted' : 'subscription.updated',
          ...meta,
          subscriptionId: sub.id,
          customerId: idOf(sub.customer),
          checkoutId: sub.metadata?.checkout_session_id ?? null,
          status: mapStripeStatus(sub.status),
          periodEnd: fromUnix(item?.current_period_end),
          priceId: item?.price?.id ?? null,
          cancelAtPeriodEnd: !!sub.cancel_at_period_end,
        };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = object as Stripe.Invoice;
        const details = invoice.parent?.subscription_details ?? null;
        const subscriptionId = idOf(details?.subscription);
        if (!subscriptionId) return { kind: 'ignored', ...meta };
        const periodEnds = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((n): n is number => typeof n === 'number');
        return {
          kind: event.type,
          ...meta,
          subscriptionId,
          customerId: idOf(invoice.customer),
          checkoutId: details?.metadata?.checkout_session_id ?? null,
          periodEnd: periodEnds.length ? fromUnix(Math.max(...periodEnds)) : null,
          invoice: invoice.id
            ? {
                id: invoice.id,
                billingReason: invoice.billing_reason ?? null,
                amountPaid: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : null,
                // Stripe Tax's amounts, when Stripe computed tax on this invoice.
                tax: invoice.total_taxes?.length ? invoice.total_taxes.reduce((sum, t) => sum + t.amount, 0) : null,
              }
            : null,
        };
      }
      default:
        return { kind: 'ignored', ...meta };
    }
  }

  private async periodEnd(subscriptionId: string): Promise<Date | null> {
    try {
      const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
      return fromUnix(sub.items?.data?.[0]?.current_period_end);
    } catch (error) {
      // The invoice.paid event carries the period too; activation does not wait for this lookup.
      this.options.log.warn({ stripe: describe(error) }, 'could not read the subscription period from Stripe');
      return null;
    }
  }

  /** Logs a Stripe failure without secrets and turns it into a provider error the service can map. */
  private failure(action: string, error: unknown): PaymentProviderError {
    if (error instanceof PaymentProviderError) return error;
    const info = describe(error);
    this.options.log.error({ stripe: info }, `Stripe ${action} failed`);
    const configuration =
      error instanceof stripeSdk().errors.StripeAuthenticationError ||
      error instanceof stripeSdk().errors.StripePermissionError ||
      (error instanceof stripeSdk().errors.StripeInvalidRequestError && /configuration/i.test(error.message));
    return new PaymentProviderError(configuration ? 'configuration' : 'provider', `Stripe ${action} failed`);
  }
}
