import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '../../server/src/config';
import { PortalSessionsRepository } from '../../server/src/modules/billing/portal/portal-sessions.repository';
import { createPaymentProvider, StripePaymentProvider } from '../../server/src/providers/payments';
import { STRIPE_API_VERSION } from '../../server/src/providers/payments/stripe.provider';
import { MESSAGES, portalConfigurationError } from '@leerpunt/shared/messages';
import { BILLING_MESSAGES } from '../../server/src/modules/billing/billing.rules';
import { apiClient, type ApiClient } from '../support/client';
import { createDiscountCode, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { postWebhook, signedEvent, startFakeStripe, stripeEnv, type FakeStripe } from '../support/stripe-server';

let t: TestApp;
let api: ApiClient;
let stripe: FakeStripe;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const PRICE_PRO = 'price_pro_test';
const PRICE_MONTHLY = 'price_monthly_test';
const logLines: string[] = [];
const responses: string[] = [];

const stripeEnvOf = (fake: FakeStripe) => stripeEnv(fake, WEBHOOK_SECRET, { professional: PRICE_PRO, monthly: PRICE_MONTHLY });

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.prices.set(PRICE_PRO, { unit_amount: 49900, interval: 'year' });
  stripe.prices.set(PRICE_MONTHLY, { unit_amount: 4999, interval: 'month' });
  const log = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  t = await startTestApp(stripeEnvOf(stripe), {
    payments: new StripePaymentProvider({
      secretKey: stripe.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
      automaticTax: false,
      log,
    }),
  });
  const client = apiClient(t.url);
  // Keep every answer so the last test can check no secret ever left the server.
  const keep = <T extends (...args: any[]) => Promise<{ body: unknown }>>(fn: T) =>
    (async (...args: Parameters<T>) => {
      const res = await fn(...args);
      responses.push(JSON.stringify(res.body));
      return res;
    }) as T;
  api = { ...client, get: keep(client.get), post: keep(client.post), gql: keep(client.gql) };
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const newcomer = (options: Parameters<typeof createUser>[1] = {}) => createUser(t.services, { plan: null, ...options });
const userRow = async (id: number) =>
  (
    await t.db.query(
      'SELECT subscription_status, subscription_plan, subscription_current_period_end, payment_customer_id, payment_subscription_id FROM users WHERE id = $1',
      [id],
    )
  )[0];
const now = () => Math.floor(Date.now() / 1000);
const requestsTo = (method: string, path: string) => stripe.requests.filter((r) => r.method === method && r.path === path);
const receiptsTo = async (email: string) => (await t.services.mail.recent(500)).filter((m) => m.to === email && m.template === 'payment_receipt');

async function openCheckout(member: TestUser, priceId = PRICE_PRO, discountCode: string | null = null) {
  const res = await api.post('/api/create-subscription-session', { email: member.user.email, password: member.password, priceId, discountCode });
  expect(res.status).toBe(200);
  const session = await t.db.query('SELECT provider_session_id FROM checkout_sessions WHERE id = $1', [res.body.session_id]);
  return { ...(res.body as { checkout_url: string; session_id: string; handoff_secret: string }), cs: session[0].provider_session_id as string };
}

/** The checkout.session.completed event Stripe sends once the fake session is paid. */
function completedEvent(cs: string, options: { created?: number; id?: string } = {}) {
  const s = stripe.sessions.get(cs)!;
  const { line_items: _l, subscription_metadata: _m, ...object } = s;
  return signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', object, options);
}

function subscriptionEvent(type: string, subscriptionId: string, changes: Record<string, unknown> = {}, options: { created?: number } = {}) {
  return signedEvent(WEBHOOK_SECRET, type, { ...stripe.subscriptions.get(subscriptionId)!, ...changes }, options);
}

function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', subscriptionId: string, options: { created?: number; periodEnd?: number } = {}) {
  const sub = stripe.subscriptions.get(subscriptionId)!;
  const periodEnd = options.periodEnd ?? now() + 365 * 86400;
  return signedEvent(
    WEBHOOK_SECRET,
    type,
    {
      id: `in_${randomBytes(6).toString('hex')}`,
      object: 'invoice',
      customer: sub.customer,
      status: type === 'invoice.paid' ? 'paid' : 'open',
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: sub.metadata } },
      lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: periodEnd - 365 * 86400, end: periodEnd } }] },
    },
    options,
  );
}

async function deliver(e: { payload: string; header: string }) {
  const res = await postWebhook(t.url, e.payload, e.header);
  responses.push(JSON.stringify(res.body));
  return res;
}

describe('Stripe checkout sessions', () => {
  it('creates a subscription-mode Checkout Session with the discount as a Stripe coupon', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { code: 'STRIPE20', value: 20 });
    const session = await openCheckout(m, PRICE_PRO, 'stripe20');
    expect(session.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(session.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [coupon] = requestsTo('POST', '/v1/coupons');
    expect(coupon.body).toMatchObject({ id: 'lp_STRIPE20_percent_20', percent_off: '20', duration: 'once', name: 'STRIPE20' });
    const created = requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(created.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(created.idempotencyKey).toBe(`checkout-${session.session_id}`);
    // The API version is pinned, not whatever the SDK or the account defaults to.
    expect(STRIPE_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.[a-z]+$/);
    expect(stripe.requests.map((r) => r.stripeVersion)).toEqual(stripe.requests.map(() => STRIPE_API_VERSION));
    expect(created.body).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: PRICE_PRO, quantity: '1' } },
      customer_email: m.user.email,
      client_reference_id: String(m.user.id),
      metadata: { checkout_session_id: session.session_id, user_id: String(m.user.id), plan: 'professional' },
      subscription_data: { metadata: { checkout_session_id: session.session_id } },
      discounts: { 0: { coupon: 'lp_STRIPE20_percent_20' } },
      success_url: `${t.url}/subscription-success?session_id=${session.session_id}`,
      cancel_url: `${t.url}/subscription-cancelled`,
    });
    expect((await t.db.query('SELECT provider_coupon_id FROM discount_codes WHERE id = $1', [code.id]))[0].provider_coupon_id).toBe('lp_STRIPE20_percent_20');

    // The mapped coupon is reused; a changed value maps to a new coupon; an existing coupon id is adopted.
    await openCheckout(await newcomer(), PRICE_MONTHLY, 'STRIPE20');
    expect(requestsTo('POST', '/v1/coupons')).toHaveLength(1);
    await t.services.discounts.update(code.id, { value: 25 });
    await openCheckout(await newcomer(), PRICE_PRO, 'STRIPE20');
    expect(requestsTo('POST', '/v1/coupons').at(-1)!.body.id).toBe('lp_STRIPE20_percent_25');
    await t.db.query('UPDATE discount_codes SET provider_coupon_id = NULL WHERE id = $1', [code.id]);
    const adopted = await openCheckout(await newcomer(), PRICE_PRO, 'STRIPE20');
    expect(stripe.sessions.get(adopted.cs)!.discounts).toEqual({ 0: { coupon: 'lp_STRIPE20_percent_25' } });
  });

  it("mirrors a limited code's uses as the coupon's max_redemptions, and a changed limit maps to a new coupon", async () => {
    const code = await createDiscountCode(t.services, { code: 'LIMITED3', value: 30, maxRedemptions: 3 });
    await openCheckout(await newcomer(), PRICE_PRO, 'LIMITED3');
    expect(requestsTo('POST', '/v1/coupons').at(-1)!.body).toMatchObject({ id: 'lp_LIMITED3_percent_30_max3', percent_off: '30', max_redemptions: '3' });
    expect(stripe.coupons.get('lp_LIMITED3_percent_30_max3')).toMatchObject({ max_redemptions: 3 });
    await t.services.discounts.update(code.id, { maxRedemptions: 5 });
    await openCheckout(await newcomer(), PRICE_PRO, 'LIMITED3');
    expect(requestsTo('POST', '/v1/coupons').at(-1)!.body).toMatchObject({ id: 'lp_LIMITED3_percent_30_max5', max_redemptions: '5' });
    // An unlimited code's coupon has no limit of its own.
    expect(requestsTo('POST', '/v1/coupons').find((c) => c.body.id === 'lp_STRIPE20_percent_20')?.body.max_redemptions).toBeUndefined();
  });

  it('does not keep a coupon made for a limit an admin changed meanwhile', async () => {
    const code = await createDiscountCode(t.services, { code: 'RACING2', value: 30, maxRedemptions: 2 });
    // The checkout read the code with a limit of 2; the admin raised it to 4 before the coupon came back.
    await t.services.discounts.update(code.id, { maxRedemptions: 4 });
    await t.services.discounts.rememberCoupon(code, 'lp_RACING2_percent_30_max2');
    const [stale] = await t.db.query<Array<{ provider_coupon_id: string | null }>>('SELECT provider_coupon_id FROM discount_codes WHERE id = $1', [code.id]);
    expect(stale.provider_coupon_id).toBeNull();
    const current = await t.db.query<Array<{ max_redemptions: number }>>('SELECT max_redemptions FROM discount_codes WHERE id = $1', [code.id]);
    await t.services.discounts.rememberCoupon({ ...code, maxRedemptions: current[0].max_redemptions }, 'lp_RACING2_percent_30_max4');
    const [kept] = await t.db.query<Array<{ provider_coupon_id: string | null }>>('SELECT provider_coupon_id FROM discount_codes WHERE id = $1', [code.id]);
    expect(kept.provider_coupon_id).toBe('lp_RACING2_percent_30_max4');
  });

  it('maps a fixed code to an amount_off coupon in EUR', async () => {
    await createDiscountCode(t.services, { code: 'FIXED50', kind: 'fixed', value: 5000 });
    await openCheckout(await newcomer(), PRICE_PRO, 'FIXED50');
    expect(requestsTo('POST', '/v1/coupons').at(-1)!.body).toMatchObject({
      id: 'lp_FIXED50_fixed_5000',
      amount_off: '5000',
      currency: 'eur',
      duration: 'once',
    });
  });

  it("gives no token for a Stripe checkout id, nor for the session id without the buyer's hand-off secret", async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    stripe.pay(session.cs, { periodEnd: now() + 365 * 86400 });
    const VERIFY = 'mutation($input: VerifySubscriptionPaymentInput!) { verifySubscriptionPayment(input: $input) { accessToken userErrors { code } } }';
    for (const body of [
      { session_id: session.cs },
      { session_id: session.cs, handoff_secret: session.handoff_secret },
      { session_id: session.session_id },
      { session_id: session.session_id, handoff_secret: 'x'.repeat(43) },
      { session_id: session.session_id, handoff_secret: session.handoff_secret.slice(1) },
    ]) {
      const res = await api.post('/api/verify-subscription-payment', body);
      expect([body, res.status, res.body]).toEqual([body, 404, { error: MESSAGES.paymentInvalidSession }]);
      const gql = await api.gql(VERIFY, { input: { sessionId: body.session_id, handoffSecret: body.handoff_secret } });
      expect(gql.body.data.verifySubscriptionPayment).toEqual({ accessToken: null, userErrors: [{ code: 'NOT_FOUND' }] });
    }
    expect((await t.db.query('SELECT verified_at FROM checkout_sessions WHERE id = $1', [session.session_id]))[0].verified_at).toBeNull();
    // The buyer's own browser has both; a signed-in buyer needs no secret.
    const gql = await api.gql(VERIFY, { input: { sessionId: session.session_id, handoffSecret: session.handoff_secret } });
    expect(gql.body.data.verifySubscriptionPayment.accessToken).toEqual(expect.any(String));
    expect((await api.post('/api/verify-subscription-payment', { session_id: session.session_id }, m.token)).status).toBe(200);
  });

  it('verifies from Stripe when the redirect beats the webhook, then treats the late webhook as a duplicate', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { value: 10, maxRedemptions: 5 });
    const session = await openCheckout(m, PRICE_PRO, code.code);
    const early = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(BILLING_MESSAGES.sessionNotPaid);

    const periodEnd = now() + 365 * 86400;
    const { subscription } = stripe.pay(session.cs, { periodEnd });
    const verified = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ subscription_status: 'active', subscription_plan: 'professional' });
    expect((await api.get('/api/profile', verified.body.access_token)).status).toBe(200);
    const row = await userRow(m.user.id);
    expect(row).toMatchObject({ payment_customer_id: subscription.customer, payment_subscription_id: subscription.id });
    expect(new Date(row.subscription_current_period_end).getTime()).toBe(periodEnd * 1000);

    const late = await deliver(completedEvent(session.cs));
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await t.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]))[0].redemption_count).toBe(1);
    expect(await receiptsTo(m.user.email)).toHaveLength(1);
  });

  it('answers 503 with the generic message when Stripe refuses, and marks the session dead', async () => {
    const m = await newcomer();
    const key = stripe.secretKey;
    stripe.secretKey = 'sk_test_rotated';
    try {
      const res = await api.post('/api/create-subscription-session', { email: m.user.email, password: m.password, priceId: PRICE_PRO });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: MESSAGES.checkoutFailed });
    } finally {
      stripe.secretKey = key;
    }
    expect((await t.db.query('SELECT status FROM checkout_sessions WHERE user_id = $1', [m.user.id]))[0].status).toBe('expired');
    expect(logLines.join('\n')).toContain('Stripe checkout failed');
  });

  it('is chosen from the configuration when STRIPE_SECRET_KEY is set, host/port/protocol pointing at the local server', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), ...stripeEnvOf(stripe) });
    const provider = createPaymentProvider(config, new PortalSessionsRepository(t.db), pino({ level: 'silent' }));
    expect(provider.kind).toBe('stripe');
    const before = stripe.requests.length;
    await provider.ensureCoupon({ code: 'CONFIGCHECK', kind: 'percent', value: 12.5, currency: 'eur', maxRedemptions: null });
    expect(stripe.requests.length).toBe(before + 1);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/coupons',
      authorization: `Bearer ${stripe.secretKey}`,
      body: { id: 'lp_CONFIGCHECK_percent_12_5', percent_off: '12.5' },
    });
    const sandbox = createPaymentProvider(
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }),
      new PortalSessionsRepository(t.db),
      pino({ level: 'silent' }),
    );
    expect(sandbox.kind).toBe('sandbox');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad, missing or replayed-onto-other-body signature with 400 and changes nothing', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    stripe.pay(session.cs);
    const good = completedEvent(session.cs);
    const wrongSecret = signedEvent('whsec_not_ours', 'checkout.session.completed', JSON.parse(good.payload).data.object);
    const tampered = good.payload.replace(session.cs, `${session.cs}x`);
    for (const [payload, header] of [
      [wrongSecret.payload, wrongSecret.header],
      [good.payload, null],
      [tampered, good.header],
      [good.payload, 't=1,v1=deadbeef'],
    ] as const) {
      const res = await postWebhook(t.url, payload, header);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/signature/i);
    }
    expect((await userRow(m.user.id)).subscription_status).toBe('inactive');
    expect(await t.db.query('SELECT 1 FROM payment_events WHERE id = $1', [good.event.id])).toHaveLength(0);
    // The genuine delivery still works afterwards.
    expect((await deliver(good)).body.outcome).toBe('applied');
  });

  it('processes the same event id once: one activation, one redemption, one receipt', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { value: 15 });
    const session = await openCheckout(m, PRICE_MONTHLY, code.code);
    stripe.pay(session.cs);
    const event = completedEvent(session.cs);
    const results = await Promise.all([deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.outcome).sort()).toEqual(['applied', 'duplicate']);
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(await userRow(m.user.id)).toMatchObject({ subscription_status: 'active', subscription_plan: 'professionalMonthly' });
    expect((await t.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]))[0].redemption_count).toBe(1);
    expect(await receiptsTo(m.user.email)).toHaveLength(1);
    expect(await t.db.query('SELECT outcome FROM payment_events WHERE id = $1', [event.event.id])).toEqual([{ outcome: 'applied' }]);
  });

  it('activates from a subscription update that arrives before checkout.session.completed', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    const { subscription } = stripe.pay(session.cs);
    const t0 = now();
    const first = await deliver(subscriptionEvent('customer.subscription.updated', subscription.id, {}, { created: t0 + 2 }));
    expect(first.body.outcome).toBe('applied');
    expect((await userRow(m.user.id)).subscription_status).toBe('active');
    const second = await deliver(completedEvent(session.cs, { created: t0 }));
    expect(second.body.outcome).toBe('duplicate');
    expect(await receiptsTo(m.user.email)).toHaveLength(1);
    // A subscription Stripe reports that no checkout of ours created is recorded and ignored.
    stripe.subscriptions.set('sub_foreign', { ...subscription, id: 'sub_foreign', metadata: {} });
    expect((await deliver(subscriptionEvent('customer.subscription.updated', 'sub_foreign'))).body.outcome).toBe('ignored');
  });

  it('never lets an older event overwrite a newer state', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    const { subscription } = stripe.pay(session.cs);
    const t0 = now();
    await deliver(completedEvent(session.cs, { created: t0 }));

    // Payment failed at t0+200; an older "paid" invoice (t0+150) arriving later is stale.
    expect((await deliver(invoiceEvent('invoice.payment_failed', subscription.id, { created: t0 + 200 }))).body.outcome).toBe('applied');
    expect((await userRow(m.user.id)).subscription_status).toBe('past_due');
    expect((await deliver(invoiceEvent('invoice.paid', subscription.id, { created: t0 + 150 }))).body.outcome).toBe('stale');
    expect((await userRow(m.user.id)).subscription_status).toBe('past_due');
    // A newer payment restores access and moves the period on.
    const renewedEnd = now() + 2 * 365 * 86400;
    expect((await deliver(invoiceEvent('invoice.paid', subscription.id, { created: t0 + 300, periodEnd: renewedEnd }))).body.outcome).toBe('applied');
    const renewed = await userRow(m.user.id);
    expect(renewed.subscription_status).toBe('active');
    expect(new Date(renewed.subscription_current_period_end).getTime()).toBe(renewedEnd * 1000);

    // Deleted at t0+500; the "active" snapshot from t0+400 delivered afterwards changes nothing.
    expect(
      (await deliver(subscriptionEvent('customer.subscription.deleted', subscription.id, { status: 'canceled' }, { created: t0 + 500 }))).body.outcome,
    ).toBe('applied');
    expect((await deliver(subscriptionEvent('customer.subscription.updated', subscription.id, { status: 'active' }, { created: t0 + 400 }))).body.outcome).toBe(
      'stale',
    );
    expect((await userRow(m.user.id)).subscription_status).toBe('canceled');
    // And cancelled is final even for a later-stamped event.
    expect((await deliver(invoiceEvent('invoice.paid', subscription.id, { created: t0 + 900 }))).body.outcome).toBe('stale');
    expect((await userRow(m.user.id)).subscription_status).toBe('canceled');
    expect((await api.post('/api/login', { email: m.user.email, password: m.password })).status).toBe(402);
  });

  it('follows a plan switch and cancel-at-period-end made in the Stripe portal', async () => {
    const m = await newcomer();
    const session = await openCheckout(m, PRICE_MONTHLY);
    const { subscription } = stripe.pay(session.cs);
    await deliver(completedEvent(session.cs));
    const item = { ...subscription.items.data[0], price: { id: PRICE_PRO, object: 'price' } };
    await deliver(
      subscriptionEvent(
        'customer.subscription.updated',
        subscription.id,
        { items: { object: 'list', data: [item] }, cancel_at_period_end: true },
        { created: now() + 5 },
      ),
    );
    expect((await userRow(m.user.id)).subscription_plan).toBe('professional');
    const login = await api.post('/api/login', { email: m.user.email, password: m.password });
    const view = await api.get(`/api/users/${m.user.id}/subscription`, login.body.access_token);
    expect(view.body).toMatchObject({ status: 'active', cancel_at_period_end: true, can_manage: true, provider: 'stripe', plan: { id: 'professional' } });
  });

  it('cancels at period end from the app (Stripe cancel_at_period_end), resumes, and stays right when webhooks arrive late or twice', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    const { subscription } = stripe.pay(session.cs);
    await deliver(completedEvent(session.cs, { created: now() - 10 }));
    const login = await api.post('/api/login', { email: m.user.email, password: m.password });
    const token = login.body.access_token as string;
    const CANCEL =
      'mutation($u: ID!) { cancelSubscription(input: { userId: $u }) { subscription { status cancelAtPeriodEnd currentPeriodEnd } userErrors { field message code } } }';
    const RESUME =
      'mutation($u: ID!) { resumeSubscription(input: { userId: $u }) { subscription { status cancelAtPeriodEnd } userErrors { field message code } } }';

    // Another member cannot cancel it.
    const other = await createUser(t.services, { plan: 'professional' });
    expect((await api.gql(CANCEL, { u: m.user.id }, other.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const cancelled = await api.gql(CANCEL, { u: m.user.id }, token);
    expect(cancelled.body.data.cancelSubscription).toMatchObject({ subscription: { status: 'active', cancelAtPeriodEnd: true }, userErrors: [] });
    const update = requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(String(update.body.cancel_at_period_end)).toBe('true');
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    expect((await userRow(m.user.id)).subscription_status).toBe('active');

    // Stripe's own webhook for that change, delivered twice: applied or stale, never a different state.
    const echo = subscriptionEvent('customer.subscription.updated', subscription.id, {}, { created: now() + 1 });
    await deliver(echo);
    expect((await deliver(echo)).body.outcome).toBe('duplicate');
    expect((await api.get(`/api/users/${m.user.id}/subscription`, token)).body.cancel_at_period_end).toBe(true);

    const resumed = await api.gql(RESUME, { u: m.user.id }, token);
    expect(resumed.body.data.resumeSubscription).toMatchObject({ subscription: { status: 'active', cancelAtPeriodEnd: false }, userErrors: [] });
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(false);
    // The old "cancelling" snapshot arriving after the resume is stale.
    expect(
      (await deliver(subscriptionEvent('customer.subscription.updated', subscription.id, { cancel_at_period_end: true }, { created: now() - 5 }))).body.outcome,
    ).toBe('stale');
    expect((await api.get(`/api/users/${m.user.id}/subscription`, token)).body.cancel_at_period_end).toBe(false);
    // Resuming twice is refused.
    expect((await api.gql(RESUME, { u: m.user.id }, token)).body.data.resumeSubscription).toEqual({
      subscription: null,
      userErrors: [{ field: null, message: 'This subscription is not set to end, or its period has already ended.', code: 'BAD_USER_INPUT' }],
    });

    // Cancel again; at period end Stripe deletes the subscription and access ends.
    await api.gql(CANCEL, { u: m.user.id }, token);
    await deliver(subscriptionEvent('customer.subscription.deleted', subscription.id, { status: 'canceled' }, { created: now() + 60 }));
    expect((await userRow(m.user.id)).subscription_status).toBe('canceled');
    expect((await api.post('/api/login', { email: m.user.email, password: m.password })).status).toBe(402);
  });

  it('expires a session Stripe expired', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    const s = stripe.sessions.get(session.cs)!;
    s.status = 'expired';
    const { line_items: _l, subscription_metadata: _m, ...object } = s;
    expect((await deliver(signedEvent(WEBHOOK_SECRET, 'checkout.session.expired', object))).body.outcome).toBe('applied');
    expect((await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret })).body.error).toBe(
      BILLING_MESSAGES.sessionExpired,
    );
  });

  it('acknowledges event types it does not use', async () => {
    const res = await deliver(signedEvent(WEBHOOK_SECRET, 'customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('counts a code with at most 3 uses exactly 3 times when its 3 paid completions arrive at once', async () => {
    const code = await createDiscountCode(t.services, { value: 30, maxRedemptions: 3 });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => newcomer()));
    const sessions = [];
    for (const b of buyers) sessions.push(await openCheckout(b, PRICE_PRO, code.code));
    const events = sessions.map((s) => {
      stripe.pay(s.cs);
      return completedEvent(s.cs);
    });
    const results = await Promise.all(events.map(deliver));
    expect(results.every((r) => r.status === 200 && r.body.outcome === 'applied')).toBe(true);
    expect((await t.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]))[0].redemption_count).toBe(3);
    expect((await t.db.query('SELECT count(*)::int AS n FROM discount_redemptions WHERE discount_code_id = $1', [code.id]))[0].n).toBe(3);
    const active = await t.db.query("SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND subscription_status = 'active'", [
      buyers.map((b) => b.user.id),
    ]);
    expect(active[0].n).toBe(3);
    // Once exhausted, new checkouts with the code are refused up front.
    const latecomer = await newcomer();
    const late = await api.post('/api/create-subscription-session', {
      email: latecomer.user.email,
      password: latecomer.password,
      priceId: PRICE_MONTHLY,
      discountCode: code.code,
    });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(BILLING_MESSAGES.discountExhausted);
  });
});

describe('Stripe upgrades and the billing portal', () => {
  it('upgrades Monthly to Professional and cancels the monthly subscription at Stripe', async () => {
    const m = await newcomer();
    const monthly = await openCheckout(m, PRICE_MONTHLY);
    const { subscription: old } = stripe.pay(monthly.cs);
    await deliver(completedEvent(monthly.cs));
    const { access_token } = (await api.post('/api/verify-subscription-payment', { session_id: monthly.session_id, handoff_secret: monthly.handoff_secret }))
      .body;
    const [{ started }] = await t.db.query('SELECT subscription_started_at AS started FROM users WHERE id = $1', [m.user.id]);

    const upgrade = await api.post('/api/stripe/create-checkout-session', { userId: m.user.id, priceId: PRICE_PRO, planType: 'PROFESSIONAL' }, access_token);
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const cs = (await t.db.query('SELECT provider_session_id FROM checkout_sessions WHERE id = $1', [upgrade.body.session_id]))[0].provider_session_id;
    expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body.customer).toBe(old.customer);
    const { subscription: pro } = stripe.pay(cs, { priceId: PRICE_PRO });
    await deliver(completedEvent(cs));

    expect(requestsTo('DELETE', `/v1/subscriptions/${old.id}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(old.id)!.status).toBe('canceled');
    expect(await userRow(m.user.id)).toMatchObject({ subscription_plan: 'professional', subscription_status: 'active', payment_subscription_id: pro.id });
    // "Member since" is kept across the upgrade.
    const [{ kept }] = await t.db.query('SELECT subscription_started_at AS kept FROM users WHERE id = $1', [m.user.id]);
    expect(new Date(kept).getTime()).toBe(new Date(started).getTime());
    // Stripe then reports the old subscription deleted: the member keeps Professional.
    await deliver(subscriptionEvent('customer.subscription.deleted', old.id, { status: 'canceled' }, { created: now() + 10 }));
    expect(await userRow(m.user.id)).toMatchObject({ subscription_plan: 'professional', subscription_status: 'active' });
  });

  /** A member on Monthly through Stripe whose month started 10 days ago and renews in 20. */
  async function monthlyMember() {
    const m = await newcomer();
    const monthly = await openCheckout(m, PRICE_MONTHLY);
    const { subscription } = stripe.pay(monthly.cs, { periodStart: now() - 10 * 86400, periodEnd: now() + 20 * 86400 });
    await deliver(completedEvent(monthly.cs));
    const { access_token } = (await api.post('/api/verify-subscription-payment', { session_id: monthly.session_id, handoff_secret: monthly.handoff_secret }))
      .body;
    return { m, token: access_token as string, subscription };
  }
  const QUOTE = 'query($u: ID!) { upgradeQuote(userId: $u) { planAmount credit amountDue unusedDays periodDays newPeriodEnd quotedAt } }';
  const CONFIRM =
    'mutation($i: UpgradeSubscriptionInput!) { upgradeSubscription(input: $i) { amountCharged subscription { plan { id } status } userErrors { field message code } } }';

  it('upgrades Monthly to Professional by changing the price of the same Stripe subscription with proration', async () => {
    const { m, token, subscription: sub } = await monthlyMember();
    const [{ started }] = await t.db.query('SELECT subscription_started_at AS started FROM users WHERE id = $1', [m.user.id]);
    const checkoutsBefore = requestsTo('POST', '/v1/checkout/sessions').length;

    const quoteRes = await api.gql(QUOTE, { u: String(m.user.id) }, token);
    expect(quoteRes.body.errors).toBeUndefined();
    const quote = quoteRes.body.data.upgradeQuote;
    const at = Math.floor(new Date(quote.quotedAt).getTime() / 1000);
    const item = sub.items.data[0];
    const credit = Math.round((4999 * (item.current_period_end - at)) / (item.current_period_end - item.current_period_start));
    expect(quote).toMatchObject({ planAmount: 49900, credit, amountDue: 49900 - credit, unusedDays: null, periodDays: null });
    expect(credit).toBeGreaterThan(3300);
    const preview = requestsTo('POST', '/v1/invoices/create_preview').at(-1)!;
    expect(preview.body).toMatchObject({
      subscription: sub.id,
      subscription_details: { items: { 0: { id: item.id, price: PRICE_PRO } }, proration_behavior: 'always_invoice', proration_date: String(at) },
    });

    const ok = await api.gql(CONFIRM, { i: { userId: String(m.user.id), quotedAt: quote.quotedAt, expectedAmountDue: quote.amountDue } }, token);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.upgradeSubscription).toMatchObject({
      amountCharged: 49900 - credit,
      userErrors: [],
      subscription: { plan: { id: 'professional' }, status: 'active' },
    });
    const update = requestsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(update.body).toMatchObject({
      items: { 0: { id: item.id, price: PRICE_PRO } },
      proration_behavior: 'always_invoice',
      proration_date: String(at),
      payment_behavior: 'error_if_incomplete',
      cancel_at_period_end: 'false',
    });
    expect(update.idempotencyKey).toBe(`upgrade-${sub.id}-${at * 1000}`);
    // No second subscription: no checkout, nothing cancelled.
    expect(requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(checkoutsBefore);
    expect(requestsTo('DELETE', `/v1/subscriptions/${sub.id}`)).toHaveLength(0);
    expect(stripe.invoices.at(-1)).toMatchObject({ amount_due: 49900 - credit, status: 'paid' });
    const row = await userRow(m.user.id);
    expect(row).toMatchObject({ subscription_plan: 'professional', subscription_status: 'active', payment_subscription_id: sub.id });
    expect(new Date(row.subscription_current_period_end).getTime()).toBe(stripe.subscriptions.get(sub.id)!.items.data[0].current_period_end * 1000);
    const [{ kept }] = await t.db.query('SELECT subscription_started_at AS kept FROM users WHERE id = $1', [m.user.id]);
    expect(new Date(kept).getTime()).toBe(new Date(started).getTime());
    const [receipt] = await receiptsTo(m.user.email);
    expect(receipt.text).toContain(`Credit for unused Professional Monthly time: -€${(credit / 100).toFixed(2)}`);

    // Stripe's webhooks for the change, in any order and replayed, leave the member on Professional.
    const monthlyState = { items: { object: 'list', data: [{ ...item, price: { id: PRICE_MONTHLY, object: 'price' } }] } };
    const late = subscriptionEvent('customer.subscription.updated', sub.id, monthlyState, { created: at - 5 });
    const current = subscriptionEvent('customer.subscription.updated', sub.id, {}, { created: at });
    expect((await deliver(current)).status).toBe(200);
    expect((await deliver(late)).status).toBe(200);
    expect((await deliver(current)).status).toBe(200);
    await deliver(invoiceEvent('invoice.paid', sub.id, { created: at + 1, periodEnd: stripe.subscriptions.get(sub.id)!.items.data[0].current_period_end }));
    expect(await userRow(m.user.id)).toMatchObject({ subscription_plan: 'professional', subscription_status: 'active', payment_subscription_id: sub.id });
    expect(await receiptsTo(m.user.email)).toHaveLength(2);
    // Nothing left to upgrade.
    expect((await api.gql(QUOTE, { u: String(m.user.id) }, token)).body.data.upgradeQuote).toBeNull();
  });

  it('leaves the plan unchanged when Stripe declines the prorated charge', async () => {
    const { m, token, subscription: sub } = await monthlyMember();
    const quote = (await api.gql(QUOTE, { u: String(m.user.id) }, token)).body.data.upgradeQuote;
    stripe.declineCharges = true;
    try {
      const res = await api.gql(CONFIRM, { i: { userId: String(m.user.id), quotedAt: quote.quotedAt, expectedAmountDue: quote.amountDue } }, token);
      expect(res.body.data.upgradeSubscription).toMatchObject({ subscription: null, amountCharged: null, userErrors: [{ code: 'PAYMENT_FAILED' }] });
      expect(res.body.data.upgradeSubscription.userErrors[0].message).toContain('Your card was declined.');
    } finally {
      stripe.declineCharges = false;
    }
    expect(stripe.subscriptions.get(sub.id)!.items.data[0].price.id).toBe(PRICE_MONTHLY);
    expect(await userRow(m.user.id)).toMatchObject({ subscription_plan: 'professionalMonthly', subscription_status: 'active' });
    expect((await t.db.query("SELECT count(*)::int AS n FROM payment_events WHERE type = 'app.plan_change' AND id LIKE $1", [`%${sub.id}%`]))[0].n).toBe(0);
  });

  it('credits what a member paid with a discount code, not the list price, and charges back the rest on the same invoice', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { value: 20 });
    const monthly = await openCheckout(m, PRICE_MONTHLY, code.code);
    const { subscription: sub } = stripe.pay(monthly.cs, { periodStart: now() - 10 * 86400, periodEnd: now() + 20 * 86400 });
    await deliver(completedEvent(monthly.cs));
    const token = (await api.post('/api/verify-subscription-payment', { session_id: monthly.session_id, handoff_secret: monthly.handoff_secret })).body
      .access_token as string;
    const charge = await api.gql(
      'query($u: ID!) { subscription(userId: $u) { charge { amount listAmount discountAmount discountCode renewalAmount } } }',
      {
        u: String(m.user.id),
      },
      token,
    );
    expect(charge.body.data.subscription.charge).toEqual({
      amount: 3999,
      listAmount: 4999,
      discountAmount: 1000,
      discountCode: code.code,
      renewalAmount: 4999,
    });

    const quote = (await api.gql(QUOTE, { u: String(m.user.id) }, token)).body.data.upgradeQuote;
    const at = Math.floor(new Date(quote.quotedAt).getTime() / 1000);
    const item = sub.items.data[0];
    const listCredit = Math.round((4999 * (item.current_period_end - at)) / (item.current_period_end - item.current_period_start));
    const credit = Math.round((listCredit * 3999) / 4999);
    expect(quote).toMatchObject({ planAmount: 49900, credit, amountDue: 49900 - credit });

    // A declined card leaves no charge-back waiting for the next invoice.
    stripe.declineCharges = true;
    try {
      const refused = await api.gql(CONFIRM, { i: { userId: String(m.user.id), quotedAt: quote.quotedAt, expectedAmountDue: quote.amountDue } }, token);
      expect(refused.body.data.upgradeSubscription.userErrors[0].code).toBe('PAYMENT_FAILED');
    } finally {
      stripe.declineCharges = false;
    }
    expect(stripe.pendingInvoiceItems.filter((i) => i.subscription === sub.id)).toEqual([]);

    const ok = await api.gql(CONFIRM, { i: { userId: String(m.user.id), quotedAt: quote.quotedAt, expectedAmountDue: quote.amountDue } }, token);
    expect(ok.body.data.upgradeSubscription).toMatchObject({ amountCharged: 49900 - credit, userErrors: [], subscription: { plan: { id: 'professional' } } });
    const invoice = stripe.invoices.at(-1)!;
    expect(invoice).toMatchObject({ amount_due: 49900 - credit, status: 'paid' });
    expect(invoice.lines.data.map((l: { amount: number }) => l.amount).sort((a: number, b: number) => a - b)).toEqual([
      -listCredit,
      listCredit - credit,
      49900,
    ]);
    const [receipt] = (await receiptsTo(m.user.email)).filter((r) => r.text.includes('Credit for unused'));
    expect(receipt.text).toContain(`Credit for unused Professional Monthly time: -€${(credit / 100).toFixed(2)}`);
  });

  it('opens the Stripe customer portal and reports configuration and Stripe errors with error_type', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    stripe.pay(session.cs);
    const { access_token } = (await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret }))
      .body;

    const ok = await api.post('/api/stripe/create-portal-session', { userId: m.user.id }, access_token);
    expect(ok.status).toBe(200);
    expect(ok.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body).toMatchObject({ return_url: `${t.url}/account` });

    stripe.portalMode = 'configuration_error';
    const config = await api.post('/api/stripe/create-portal-session', { userId: m.user.id }, access_token);
    expect(config.status).toBe(503);
    expect(config.body).toEqual({ error: portalConfigurationError(t.services.config.SUPPORT_EMAIL), error_type: 'configuration_error' });
    const gql = await api.gql('mutation($u: ID!) { createPortalSession(input: { userId: $u }) { url } }', { u: m.user.id }, access_token);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', error_type: 'configuration_error' });

    stripe.portalMode = 'stripe_error';
    const failed = await api.post('/api/stripe/create-portal-session', { userId: m.user.id }, access_token);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: MESSAGES.portalStripeError, error_type: 'stripe_error' });
    stripe.portalMode = 'ok';
  });
});

describe('secrets', () => {
  it('never appear in responses or logs', () => {
    expect(responses.length).toBeGreaterThan(30);
    expect(logLines.length).toBeGreaterThan(0);
    for (const text of [...responses, ...logLines]) {
      expect(text).not.toContain(stripe.secretKey);
      expect(text).not.toContain(WEBHOOK_SECRET);
      expect(text).not.toContain('sk_test_rotated');
      expect(text).not.toMatch(/sk_test_\*+/);
    }
    expect(logLines.join('\n')).toContain('Invalid API Key provided: [redacted]');
  });
});
