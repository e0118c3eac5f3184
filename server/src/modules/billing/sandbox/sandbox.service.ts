import { AppError } from '../../../errors';
import { addInterval } from '../../../providers/payments/payment-provider';
import type { SandboxPaymentProvider } from '../../../providers/payments/sandbox.provider';
import { type PlanId, PLANS } from '@leerpunt/shared/plans';
import { SANDBOX } from '../../../providers/payments/sandbox.rules';
import { BILLING_MESSAGES } from '../billing.rules';
import type { UserEntity } from '../../users/user.entity';
import type { UsersRepository } from '../../users/users.repository';
import { customerFor } from '../billing.service';
import type { CheckoutSessionEntity } from '../checkout/checkout-session.entity';
import type { CheckoutSessionsRepository } from '../checkout/checkout-sessions.repository';
import type { DiscountsRepository } from '../discounts/discounts.repository';
import type { PaymentEventsService } from '../webhooks/payment-events.service';
import type { PortalSessionsRepository } from '../portal/portal-sessions.repository';
import type { CardForm } from './sandbox.inputs';
import type { SubscriptionEntity } from '../subscription.entity';
import type { SubscriptionsRepository } from '../subscriptions.repository';

/** Checks a card typed on the sandbox page: only the test card pays; the decline card is declined. */
export function checkTestCard(form: CardForm, now = new Date()): string | null {
  if (!form.name.trim()) return BILLING_MESSAGES.cardName;
  const number = form.number.replace(/[\s-]/g, '');
  if (number !== SANDBOX.testCard && number !== SANDBOX.declinedCard) return BILLING_MESSAGES.cardInvalid;
  // "12 / 29", "12/2029", or typed without the slash as a card reads: "1229", "122029".
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry.trim()) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(form.expiry.trim());
  if (!expiry) return BILLING_MESSAGES.cardExpiry;
  const month = Number(expiry[1]);
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) return BILLING_MESSAGES.cardExpiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return BILLING_MESSAGES.cardCvc;
  if (number === SANDBOX.declinedCard) return BILLING_MESSAGES.cardDeclined;
  return null;
}

export interface SandboxCheckoutView {
  session: CheckoutSessionEntity;
  user: UserEntity;
  discountCode: string | null;
}

export type PayResult = { status: 'paid' } | { status: 'refused'; message: string; httpStatus: number };

export type PortalAction = 'cancel' | 'resume' | 'renew' | 'fail';

export interface SandboxPortalView {
  user: UserEntity;
  subscription: SubscriptionEntity | null;
}

const RANDOM_ID = /^[A-Za-z0-9_-]{32,64}$/;

/** The statements the sandbox pages run: billing's own repositories, and the users feature's for the member. */
export interface SandboxRepositories {
  sessions: Pick<CheckoutSessionsRepository, 'sandboxById' | 'expireIfOpen' | 'cancelOpenSandbox'>;
  discountCodes: Pick<DiscountsRepository, 'byId'>;
  portalSessions: Pick<PortalSessionsRepository, 'byId'>;
  subscriptions: Pick<SubscriptionsRepository, 'sandboxByProviderId'>;
  users: Pick<UsersRepository, 'byIdOrFail'>;
}

/** The sandbox checkout and billing portal pages' actions; payments go through the shared event path. */
export class SandboxCheckoutService {
  private readonly users: SandboxRepositories['users'];

  constructor(
    private readonly repos: SandboxRepositories,
    private readonly provider: SandboxPaymentProvider | null,
    private readonly events: PaymentEventsService,
  ) {
    this.users = repos.users;
  }

  get enabled(): boolean {
    return this.provider !== null;
  }

  private sandbox(): SandboxPaymentProvider {
    if (!this.provider) throw new AppError('NOT_FOUND', 'Not found');
    return this.provider;
  }

  /** The session behind a sandbox checkout page; an unpaid session past its time is marked expired. */
  async checkout(id: string): Promise<SandboxCheckoutView | null> {
    this.sandbox();
    if (!RANDOM_ID.test(id)) return null;
    const sessions = this.repos.sessions;
    const session = await sessions.sandboxById(id);
    // A session whose buyer deleted their account is a kept payment record, no longer a checkout page.
    if (!session || session.userId === null) return null;
    if (session.status === 'open' && session.expiresAt.getTime() < Date.now()) {
      await sessions.expireIfOpen(id);
      session.status = 'expired';
    }
    const user = await this.users.byIdOrFail(session.userId);
    const code = session.discountCodeId ? await this.repos.discountCodes.byId(session.discountCodeId) : null;
    return { session, user, discountCode: code?.code ?? null };
  }

  /** Takes a test-card payment: fires the same completion event as a Stripe webhook would. */
  async pay(view: SandboxCheckoutView, form: CardForm): Promise<PayResult> {
    const provider = this.sandbox();
    const problem = checkTestCard(form);
    if (problem) return { status: 'refused', message: problem, httpStatus: problem === BILLING_MESSAGES.cardDeclined ? 402 : 400 };
    const plan = view.session.plan as PlanId;
    const event = provider.paymentSucceeded({
      checkoutId: view.session.id,
      customerId: customerFor(view.user, 'sandbox'),
      periodEnd: addInterval(new Date(), PLANS[plan].interval ?? 'year'),
    });
    try {
      await this.events.apply(event, 'refuse');
    } catch (error) {
      if (error instanceof AppError) return { status: 'refused', message: error.message, httpStatus: error.status };
      throw error;
    }
    return { status: 'paid' };
  }

  /** The buyer left the sandbox checkout: the session can no longer be paid. */
  async cancel(id: string): Promise<void> {
    this.sandbox();
    if (!RANDOM_ID.test(id)) return;
    await this.repos.sessions.cancelOpenSandbox(id);
  }

  async portal(id: string): Promise<SandboxPortalView | null> {
    this.sandbox();
    if (!RANDOM_ID.test(id)) return null;
    const portal = await this.repos.portalSessions.byId(id);
    if (!portal || portal.expiresAt.getTime() < Date.now()) return null;
    const user = await this.users.byIdOrFail(portal.userId);
    const subscription = user.paymentSubscriptionId ? await this.repos.subscriptions.sandboxByProviderId(user.paymentSubscriptionId) : null;
    return { user, subscription };
  }

  /**
   * A past-due subscription paid again with a (new) test card: the renewal invoice is paid, which the shared
   * event path applies as for Stripe's invoice.paid. The declined card leaves it past due.
   */
  async retryPayment(view: SandboxPortalView, form: CardForm): Promise<PayResult> {
    const provider = this.sandbox();
    const sub = view.subscription;
    if (!sub || (sub.status !== 'past_due' && sub.status !== 'unpaid')) return { status: 'refused', message: BILLING_MESSAGES.nothingToRetry, httpStatus: 409 };
    const problem = checkTestCard(form);
    if (problem) return { status: 'refused', message: problem, httpStatus: problem === BILLING_MESSAGES.cardDeclined ? 402 : 400 };
    const from = sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() > Date.now() ? sub.currentPeriodEnd : new Date();
    const interval = PLANS[sub.plan as PlanId]?.interval ?? 'year';
    const base = { subscriptionId: sub.providerSubscriptionId, customerId: sub.providerCustomerId };
    await this.events.apply(provider.subscriptionEvent('invoice.paid', { ...base, periodEnd: addInterval(from, interval) }));
    return { status: 'paid' };
  }

  /** Portal buttons: cancel the subscription, or (test tools) simulate a renewal or a failed payment. */
  async portalAction(view: SandboxPortalView, action: PortalAction): Promise<boolean> {
    const provider = this.sandbox();
    const sub = view.subscription;
    if (!sub || sub.status === 'canceled') return false;
    const base = { subscriptionId: sub.providerSubscriptionId, customerId: sub.providerCustomerId };
    if (action === 'cancel' || action === 'resume') {
      // Cancelling ends the subscription when the paid period ends (as the Terms promise); until then it can be resumed.
      const cancel = action === 'cancel';
      if (sub.status !== 'active' || sub.cancelAtPeriodEnd === cancel) return false;
      await this.events.apply(provider.cancelAtPeriodEndEvent({ ...base, periodEnd: sub.currentPeriodEnd }, cancel));
      return true;
    }
    if (action === 'renew' && sub.cancelAtPeriodEnd) {
      // The renewal date of a subscription set to end: the period is over and the subscription ends.
      await this.events.apply(provider.subscriptionEvent('subscription.deleted', base));
      return true;
    }
    if (action === 'renew') {
      const from = sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() > Date.now() ? sub.currentPeriodEnd : new Date();
      const interval = PLANS[sub.plan as PlanId]?.interval ?? 'year';
      await this.events.apply(provider.subscriptionEvent('invoice.paid', { ...base, periodEnd: addInterval(from, interval) }));
      return true;
    }
    await this.events.apply(provider.subscriptionEvent('invoice.payment_failed', base));
    return true;
  }
}
