import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badInput } from '../../../errors';
import type { CheckoutCompletedEvent, BillingEvent, PaymentProvider, PlanChangeResult, SubscriptionEvent } from '../../../providers/payments/payment-provider';
import { addInterval } from '../../../providers/payments/payment-provider';
import { isPlanId, type PlanId, PLANS } from '@leerpunt/shared/plans';
import { BILLING_MESSAGES, recognisePlan } from '../billing.rules';
import type { MailService } from '../../mail/mail.service';
import type { MailPreferencesService } from '../../mail/mail-preferences.service';
import type { UsersRepository } from '../../users/users.repository';
import { recordIntegrationEvents } from '../../integrations/integration-events.repository';
import { subscriptionChanged } from '../../integrations/integration-events';
import { checkoutRef } from '../billing.log';
import { paymentFailedMail, receiptMail } from './billing.mail';
import type { CheckoutSessionEntity } from '../checkout/checkout-session.entity';
import type { CheckoutSessionsRepository } from '../checkout/checkout-sessions.repository';
import type { DiscountsRepository } from '../discounts/discounts.repository';
import { discountProblem } from '../discounts/discount.service';
import type { SubscriptionChanges, SubscriptionsRepository } from '../subscriptions.repository';
import type { PaymentEventsRepository } from './payment-events.repository';
import type { InvoicesService } from '../invoices/invoices.service';

/**
 * What to do when a completed payment used a discount code that has meanwhile run out:
 * 'refuse' the payment (the sandbox, where nothing is charged yet) or 'honour' it without
 * counting (Stripe, where the customer has already paid the discounted price).
 */
export type DiscountLimitPolicy = 'refuse' | 'honour';

export interface ApplyOutcome {
  outcome: 'applied' | 'duplicate' | 'stale' | 'ignored';
  /** Null for a payment whose buyer has since deleted their account. */
  userId?: number | null;
  checkoutId?: string;
  /** After an upgrade: the older provider subscription to cancel once committed. */
  replaced?: { checkoutId: string; subscriptionId: string };
}

export interface PaymentEventsDeps {
  /** For transactions only; the statements are the repositories'. */
  db: DataSource;
  eventLog: PaymentEventsRepository;
  sessions: CheckoutSessionsRepository;
  subscriptions: SubscriptionsRepository;
  discountCodes: Pick<DiscountsRepository, 'byId' | 'lockById' | 'redeem'>;
  /** The users feature's repository: the member row is locked and its subscription columns written in the event's transaction. */
  users: Pick<UsersRepository, 'lockById' | 'setSubscription'>;
  mail: MailService;
  /** Failed-payment notices are optional mail: a member who switched them off gets none. */
  mailPreferences: Pick<MailPreferencesService, 'enqueue'>;
  payments: PaymentProvider;
  log: Logger;
  brand: { productName: string; supportEmail: string };
  publicUrl: () => string;
  priceIds: () => Partial<Record<PlanId, string>>;
  /** PAYMENT_GRACE_DAYS: how long a member keeps access after a renewal payment fails. */
  graceDays: number;
  /** Every payment gets an invoice, issued in the transaction that records it. */
  invoices: Pick<InvoicesService, 'issue'>;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
/** The invoice line of a plan's period: "Professional, 2026-11-28 to 2027-11-28". */
const periodLine = (plan: PlanId, from: Date, to: Date | null) => `${PLANS[plan].name} subscription, ${day(from)}${to ? ` to ${day(to)}` : ''}`;

/**
 * Applies provider events (Stripe webhooks and sandbox payments alike) to checkout sessions,
 * subscriptions and users: each event id once, older states never over newer ones, discount
 * redemptions counted under a row lock.
 */
export class PaymentEventsService {
  constructor(private readonly deps: PaymentEventsDeps) {}

  async apply(event: BillingEvent, policy: DiscountLimitPolicy = 'honour'): Promise<ApplyOutcome> {
    const result = await this.deps.db.transaction(async (m) => {
      if (event.eventId) {
        const fresh = await this.deps.eventLog.claim(m, {
          id: event.eventId,
          provider: this.deps.payments.kind,
          type: event.type.slice(0, 80),
          occurredAt: event.occurredAt,
        });
        if (!fresh) return { outcome: 'duplicate' } satisfies ApplyOutcome;
      }
      const outcome = await this.dispatch(m, event, policy);
      if (event.eventId) await this.deps.eventLog.setOutcome(m, event.eventId, outcome.outcome);
      return outcome;
    });
    if (result.replaced) await this.cancelReplaced(result.replaced.checkoutId, result.replaced.subscriptionId);
    return result;
  }

  private dispatch(m: EntityManager, event: BillingEvent, policy: DiscountLimitPolicy): Promise<ApplyOutcome> {
    switch (event.kind) {
      case 'checkout.completed':
        return this.completeCheckout(m, event, policy);
      case 'checkout.expired':
        return this.expireCheckout(m, event.checkoutId, event.providerSessionId);
      case 'ignored':
        return Promise.resolve({ outcome: 'ignored' });
      default:
        return this.syncSubscription(m, event, policy);
    }
  }

  /** Activates the plan bought in a checkout session: once, whichever event reports the payment first. */
  private async completeCheckout(m: EntityManager, ev: CheckoutCompletedEvent, policy: DiscountLimitPolicy): Promise<ApplyOutcome> {
    const session = await this.deps.sessions.lockForEvent(m, ev.checkoutId, ev.providerSessionId);
    if (!session) {
      this.deps.log.warn({ eventId: ev.eventId }, 'payment for an unknown checkout session ignored');
      return { outcome: 'ignored' };
    }
    if (session.status === 'completed') return { outcome: 'duplicate', userId: session.userId, checkoutId: session.id };
    if (policy === 'refuse' && session.status !== 'open') {
      throw badInput(session.status === 'cancelled' ? BILLING_MESSAGES.sessionCancelled : BILLING_MESSAGES.sessionExpired);
    }
    const plan = session.plan as PlanId;
    await this.redeemDiscount(m, session, plan, policy);

    const user = session.userId === null ? null : await this.deps.users.lockById(m, session.userId);
    if (!user) return { outcome: 'ignored' };
    const now = new Date();
    const interval = PLANS[plan].interval ?? 'year';
    const periodEnd = ev.periodEnd ?? addInterval(now, interval);

    let replaced: string | null = null;
    if (user.paymentSubscriptionId && user.paymentSubscriptionId !== ev.subscriptionId) {
      const previous = await this.deps.subscriptions.byProviderId(user.paymentSubscriptionId, m);
      if (!previous || previous.status !== 'canceled') replaced = user.paymentSubscriptionId;
    }
    if (ev.subscriptionId) {
      await this.deps.subscriptions.insertIfNew(m, {
        userId: user.id,
        provider: this.deps.payments.kind,
        providerSubscriptionId: ev.subscriptionId,
        providerCustomerId: ev.customerId,
        plan,
        currentPeriodEnd: periodEnd,
        stateAt: ev.occurredAt,
        checkoutSessionId: session.id,
      });
    }
    // "Member since" survives a renewal and an upgrade to Professional. Other plan changes restart it:
    // the Monthly allowance counts months from it, so a free period must not add to it.
    const keepStart = user.subscriptionStatus === 'active' && (user.subscriptionPlan === plan || plan === 'professional') && user.subscriptionStartedAt;
    await this.deps.users.setSubscription(m, user.id, {
      subscriptionStatus: 'active',
      subscriptionPlan: plan,
      subscriptionStartedAt: keepStart ? user.subscriptionStartedAt : now,
      subscriptionCurrentPeriodEnd: periodEnd,
      paymentGraceEndsAt: null,
      paymentCustomerId: ev.customerId ?? user.paymentCustomerId,
      paymentSubscriptionId: ev.subscriptionId ?? user.paymentSubscriptionId,
    });
    await recordIntegrationEvents(m, [subscriptionChanged(user.id, 'active', plan)]);
    await this.deps.sessions.markCompleted(m, session.id, now, replaced);
    await this.deps.invoices.issue(m, {
      sourceRef: `checkout:${session.id}`,
      buyer: user,
      lines: [
        { description: periodLine(plan, now, periodEnd), amount: session.originalAmount },
        ...(session.discountAmount > 0 ? [{ description: 'Discount', amount: -session.discountAmount }] : []),
      ],
      providerTax: null,
      paidAt: now,
      testMode: this.deps.payments.kind === 'sandbox',
    });
    const code = session.discountCodeId ? await this.deps.discountCodes.byId(session.discountCodeId, m) : null;
    await this.deps.mail.enqueue(
      user.email,
      receiptMail(this.deps.brand, {
        firstName: user.firstName,
        plan,
        originalAmount: session.originalAmount,
        discountAmount: session.discountAmount,
        amount: session.amount,
        discountCode: code?.code ?? null,
        paidAt: now,
        periodEnd,
        accountUrl: `${this.deps.publicUrl()}/account`,
        testMode: this.deps.payments.kind === 'sandbox',
      }),
      m,
    );
    return {
      outcome: 'applied',
      userId: user.id,
      checkoutId: session.id,
      ...(replaced ? { replaced: { checkoutId: session.id, subscriptionId: replaced } } : {}),
    };
  }

  /**
   * Counts the session's discount once, under a row lock on the code, never past its maximum.
   * The redemption row is unique per session, so a repeated completion cannot count twice.
   */
  private async redeemDiscount(m: EntityManager, session: CheckoutSessionEntity, plan: PlanId, policy: DiscountLimitPolicy): Promise<void> {
    if (!session.discountCodeId) return;
    const code = await this.deps.discountCodes.lockById(m, session.discountCodeId);
    const exhausted = !!code && code.maxRedemptions !== null && code.redemptionCount >= code.maxRedemptions;
    if (policy === 'refuse') {
      const problem = discountProblem(code, plan);
      if (problem) throw new AppError('CONFLICT', problem);
    }
    if (!code || exhausted) {
      this.deps.log.warn(
        { checkout: checkoutRef(session.id), discountCodeId: session.discountCodeId },
        'paid checkout used a discount code past its limit; not counted',
      );
      return;
    }
    await this.deps.discountCodes.redeem(m, code.id, { checkoutSessionId: session.id, userId: session.userId, discountAmount: session.discountAmount });
  }

  private async expireCheckout(m: EntityManager, checkoutId: string | null, providerSessionId: string | null): Promise<ApplyOutcome> {
    const session = await this.deps.sessions.lockForEvent(m, checkoutId, providerSessionId);
    if (!session || session.status !== 'open') return { outcome: 'ignored' };
    await this.deps.sessions.markExpired(session.id, m);
    return { outcome: 'applied', userId: session.userId, checkoutId: session.id };
  }

  /**
   * Applies a subscription state change. Events carry the provider's time: a state older than
   * the one already applied is skipped (outcome 'stale'), and a cancelled subscription stays
   * cancelled. The user mirrors only the subscription it currently points to.
   */
  private async syncSubscription(m: EntityManager, ev: SubscriptionEvent, policy: DiscountLimitPolicy): Promise<ApplyOutcome> {
    const known = await this.deps.subscriptions.byProviderId(ev.subscriptionId, m);
    if (!known) {
      // The payment may be reported before checkout.session.completed arrives: the metadata links it.
      const paid = ev.kind === 'invoice.paid' || (ev.kind === 'subscription.updated' && ev.status === 'active');
      if (paid && ev.checkoutId) {
        return this.completeCheckout(
          m,
          { ...ev, kind: 'checkout.completed', providerSessionId: null, checkoutId: ev.checkoutId, periodEnd: ev.periodEnd ?? null },
          policy,
        );
      }
      return { outcome: 'ignored' };
    }
    const user = await this.deps.users.lockById(m, known.userId);
    const row = await this.deps.subscriptions.lockById(m, known.id);
    if (row.status === 'canceled' || ev.occurredAt.getTime() < row.stateAt.getTime()) {
      return { outcome: 'stale', userId: row.userId };
    }
    const next: SubscriptionChanges = { stateAt: ev.occurredAt };
    switch (ev.kind) {
      case 'subscription.updated':
        next.status = ev.status ?? row.status;
        next.currentPeriodEnd = ev.periodEnd ?? row.currentPeriodEnd;
        next.cancelAtPeriodEnd = !!ev.cancelAtPeriodEnd;
        next.plan = recognisePlan(ev.priceId, this.deps.priceIds()) ?? row.plan;
        break;
      case 'subscription.deleted':
        next.status = 'canceled';
        next.cancelAtPeriodEnd = false;
        break;
      case 'invoice.paid':
        next.status = 'active';
        if (ev.periodEnd && (!row.currentPeriodEnd || ev.periodEnd > row.currentPeriodEnd)) next.currentPeriodEnd = ev.periodEnd;
        break;
      case 'invoice.payment_failed':
        next.status = 'past_due';
        break;
    }
    if (ev.customerId && !row.providerCustomerId) next.providerCustomerId = ev.customerId;
    await this.deps.subscriptions.update(m, row.id, next);
    const merged = { ...row, ...next };
    if (user && user.paymentSubscriptionId === row.providerSubscriptionId) {
      // The grace period starts at the first failure and is not moved by the provider's later retries.
      const startsGrace = merged.status === 'past_due' && (user.subscriptionStatus !== 'past_due' || !user.paymentGraceEndsAt);
      const graceEndsAt =
        merged.status !== 'past_due' ? null : startsGrace ? new Date(ev.occurredAt.getTime() + this.deps.graceDays * 86_400_000) : user.paymentGraceEndsAt;
      await this.deps.users.setSubscription(m, user.id, {
        subscriptionStatus: merged.status,
        subscriptionPlan: merged.plan,
        subscriptionCurrentPeriodEnd: merged.currentPeriodEnd,
        paymentGraceEndsAt: graceEndsAt,
      });
      if (merged.status !== user.subscriptionStatus || merged.plan !== user.subscriptionPlan) {
        await recordIntegrationEvents(m, [subscriptionChanged(user.id, merged.status, merged.plan)]);
      }
      // A renewal (the first payment is invoiced with its checkout): its invoice, once per provider invoice.
      if (ev.kind === 'invoice.paid' && ev.invoice?.billingReason !== 'subscription_create' && isPlanId(merged.plan)) {
        const tax = ev.invoice?.tax ?? null;
        const paid = ev.invoice?.amountPaid ?? null;
        await this.deps.invoices.issue(m, {
          sourceRef: `invoice:${ev.invoice?.id ?? ev.eventId ?? `${row.providerSubscriptionId}:${ev.occurredAt.getTime()}`}`,
          buyer: user,
          lines: [
            {
              description: periodLine(merged.plan, row.currentPeriodEnd ?? ev.occurredAt, merged.currentPeriodEnd),
              amount: paid !== null ? paid - (tax ?? 0) : PLANS[merged.plan].amount,
            },
          ],
          providerTax: tax,
          paidAt: ev.occurredAt,
          testMode: this.deps.payments.kind === 'sandbox',
        });
      }
      if (startsGrace && graceEndsAt) {
        // Written to the outbox in this transaction: sent once, after commit, by whichever process claims it.
        const details = {
          firstName: user.firstName,
          plan: recognisePlan(merged.plan, this.deps.priceIds()),
          graceEndsAt,
          accountUrl: `${this.deps.publicUrl()}/account?tab=subscription`,
          testMode: this.deps.payments.kind === 'sandbox',
        };
        await this.deps.mailPreferences.enqueue(user, 'payment_failed', (u) => paymentFailedMail(this.deps.brand, details, u), m);
      }
    }
    return { outcome: 'applied', userId: row.userId };
  }

  /**
   * Records a prorated plan change the provider has just accepted: the same subscription gets the new
   * plan and period; "Member since" is left alone. Once per subscription period (a repeated confirmation
   * is a duplicate), with a receipt naming the credit. A webhook for the same change that arrives later
   * is older than this state and skipped; one that arrived first is overwritten with the same values.
   */
  async applyPlanChange(input: {
    subscriptionId: string;
    fromPlan: PlanId;
    toPlan: PlanId;
    fromPeriodEnd: Date;
    result: PlanChangeResult;
  }): Promise<'applied' | 'duplicate'> {
    const { result } = input;
    const outcome = await this.deps.db.transaction(async (m) => {
      const eventId = `plan_change:${input.subscriptionId}:${input.fromPeriodEnd.getTime()}`.slice(0, 255);
      if (!(await this.deps.eventLog.claimPlanChange(m, eventId, this.deps.payments.kind, result.changedAt))) return 'duplicate' as const;
      const row = await this.deps.subscriptions.lockByProviderId(m, input.subscriptionId);
      const user = await this.deps.users.lockById(m, row.userId);
      const stateAt = new Date(Math.max(result.changedAt.getTime(), row.stateAt.getTime() + 1));
      const periodEnd = result.newPeriodEnd ?? row.currentPeriodEnd;
      await this.deps.subscriptions.update(m, row.id, {
        plan: input.toPlan,
        status: result.status,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        stateAt,
      });
      if (user && user.paymentSubscriptionId === row.providerSubscriptionId) {
        await this.deps.users.setSubscription(m, user.id, {
          subscriptionStatus: result.status,
          subscriptionPlan: input.toPlan,
          subscriptionCurrentPeriodEnd: periodEnd,
          ...(result.status === 'active' ? { paymentGraceEndsAt: null } : {}),
        });
        await this.deps.invoices.issue(m, {
          sourceRef: eventId,
          buyer: user,
          lines: [
            { description: periodLine(input.toPlan, result.changedAt, periodEnd), amount: result.newAmount },
            ...(result.credit > 0 ? [{ description: `Credit for unused ${PLANS[input.fromPlan].name} time`, amount: -result.credit }] : []),
          ],
          providerTax: null,
          paidAt: result.changedAt,
          testMode: this.deps.payments.kind === 'sandbox',
        });
        await recordIntegrationEvents(m, [subscriptionChanged(user.id, result.status, input.toPlan)]);
        await this.deps.mail.enqueue(
          user.email,
          receiptMail(this.deps.brand, {
            firstName: user.firstName,
            plan: input.toPlan,
            originalAmount: result.newAmount,
            discountAmount: 0,
            amount: result.amountDue,
            discountCode: null,
            credit: { amount: result.credit, fromPlan: input.fromPlan },
            paidAt: result.changedAt,
            periodEnd,
            accountUrl: `${this.deps.publicUrl()}/account`,
            testMode: this.deps.payments.kind === 'sandbox',
          }),
          m,
        );
      }
      return 'applied' as const;
    });
    return outcome;
  }

  /** Cancels the subscription an upgrade replaced; retried on the next verification when the provider fails. */
  async cancelReplaced(checkoutId: string, subscriptionId: string): Promise<void> {
    if (await this.stopSubscription(subscriptionId)) {
      await this.deps.sessions.markReplacedCancelled(checkoutId, new Date());
    }
  }

  /** Cancels a provider subscription and records it as cancelled; false (logged) when the provider fails. */
  async stopSubscription(subscriptionId: string): Promise<boolean> {
    try {
      await this.deps.payments.cancelSubscription(subscriptionId);
    } catch {
      this.deps.log.error({ subscriptionId }, 'could not cancel a replaced subscription at the provider; will retry');
      return false;
    }
    await this.deps.subscriptions.markCanceled(subscriptionId);
    return true;
  }
}
