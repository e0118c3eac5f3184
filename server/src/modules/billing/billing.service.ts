import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AppError, badInput, conflict, notFound } from '../../errors';
import { PaymentProviderError, type PaymentProvider, type PlanChangeRequest } from '../../providers/payments/payment-provider';
import { MESSAGES, portalConfigurationError } from '@leerpunt/shared/messages';
import { formatEuro, PLAN_ORDER, type PlanDefinition, type PlanId, PLANS, type QuestionSource } from '@leerpunt/shared/plans';
import { offeredPlanFeatures } from '../../accreditation';
import { BILLING_MESSAGES, BILLING_RULES, periodCharge, recognisePlan, type PeriodCharge } from './billing.rules';
import type { BillingRepository } from './billing.repository';
import type { AuthService } from '../auth/auth.service';
import { planOf, requireOwner, requireUser } from '../users/access';
import type { Unparsed } from '../../validation';
import type { UserEntity } from '../users/user.entity';
import type { UsersRepository } from '../users/users.repository';
import { recordIntegrationEvents } from '../integrations/integration-events.repository';
import { subscriptionChanged } from '../integrations/integration-events';
import { checkoutRef } from './billing.log';
import {
  optionalDiscountCode,
  requirePositiveId,
  type ActivateFreeCommand,
  type CheckoutSessionCommand,
  type Credentials,
  type PlanChoice,
  type SubscriptionSessionCommand,
  type TextField,
  type UpgradeSubscriptionCommand,
} from './billing.inputs';
import type { CheckoutSessionsRepository } from './checkout/checkout-sessions.repository';
import type { DiscountCodeEntity } from './discounts/discount-code.entity';
import type { DiscountService } from './discounts/discount.service';
import type { PaymentEventsService } from './webhooks/payment-events.service';
import type { SubscriptionEntity } from './subscription.entity';
import type { SubscriptionsRepository } from './subscriptions.repository';

export interface PlanView extends Omit<PlanDefinition, 'features'> {
  /** Card lines, the one on tests worded by the deployment's question source. */
  features: string[];
  /** The provider price id; null for the free plan. */
  priceId: string | null;
}

export interface SubscriptionView {
  plan: PlanView | null;
  status: string;
  startedAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** A billing account exists, so the billing portal can open. */
  canManage: boolean;
  /** Insights and Monthly (or no plan) can move to Professional. */
  canUpgrade: boolean;
  provider: 'stripe' | 'sandbox';
  /** What the member pays for the current period and at renewal; null without an active paid plan. */
  charge: PeriodCharge | null;
  /** A renewal payment failed: when the grace period ends (it may have ended already); null otherwise. */
  paymentGraceEndsAt: Date | null;
  /** A failed payment can be retried with another card (createPaymentRetrySession). */
  canRetryPayment: boolean;
}

/** What moving a paid subscription to Professional costs now, before the member confirms. */
export interface UpgradeQuoteView {
  fromPlan: PlanView;
  toPlan: PlanView;
  /** The new plan's price for its first period, in cents. */
  planAmount: number;
  /** Credit for the unused part of the current period, in cents. */
  credit: number;
  /** Charged at once on confirmation, in cents. */
  amountDue: number;
  unusedDays: number | null;
  periodDays: number | null;
  currentPeriodEnd: Date;
  newPeriodEnd: Date | null;
  memberSince: Date | null;
  /** The proration moment; the confirmation sends it back so the charge matches what was shown. */
  quotedAt: Date;
  provider: 'stripe' | 'sandbox';
}

export type UpgradeErrorCode = 'NOT_UPGRADABLE' | 'QUOTE_EXPIRED' | 'PRICE_CHANGED' | 'PAYMENT_FAILED';

export interface UpgradeOutcome {
  subscription: SubscriptionView | null;
  amountCharged: number | null;
  userErrors: Array<{ field: string[] | null; message: string; code: UpgradeErrorCode }>;
}

export const UPGRADE_MESSAGES = {
  notUpgradable: 'There is no active paid subscription to upgrade. Choose Professional on the upgrade page instead.',
  quoteExpired: 'This price was calculated too long ago. Please review the amount again before confirming.',
  priceChanged: (amount: string) => `The amount due has changed to ${amount}. Please review it before confirming.`,
  paymentFailed: 'The payment for the upgrade was refused. Your plan has not changed.',
} as const;

/** A quote can be confirmed for this long after it was shown. */
const QUOTE_TTL_MS = 30 * 60_000;

export interface BillingDeps {
  /** For transactions only; the statements are the repositories'. */
  db: DataSource;
  sessions: CheckoutSessionsRepository;
  subscriptions: Pick<SubscriptionsRepository, 'byProviderId'>;
  /** The users feature's repository: billing reads the member and writes their subscription columns. */
  users: Pick<UsersRepository, 'byId' | 'lockByIdOrFail' | 'setSubscription'>;
  auth: AuthService;
  payments: PaymentProvider;
  discounts: DiscountService;
  events: PaymentEventsService;
  log: Logger;
  publicUrl: () => string;
  supportEmail: string;
  priceIds: () => Partial<Record<PlanId, string>>;
  /** Where test questions come from, for the plans' card lines. */
  questionSource: QuestionSource;
  /** Whether a professional body accredits this deployment: without one, no plan line claims accreditation. */
  accredited: boolean;
  /** Reads of what a member paid (the checkout a subscription began with). */
  paid: Pick<BillingRepository, 'firstPayment'>;
  /** Server secret the checkout hand-off secrets are derived from (never sent to the payment provider). */
  handoffKey: string;
}

/** What a buyer needs to come back from checkout: the session id (also in the return URL) and the hand-off secret (only in the answer). */
export interface CheckoutHandoff {
  sessionId: string;
  handoffSecret: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{16,255}$/;

/** Plans, checkout, payment verification, free plan and billing portal (SPEC §7 billing calls). */
export class BillingService {
  private readonly users: BillingDeps['users'];

  constructor(private readonly deps: BillingDeps) {
    this.users = deps.users;
  }

  plans(): PlanView[] {
    const ids = this.deps.priceIds();
    return PLAN_ORDER.map((id) => ({
      ...PLANS[id],
      features: offeredPlanFeatures(id, this.deps.questionSource, this.deps.accredited),
      priceId: ids[id] ?? null,
    }));
  }

  /** Checks e-mail and password for the pre-subscription calls, through the same throttled check as sign-in. */
  private async checkCredentials(input: Credentials, ip: string): Promise<UserEntity> {
    if (!input.email.trim() || !input.password) {
      throw badInput('Email and password are required');
    }
    const user = await this.deps.auth.checkCredentials(input.email.trim().toLowerCase().slice(0, 254), input.password, ip);
    if (!user.emailConfirmed) throw new AppError('FORBIDDEN', 'Email not confirmed', { email_confirmation_required: true });
    return user;
  }

  /** Puts a confirmed account on the free plan (POST /activate-free); never downgrades an active paid plan. */
  async activateFree(input: ActivateFreeCommand, ip: string): Promise<UserEntity> {
    const plan = typeof input.plan === 'string' ? recognisePlan(input.plan, this.deps.priceIds()) : null;
    if (!plan) throw badInput(BILLING_MESSAGES.planUnknown);
    if (PLANS[plan].amount !== 0) throw badInput(BILLING_MESSAGES.planNotFree);
    const { id } = await this.checkCredentials(input, ip);
    const { user, stopSubscription } = await this.deps.db.transaction(async (m) => {
      const current = await this.users.lockByIdOrFail(m, id);
      const currentPlan = planOf(current);
      if (current.subscriptionStatus === 'active' && currentPlan && PLANS[currentPlan].amount > 0) throw conflict(BILLING_MESSAGES.paidPlanActive);
      const already = current.subscriptionStatus === 'active' && currentPlan === plan;
      const stop = current.paymentSubscriptionId;
      const update = {
        subscriptionStatus: 'active',
        subscriptionPlan: plan,
        subscriptionStartedAt: already ? current.subscriptionStartedAt : new Date(),
        subscriptionCurrentPeriodEnd: null,
        paymentSubscriptionId: null,
      };
      await this.users.setSubscription(m, id, update);
      if (!already) await recordIntegrationEvents(m, [subscriptionChanged(id, update.subscriptionStatus, plan)]);
      return { user: { ...current, ...update }, stopSubscription: stop };
    });
    // A lapsed paid subscription (past due, unpaid) must not keep trying to charge.
    if (stopSubscription) await this.deps.events.stopSubscription(stopSubscription);
    return user;
  }

  /** Checkout for an account without a subscription yet, identified by its credentials (POST /create-subscription-session). */
  async createSubscriptionSession(input: SubscriptionSessionCommand, ip: string): Promise<CheckoutHandoff & { checkoutUrl: string }> {
    const user = await this.checkCredentials(input, ip);
    const { url, ...handoff } = await this.startCheckout(user, input, input.discountCode);
    return { checkoutUrl: url, ...handoff };
  }

  /** Checkout for a signed-in member, e.g. an upgrade (POST /stripe/create-checkout-session). */
  async createCheckoutSession(actor: UserEntity | null, form: Unparsed<CheckoutSessionCommand>): Promise<CheckoutHandoff & { url: string }> {
    requireUser(actor);
    const input = form();
    const userId = requirePositiveId(input.userId, 'userId');
    requireOwner(actor, userId);
    const user = await this.users.byId(userId);
    if (!user) throw notFound('User not found');
    return this.startCheckout(user, input, input.discountCode);
  }

  private resolvePlan({ priceId, planType }: PlanChoice): PlanId {
    const ids = this.deps.priceIds();
    const plan = (typeof priceId === 'string' ? recognisePlan(priceId, ids) : null) ?? (typeof planType === 'string' ? recognisePlan(planType, ids) : null);
    // Something given (a name that matches no plan, or a value that is not text) is unknown; nothing given asks to choose.
    if (!plan) throw badInput(priceId || planType ? BILLING_MESSAGES.planUnknown : MESSAGES.selectPlan);
    return plan;
  }

  /** Opens a provider checkout for `user` and a paid plan; upgrades from Insights or Monthly take the same path. */
  private async startCheckout(user: UserEntity, choice: PlanChoice, rawCode: TextField): Promise<CheckoutHandoff & { url: string }> {
    const plan = this.resolvePlan(choice);
    if (PLANS[plan].amount === 0) throw badInput(BILLING_MESSAGES.planIsFree);
    const current = planOf(user);
    if (user.subscriptionStatus === 'active' && (current === 'professional' || current === plan)) throw conflict(BILLING_MESSAGES.alreadySubscribed);
    const quote = await this.deps.discounts.quote(this.deps.db.manager, optionalDiscountCode(rawCode), plan);
    const id = randomBytes(32).toString('base64url');
    const sessions = this.deps.sessions;
    // One short transaction reserves a use of a limited code (the open session is the reservation) before any provider call.
    await this.deps.db.transaction(async (m) => {
      await this.deps.discounts.reserve(m, quote);
      await sessions.insert(m, {
        id,
        provider: this.deps.payments.kind,
        userId: user.id,
        plan,
        discountCodeId: quote.discount?.id ?? null,
        originalAmount: quote.originalAmount,
        discountAmount: quote.discountAmount,
        amount: quote.finalAmount,
        currency: BILLING_RULES.currency,
        status: 'open',
        expiresAt: new Date(Date.now() + BILLING_RULES.checkoutSessionTtlHours * 3600_000),
      });
    });
    const base = this.deps.publicUrl();
    try {
      const couponId = quote.discount ? await this.couponFor(quote.discount) : null;
      const created = await this.deps.payments.createCheckout({
        checkoutId: id,
        plan,
        priceId: this.deps.priceIds()[plan] ?? plan,
        userId: user.id,
        email: user.email,
        customerId: customerFor(user, this.deps.payments.kind),
        couponId,
        successUrl: `${base}/subscription-success?session_id=${id}`,
        cancelUrl: `${base}/subscription-cancelled`,
      });
      await sessions.setProviderSession(id, created.providerSessionId);
      return { url: created.url, sessionId: id, handoffSecret: this.handoffSecret(id) };
    } catch (error) {
      await sessions.markExpired(id);
      if (error instanceof PaymentProviderError) throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.checkoutFailed);
      throw error;
    }
  }

  /** The provider coupon for a discount code, created once per kind and value. */
  private async couponFor(code: DiscountCodeEntity): Promise<string> {
    if (this.deps.payments.kind === 'stripe' && code.providerCouponId) return code.providerCouponId;
    let couponId: string;
    try {
      couponId = await this.deps.payments.ensureCoupon({
        code: code.code,
        kind: code.kind,
        value: code.value,
        currency: BILLING_RULES.currency,
        maxRedemptions: code.maxRedemptions,
      });
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.checkoutFailed);
    }
    if (this.deps.payments.kind === 'stripe') {
      await this.deps.discounts.rememberCoupon(code, couponId);
    }
    return couponId;
  }

  /**
   * The secret that, with the session id, lets a browser sign in as the session's buyer: derived from the
   * session id and a server key, handed only to whoever opened the checkout, and never part of a URL or of
   * anything the payment provider sees (its session id and our return URL both are).
   */
  private handoffSecret(checkoutId: string): string {
    return createHmac('sha256', this.deps.handoffKey).update(`checkout-handoff:${checkoutId}`).digest('base64url');
  }

  private handoffMatches(checkoutId: string, secret: string | null): boolean {
    if (!secret) return false;
    const expected = Buffer.from(this.handoffSecret(checkoutId));
    const given = Buffer.from(secret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Confirms a payment and signs its buyer in (POST /verify-subscription-payment). It takes our session id
   * (never the provider's) with the hand-off secret given when the checkout was opened, or the buyer's own
   * sign-in instead of the secret; it answers only for a completed session, only with that session's own
   * user, to no other signed-in member, and for a short window after the first confirmation. Calling it
   * again within the window is harmless.
   */
  async verifyPayment(
    actor: UserEntity | null,
    { sessionId: rawSessionId, handoffSecret }: { sessionId: string; handoffSecret: string | null },
  ): Promise<{ accessToken: string; user: UserEntity; message: string }> {
    if (!rawSessionId.trim()) throw badInput(MESSAGES.paymentInvalidSession);
    const sessionId = rawSessionId.trim();
    if (!SESSION_ID.test(sessionId)) throw notFound(MESSAGES.paymentInvalidSession);
    const sessions = this.deps.sessions;
    let session = await sessions.byId(sessionId);
    // Without the secret (or the buyer's own sign-in) a session id is worth nothing, and says nothing either.
    if (!session || session.userId === null || (actor?.id !== session.userId && !this.handoffMatches(session.id, handoffSecret)))
      throw notFound(MESSAGES.paymentInvalidSession);
    if (actor && actor.id !== session.userId) throw new AppError('FORBIDDEN', BILLING_MESSAGES.sessionOtherUser);

    if (session.status === 'open' && session.providerSessionId) {
      // The redirect can beat the webhook: read the outcome from the provider and apply it the same way.
      const state = await this.deps.payments.readCheckout(session.providerSessionId).catch((error: unknown) => {
        this.deps.log.warn({ checkout: checkoutRef(session!.id), err: (error as Error).message }, 'could not read checkout state from the provider');
        return null;
      });
      if (state) await this.deps.events.apply(state);
      session = await sessions.byIdOrFail(session.id);
    }
    if (session.status === 'open' && session.expiresAt.getTime() < Date.now()) {
      await sessions.expireIfOpen(session.id);
      throw badInput(BILLING_MESSAGES.sessionExpired);
    }
    if (session.status === 'cancelled') throw badInput(BILLING_MESSAGES.sessionCancelled);
    if (session.status === 'expired') throw badInput(BILLING_MESSAGES.sessionExpired);
    if (session.status !== 'completed') throw badInput(BILLING_MESSAGES.sessionNotPaid);

    const claimedAt = await this.claimVerification(session.id);
    if (session.replacedSubscriptionId && !session.replacedCancelledAt) {
      await this.deps.events.cancelReplaced(session.id, session.replacedSubscriptionId);
    }
    // The buyer may have deleted their account meanwhile: the payment record stays, nobody signs in with it.
    const user = session.userId === null ? null : await this.users.byId(session.userId);
    if (!user) throw notFound(MESSAGES.paymentInvalidSession);
    this.deps.log.info({ checkout: checkoutRef(session.id), userId: user.id, firstVerifiedAt: claimedAt }, 'payment verified');
    return { accessToken: await this.deps.auth.issueAccessToken(user), user, message: MESSAGES.subscriptionActivated };
  }

  /** Records the first verification; refuses once the window after it (or after completion) has passed. */
  private async claimVerification(checkoutId: string): Promise<Date> {
    return this.deps.db.transaction(async (m) => {
      const s = await this.deps.sessions.lockByIdOrFail(m, checkoutId);
      const now = Date.now();
      if (s.verifiedAt) {
        if (now - s.verifiedAt.getTime() > BILLING_RULES.verifyWindowMinutes * 60_000) throw conflict(BILLING_MESSAGES.sessionAlreadyVerified);
        return s.verifiedAt;
      }
      if (s.completedAt && now - s.completedAt.getTime() > BILLING_RULES.checkoutSessionTtlHours * 3600_000)
        throw conflict(BILLING_MESSAGES.sessionAlreadyVerified);
      const at = new Date(now);
      await this.deps.sessions.setVerifiedAt(m, s.id, at);
      return at;
    });
  }

  /** A link to the provider's billing portal for the member (POST /stripe/create-portal-session). */
  async createPortalSession(actor: UserEntity | null, forMember: Unparsed<number>): Promise<{ url: string }> {
    requireUser(actor);
    const userId = requirePositiveId(forMember(), 'userId');
    requireOwner(actor, userId);
    const user = await this.users.byId(userId);
    if (!user) throw notFound('User not found');
    const customerId = customerFor(user, this.deps.payments.kind);
    if (!customerId) throw badInput(BILLING_MESSAGES.noBillingAccount);
    try {
      return await this.deps.payments.createPortal({ userId: user.id, customerId, returnUrl: `${this.deps.publicUrl()}/account` });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.kind === 'configuration') {
        throw new AppError('SERVICE_UNAVAILABLE', portalConfigurationError(this.deps.supportEmail), { error_type: 'configuration_error' });
      }
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.portalStripeError, { error_type: 'stripe_error' });
    }
  }

  /**
   * Where a member whose renewal payment failed updates the card and pays again: Stripe's hosted invoice page (or
   * its customer portal), the sandbox's portal page. The payment then arrives through the usual event path.
   */
  async createPaymentRetrySession(actor: UserEntity | null, rawUserId: number): Promise<{ url: string }> {
    const { user, sub } = await this.ownedSubscription(actor, rawUserId);
    const customerId = customerFor(user, this.deps.payments.kind);
    if (!retryable(user, sub, this.deps.payments.kind) || !sub || !customerId) throw badInput(BILLING_MESSAGES.nothingToRetry);
    try {
      return await this.deps.payments.createPaymentRecovery({
        userId: user.id,
        customerId,
        subscriptionId: sub.providerSubscriptionId,
        returnUrl: `${this.deps.publicUrl()}/account?tab=subscription`,
      });
    } catch (error) {
      this.toProviderFailure(error);
    }
  }

  /**
   * Cancels at the end of the paid period (cancel = true) or resumes before that date (false). The
   * provider is called outside any transaction; the new state is then applied through the shared event path,
   * so a webhook for the same change (or an older one arriving late) is handled like any other.
   */
  async setCancelAtPeriodEnd(actor: UserEntity | null, rawUserId: number, cancel: boolean): Promise<SubscriptionView> {
    const { userId, user, sub } = await this.ownedSubscription(actor, rawUserId);
    if (!sub || sub.status !== 'active' || user.subscriptionStatus !== 'active') throw badInput('There is no active paid subscription to change.');
    if (!cancel && (!sub.cancelAtPeriodEnd || (sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() <= Date.now()))) {
      throw badInput('This subscription is not set to end, or its period has already ended.');
    }
    if (sub.cancelAtPeriodEnd !== cancel) {
      try {
        await this.deps.payments.setCancelAtPeriodEnd(sub.providerSubscriptionId, cancel);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.portalStripeError, { error_type: 'stripe_error' });
      }
      await this.deps.events.apply({
        kind: 'subscription.updated',
        type: cancel ? 'app.cancel_at_period_end' : 'app.resume',
        eventId: null,
        // The provider has just accepted this change, so it is newer than any state applied so far (whose
        // second-resolution stamps may run slightly ahead of this clock).
        occurredAt: new Date(Math.max(Date.now(), sub.stateAt.getTime() + 1)),
        subscriptionId: sub.providerSubscriptionId,
        customerId: sub.providerCustomerId,
        checkoutId: null,
        status: 'active',
        periodEnd: sub.currentPeriodEnd,
        priceId: null,
        cancelAtPeriodEnd: cancel,
      });
    }
    return this.subscriptionView(actor, userId);
  }

  /**
   * The prorated move to Professional for a member on a paid plan with a live subscription at the current
   * provider, or null when there is none (Insights, or a plan without a provider subscription): those go
   * through checkout.
   */
  private async upgradeContext(actor: UserEntity | null, rawUserId: number, at: Date) {
    const { userId, user, sub } = await this.ownedSubscription(actor, rawUserId);
    const from = planOf(user);
    const target: PlanId = 'professional';
    if (!sub || !from || from === target || user.subscriptionStatus !== 'active' || sub.status !== 'active') return null;
    if (sub.provider !== this.deps.payments.kind || !sub.currentPeriodEnd || sub.currentPeriodEnd.getTime() <= at.getTime()) return null;
    const fromDef = PLANS[from];
    if (fromDef.amount === 0 || !fromDef.interval || sub.plan !== from) return null;
    // The credit is for what the member paid for this period (a first-period discount included), not the list price.
    const charge = await this.chargeOf(from, sub);
    const request: PlanChangeRequest = {
      subscriptionId: sub.providerSubscriptionId,
      priceId: this.deps.priceIds()[target] ?? target,
      prorationDate: at,
      currentAmount: fromDef.amount,
      paidAmount: charge.amount,
      currentInterval: fromDef.interval,
      currentPeriodEnd: sub.currentPeriodEnd,
      newAmount: PLANS[target].amount,
      newInterval: PLANS[target].interval ?? 'year',
    };
    return { userId, user, sub, from, target, request };
  }

  private toProviderFailure(error: unknown): never {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.portalStripeError, {
      error_type: error.kind === 'configuration' ? 'configuration_error' : 'stripe_error',
    });
  }

  /** What the upgrade to Professional would charge now (nothing changes), or null when it goes through checkout. */
  async upgradeQuote(actor: UserEntity | null, rawUserId: number): Promise<UpgradeQuoteView | null> {
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const ctx = await this.upgradeContext(actor, rawUserId, at);
    if (!ctx) return null;
    const quote = await this.deps.payments.previewPlanChange(ctx.request).catch((error: unknown) => this.toProviderFailure(error));
    const plans = this.plans();
    return {
      fromPlan: plans.find((p) => p.id === ctx.from)!,
      toPlan: plans.find((p) => p.id === ctx.target)!,
      planAmount: quote.newAmount,
      credit: quote.credit,
      amountDue: quote.amountDue,
      unusedDays: quote.unusedDays,
      periodDays: quote.periodDays,
      currentPeriodEnd: ctx.request.currentPeriodEnd,
      newPeriodEnd: quote.newPeriodEnd,
      memberSince: ctx.user.subscriptionStartedAt,
      quotedAt: at,
      provider: this.deps.payments.kind,
    };
  }

  /**
   * Confirms a quoted upgrade: the same subscription gets the Professional price, the provider charges
   * the prorated difference at once, and "Member since" stays. The amount is recomputed for the quoted
   * moment and must equal what the member saw. The provider is called outside any transaction; the
   * result is then recorded once (PaymentEventsService.applyPlanChange).
   */
  async upgradeSubscription(actor: UserEntity | null, input: UpgradeSubscriptionCommand): Promise<UpgradeOutcome> {
    const { quotedAt, expectedAmountDue: expected } = input;
    if (!Number.isSafeInteger(expected) || expected < 0) throw badInput('expectedAmountDue must be a whole number of cents');
    if (Number.isNaN(quotedAt.getTime())) throw badInput('quotedAt must be a date-time');
    const now = Date.now();
    const fail = (code: UpgradeErrorCode, message: string, field: string[] | null = null): UpgradeOutcome => ({
      subscription: null,
      amountCharged: null,
      userErrors: [{ field, message, code }],
    });
    const ctx = await this.upgradeContext(actor, input.userId, quotedAt);
    if (!ctx) return fail('NOT_UPGRADABLE', UPGRADE_MESSAGES.notUpgradable, ['userId']);
    if (quotedAt.getTime() > now + 60_000 || now - quotedAt.getTime() > QUOTE_TTL_MS) return fail('QUOTE_EXPIRED', UPGRADE_MESSAGES.quoteExpired, ['quotedAt']);
    const quote = await this.deps.payments.previewPlanChange(ctx.request).catch((error: unknown) => this.toProviderFailure(error));
    if (quote.amountDue !== expected) return fail('PRICE_CHANGED', UPGRADE_MESSAGES.priceChanged(formatEuro(quote.amountDue)), ['expectedAmountDue']);
    let result;
    try {
      result = await this.deps.payments.changePlan(ctx.request, `upgrade-${ctx.sub.providerSubscriptionId}-${quotedAt.getTime()}`);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.payerMessage) return fail('PAYMENT_FAILED', `${UPGRADE_MESSAGES.paymentFailed} ${error.payerMessage}`);
      this.toProviderFailure(error);
    }
    await this.deps.events.applyPlanChange({
      subscriptionId: ctx.sub.providerSubscriptionId,
      fromPlan: ctx.from,
      toPlan: ctx.target,
      fromPeriodEnd: ctx.request.currentPeriodEnd,
      result,
    });
    this.deps.log.info(
      { userId: ctx.userId, from: ctx.from, to: ctx.target, credit: result.credit, amountDue: result.amountDue },
      'subscription upgraded with proration',
    );
    return { subscription: await this.subscriptionView(actor, ctx.userId), amountCharged: result.amountDue, userErrors: [] };
  }

  /** What `sub` charges for its current period of `plan`. */
  private async chargeOf(plan: PlanId, sub: SubscriptionEntity): Promise<PeriodCharge> {
    const first = sub.checkoutSessionId ? await this.deps.paid.firstPayment(sub.checkoutSessionId) : null;
    return periodCharge(plan, sub.currentPeriodEnd, first);
  }

  /** The member `rawUserId` (owner or admin only) and their provider subscription, if any. */
  private async ownedSubscription(actor: UserEntity | null, rawUserId: number): Promise<{ userId: number; user: UserEntity; sub: SubscriptionEntity | null }> {
    const userId = requirePositiveId(rawUserId, 'userId');
    requireOwner(actor, userId);
    const user = await this.users.byId(userId);
    if (!user) throw notFound('User not found');
    const sub = user.paymentSubscriptionId ? await this.deps.subscriptions.byProviderId(user.paymentSubscriptionId) : null;
    return { userId, user, sub };
  }

  /** The member's plan and billing state for Account → Subscription (the member or an admin; signed in before the member is named). */
  async subscriptionOf(actor: UserEntity | null, forMember: Unparsed<number>): Promise<SubscriptionView> {
    requireUser(actor);
    return this.subscriptionView(actor, forMember());
  }

  private async subscriptionView(actor: UserEntity | null, rawUserId: number): Promise<SubscriptionView> {
    const { user, sub } = await this.ownedSubscription(actor, rawUserId);
    const plan = planOf(user);
    const active = user.subscriptionStatus === 'active';
    const paidPlan = active && plan && PLANS[plan].amount > 0 ? plan : null;
    const charge = paidPlan ? (sub && sub.plan === paidPlan ? await this.chargeOf(paidPlan, sub) : periodCharge(paidPlan, null, null)) : null;
    return {
      plan: plan ? this.plans().find((p) => p.id === plan)! : null,
      status: user.subscriptionStatus,
      startedAt: user.subscriptionStartedAt,
      currentPeriodEnd: user.subscriptionCurrentPeriodEnd,
      cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
      canManage: !!customerFor(user, this.deps.payments.kind),
      canUpgrade: !active || plan !== 'professional',
      provider: this.deps.payments.kind,
      charge,
      paymentGraceEndsAt: user.subscriptionStatus === 'past_due' ? user.paymentGraceEndsAt : null,
      canRetryPayment: retryable(user, sub, this.deps.payments.kind),
    };
  }
}

/** A paid subscription at the current provider whose renewal payment is overdue. */
function retryable(user: UserEntity, sub: SubscriptionEntity | null, provider: 'stripe' | 'sandbox'): boolean {
  return (
    (user.subscriptionStatus === 'past_due' || user.subscriptionStatus === 'unpaid') &&
    !!sub &&
    sub.provider === provider &&
    sub.status !== 'canceled' &&
    !!customerFor(user, provider)
  );
}

/** The member's customer id when it belongs to the current provider (sandbox ids mean nothing to Stripe). */
export function customerFor(user: Pick<UserEntity, 'paymentCustomerId'>, provider: 'stripe' | 'sandbox'): string | null {
  const id = user.paymentCustomerId;
  if (!id) return null;
  return id.startsWith('cus_sandbox') === (provider === 'sandbox') ? id : null;
}
