import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../server/src/providers/payments/stripe.provider';

/**
 * A local HTTP server answering the Stripe API endpoints the app uses, so the real `stripe` SDK
 * can be tested without network: coupons, checkout sessions, billing portal sessions and
 * subscriptions. It keeps state in memory and records every request.
 */

type Json = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Json;
  body: Json;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The Stripe-Version header sent with the request. */
  stripeVersion: string | undefined;
}

export type PortalMode = 'ok' | 'configuration_error' | 'stripe_error';

const rand = (n = 12) => randomBytes(n).toString('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects (array indexes become keys). */
export function parseStripeForm(encoded: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

export interface FakeStripe {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  requests: RecordedRequest[];
  coupons: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Invoices created by prorated price changes, newest last. */
  invoices: Json[];
  /** Invoice items not yet on an invoice: a subscription's land on the invoice its next price change creates. */
  pendingInvoiceItems: Json[];
  /** Price id → amount (cents) and interval, for prorating price changes. */
  prices: Map<string, { unit_amount: number; interval: 'month' | 'year' }>;
  portalMode: PortalMode;
  /** When true, a price change that must be paid at once is refused with a card error (payment_behavior error_if_incomplete). */
  declineCharges: boolean;
  /**
   * A renewal whose payment fails: an open invoice with its hosted payment page becomes the subscription's latest
   * invoice and the subscription goes past due (what Stripe does before sending invoice.payment_failed).
   */
  failRenewal(subscriptionId: string): Json;
  /** The member paid the open invoice on its hosted page: the invoice is paid and the subscription active again. */
  payInvoice(invoiceId: string): Json;
  /** Marks a checkout session paid: creates its customer and an active subscription. */
  pay(sessionId: string, options?: { priceId?: string; periodStart?: number; periodEnd?: number }): { session: Json; subscription: Json };
  close(): Promise<void>;
}

/** The app's settings that point it at `fake` as its Stripe, with `webhookSecret` and the two plans' price ids. */
export function stripeEnv(
  fake: FakeStripe,
  webhookSecret: string,
  prices = { professional: 'price_pro_test', monthly: 'price_monthly_test' },
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_PRICE_PROFESSIONAL: prices.professional,
    STRIPE_PRICE_MONTHLY: prices.monthly,
  };
}

export async function startFakeStripe(secretKey = `sk_test_${rand()}`): Promise<FakeStripe> {
  const state: FakeStripe = {
    url: '',
    host: '127.0.0.1',
    port: 0,
    secretKey,
    requests: [],
    coupons: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: [],
    pendingInvoiceItems: [],
    prices: new Map(),
    portalMode: 'ok',
    declineCharges: false,
    failRenewal(subscriptionId) {
      const sub = state.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const item = sub.items.data[0];
      const amount = Number(item.price?.unit_amount ?? 0);
      const id = `in_${rand(8)}`;
      const invoice = {
        id,
        object: 'invoice',
        customer: sub.customer,
        currency: 'eur',
        status: 'open',
        subtotal: amount,
        total: amount,
        amount_due: amount,
        amount_paid: 0,
        attempt_count: 1,
        hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
        lines: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: `il_${rand(6)}`,
              object: 'line_item',
              amount,
              description: `1 × ${item.price?.id}`,
              period: { start: item.current_period_end, end: item.current_period_end },
            },
          ],
        },
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      };
      state.invoices.push(invoice);
      sub.latest_invoice = id;
      sub.status = 'past_due';
      return invoice;
    },
    payInvoice(invoiceId) {
      const invoice = state.invoices.find((i) => i.id === invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
      const sub = state.subscriptions.get(invoice.parent.subscription_details.subscription);
      if (sub) {
        sub.status = 'active';
        const item = sub.items.data[0];
        const start = item.current_period_end as number;
        const next = new Date(start * 1000);
        if (item.price?.recurring?.interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
        else next.setUTCFullYear(next.getUTCFullYear() + 1);
        Object.assign(item, { current_period_start: start, current_period_end: Math.floor(next.getTime() / 1000) });
        invoice.lines.data[0].period = { start, end: item.current_period_end };
      }
      return invoice;
    },
    pay(sessionId, options = {}) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = session.customer ?? `cus_test_${rand(8)}`;
      const id = `sub_test_${rand(8)}`;
      const priceId = options.priceId ?? session.line_items?.['0']?.price;
      const subscription = {
        id,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: session.subscription_metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: `si_${rand(6)}`,
              object: 'subscription_item',
              current_period_start: options.periodStart ?? nowSeconds(),
              current_period_end: options.periodEnd ?? nowSeconds() + 365 * 86400,
              price: { id: priceId, object: 'price', ...priceDetails(priceId) },
            },
          ],
        },
      };
      state.subscriptions.set(id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: id });
      return { session, subscription };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const priceDetails = (id: string) => {
    const p = state.prices.get(id);
    return p ? { unit_amount: p.unit_amount, currency: 'eur', recurring: { interval: p.interval, interval_count: 1 } } : {};
  };

  /**
   * The invoice Stripe builds when a subscription's only item moves to another price at `at` with
   * proration: a credit for the unused time of the old price (to the second), and, because a change of
   * interval restarts the billing cycle, the new price for a full new period starting at `at`.
   */
  function prorate(sub: Json, newPriceId: string, at: number) {
    const item = sub.items.data[0];
    const oldPrice = state.prices.get(item.price.id);
    const newPrice = state.prices.get(newPriceId);
    if (!oldPrice || !newPrice) throw new Error(`unknown price ${item.price.id} or ${newPriceId}`);
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const credit = Math.round((oldPrice.unit_amount * Math.max(0, end - at)) / Math.max(1, end - start));
    const cycleResets = oldPrice.interval !== newPrice.interval;
    const anchor = new Date(at * 1000);
    if (newPrice.interval === 'year') anchor.setUTCFullYear(anchor.getUTCFullYear() + 1);
    else anchor.setUTCMonth(anchor.getUTCMonth() + 1);
    const newEnd = cycleResets ? Math.floor(anchor.getTime() / 1000) : end;
    const charge = cycleResets ? newPrice.unit_amount : Math.round((newPrice.unit_amount * Math.max(0, end - at)) / Math.max(1, end - start));
    const detail = (proration: boolean) => ({
      type: 'subscription_item_details',
      subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration, invoice_item: null },
      invoice_item_details: null,
    });
    const lines = [
      {
        id: `il_${rand(6)}`,
        object: 'line_item',
        amount: -credit,
        description: `Unused time on ${item.price.id}`,
        period: { start: at, end },
        parent: detail(true),
      },
      {
        id: `il_${rand(6)}`,
        object: 'line_item',
        amount: charge,
        description: `1 × ${newPriceId}`,
        period: { start: at, end: newEnd },
        parent: detail(!cycleResets),
      },
    ];
    const total = charge - credit;
    const invoice = {
      id: `in_${rand(8)}`,
      object: 'invoice',
      customer: sub.customer,
      currency: 'eur',
      subtotal: total,
      total,
      amount_due: Math.max(0, total),
      lines: { object: 'list', data: lines, has_more: false },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    };
    return { invoice, newEnd, start: cycleResets ? at : start };
  }

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${rand(6)}` });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, type: string, message: string, code?: string) =>
    send(res, status, { error: { type, message, ...(code ? { code } : {}) } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const query = parseStripeForm(url.search.slice(1));
    const method = req.method ?? 'GET';
    const path = url.pathname;
    state.requests.push({
      method,
      path,
      query,
      body,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      stripeVersion: req.headers['stripe-version'] as string | undefined,
    });
    // The adapter pins its API version; anything else is a request this stub does not speak.
    if (req.headers['stripe-version'] !== STRIPE_API_VERSION) {
      return error(res, 400, 'invalid_request_error', `Expected Stripe-Version ${STRIPE_API_VERSION}, got ${String(req.headers['stripe-version'])}`);
    }
    if (req.headers.authorization !== `Bearer ${state.secretKey}`) {
      const sent = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      return error(res, 401, 'invalid_request_error', `Invalid API Key provided: ${sent.slice(0, 8)}${'*'.repeat(8)}${sent.slice(-4)}`);
    }
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/invoiceitems') {
      const key = req.headers['idempotency-key'] as string | undefined;
      const existing = key ? state.pendingInvoiceItems.find((i) => i.idempotency_key === key) : undefined;
      if (existing) return send(res, 200, existing);
      const item = {
        id: `ii_${rand(8)}`,
        object: 'invoiceitem',
        customer: body.customer,
        subscription: body.subscription ?? null,
        amount: Number(body.amount),
        currency: body.currency,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        idempotency_key: key,
      };
      state.pendingInvoiceItems.push(item);
      return send(res, 200, item);
    }
    if (method === 'DELETE' && (m = /^\/v1\/invoiceitems\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(m[1]);
      state.pendingInvoiceItems = state.pendingInvoiceItems.filter((i) => i.id !== id);
      return send(res, 200, { id, object: 'invoiceitem', deleted: true });
    }
    if (method === 'POST' && path === '/v1/coupons') {
      if (body.id && state.coupons.has(body.id)) return error(res, 400, 'invalid_request_error', 'Coupon already exists.', 'resource_already_exists');
      const coupon = {
        id: body.id ?? `co_${rand(6)}`,
        object: 'coupon',
        name: body.name ?? null,
        duration: body.duration,
        percent_off: body.percent_off ? Number(body.percent_off) : null,
        amount_off: body.amount_off ? Number(body.amount_off) : null,
        currency: body.currency ?? null,
        metadata: body.metadata ?? {},
        max_redemptions: body.max_redemptions ? Number(body.max_redemptions) : null,
        times_redeemed: 0,
        valid: true,
      };
      state.coupons.set(coupon.id, coupon);
      return send(res, 200, coupon);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${rand(24)}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription_metadata: body.subscription_data?.metadata ?? {},
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        line_items: body.line_items,
        discounts: body.discounts ?? null,
      };
      state.sessions.set(id, session);
      const { line_items: _l, subscription_metadata: _s, ...visible } = session;
      return send(res, 200, visible);
    }
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = state.sessions.get(decodeURIComponent(m[1]));
      if (!session) return error(res, 404, 'invalid_request_error', `No such checkout.session: '${m[1]}'`, 'resource_missing');
      const { line_items: _l, subscription_metadata: _s, ...visible } = session;
      const expand = Object.values(query.expand ?? {});
      if (expand.includes('subscription') && session.subscription) visible.subscription = state.subscriptions.get(session.subscription);
      return send(res, 200, visible);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (state.portalMode === 'configuration_error') {
        return error(
          res,
          400,
          'invalid_request_error',
          'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode.',
        );
      }
      if (state.portalMode === 'stripe_error') return error(res, 400, 'invalid_request_error', `No such customer: '${body.customer}'`, 'resource_missing');
      return send(res, 200, {
        id: `bps_${rand(8)}`,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${rand(16)}`,
      });
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const sub = state.subscriptions.get(body.subscription);
      if (!sub) return error(res, 404, 'invalid_request_error', `No such subscription: '${body.subscription}'`, 'resource_missing');
      const details = body.subscription_details ?? {};
      const newPrice = details.items?.['0']?.price ?? sub.items.data[0].price.id;
      const at = details.proration_date ? Number(details.proration_date) : nowSeconds();
      const { invoice } = prorate(sub, newPrice, at);
      return send(res, 200, { ...invoice, id: `upcoming_in_${rand(6)}` });
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = state.subscriptions.get(decodeURIComponent(m[1]));
      if (!sub) return error(res, 404, 'invalid_request_error', `No such subscription: '${m[1]}'`, 'resource_missing');
      if (method === 'DELETE') sub.status = 'canceled';
      if (method === 'POST' && body.items?.['0']?.price) {
        const item = sub.items.data[0];
        if (body.items['0'].id !== item.id) return error(res, 400, 'invalid_request_error', `Invalid subscription item: '${body.items['0'].id}'`);
        const at = body.proration_date ? Number(body.proration_date) : nowSeconds();
        const { invoice, newEnd, start } = prorate(sub, body.items['0'].price, at);
        // The subscription's pending invoice items are billed on this invoice.
        const pending = state.pendingInvoiceItems.filter((i) => i.subscription === sub.id);
        for (const i of pending) {
          (invoice.lines.data as Json[]).push({
            id: `il_${rand(6)}`,
            object: 'line_item',
            amount: i.amount,
            description: i.description,
            metadata: i.metadata,
            period: { start: at, end: at },
          });
          invoice.subtotal += i.amount;
          invoice.total += i.amount;
          invoice.amount_due = Math.max(0, invoice.total);
        }
        if (state.declineCharges && invoice.amount_due > 0 && body.payment_behavior === 'error_if_incomplete') {
          return send(res, 402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
        }
        state.pendingInvoiceItems = state.pendingInvoiceItems.filter((i) => !pending.includes(i));
        state.invoices.push({ ...invoice, status: 'paid', amount_paid: invoice.amount_due });
        Object.assign(item, {
          current_period_start: start,
          current_period_end: newEnd,
          price: { id: body.items['0'].price, object: 'price', ...priceDetails(body.items['0'].price) },
        });
        sub.latest_invoice = invoice.id;
      }
      if (method === 'POST' && body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = String(body.cancel_at_period_end) === 'true';
      const expand = Object.values(body.expand ?? query.expand ?? {});
      if (expand.includes('latest_invoice') && sub.latest_invoice)
        return send(res, 200, { ...sub, latest_invoice: state.invoices.find((i) => i.id === sub.latest_invoice) ?? sub.latest_invoice });
      return send(res, 200, sub);
    }
    return error(res, 404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => error(res, 500, 'api_error', String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}`;
  return state;
}

/** Builds a Stripe event and its Stripe-Signature header, signed with the SDK's own test helper. */
export function signedEvent(secret: string, type: string, object: Json, options: { id?: string; created?: number } = {}) {
  const event = {
    id: options.id ?? `evt_${rand(12)}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: options.created ?? nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { event, payload, header };
}

/** POSTs a raw webhook body as Stripe does. */
export async function postWebhook(baseUrl: string, payload: string, signature: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const res = await fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}
