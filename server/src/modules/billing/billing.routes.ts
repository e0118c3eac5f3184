import express, { Router, type RequestHandler } from 'express';
import { AppError } from '../../errors';
import type { Config } from '../../config';
import { WebhookSignatureError, type PaymentProvider } from '../../providers/payments/payment-provider';
import { body, clientIp, intParam, route } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING } from '@leerpunt/shared/plans';
import { BILLING_RULES } from './billing.rules';
import { presentUser } from '../users/user.presenter';
import {
  activateFreeCommand,
  checkoutSessionCommand,
  portalSessionUserId,
  subscriptionSessionCommand,
  validateDiscountCommand,
  verifyPaymentCommand,
} from './billing.inputs';
import { presentPlan, presentQuote, presentSubscription } from './billing.presenter';
import type { BillingService } from './billing.service';
import type { DiscountService } from './discounts/discount.service';
import type { PaymentEventsService } from './webhooks/payment-events.service';

/** REST facade for plans, discounts, checkout, verification and the billing portal (SPEC §7). */
export function billingRoutes(services: { billing: BillingService; discounts: DiscountService }): Router {
  const r = Router();
  const { billing, discounts } = services;

  r.get(
    '/plans',
    route(async (_req, res) => {
      res.json({ plans: billing.plans().map(presentPlan), currency: BILLING_RULES.currency, vat_note: BILLING.vatNote });
    }),
  );

  r.post(
    '/validate-discount-code',
    route(async (req, res) => {
      const quote = await discounts.validate(validateDiscountCommand(body(req)), clientIp(req));
      res.json(presentQuote(quote));
    }),
  );

  r.post(
    '/activate-free',
    route(async (req, res) => {
      const user = await billing.activateFree(activateFreeCommand(body(req)), clientIp(req));
      res.json({ success: true, message: MESSAGES.freePlanSelected, subscription_plan: user.subscriptionPlan, subscription_status: user.subscriptionStatus });
    }),
  );

  r.post(
    '/create-subscription-session',
    route(async (req, res) => {
      const session = await billing.createSubscriptionSession(subscriptionSessionCommand(body(req)), clientIp(req));
      res.set('Cache-Control', 'no-store').json({ checkout_url: session.checkoutUrl, session_id: session.sessionId, handoff_secret: session.handoffSecret });
    }),
  );

  r.post(
    '/stripe/create-checkout-session',
    route(async (req, res) => {
      const session = await billing.createCheckoutSession(req.user ?? null, () => checkoutSessionCommand(body(req)));
      res.set('Cache-Control', 'no-store').json({ url: session.url, session_id: session.sessionId, handoff_secret: session.handoffSecret });
    }),
  );

  r.post(
    '/stripe/create-portal-session',
    route(async (req, res) => {
      res.json(await billing.createPortalSession(req.user ?? null, () => portalSessionUserId(body(req))));
    }),
  );

  r.post(
    '/verify-subscription-payment',
    route(async (req, res) => {
      const result = await billing.verifyPayment(req.user ?? null, verifyPaymentCommand(body(req)));
      res.set('Cache-Control', 'no-store').json({ access_token: result.accessToken, user: presentUser(result.user), message: result.message });
    }),
  );

  r.get(
    '/users/:id/subscription',
    route(async (req, res) => {
      res.json(presentSubscription(await billing.subscriptionOf(req.user ?? null, () => intParam(req.params.id, 'User id'))));
    }),
  );

  return r;
}

/**
 * POST /api/stripe/webhook: mounted before any JSON parser, because the signature covers the raw
 * bytes. Answers 400 on a bad signature, 200 once applied (or already applied), 5xx so Stripe retries.
 */
export function stripeWebhook(services: {
  payments: PaymentProvider;
  paymentEvents: PaymentEventsService;
  config: Pick<Config, 'STRIPE_WEBHOOK_SECRET'>;
}): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: '1mb' }),
    route(async (req, res) => {
      if (services.payments.kind !== 'stripe') return res.status(404).json({ error: 'Not found' });
      if (!services.config.STRIPE_WEBHOOK_SECRET) throw new AppError('SERVICE_UNAVAILABLE', 'Webhooks are not configured');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      try {
        const event = await services.payments.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        const result = await services.paymentEvents.apply(event);
        res.json({ received: true, outcome: result.outcome });
      } catch (error) {
        if (error instanceof WebhookSignatureError) return res.status(400).json({ error: error.message });
        throw error;
      }
    }),
  ];
}
