import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { BILLING_MESSAGES } from '../../server/src/modules/billing/billing.rules';
import { StripePaymentProvider } from '../../server/src/providers/payments';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { payCheckout, postForm, TEST_CARD } from '../support/sandbox';
import { postWebhook, signedEvent, startFakeStripe, stripeEnv, type FakeStripe } from '../support/stripe-server';

/**
 * A failed renewal: the grace period (PAYMENT_GRACE_DAYS) with full access and a way to pay again, read-only access
 * after it, and the retry that restores the plan, on the sandbox provider and on Stripe (its local stand-in).
 */

const ME = `{ me { paymentGraceEndsAt capabilities { hasAccess inPaymentGrace hasRecordAccess canTakeTests canDownloadCertificates } } }`;
const SUBSCRIPTION = `query($id: ID!) { subscription(userId: $id) { status paymentGraceEndsAt canRetryPayment } }`;
const RETRY = `mutation($id: ID!) { createPaymentRetrySession(input: { userId: $id }) { url userErrors { code message } } }`;

const LIBRARY = '{ articles(perPage: 1) { total } }';
const libraryCode = async (api: ApiClient, token: string) => {
  const res = await api.gql(LIBRARY, {}, token);
  return res.body.errors?.[0]?.extensions?.code ?? 'OK';
};

const row = async (t: TestApp, id: number) =>
  (await t.db.query('SELECT subscription_status, payment_grace_ends_at FROM users WHERE id = $1', [id]))[0] as {
    subscription_status: string;
    payment_grace_ends_at: Date | string | null;
  };
const failureMails = async (t: TestApp, email: string) => (await t.services.mail.recent(500)).filter((m) => m.to === email && m.template === 'payment_failed');
/** Moves the member's grace period into the past: the days have gone by. */
const endGrace = (t: TestApp, id: number) => t.db.query("UPDATE users SET payment_grace_ends_at = now() - interval '1 minute' WHERE id = $1", [id]);

describe('on the sandbox provider', () => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.url);
  });
  afterAll(() => t.close());

  /** A member on Professional paid through the sandbox checkout, whose renewal payment then fails (portal test tool). */
  async function pastDueMember(): Promise<{ m: TestUser; token: string; portalUrl: string }> {
    const m = await createUser(t.services, { plan: null, firstName: 'Femke' });
    const res = await api.post('/api/create-subscription-session', {
      email: m.user.email,
      password: m.password,
      priceId: t.services.config.STRIPE_PRICE_PROFESSIONAL,
    });
    expect((await payCheckout(res.body.checkout_url)).status).toBe(303);
    const verified = await api.post('/api/verify-subscription-payment', { session_id: res.body.session_id, handoff_secret: res.body.handoff_secret });
    const token = verified.body.access_token as string;
    const portal = await api.post('/api/stripe/create-portal-session', { userId: m.user.id }, token);
    expect((await postForm(`${portal.body.url}/fail`)).status).toBe(303);
    return { m, token, portalUrl: portal.body.url as string };
  }

  it('keeps full access through the grace period, with the deadline, a way to pay again and one failure mail', async () => {
    const { m, token, portalUrl } = await pastDueMember();
    const state = await row(t, m.user.id);
    expect(state.subscription_status).toBe('past_due');
    const days = (new Date(state.payment_grace_ends_at!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const me = await api.gql(ME, {}, token);
    expect(me.body.data.me.capabilities).toEqual({
      hasAccess: true,
      inPaymentGrace: true,
      hasRecordAccess: true,
      canTakeTests: true,
      canDownloadCertificates: true,
    });
    expect(await libraryCode(api, token)).toBe('OK');
    expect((await api.post('/api/login', { email: m.user.email, password: m.password })).status).toBe(200);
    const sub = await api.gql(SUBSCRIPTION, { id: m.user.id }, token);
    expect(sub.body.data.subscription).toMatchObject({ status: 'past_due', canRetryPayment: true });

    // A second failure (the provider retrying) neither moves the deadline nor mails again.
    await postForm(`${portalUrl}/fail`);
    expect((await row(t, m.user.id)).payment_grace_ends_at).toEqual(state.payment_grace_ends_at);
    const mails = await failureMails(t, m.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Hello Femke');
    expect(mails[0].text).toContain('Update your payment method by');
    expect(mails[0].text).toContain('/account?tab=subscription');
    expect(mails[0].text).toContain(`/unsubscribe?token=${m.user.id}.payment_failed.`);
  });

  it('leaves the record and certificates, not the library or tests, once the grace period has ended', async () => {
    const { m, token } = await pastDueMember();
    const article = await createSampleArticle(t.services);
    await endGrace(t, m.user.id);

    const me = await api.gql(ME, {}, token);
    expect(me.body.data.me.capabilities).toEqual({
      hasAccess: false,
      inPaymentGrace: false,
      hasRecordAccess: true,
      canTakeTests: false,
      canDownloadCertificates: false,
    });
    expect(await libraryCode(api, token)).toBe('PAYMENT_REQUIRED');
    const read = await api.gql('query($id: ID!) { article(id: $id) { contentHtml } }', { id: article.id }, token);
    expect(read.body.errors[0].extensions.code).toBe('PAYMENT_REQUIRED');
    expect((await api.post(`/api/users/${m.user.id}/articles/${article.id}/start-test`, {}, token)).status).toBe(403);
    // Signing in again: the 402 answer with the read-only record token, which reads the member's certificates and CPD export.
    const login = await api.post('/api/login', { email: m.user.email, password: m.password });
    expect(login.status).toBe(402);
    expect((await api.get('/api/record/certificates', login.body.record_token)).status).toBe(200);
    expect((await fetch(`${t.url}/api/record/cpd-record?format=csv`, { headers: { authorization: `Bearer ${login.body.record_token}` } })).status).toBe(200);
    // The session still held reads the account and can still pay.
    expect((await api.gql(SUBSCRIPTION, { id: m.user.id }, token)).body.data.subscription.canRetryPayment).toBe(true);
  });

  it('takes a new card on the sandbox page: a declined one changes nothing, the test card restores the plan', async () => {
    const { m, token } = await pastDueMember();
    await endGrace(t, m.user.id);
    const retry = await api.gql(RETRY, { id: m.user.id }, token);
    expect(retry.body.data.createPaymentRetrySession.userErrors).toEqual([]);
    const url = retry.body.data.createPaymentRetrySession.url as string;
    expect(url).toMatch(new RegExp(`^${t.url}/sandbox/portal/[A-Za-z0-9_-]{43}$`));
    const page = await (await fetch(url)).text();
    expect(page).toContain('Update card and pay');
    expect(page).toContain('€499.00');

    const declined = await postForm(`${url}/retry`, { ...TEST_CARD, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain(BILLING_MESSAGES.cardDeclined);
    expect((await row(t, m.user.id)).subscription_status).toBe('past_due');

    const paid = await postForm(`${url}/retry`, TEST_CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toContain('notice=retry');
    expect(await row(t, m.user.id)).toEqual({ subscription_status: 'active', payment_grace_ends_at: null });
    expect(await libraryCode(api, token)).toBe('OK');
    // Nothing is overdue any more.
    const again = await api.gql(RETRY, { id: m.user.id }, token);
    expect(again.body.data.createPaymentRetrySession).toEqual({
      url: null,
      userErrors: [{ code: 'BAD_USER_INPUT', message: BILLING_MESSAGES.nothingToRetry }],
    });
  });

  it('invoices every payment with gap-free numbers and VAT, to its owner only, and keeps them when the account goes', async () => {
    const { m, token } = await pastDueMember();
    const retry = await api.gql(RETRY, { id: m.user.id }, token);
    expect((await postForm(`${retry.body.data.createPaymentRetrySession.url}/retry`, TEST_CARD)).status).toBe(303);

    const list = await api.get(`/api/users/${m.user.id}/invoices`, token);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2); // the checkout and the retried renewal
    const [renewal, first] = list.body;
    const seq = (n: string) => Number(n.split('-')[1]);
    expect(first.number).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(seq(renewal.number)).toBe(seq(first.number) + 1);
    for (const invoice of list.body) expect(invoice).toMatchObject({ net: 49900, vat_rate: 21, vat: 10479, gross: 60379, currency: 'EUR', test_mode: true });

    const page = await fetch(`${t.url}/api/users/${m.user.id}/invoices/${first.number}`, { headers: { authorization: `Bearer ${token}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [`Invoice ${first.number}`, 'Femke User', 'Damrak 1', 'VAT 21%', '€104.79', '€603.79', 'TEST MODE']) expect(html).toContain(text);

    const other = await createUser(t.services);
    expect((await api.get(`/api/users/${m.user.id}/invoices/${first.number}`, other.token)).status).toBe(403);
    expect((await api.get(`/api/users/${other.user.id}/invoices/${first.number}`, other.token)).status).toBe(404);
    expect((await api.get(`/api/users/${m.user.id}/invoices`, other.token)).status).toBe(403);
    expect((await api.get(`/api/users/${m.user.id}/invoices/not-a-number`, token)).status).toBe(404);

    await t.db.query('DELETE FROM users WHERE id = $1', [m.user.id]);
    const kept = await t.db.query('SELECT user_id, buyer_email FROM invoices WHERE number IN ($1, $2)', [first.number, renewal.number]);
    expect(kept).toEqual([
      { user_id: null, buyer_email: m.user.email },
      { user_id: null, buyer_email: m.user.email },
    ]);
  });

  it("opens no one else's payment page", async () => {
    const { m } = await pastDueMember();
    const other = await createUser(t.services);
    const res = await api.gql(RETRY, { id: m.user.id }, other.token);
    expect(res.body.data?.createPaymentRetrySession?.url ?? null).toBeNull();
    expect(JSON.stringify(res.body)).toMatch(/FORBIDDEN/);
    expect((await api.gql(RETRY, { id: m.user.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('on Stripe', () => {
  const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
  let t: TestApp;
  let api: ApiClient;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripe.prices.set('price_pro_test', { unit_amount: 49900, interval: 'year' });
    const env = stripeEnv(stripe, WEBHOOK_SECRET);
    const provider = new StripePaymentProvider({
      secretKey: stripe.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
      automaticTax: false,
      log: pino({ level: 'silent' }),
    });
    t = await startTestApp(env, { payments: provider });
    api = apiClient(t.url);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = async (type: string, object: Record<string, unknown>) => {
    const e = signedEvent(WEBHOOK_SECRET, type, object);
    const res = await postWebhook(t.url, e.payload, e.header);
    expect(res.status).toBe(200);
    return res.body;
  };

  it("sends the member to the open invoice's hosted page, and the paid invoice restores the plan", async () => {
    const m = await createUser(t.services, { plan: null });
    const opened = await api.post('/api/create-subscription-session', { email: m.user.email, password: m.password, priceId: 'price_pro_test' });
    const cs = (await t.db.query('SELECT provider_session_id FROM checkout_sessions WHERE id = $1', [opened.body.session_id]))[0].provider_session_id;
    const { session, subscription } = stripe.pay(cs);
    const { line_items: _l, subscription_metadata: _s, ...visible } = session;
    await deliver('checkout.session.completed', visible);
    const verified = await api.post('/api/verify-subscription-payment', { session_id: opened.body.session_id, handoff_secret: opened.body.handoff_secret });
    const token = verified.body.access_token as string;

    const invoice = stripe.failRenewal(subscription.id);
    expect((await deliver('invoice.payment_failed', invoice)).outcome).toBe('applied');
    expect((await row(t, m.user.id)).subscription_status).toBe('past_due');
    expect((await api.gql(ME, {}, token)).body.data.me.capabilities.inPaymentGrace).toBe(true);
    expect(await failureMails(t, m.user.email)).toHaveLength(1);

    const retry = await api.gql(RETRY, { id: m.user.id }, token);
    expect(retry.body.data.createPaymentRetrySession.url).toBe(invoice.hosted_invoice_url);
    const read = stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(Object.values(read.query.expand ?? {})).toContain('latest_invoice');

    const paid = stripe.payInvoice(invoice.id);
    expect((await deliver('invoice.paid', paid)).outcome).toBe('applied');
    expect(await row(t, m.user.id)).toEqual({ subscription_status: 'active', payment_grace_ends_at: null });
    expect((await api.gql(ME, {}, token)).body.data.me.capabilities).toMatchObject({ hasAccess: true, inPaymentGrace: false });
    // The checkout and the renewal are invoiced (Stripe's invoice id keeps a redelivered webhook from invoicing twice).
    await deliver('invoice.paid', paid);
    const invoices = await api.get(`/api/users/${m.user.id}/invoices`, token);
    expect(invoices.body.map((i: { gross: number }) => i.gross)).toEqual([60379, 60379]);
  });
});
