import { toGlobalId } from '../../server/src/graphql/global-id';
import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING } from '@leerpunt/shared/plans';
import { BILLING_MESSAGES, BILLING_RULES } from '../../server/src/modules/billing/billing.rules';
import { apiClient, type ApiClient } from '../support/client';
import { createDiscountCode, createUser, type TestUser } from '../support/factories';
import { backend, openTestDatabaseAt, startTestApp, startTestAppOn, type TestApp } from '../support/harness';
import { cancelCheckout, payCheckout, postForm, sessionIdFrom } from '../support/sandbox';

let t: TestApp;
let api: ApiClient;
let PRICE_PRO: string;
let PRICE_MONTHLY: string;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  PRICE_PRO = t.services.config.STRIPE_PRICE_PROFESSIONAL;
  PRICE_MONTHLY = t.services.config.STRIPE_PRICE_MONTHLY;
});
afterAll(() => t.close());

/** A confirmed account without a plan, as after registration and e-mail confirmation. */
const newcomer = (options: Parameters<typeof createUser>[1] = {}) => createUser(t.services, { plan: null, ...options });

const userRow = async (id: number) =>
  (
    await t.db.query(
      'SELECT subscription_status, subscription_plan, subscription_current_period_end, payment_customer_id, payment_subscription_id FROM users WHERE id = $1',
      [id],
    )
  )[0];

async function openCheckout(member: TestUser, priceId = PRICE_PRO, discountCode: string | null = null) {
  const res = await api.post('/api/create-subscription-session', { email: member.user.email, password: member.password, priceId, discountCode });
  expect(res.status).toBe(200);
  return res.body as { checkout_url: string; session_id: string; handoff_secret: string };
}

/** Opens a checkout, pays it with the test card and verifies it: the whole happy path. */
async function subscribe(member: TestUser, priceId = PRICE_PRO) {
  const session = await openCheckout(member, priceId);
  const paid = await payCheckout(session.checkout_url);
  expect(paid.status).toBe(303);
  const verified = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
  expect(verified.status).toBe(200);
  return { ...session, token: verified.body.access_token as string };
}

describe('POST /api/activate-free', () => {
  it('puts a confirmed newcomer on Professional Insights, who can then sign in', async () => {
    const m = await newcomer();
    const res = await api.post('/api/activate-free', { email: m.user.email, password: m.password, plan: 'Professional Insights' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: MESSAGES.freePlanSelected, subscription_plan: 'professionalInsights', subscription_status: 'active' });
    expect(await userRow(m.user.id)).toMatchObject({ subscription_status: 'active', subscription_plan: 'professionalInsights' });
    const login = await api.post('/api/login', { email: m.user.email, password: m.password });
    expect(login.status).toBe(200);
    // Again: harmless.
    expect((await api.post('/api/activate-free', { email: m.user.email, password: m.password, plan: 'PROFESSIONAL_INSIGHTS' })).status).toBe(200);
  });

  it.each([
    [{ password: 'Wrong-Password-1' }, 401, 'Invalid credentials'],
    [{ plan: 'Professional' }, 400, BILLING_MESSAGES.planNotFree],
    [{ plan: 'Gold' }, 400, BILLING_MESSAGES.planUnknown],
    [{ plan: undefined }, 400, BILLING_MESSAGES.planUnknown],
    [{ email: undefined }, 400, 'Email and password are required'],
  ])('refuses %j', async (override, status, message) => {
    const m = await newcomer();
    const res = await api.post('/api/activate-free', { email: m.user.email, password: m.password, plan: 'ProfessionalInsights', ...override });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect((await userRow(m.user.id)).subscription_status).toBe('inactive');
  });

  it('refuses an unconfirmed e-mail with a message containing "Email not confirmed"', async () => {
    const m = await newcomer({ confirmed: false });
    const res = await api.post('/api/activate-free', { email: m.user.email, password: m.password, plan: 'Professional Insights' });
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('Email not confirmed');
  });

  it('never downgrades an active paid plan', async () => {
    const m = await createUser(t.services, { plan: 'professional' });
    const res = await api.post('/api/activate-free', { email: m.user.email, password: m.password, plan: 'Professional Insights' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(BILLING_MESSAGES.paidPlanActive);
    expect((await userRow(m.user.id)).subscription_plan).toBe('professional');
  });

  it('has a GraphQL equivalent', async () => {
    const m = await newcomer();
    const ACTIVATE =
      'mutation($input: ActivateFreePlanInput!) { activateFreePlan(input: $input) { user { id subscriptionPlan subscriptionStatus } message userErrors { field message code } } }';
    const wrong = await api.gql(ACTIVATE, { input: { email: m.user.email, password: 'nope-nope-1', plan: 'Professional Insights' } });
    expect(wrong.body.data.activateFreePlan).toEqual({
      user: null,
      message: null,
      userErrors: [{ field: null, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }],
    });
    const res = await api.gql(ACTIVATE, { input: { email: m.user.email, password: m.password, plan: 'Professional Insights' } });
    expect(res.body.data.activateFreePlan).toEqual({
      user: { id: toGlobalId('User', m.user.id), subscriptionPlan: 'professionalInsights', subscriptionStatus: 'active' },
      message: MESSAGES.freePlanSelected,
      userErrors: [],
    });
  });
});

describe('sandbox checkout over HTTP', () => {
  it('goes create session → TEST MODE page → pay with the test card → redirect → verify → signed in and active', async () => {
    const m = await newcomer({ firstName: 'Femke' });
    const code = await createDiscountCode(t.services, { code: 'WELCOME20', value: 20, maxRedemptions: 10 });
    const session = await openCheckout(m, PRICE_PRO, ' welcome20 ');
    expect(session.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.checkout_url).toBe(`${t.url}/sandbox/checkout/${session.session_id}`);

    const page = await fetch(session.checkout_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('€399.20');
    expect(html).toContain('−€99.80');
    expect(html).toContain('WELCOME20');
    expect(html).toContain(m.user.email);

    // Not paid yet: verification refuses and nothing is active.
    const early = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(BILLING_MESSAGES.sessionNotPaid);
    expect((await api.post('/api/login', { email: m.user.email, password: m.password })).status).toBe(402);

    const paid = await payCheckout(session.checkout_url);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/subscription-success?session_id=${session.session_id}`);

    const verified = await api.post('/api/verify-subscription-payment', { session_id: sessionIdFrom(paid.location), handoff_secret: session.handoff_secret });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(MESSAGES.subscriptionActivated);
    expect(verified.body.user).toMatchObject({ id: m.user.id, subscription_status: 'active', subscription_plan: 'professional' });
    expect(JSON.stringify(verified.body)).not.toMatch(/password|argon2|payment_customer|sub_sandbox/);
    const profile = await api.get('/api/profile', verified.body.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body.user.subscription_status).toBe('active');
    expect((await api.post('/api/login', { email: m.user.email, password: m.password })).status).toBe(200);

    const row = await userRow(m.user.id);
    expect(row.payment_customer_id).toMatch(/^cus_sandbox_/);
    expect(row.payment_subscription_id).toMatch(/^sub_sandbox_/);
    const periodDays = (new Date(row.subscription_current_period_end).getTime() - Date.now()) / 86400_000;
    expect(periodDays).toBeGreaterThan(364);
    expect(periodDays).toBeLessThan(367);
    const [s] = await t.db.query('SELECT status, amount, discount_amount, completed_at FROM checkout_sessions WHERE id = $1', [session.session_id]);
    expect(s).toMatchObject({ status: 'completed', amount: 39920, discount_amount: 9980 });
    expect((await t.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]))[0].redemption_count).toBe(1);

    const receipts = (await t.services.mail.recent(200)).filter((msg) => msg.to === m.user.email && msg.template === 'payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('Hello Femke');
    expect(receipts[0].text).toContain('Total paid: €399.20 (excluding VAT)');
    expect(receipts[0].text).toContain('Discount (WELCOME20): -€99.80');
    expect(receipts[0].text).toContain('TEST MODE');
  });

  it('is harmless to verify twice, pay twice or reopen the page: one activation, one redemption, one receipt', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { value: 10 });
    const session = await openCheckout(m, PRICE_PRO, code.code);
    expect((await payCheckout(session.checkout_url)).status).toBe(303);
    expect((await payCheckout(session.checkout_url)).location).toBe(`/subscription-success?session_id=${session.session_id}`);
    const first = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
    const second = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await api.get('/api/profile', second.body.access_token)).status).toBe(200);
    const again = await fetch(session.checkout_url);
    expect(await again.text()).toContain('This checkout has already been paid.');
    expect((await t.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]))[0].redemption_count).toBe(1);
    expect(await t.db.query('SELECT 1 FROM discount_redemptions WHERE checkout_session_id = $1', [session.session_id])).toHaveLength(1);
    const receipts = (await t.services.mail.recent(200)).filter((msg) => msg.to === m.user.email && msg.template === 'payment_receipt');
    expect(receipts).toHaveLength(1);
  });

  it('refuses a wrong or declined card and keeps the session open', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    const wrong = await payCheckout(session.checkout_url, { number: '4111 1111 1111 1111' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('Your card number is invalid.');
    expect(wrong.html).toContain('TEST MODE');
    const declined = await payCheckout(session.checkout_url, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain(BILLING_MESSAGES.cardDeclined);
    const expired = await payCheckout(session.checkout_url, { expiry: '01 / 20' });
    expect(expired.status).toBe(400);
    const noCvc = await payCheckout(session.checkout_url, { cvc: 'x' });
    expect(noCvc.status).toBe(400);
    expect((await t.db.query('SELECT status FROM checkout_sessions WHERE id = $1', [session.session_id]))[0].status).toBe('open');
    expect((await userRow(m.user.id)).subscription_status).toBe('inactive');
    expect((await payCheckout(session.checkout_url)).status).toBe(303);
  });

  it('a cancelled checkout redirects to /subscription-cancelled and never activates', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { maxRedemptions: 1 });
    const session = await openCheckout(m, PRICE_MONTHLY, code.code);
    const cancelled = await cancelCheckout(session.checkout_url);
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe('/subscription-cancelled');
    const payAfter = await payCheckout(session.checkout_url);
    expect(payAfter.status).toBe(303);
    expect(payAfter.location).toBe(`/sandbox/checkout/${session.session_id}`);
    const page = await fetch(session.checkout_url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(BILLING_MESSAGES.sessionCancelled);
    const verify = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
    expect(verify.status).toBe(400);
    expect(verify.body).toEqual({ error: BILLING_MESSAGES.sessionCancelled });
    expect((await userRow(m.user.id)).subscription_status).toBe('inactive');
    expect((await t.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]))[0].redemption_count).toBe(0);
  });

  it('an expired checkout cannot be paid or verified', async () => {
    const m = await newcomer();
    const session = await openCheckout(m);
    await t.db.query("UPDATE checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1", [session.session_id]);
    const page = await fetch(session.checkout_url);
    expect(page.status).toBe(410);
    expect((await payCheckout(session.checkout_url)).status).toBe(303);
    const verify = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret });
    expect(verify.body.error).toBe(BILLING_MESSAGES.sessionExpired);
    expect((await userRow(m.user.id)).subscription_status).toBe('inactive');
  });

  it('never gives a token for a session to another signed-in member', async () => {
    const buyer = await newcomer();
    const other = await createUser(t.services, { plan: 'professionalInsights' });
    const admin = await createUser(t.services, { isAdmin: true });
    const session = await openCheckout(buyer);
    await payCheckout(session.checkout_url);
    for (const token of [other.token, admin.token]) {
      const res = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret }, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: BILLING_MESSAGES.sessionOtherUser });
    }
    const gql = await api.gql(
      'mutation($s: String!, $h: String) { verifySubscriptionPayment(input: { sessionId: $s, handoffSecret: $h }) { accessToken } }',
      { s: session.session_id, h: session.handoff_secret },
      other.token,
    );
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // The buyer (signed in or not) gets their own account.
    const own = await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret }, buyer.token);
    expect(own.status).toBe(200);
    expect(own.body.user.id).toBe(buyer.user.id);
  });

  it('only hands out tokens for a short window after the first verification', async () => {
    const m = await newcomer();
    const { session_id, handoff_secret } = await subscribe(m);
    await t.db.query(`UPDATE checkout_sessions SET verified_at = now() - interval '${BILLING_RULES.verifyWindowMinutes + 1} minutes' WHERE id = $1`, [
      session_id,
    ]);
    const late = await api.post('/api/verify-subscription-payment', { session_id, handoff_secret });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: BILLING_MESSAGES.sessionAlreadyVerified });
  });

  it('answers unknown, missing and malformed session ids with 4xx', async () => {
    const unknown = await api.post('/api/verify-subscription-payment', { session_id: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.paymentInvalidSession);
    expect((await api.post('/api/verify-subscription-payment', {})).body.error).toBe(MESSAGES.paymentInvalidSession);
    expect((await api.post('/api/verify-subscription-payment', { session_id: "x' OR 1=1 --" })).status).toBe(404);
    expect((await api.post('/api/verify-subscription-payment', { session_id: 12 })).status).toBe(400);
    expect((await fetch(`${t.url}/sandbox/checkout/nope`)).status).toBe(404);
  });

  it('maps credential problems to the messages the client recognises', async () => {
    const m = await newcomer();
    const wrong = await api.post('/api/create-subscription-session', { email: m.user.email, password: 'Not-The-Password-1', priceId: PRICE_PRO });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toContain('Invalid credentials');
    const unconfirmed = await newcomer({ confirmed: false });
    const res = await api.post('/api/create-subscription-session', { email: unconfirmed.user.email, password: unconfirmed.password, priceId: PRICE_PRO });
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('Email not confirmed');
    const badPlan = await api.post('/api/create-subscription-session', { email: m.user.email, password: m.password, priceId: 'price_gold' });
    expect(badPlan.body).toEqual({ error: BILLING_MESSAGES.planUnknown });
    const free = await api.post('/api/create-subscription-session', { email: m.user.email, password: m.password, priceId: 'Professional Insights' });
    expect(free.body).toEqual({ error: BILLING_MESSAGES.planIsFree });
    const badCode = await api.post('/api/create-subscription-session', { email: m.user.email, password: m.password, priceId: PRICE_PRO, discountCode: 'NOPE' });
    expect(badCode.body).toEqual({ error: MESSAGES.discountInvalid });
    expect(await t.db.query('SELECT 1 FROM checkout_sessions WHERE user_id = $1', [m.user.id])).toHaveLength(0);
  });

  it('counts a code with at most 3 uses exactly 3 times: 3 checkouts open and are paid at once, the other 7 are refused at opening', async () => {
    const code = await createDiscountCode(t.services, { value: 50, maxRedemptions: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newcomer()));
    const opened = [];
    for (const b of buyers) {
      opened.push(
        await api.post('/api/create-subscription-session', { email: b.user.email, password: b.password, priceId: PRICE_MONTHLY, discountCode: code.code }),
      );
    }
    const sessions = opened.filter((r) => r.status === 200).map((r) => r.body as { checkout_url: string });
    expect(sessions).toHaveLength(3);
    for (const r of opened.slice(3)) expect([r.status, r.body.error]).toEqual([400, BILLING_MESSAGES.discountExhausted]);
    const results = await Promise.all(sessions.map((s) => payCheckout(s.checkout_url)));
    expect(results.filter((r) => r.status === 303)).toHaveLength(3);
    expect((await t.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]))[0].redemption_count).toBe(3);
    expect((await t.db.query('SELECT count(*)::int AS n FROM discount_redemptions WHERE discount_code_id = $1', [code.id]))[0].n).toBe(3);
    const active = await t.db.query("SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND subscription_status = 'active'", [
      buyers.map((b) => b.user.id),
    ]);
    expect(active[0].n).toBe(3);
  });
});

describe('upgrades and the signed-in checkout', () => {
  it('upgrades Monthly to Professional through the same checkout and ends the monthly subscription', async () => {
    const m = await newcomer();
    const monthly = await subscribe(m, PRICE_MONTHLY);
    const before = await userRow(m.user.id);
    expect(before.subscription_plan).toBe('professionalMonthly');

    const res = await api.post(
      '/api/stripe/create-checkout-session',
      { userId: m.user.id, priceId: PRICE_PRO, planType: BILLING.checkoutPlanType },
      monthly.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/\/sandbox\/checkout\/[A-Za-z0-9_-]{43}$/);
    expect((await payCheckout(res.body.url)).status).toBe(303);
    const verified = await api.post('/api/verify-subscription-payment', { session_id: res.body.session_id, handoff_secret: res.body.handoff_secret });
    expect(verified.body.user.subscription_plan).toBe('professional');

    const after = await userRow(m.user.id);
    expect(after.payment_subscription_id).not.toBe(before.payment_subscription_id);
    expect(after.payment_customer_id).toBe(before.payment_customer_id);
    const old = await t.db.query('SELECT status FROM subscriptions WHERE provider_subscription_id = $1', [before.payment_subscription_id]);
    expect(old[0].status).toBe('canceled');
    // Professional already: nothing more to buy.
    const again = await api.post('/api/stripe/create-checkout-session', { userId: m.user.id, priceId: PRICE_MONTHLY }, verified.body.access_token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it('upgrades a paid Monthly subscription in place, crediting the unused days, and keeps "Member since"', async () => {
    const m = await newcomer();
    const monthly = await subscribe(m, PRICE_MONTHLY);
    const before = await userRow(m.user.id);
    // Put the renewal 12 days and 2 hours ahead so the day count is known.
    const periodEnd = new Date(Date.now() + 12 * 86400_000 + 2 * 3600_000);
    await t.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE provider_subscription_id = $1', [before.payment_subscription_id, periodEnd]);
    await t.db.query('UPDATE users SET subscription_current_period_end = $2 WHERE id = $1', [m.user.id, periodEnd]);
    const [{ started }] = await t.db.query('SELECT subscription_started_at AS started FROM users WHERE id = $1', [m.user.id]);
    const receiptsBefore = (await t.services.mail.recent(500)).filter((msg) => msg.to === m.user.email && msg.template === 'payment_receipt').length;

    const quoteRes = await api.gql(
      'query($u: ID!) { upgradeQuote(userId: $u) { fromPlan { id } toPlan { id } planAmount credit amountDue unusedDays periodDays currentPeriodEnd newPeriodEnd memberSince quotedAt } }',
      { u: String(m.user.id) },
      monthly.token,
    );
    expect(quoteRes.body.errors).toBeUndefined();
    const quote = quoteRes.body.data.upgradeQuote;
    // The period counted back one calendar month from its end (28 to 31 days); 12 whole days unused.
    const start = new Date(periodEnd);
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - 1);
    start.setUTCDate(Math.min(periodEnd.getUTCDate(), new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate()));
    const periodDays = Math.round((periodEnd.getTime() - start.getTime()) / 86400_000);
    const credit = Math.round((12 * 4999) / periodDays);
    expect(quote).toMatchObject({
      fromPlan: { id: 'professionalMonthly' },
      toPlan: { id: 'professional' },
      planAmount: 49900,
      unusedDays: 12,
      periodDays,
      credit,
      amountDue: 49900 - credit,
    });
    expect(new Date(quote.memberSince).getTime()).toBe(new Date(started).getTime());

    const confirm = (expectedAmountDue: number, quotedAt = quote.quotedAt) =>
      api.gql(
        'mutation($i: UpgradeSubscriptionInput!) { upgradeSubscription(input: $i) { amountCharged subscription { plan { id } status startedAt currentPeriodEnd } userErrors { field message code } } }',
        { i: { userId: String(m.user.id), quotedAt, expectedAmountDue } },
        monthly.token,
      );
    // A different amount than the one shown is refused, and nothing changes.
    const wrong = await confirm(quote.amountDue + 1);
    expect(wrong.body.data.upgradeSubscription).toMatchObject({
      subscription: null,
      amountCharged: null,
      userErrors: [{ code: 'PRICE_CHANGED', field: ['expectedAmountDue'] }],
    });
    expect(wrong.body.data.upgradeSubscription.userErrors[0].message).toContain(`€${((49900 - credit) / 100).toFixed(2)}`);
    const stale = await confirm(quote.amountDue, new Date(Date.now() - 31 * 60_000).toISOString());
    expect(stale.body.data.upgradeSubscription.userErrors[0].code).toBe('QUOTE_EXPIRED');
    expect((await userRow(m.user.id)).subscription_plan).toBe('professionalMonthly');

    const ok = await confirm(quote.amountDue);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.upgradeSubscription).toMatchObject({
      amountCharged: 49900 - credit,
      userErrors: [],
      subscription: { plan: { id: 'professional' }, status: 'active' },
    });
    const after = await userRow(m.user.id);
    // The same subscription, not a second one; "Member since" unchanged; a year from now.
    expect(after).toMatchObject({ subscription_plan: 'professional', subscription_status: 'active', payment_subscription_id: before.payment_subscription_id });
    const subs = await t.db.query('SELECT plan, status, cancel_at_period_end FROM subscriptions WHERE user_id = $1', [m.user.id]);
    expect(subs).toEqual([{ plan: 'professional', status: 'active', cancel_at_period_end: false }]);
    const [{ kept }] = await t.db.query('SELECT subscription_started_at AS kept FROM users WHERE id = $1', [m.user.id]);
    expect(new Date(kept).getTime()).toBe(new Date(started).getTime());
    const yearAhead = (new Date(after.subscription_current_period_end).getTime() - Date.now()) / 86400_000;
    expect(yearAhead).toBeGreaterThan(364);
    expect(yearAhead).toBeLessThan(367);

    const receipts = (await t.services.mail.recent(500)).filter((msg) => msg.to === m.user.email && msg.template === 'payment_receipt');
    expect(receipts).toHaveLength(receiptsBefore + 1);
    expect(receipts[0].text).toContain(`Credit for unused Professional Monthly time: -€${(credit / 100).toFixed(2)}`);
    expect(receipts[0].text).toContain(`Total paid: €${((49900 - credit) / 100).toFixed(2)} (excluding VAT)`);

    // Confirming the same quote again changes nothing and charges nothing; there is no quote any more.
    const again = await confirm(quote.amountDue);
    expect(again.body.data.upgradeSubscription.userErrors[0].code).toBe('NOT_UPGRADABLE');
    expect(
      (await api.gql('query($u: ID!) { upgradeQuote(userId: $u) { amountDue } }', { u: String(m.user.id) }, monthly.token)).body.data.upgradeQuote,
    ).toBeNull();
    expect((await t.services.mail.recent(500)).filter((msg) => msg.to === m.user.email && msg.template === 'payment_receipt')).toHaveLength(receiptsBefore + 1);
  });

  it('credits what a member paid with a discount code, not the list price, and shows that price on the Subscription tab', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { code: `WELCOME${Date.now() % 100000}`, value: 20 });
    const session = await openCheckout(m, PRICE_MONTHLY, code.code);
    expect((await payCheckout(session.checkout_url)).status).toBe(303);
    const { access_token: token } = (
      await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret })
    ).body;
    const SUBSCRIPTION = 'query($u: ID!) { subscription(userId: $u) { charge { amount listAmount discountAmount discountCode renewalAmount } } }';
    const shown = await api.gql(SUBSCRIPTION, { u: String(m.user.id) }, token);
    expect(shown.body.data.subscription.charge).toEqual({ amount: 3999, listAmount: 4999, discountAmount: 1000, discountCode: code.code, renewalAmount: 4999 });

    // 29 of the period's days unused: €48.32 at the list price, €38.66 of the €39.99 paid.
    const row = await userRow(m.user.id);
    const periodEnd = new Date(Date.now() + 29 * 86400_000 + 2 * 3600_000);
    await t.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE provider_subscription_id = $1', [row.payment_subscription_id, periodEnd]);
    await t.db.query('UPDATE users SET subscription_current_period_end = $2 WHERE id = $1', [m.user.id, periodEnd]);
    const quote = (
      await api.gql('query($u: ID!) { upgradeQuote(userId: $u) { credit amountDue unusedDays periodDays quotedAt } }', { u: String(m.user.id) }, token)
    ).body.data.upgradeQuote;
    expect(quote.unusedDays).toBe(29);
    const credit = Math.round((29 * 3999) / quote.periodDays);
    expect(quote).toMatchObject({ credit, amountDue: 49900 - credit });
    expect(credit).toBeLessThan(Math.round((29 * 4999) / quote.periodDays));
    const done = await api.gql(
      'mutation($i: UpgradeSubscriptionInput!) { upgradeSubscription(input: $i) { amountCharged userErrors { code } } }',
      { i: { userId: String(m.user.id), quotedAt: quote.quotedAt, expectedAmountDue: quote.amountDue } },
      token,
    );
    expect(done.body.data.upgradeSubscription).toEqual({ amountCharged: 49900 - credit, userErrors: [] });
    // Professional bought by the plan change: the list price, no discount.
    expect((await api.gql(SUBSCRIPTION, { u: String(m.user.id) }, token)).body.data.subscription.charge).toEqual({
      amount: 49900,
      listAmount: 49900,
      discountAmount: 0,
      discountCode: null,
      renewalAmount: 49900,
    });
  });

  it('shows the list price once a discounted first period has renewed', async () => {
    const m = await newcomer();
    const code = await createDiscountCode(t.services, { value: 20 });
    const session = await openCheckout(m, PRICE_MONTHLY, code.code);
    expect((await payCheckout(session.checkout_url)).status).toBe(303);
    const { access_token: token } = (
      await api.post('/api/verify-subscription-payment', { session_id: session.session_id, handoff_secret: session.handoff_secret })
    ).body;
    const row = await userRow(m.user.id);
    const renewed = new Date(Date.now() + 60 * 86400_000);
    await t.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE provider_subscription_id = $1', [row.payment_subscription_id, renewed]);
    const shown = await api.gql(
      'query($u: ID!) { subscription(userId: $u) { charge { amount discountAmount discountCode } } }',
      { u: String(m.user.id) },
      token,
    );
    expect(shown.body.data.subscription.charge).toEqual({ amount: 4999, discountAmount: 0, discountCode: null });
  });

  it('offers no prorated upgrade without a paid subscription, and checks the owner', async () => {
    const insights = await createUser(t.services, { plan: 'professionalInsights' });
    expect(
      (await api.gql('query($u: ID!) { upgradeQuote(userId: $u) { amountDue } }', { u: String(insights.user.id) }, insights.token)).body.data.upgradeQuote,
    ).toBeNull();
    const m = await newcomer();
    const monthly = await subscribe(m, PRICE_MONTHLY);
    const other = await createUser(t.services, { plan: 'professionalMonthly' });
    const foreign = await api.gql('query($u: ID!) { upgradeQuote(userId: $u) { amountDue } }', { u: String(m.user.id) }, other.token);
    expect(foreign.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const foreignConfirm = await api.gql(
      'mutation($i: UpgradeSubscriptionInput!) { upgradeSubscription(input: $i) { userErrors { code } } }',
      { i: { userId: String(m.user.id), quotedAt: new Date().toISOString(), expectedAmountDue: 0 } },
      other.token,
    );
    expect(foreignConfirm.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await api.gql(
      'mutation($i: UpgradeSubscriptionInput!) { upgradeSubscription(input: $i) { userErrors { code } } }',
      { i: { userId: String(m.user.id), quotedAt: new Date().toISOString(), expectedAmountDue: -5 } },
      monthly.token,
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await userRow(m.user.id)).subscription_plan).toBe('professionalMonthly');
  });

  it('upgrades Insights to Professional with a discount, over GraphQL', async () => {
    const m = await createUser(t.services, { plan: 'professionalInsights' });
    const code = await createDiscountCode(t.services, { kind: 'fixed', value: 9900, planRestriction: 'professional' });
    const res = await api.gql(
      'mutation($input: CreateCheckoutSessionInput!) { createCheckoutSession(input: $input) { url sessionId handoffSecret userErrors { code } } }',
      { input: { userId: m.user.id, priceId: PRICE_PRO, planType: 'PROFESSIONAL', discountCode: code.code.toLowerCase() } },
      m.token,
    );
    expect(res.body.errors).toBeUndefined();
    const { url, sessionId, handoffSecret, userErrors } = res.body.data.createCheckoutSession;
    expect(userErrors).toEqual([]);
    expect(await (await fetch(url)).text()).toContain('€400.00');
    await payCheckout(url);
    const VERIFY =
      'mutation($input: VerifySubscriptionPaymentInput!) { verifySubscriptionPayment(input: $input) { accessToken message user { id subscriptionPlan subscriptionStatus } userErrors { field message code } } }';
    const verified = await api.gql(VERIFY, { input: { sessionId, handoffSecret } });
    expect(verified.body.data.verifySubscriptionPayment).toMatchObject({
      message: MESSAGES.subscriptionActivated,
      user: { id: toGlobalId('User', m.user.id), subscriptionPlan: 'professional', subscriptionStatus: 'active' },
      userErrors: [],
    });
    const unknown = await api.gql(VERIFY, { input: { sessionId: 'x'.repeat(43) } });
    expect(unknown.body.data.verifySubscriptionPayment).toEqual({
      accessToken: null,
      message: null,
      user: null,
      userErrors: [{ field: null, message: MESSAGES.paymentInvalidSession, code: 'NOT_FOUND' }],
    });
  });

  it('checks the owner: another member gets 403, no token 401, bad input 400', async () => {
    const a = await createUser(t.services, { plan: 'professionalInsights' });
    const b = await createUser(t.services, { plan: 'professionalInsights' });
    const body = { userId: a.user.id, priceId: PRICE_PRO, planType: 'PROFESSIONAL' };
    expect((await api.post('/api/stripe/create-checkout-session', body, b.token)).status).toBe(403);
    expect((await api.post('/api/stripe/create-checkout-session', body)).status).toBe(401);
    expect((await api.post('/api/stripe/create-checkout-session', { ...body, userId: 'abc' }, a.token)).status).toBe(400);
    expect((await api.post('/api/stripe/create-checkout-session', { ...body, priceId: undefined, planType: undefined }, a.token)).body.error).toBe(
      MESSAGES.selectPlan,
    );
    const CHECKOUT = 'mutation($input: CreateCheckoutSessionInput!) { createCheckoutSession(input: $input) { url userErrors { field message code } } }';
    const gql = await api.gql(CHECKOUT, { input: { userId: a.user.id, priceId: 'professional' } }, b.token);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const noPlan = await api.gql(CHECKOUT, { input: { userId: a.user.id, priceId: '' } }, a.token);
    expect(noPlan.body.data.createCheckoutSession).toEqual({ url: null, userErrors: [{ field: null, message: MESSAGES.selectPlan, code: 'BAD_USER_INPUT' }] });
  });

  it('opens a checkout by credentials over GraphQL too', async () => {
    const m = await newcomer();
    const SESSION =
      'mutation($input: CreateSubscriptionSessionInput!) { createSubscriptionSession(input: $input) { checkoutUrl sessionId userErrors { field message code } } }';
    const res = await api.gql(SESSION, { input: { email: m.user.email, password: m.password, priceId: PRICE_MONTHLY, discountCode: null } });
    expect(res.body.data.createSubscriptionSession.checkoutUrl).toBe(`${t.url}/sandbox/checkout/${res.body.data.createSubscriptionSession.sessionId}`);
    expect(res.body.data.createSubscriptionSession.userErrors).toEqual([]);
    const wrong = await api.gql(SESSION, { input: { email: m.user.email, password: 'nope-nope-1', priceId: 'professional' } });
    expect(wrong.body.errors).toBeUndefined();
    expect(wrong.body.data.createSubscriptionSession).toEqual({
      checkoutUrl: null,
      sessionId: null,
      userErrors: [{ field: null, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }],
    });
  });
});

describe('sandbox billing portal', () => {
  it('needs a billing account, and only the owner may open it', async () => {
    const free = await createUser(t.services, { plan: 'professionalInsights' });
    const res = await api.post('/api/stripe/create-portal-session', { userId: free.user.id }, free.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(BILLING_MESSAGES.noBillingAccount);
    const other = await createUser(t.services, { plan: 'professional' });
    expect((await api.post('/api/stripe/create-portal-session', { userId: free.user.id }, other.token)).status).toBe(403);
    expect((await api.post('/api/stripe/create-portal-session', { userId: free.user.id })).status).toBe(401);
    expect((await fetch(`${t.url}/sandbox/portal/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('shows the plan, renews, fails a payment and cancels through the shared event path', async () => {
    const m = await newcomer();
    const { token } = await subscribe(m, PRICE_MONTHLY);
    const portal = await api.post('/api/stripe/create-portal-session', { userId: m.user.id }, token);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${t.url}/sandbox/portal/[A-Za-z0-9_-]{43}$`));
    const page = await (await fetch(portal.body.url)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('Professional Monthly');
    expect(page).toContain('€49.99 per month');

    const endBefore = new Date((await userRow(m.user.id)).subscription_current_period_end).getTime();
    const renew = await postForm(`${portal.body.url}/renew`);
    expect(renew.status).toBe(303);
    const endAfter = new Date((await userRow(m.user.id)).subscription_current_period_end).getTime();
    expect(endAfter - endBefore).toBeGreaterThan(27 * 86400_000);

    await postForm(`${portal.body.url}/fail`);
    expect((await userRow(m.user.id)).subscription_status).toBe('past_due');
    // Within the grace period (PAYMENT_GRACE_DAYS) the member keeps signing in; tests/api/billing-grace.test.ts covers the rest.
    expect((await api.post('/api/login', { email: m.user.email, password: m.password })).status).toBe(200);
    await postForm(`${portal.body.url}/renew`);
    expect((await userRow(m.user.id)).subscription_status).toBe('active');

    // Cancelling asks first, then ends the subscription at the end of the paid period; it can be resumed until then.
    const confirm = await (await fetch(`${portal.body.url}/cancel`)).text();
    expect(confirm).toContain('Your plan stays active until');
    const cancel = await postForm(`${portal.body.url}/cancel`);
    expect(cancel.location).toBe(`/sandbox/portal/${portal.body.url.split('/').pop()}?notice=cancel`);
    expect((await userRow(m.user.id)).subscription_status).toBe('active');
    expect(await (await fetch(portal.body.url)).text()).toContain('Active until');
    expect((await postForm(`${portal.body.url}/resume`)).location).toContain('notice=resume');
    const [resumed] = await t.db.query('SELECT cancel_at_period_end FROM subscriptions WHERE user_id = $1', [m.user.id]);
    expect(resumed.cancel_at_period_end).toBe(false);
    await postForm(`${portal.body.url}/cancel`);
    expect((await userRow(m.user.id)).subscription_status).toBe('active');
    // The renewal date of a subscription set to end: it ends.
    await postForm(`${portal.body.url}/renew`);
    expect((await userRow(m.user.id)).subscription_status).toBe('canceled');
    expect((await api.post('/api/login', { email: m.user.email, password: m.password })).status).toBe(402);
    const events = await t.db.query("SELECT type, outcome FROM payment_events WHERE provider = 'sandbox' ORDER BY processed_at");
    expect(events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['invoice.paid', 'invoice.payment_failed', 'customer.subscription.deleted']),
    );
    // Cancelled is final: a later renewal click changes nothing.
    expect((await postForm(`${portal.body.url}/renew`)).location).toContain('notice=none');
    expect((await userRow(m.user.id)).subscription_status).toBe('canceled');
  });

  it('has a GraphQL equivalent and a subscription query', async () => {
    const m = await newcomer();
    const { token } = await subscribe(m);
    const PORTAL = 'mutation($u: ID!) { createPortalSession(input: { userId: $u }) { url userErrors { field message code } } }';
    const res = await api.gql(PORTAL, { u: m.user.id }, token);
    expect(res.body.data.createPortalSession.url).toContain('/sandbox/portal/');
    expect(res.body.data.createPortalSession.userErrors).toEqual([]);
    const free = await createUser(t.services, { plan: 'professionalInsights' });
    expect((await api.gql(PORTAL, { u: free.user.id }, free.token)).body.data.createPortalSession).toEqual({
      url: null,
      userErrors: [{ field: null, message: BILLING_MESSAGES.noBillingAccount, code: 'BAD_USER_INPUT' }],
    });
    const sub = await api.gql(
      'query($u: ID!) { subscription(userId: $u) { status canManage canUpgrade provider plan { id amount } currentPeriodEnd } }',
      { u: m.user.id },
      token,
    );
    expect(sub.body.data.subscription).toMatchObject({
      status: 'active',
      canManage: true,
      canUpgrade: false,
      provider: 'SANDBOX',
      plan: { id: 'professional', amount: 49900 },
    });
  });
});

describe('the Stripe webhook without Stripe', () => {
  it('is not served by the sandbox provider', async () => {
    const res = await fetch(`${t.url}/api/stripe/webhook`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(404);
  });
});

describe('discount codes with a usage limit are reserved when checkout opens', () => {
  const open = (member: TestUser, code: string) =>
    api.post('/api/create-subscription-session', { email: member.user.email, password: member.password, priceId: PRICE_PRO, discountCode: code });

  it('five members opening checkout at once on a one-use code: one checkout, four clear refusals', async () => {
    await createDiscountCode(t.services, { code: 'ONCE90', value: 90, maxRedemptions: 1 });
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => newcomer()));
    const results = await Promise.all(members.map((m) => open(m, 'ONCE90')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual(Array(4).fill([400, BILLING_MESSAGES.discountExhausted]));
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM checkout_sessions s JOIN discount_codes d ON d.id = s.discount_code_id WHERE d.code = 'ONCE90'`,
    );
    expect(n).toBe(1);
  });

  (backend === 'pg' ? it : it.skip)('two app processes on one database hand out a two-use code twice, whichever receives the checkouts', async () => {
    // A second app with its own connection pool, as another process (or host) behind the load balancer has.
    const { db: second, close } = await openTestDatabaseAt(t.databaseUrl!);
    const other = await startTestAppOn(second);
    try {
      await createDiscountCode(t.services, { code: 'TWICE80', value: 80, maxRedemptions: 2 });
      const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newcomer()));
      const results = await Promise.all(
        members.map((m, i) =>
          (i % 2 ? apiClient(other.url) : api).post('/api/create-subscription-session', {
            email: m.user.email,
            password: m.password,
            priceId: PRICE_PRO,
            discountCode: 'TWICE80',
          }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(2);
      expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.error])).toEqual(Array(4).fill([400, BILLING_MESSAGES.discountExhausted]));
    } finally {
      await other.close();
      await close();
    }
  });

  it('a cancelled checkout gives the use back; a paid one keeps it', async () => {
    await createDiscountCode(t.services, { code: 'ONCE50', value: 50, maxRedemptions: 1 });
    const [a, b, c] = await Promise.all([newcomer(), newcomer(), newcomer()]);
    const first = await open(a, 'ONCE50');
    expect(first.status).toBe(200);
    expect((await open(b, 'ONCE50')).status).toBe(400);
    await cancelCheckout(first.body.checkout_url);
    const second = await open(b, 'ONCE50');
    expect(second.status).toBe(200);
    expect((await payCheckout(second.body.checkout_url)).status).toBe(303);
    expect((await open(c, 'ONCE50')).body.error).toBe(BILLING_MESSAGES.discountExhausted);
  });

  it('an abandoned checkout past its expiry no longer holds the use', async () => {
    await createDiscountCode(t.services, { code: 'ONCE40', value: 40, maxRedemptions: 1 });
    const [a, b] = await Promise.all([newcomer(), newcomer()]);
    const first = await open(a, 'ONCE40');
    expect(first.status).toBe(200);
    await t.db.query(`UPDATE checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`, [first.body.session_id]);
    expect((await open(b, 'ONCE40')).status).toBe(200);
  });
});
