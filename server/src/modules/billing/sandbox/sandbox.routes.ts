import express, { Router, type Response } from 'express';
import type { Config } from '../../../config';
import { route } from '../../../rest/http';
import { BILLING_MESSAGES } from '../billing.rules';
import { cardForm } from './sandbox.inputs';
import { cancelConfirmPage, checkoutPage, messagePage, portalPage } from './sandbox.pages';
import type { PortalAction, SandboxCheckoutService } from './sandbox.service';

const PORTAL_ACTIONS: PortalAction[] = ['cancel', 'resume', 'renew', 'fail'];
const NOTICES: Record<string, string> = {
  cancel: 'Your subscription has been cancelled. It stays active until the end of the paid period.',
  resume: 'Your subscription will renew as before.',
  renew: 'Renewal payment received (test).',
  fail: 'A failed renewal payment was simulated (test).',
  retry: 'Payment received. Your subscription is active again.',
  none: 'There is no active subscription to change.',
};

/**
 * The sandbox provider's hosted pages (only when no Stripe key is set): /sandbox/checkout/:id
 * and /sandbox/portal/:id. Plain server-rendered HTML forms; no script needed.
 */
export function sandboxRoutes(services: { sandbox: SandboxCheckoutService; config: Pick<Config, 'PRODUCT_NAME'> }): Router {
  const r = Router();
  const { sandbox } = services;
  const product = () => services.config.PRODUCT_NAME;
  /** A portal link that is unknown or past its lifetime: a page that leads back to the account, not a bare 404. */
  const portalExpired = (res: Response) =>
    res
      .status(404)
      .type('html')
      .send(
        messagePage(product(), 'Link expired', 'This billing portal link is not valid or has expired. Open it again from your account.', {
          href: '/account',
          label: 'Go to your account',
        }),
      );
  const tryAgain = { href: '/subscription-required', label: 'Choose a plan' };

  r.use((req, res, next) => {
    if (!sandbox.enabled) return void res.status(404).json({ error: 'Not found' });
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex');
    next();
  });
  r.use(express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 }));

  r.get(
    '/checkout/:id',
    route(async (req, res) => {
      const view = await sandbox.checkout(String(req.params.id));
      if (!view)
        return res
          .status(404)
          .type('html')
          .send(messagePage(product(), 'Checkout not found', 'This checkout link is not valid.', tryAgain));
      switch (view.session.status) {
        case 'open':
          return res.type('html').send(checkoutPage(product(), view, null));
        case 'completed':
          return res.type('html').send(
            messagePage(product(), 'Payment complete', 'This checkout has already been paid.', {
              href: `/subscription-success?session_id=${view.session.id}`,
              label: 'Continue',
            }),
          );
        case 'cancelled':
          return res
            .status(410)
            .type('html')
            .send(messagePage(product(), 'Checkout cancelled', BILLING_MESSAGES.sessionCancelled, tryAgain));
        default:
          return res
            .status(410)
            .type('html')
            .send(messagePage(product(), 'Checkout expired', BILLING_MESSAGES.sessionExpired, tryAgain));
      }
    }),
  );

  r.post(
    '/checkout/:id/pay',
    route(async (req, res) => {
      const id = String(req.params.id);
      const view = await sandbox.checkout(id);
      if (!view)
        return res
          .status(404)
          .type('html')
          .send(messagePage(product(), 'Checkout not found', 'This checkout link is not valid.', tryAgain));
      if (view.session.status === 'completed') return res.redirect(303, `/subscription-success?session_id=${id}`);
      if (view.session.status !== 'open') return res.redirect(303, `/sandbox/checkout/${id}`);
      const form = cardForm(req.body);
      const result = await sandbox.pay(view, form);
      if (result.status === 'paid') return res.redirect(303, `/subscription-success?session_id=${id}`);
      const values = { name: form.name.slice(0, 100), expiry: form.expiry.slice(0, 7) };
      res
        .status(result.httpStatus)
        .type('html')
        .send(checkoutPage(product(), view, result.message, values));
    }),
  );

  r.post(
    '/checkout/:id/cancel',
    route(async (req, res) => {
      await sandbox.cancel(String(req.params.id));
      res.redirect(303, '/subscription-cancelled');
    }),
  );

  r.get(
    '/portal/:id',
    route(async (req, res) => {
      const id = String(req.params.id);
      const view = await sandbox.portal(id);
      if (!view) return portalExpired(res);
      const notice = typeof req.query.notice === 'string' ? (NOTICES[req.query.notice] ?? null) : null;
      res.type('html').send(portalPage(product(), id, view, notice));
    }),
  );

  // The portal's Cancel button opens this confirmation; only its form posts the cancellation.
  r.get(
    '/portal/:id/cancel',
    route(async (req, res) => {
      const id = String(req.params.id);
      const view = await sandbox.portal(id);
      if (!view) return portalExpired(res);
      res.type('html').send(cancelConfirmPage(product(), id, view));
    }),
  );

  r.post(
    '/portal/:id/retry',
    route(async (req, res) => {
      const id = String(req.params.id);
      const view = await sandbox.portal(id);
      if (!view) return portalExpired(res);
      const form = cardForm(req.body);
      const result = await sandbox.retryPayment(view, form);
      if (result.status === 'paid') return res.redirect(303, `/sandbox/portal/${id}?notice=retry`);
      res
        .status(result.httpStatus)
        .type('html')
        .send(portalPage(product(), id, view, null, { error: result.message, name: form.name.slice(0, 100), expiry: form.expiry.slice(0, 7) }));
    }),
  );

  r.post(
    '/portal/:id/:action',
    route(async (req, res) => {
      const id = String(req.params.id);
      const action = String(req.params.action) as PortalAction;
      const view = await sandbox.portal(id);
      if (!view || !PORTAL_ACTIONS.includes(action)) return portalExpired(res);
      const changed = await sandbox.portalAction(view, action);
      res.redirect(303, `/sandbox/portal/${id}?notice=${changed ? action : 'none'}`);
    }),
  );

  return r;
}
