import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING_MESSAGES } from '../../server/src/modules/billing/billing.rules';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createDiscountCode, createUser, latestMailLink } from '../support/factories';
import { UserEntity } from '../../server/src/modules/users/user.entity';
import { apiClient } from '../support/client';
import { payCheckout, TEST_CARD } from '../support/sandbox';
import { browserSuite, fieldLabel, fillRegistration } from '../support/browser-suite';
import { wcagAudit } from '../support/axe';

/** The billing flows in Chromium on the sandbox payment provider (no Stripe keys). */
let page: Page;
let pageErrors: string[];
let consoleErrors: string[];

const suite = browserSuite();
beforeEach(async () => {
  const context = await suite.browser.newContext();
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${m.text()} @ ${m.location().url}`);
  });
});
afterEach(async () => {
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

const session = (p: Page, key: string) => p.evaluate((k) => sessionStorage.getItem(k), key);

async function userRow(email: string): Promise<{ subscription_status: string; subscription_plan: string | null }> {
  const rows: Array<{ subscription_status: string; subscription_plan: string | null }> = await suite.app.db.query(
    'SELECT subscription_status, subscription_plan FROM users WHERE email = $1',
    [email],
  );
  return rows[0];
}

async function register(p: Page, email: string, password: string) {
  await p.goto(`${suite.app.url}/register`);
  await fillRegistration(p, { firstName: 'Sanne', lastName: 'de Boer', email, password, company: 'De Boer Accountants', jobTitle: 'Partner' });
  await p.getByRole('button', { name: 'Create Account' }).click();
  await p.getByRole('heading', { name: 'Registration Successful!' }).waitFor();
}

/** Signs in with an account without a plan: the 402 answer leads to the plan chooser. */
async function signInToPlanChooser(p: Page, email: string, password: string) {
  await p.goto(`${suite.app.url}/login`);
  await p.getByLabel(fieldLabel('Email')).fill(email);
  await p.getByLabel(fieldLabel('Password')).fill(password);
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.waitForURL(/\/subscription-required$/);
  await p.getByRole('heading', { name: 'Choose Your Subscription Plan' }).waitFor();
}

const planRadio = (p: Page, name: string) => p.getByRole('radio', { name: new RegExp(`^${name} (€|Free)`) });
const breakdown = (p: Page) => p.locator('.breakdown');

/** Fills and submits the sandbox checkout's card form with the test card. */
async function payOnSandbox(p: Page, amount: string) {
  await p.waitForURL(/\/sandbox\/checkout\//);
  await p.getByText('TEST MODE').first().waitFor();
  await p.getByLabel('Card number').fill(TEST_CARD.number);
  await p.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
  await p.getByLabel('CVC').fill(TEST_CARD.cvc);
  await p.getByLabel('Name on card').fill(TEST_CARD.name);
  await p.getByRole('button', { name: `Pay €${amount}` }).click();
}

it('registers, confirms, picks Professional with a 20 % code, pays on the sandbox and reaches the dashboard with an active plan', async () => {
  const code = await createDiscountCode(suite.app.services, { code: 'WELCOME20', value: 20 });
  const email = `buyer-${Date.now()}@example.test`;
  const password = 'Buyer-Pass-2026';
  await register(page, email, password);
  await page.goto((await latestMailLink(suite.app.services, email, 'email_confirmation')).replace('http://localhost:0', suite.app.url));
  await page.getByRole('heading', { name: 'Email Confirmed' }).waitFor();
  await signInToPlanChooser(page, email, password);
  expect(await session(page, 'tempPassword')).toBe(password);

  // Three plans, prices in euros excluding VAT.
  await planRadio(page, 'Professional Insights').waitFor();
  await planRadio(page, 'Professional Monthly').waitFor();
  await page.getByText('€499.00').waitFor();
  await page.getByText('€49.99').waitFor();

  // Nothing chosen: proceeding asks for a plan; a code cannot be applied yet.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('alert').getByText(MESSAGES.selectPlan).waitFor();
  const codeInput = page.getByRole('textbox', { name: 'Discount code' });
  await codeInput.fill('welcome20');
  expect(await codeInput.inputValue()).toBe('WELCOME20');
  await page.getByText(MESSAGES.discountSelectPlan).waitFor();
  expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);

  // An unknown code: the server's answer, nothing applied.
  await planRadio(page, 'Professional').check();
  await codeInput.fill('NOPE-NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(MESSAGES.discountInvalid).waitFor();
  expect(await breakdown(page).getByText('Discount').count()).toBe(0);

  // The 20 % code on Professional: 499.00 − 99.80 = 399.20.
  await codeInput.fill('  welcome20 ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Discount code WELCOME20 applied: 20.0% off.').waitFor();
  await breakdown(page).getByText('€399.20').waitFor();
  await breakdown(page).getByText('−€99.80').waitFor();
  await breakdown(page).getByText('Discount WELCOME20 (20.0%)').waitFor();
  await breakdown(page).getByText('€499.00').waitFor();

  // Another plan re-prices the applied code; editing the text clears it.
  await planRadio(page, 'Professional Monthly').check();
  await breakdown(page).getByText('€39.99').waitFor();
  await planRadio(page, 'Professional').check();
  await breakdown(page).getByText('€399.20').waitFor();
  await codeInput.press('End');
  await codeInput.press('Backspace');
  expect(await breakdown(page).getByText('Discount').count()).toBe(0);
  await codeInput.fill('WELCOME20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await breakdown(page).getByText('€399.20').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'billing-plan-chooser.png'), fullPage: true });

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  expect(await session(page, 'stripeSessionId')).toBeTruthy();
  await page.getByText('Discount (WELCOME20)').waitFor();
  await payOnSandbox(page, '399.20');

  await page.waitForURL(/\/subscription-success\?session_id=/);
  await page.getByRole('heading', { name: 'Welcome to Leerpunt!' }).waitFor();
  await page.getByText(MESSAGES.subscriptionActivated).waitFor();
  await page.getByText('Redirecting to your dashboard...').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'billing-success.png') });

  await page.waitForURL(`${suite.app.url}/`, { timeout: 10000 });
  await page.getByRole('heading', { name: 'Welcome back, Sanne' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
    email,
    subscriptionStatus: 'active',
    subscriptionPlan: 'professional',
  });
  for (const key of ['pendingSubscriptionUser', 'stripeSessionId', 'tempPassword']) expect(await session(page, key)).toBeNull();
  expect(await userRow(email)).toEqual({ subscription_status: 'active', subscription_plan: 'professional' });
  const [{ redemption_count }] = await suite.app.db.query('SELECT redemption_count FROM discount_codes WHERE id = $1', [code.id]);
  expect(redemption_count).toBe(1);

  // Account → Subscription shows the plan and opens the billing portal.
  await page.goto(`${suite.app.url}/account?tab=subscription`);
  const details = page.locator('.plan-details');
  await details.getByText('Professional', { exact: true }).waitFor();
  await details.getByText('Active', { exact: true }).waitFor();
  await details.getByText('Renews on').waitFor();
  expect(await page.getByRole('heading', { name: 'Upgrade to Professional' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await page.waitForURL(/\/sandbox\/portal\//);
  await page.getByRole('heading', { name: 'Billing portal' }).waitFor();
});

/** A signed-in member without a plan on the plan chooser (they are sent there from /). */
async function openPlanChooserAs(p: Page, token: string) {
  await p.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await p.goto(`${suite.app.url}/subscription-required`);
  await p.getByRole('heading', { name: 'Choose Your Subscription Plan' }).waitFor();
  await planRadio(p, 'Professional').waitFor();
}

// EUR 100 off Professional only, as the demo data's PRO100; made once for the tests that use it.
let pro100: Promise<unknown> | null = null;
const ensurePro100 = () =>
  (pro100 ??= createDiscountCode(suite.app.services, { code: 'PRO100', kind: 'fixed', value: 10000, planRestriction: 'professional' }));

it.each([
  ['375', { width: 375, height: 800 }],
  ['1280', { width: 1280, height: 900 }],
])(
  'validates an applied code again on every plan switch and applies it again where it is valid; checkout charges what is shown (%s px)',
  async (width, viewport) => {
    await ensurePro100();
    const { token } = await createUser(suite.app.services, { plan: null, firstName: 'Noor' });
    await page.setViewportSize(viewport);
    await openPlanChooserAs(page, token);
    const outcome = page.locator('.discount-outcome');
    const applied = 'Discount code PRO100 applied: €100.00 off (20.0 %).';

    await planRadio(page, 'Professional').check();
    await page.getByRole('textbox', { name: 'Discount code' }).fill('pro100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await outcome.getByText(applied).waitFor();
    await breakdown(page).getByText('€399.00').waitFor();

    // Monthly: the code is validated for it and refused; nothing is taken off.
    await planRadio(page, 'Professional Monthly').check();
    await outcome.getByText(BILLING_MESSAGES.discountWrongPlan).waitFor();
    expect(await breakdown(page).getByText('Discount').count()).toBe(0);
    await breakdown(page).getByText('€49.99').first().waitFor();

    // The free plan takes no code; back on Professional the code in the box applies again.
    await planRadio(page, 'Professional Insights').check();
    await planRadio(page, 'Professional').check();
    await outcome.getByText(applied).waitFor();
    expect(await outcome.getByText(BILLING_MESSAGES.discountWrongPlan).count()).toBe(0);
    await breakdown(page).getByText('€399.00').waitFor();
    await breakdown(page).getByText('−€100.00').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `billing-code-across-plans-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByText('Discount (PRO100)').waitFor();
    await page.getByRole('button', { name: 'Pay €399.00' }).waitFor();
  },
);

it('tells a code the server refuses, a validation the server failed and one that did not reach it apart (375 px)', async () => {
  const { token } = await createUser(suite.app.services, { plan: null, firstName: 'Tess' });
  await createDiscountCode(suite.app.services, { code: 'SPRING10', value: 10 });
  await page.setViewportSize({ width: 375, height: 800 });
  await openPlanChooserAs(page, token);
  const outcome = page.locator('.discount-outcome');
  const codeInput = page.getByRole('textbox', { name: 'Discount code' });
  await planRadio(page, 'Professional').check();

  // Refused: the code does not exist.
  await codeInput.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await outcome.getByText(MESSAGES.discountInvalid).waitFor();

  // The server fails while validating (its table is gone for a moment): not the invalid-code text.
  await suite.app.db.query('ALTER TABLE discount_codes RENAME TO discount_codes_away');
  try {
    await codeInput.fill('SPRING10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await outcome.getByText(MESSAGES.discountValidationError).waitFor();
  } finally {
    await suite.app.db.query('ALTER TABLE discount_codes_away RENAME TO discount_codes');
  }
  expect(await outcome.getByText(MESSAGES.discountInvalid).count()).toBe(0);
  expect(await breakdown(page).getByText('Discount').count()).toBe(0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'billing-code-validation-error-375.png'), fullPage: true });

  // The request never reaches the server.
  await page.route('**/graphql', (route) =>
    (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'ValidateDiscountCode'
      ? route.abort('internetdisconnected')
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  await outcome.getByText(MESSAGES.discountNetwork).waitFor();
  await page.unroute('**/graphql');

  // A gateway in front of the app answers with its own error page.
  await page.route('**/graphql', (route) =>
    (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'ValidateDiscountCode'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  await outcome.getByText(MESSAGES.discountValidationError).waitFor();
  await page.unroute('**/graphql');

  // And with everything back, the code applies.
  await page.getByRole('button', { name: 'Apply' }).click();
  await outcome.getByText('Discount code SPRING10 applied: 10.0% off.').waitFor();
  // The failed requests above are the browser's only console errors.
  expect(consoleErrors.every((e) => /Failed to load resource/.test(e))).toBe(true);
  consoleErrors.length = 0;
});

it('cancels at the sandbox checkout, sees the cancelled page and the stored hand-off entries are gone', async () => {
  const { user, password } = await createUser(suite.app.services, { plan: null, firstName: 'Joost' });
  await signInToPlanChooser(page, user.email, password);
  await planRadio(page, 'Professional Monthly').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  expect(await session(page, 'stripeSessionId')).toBeTruthy();
  await page.getByRole('button', { name: /Cancel and return/ }).click();

  await page.waitForURL(/\/subscription-cancelled$/);
  await page.getByRole('heading', { name: 'Subscription Cancelled' }).waitFor();
  await page.getByText('Your subscription purchase was cancelled. No payment was charged.').waitFor();
  await page.getByText('You can try again anytime by logging in and selecting a subscription plan.').waitFor();
  await page.getByRole('link', { name: 'Create New Account' }).waitFor();
  expect(await session(page, 'tempPassword')).toBeNull();
  expect(await session(page, 'stripeSessionId')).toBeNull();
  expect(await userRow(user.email)).toEqual({ subscription_status: 'inactive', subscription_plan: null });
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await page.waitForURL(/\/login$/);
});

it('upgrades a Monthly member to Professional through the modal with a discount code', async () => {
  await createDiscountCode(suite.app.services, { code: 'UPGRADE20', value: 20, planRestriction: 'professional' });
  const { user, token } = await createUser(suite.app.services, { plan: 'professionalMonthly', firstName: 'Lotte' });
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.locator('.plan-details').getByText('Professional Monthly', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Upgrade to Professional' }).waitFor();
  await page.getByRole('button', { name: 'Upgrade Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Upgrade to Professional' });
  await dialog.waitFor();
  await dialog.locator('.breakdown').getByText('€499.00').first().waitFor();
  await dialog.getByRole('textbox', { name: 'Discount code' }).fill('upgrade20');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.locator('.breakdown').getByText('€399.20').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'billing-upgrade-modal.png') });
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();

  await payOnSandbox(page, '399.20');
  await page.waitForURL(/\/subscription-success\?session_id=/);
  await page.getByRole('heading', { name: 'Welcome to Leerpunt!' }).waitFor();
  await page.waitForURL(`${suite.app.url}/`, { timeout: 10000 });
  expect(await userRow(user.email)).toEqual({ subscription_status: 'active', subscription_plan: 'professional' });

  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.locator('.plan-details').getByText('Professional', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Manage Subscription' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Upgrade to Professional' }).count()).toBe(0);
});

it('upgrades a paying Monthly member in place: sees the prorated amount due, confirms, keeps Member since', async () => {
  // A real Monthly subscription on the sandbox, bought through its checkout.
  const api = apiClient(suite.app.url);
  const { user, password } = await createUser(suite.app.services, { plan: null, firstName: 'Noor' });
  const opened = await api.post('/api/create-subscription-session', { email: user.email, password, priceId: suite.app.services.config.STRIPE_PRICE_MONTHLY });
  expect((await payCheckout(opened.body.checkout_url)).status).toBe(303);
  const token = (await api.post('/api/verify-subscription-payment', { session_id: opened.body.session_id, handoff_secret: opened.body.handoff_secret })).body
    .access_token as string;
  const periodEnd = new Date(Date.now() + 12 * 86400_000 + 3600_000);
  await suite.app.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE user_id = $1', [user.id, periodEnd]);
  await suite.app.db.query('UPDATE users SET subscription_current_period_end = $2 WHERE id = $1', [user.id, periodEnd]);
  const [{ started }] = await suite.app.db.query('SELECT subscription_started_at AS started FROM users WHERE id = $1', [user.id]);
  const memberSince = new Date(started).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.locator('.plan-details').getByText('Professional Monthly', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Professional' });
  await dialog.getByRole('heading', { name: 'Amount due today' }).waitFor();
  const quote = (await suite.app.services.billing.upgradeQuote(await suite.app.db.getRepository(UserEntity).findOneByOrFail({ id: user.id }), user.id))!;
  const due = `€${(quote.amountDue / 100).toFixed(2)}`;
  await dialog.getByText(`Credit for unused Professional Monthly time (12 of ${quote.periodDays} days)`).waitFor();
  await dialog.getByText(`−€${(quote.credit / 100).toFixed(2)}`).waitFor();
  await dialog.locator('.breakdown-total').getByText(due).waitFor();
  await dialog.getByText(`Member since ${memberSince}: your membership date stays.`).waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'billing-upgrade-prorated-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'billing-upgrade-prorated-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  const findings = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(findings.map((v) => v.id)).toEqual([]);

  await dialog.getByRole('button', { name: `Confirm and Pay ${due}` }).click();
  await page.getByText(`You are now on Professional. ${due} was charged (excl. VAT); your membership date is unchanged.`).waitFor();
  await page.locator('.plan-details').getByText('Professional', { exact: true }).waitFor();
  await page.locator('.plan-details').getByText(memberSince).waitFor();
  expect(await page.getByRole('heading', { name: 'Upgrade to Professional' }).count()).toBe(0);
  // Without a reload the session's capabilities follow the new plan: no monthly allowance, the assistant opens.
  await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('user') ?? 'null');
    return stored?.capabilities?.isMonthly === false && stored.capabilities.canUseAssistant === true;
  });
  expect(await userRow(user.email)).toEqual({ subscription_status: 'active', subscription_plan: 'professional' });
  expect((await suite.app.db.query('SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1', [user.id]))[0].n).toBe(1);
});

it('activates the free plan with the stored credentials and returns to sign-in', async () => {
  const { user, password } = await createUser(suite.app.services, { plan: null });
  await signInToPlanChooser(page, user.email, password);
  await planRadio(page, 'Professional Insights').check();
  expect(await page.getByRole('textbox', { name: 'Discount code' }).count()).toBe(0);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.getByRole('button', { name: 'Continue with Free Plan' }).click();
  await page.waitForURL(/\/login$/);
  expect(alerts).toEqual([MESSAGES.freePlanSelected]);
  expect(await session(page, 'tempPassword')).toBeNull();
  expect(await userRow(user.email)).toEqual({ subscription_status: 'active', subscription_plan: 'professionalInsights' });
});

it('shows the spec texts for missing hand-off data, stale credentials and bad verification links', async () => {
  // No stored account: the session has expired.
  await page.goto(`${suite.app.url}/subscription-required`);
  await planRadio(page, 'Professional').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('alert').getByText(MESSAGES.sessionExpired).waitFor();

  // A stored password that no longer matches: authentication failed, entries cleared, back to login after 2 s.
  const { user } = await createUser(suite.app.services, { plan: null });
  await page.evaluate(
    ([u]) => {
      sessionStorage.setItem('pendingSubscriptionUser', JSON.stringify(u));
      sessionStorage.setItem('tempPassword', 'not-the-password');
    },
    [{ id: user.id, email: user.email }],
  );
  await page.reload();
  await planRadio(page, 'Professional').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('alert').getByText(MESSAGES.checkoutAuthFailed).waitFor();
  expect(await session(page, 'tempPassword')).toBeNull();
  await page.waitForURL(/\/login$/, { timeout: 5000 });

  // Unconfirmed e-mail address.
  const unconfirmed = await createUser(suite.app.services, { plan: null, confirmed: false });
  await page.goto(`${suite.app.url}/subscription-required`);
  await page.evaluate(
    ([u, pw]) => {
      sessionStorage.setItem('pendingSubscriptionUser', JSON.stringify(u));
      sessionStorage.setItem('tempPassword', pw as string);
    },
    [{ id: unconfirmed.user.id, email: unconfirmed.user.email }, unconfirmed.password],
  );
  await page.reload();
  await planRadio(page, 'Professional').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('alert').getByText(MESSAGES.checkoutEmailNotConfirmed).waitFor();

  await page.goto(`${suite.app.url}/subscription-success`);
  await page.getByText(MESSAGES.paymentInvalidSession).waitFor();
  await page.goto(`${suite.app.url}/subscription-success?session_id=${'x'.repeat(43)}`);
  await page.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor();
  await page.getByText(MESSAGES.paymentInvalidSession).waitFor();
  await page.getByRole('link', { name: 'Back to Login' }).waitFor();

  // A Monthly member without a billing account gets the server's reason from the portal call.
  const { token } = await createUser(suite.app.services, { plan: 'professionalMonthly' });
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await page.getByRole('alert').getByText(BILLING_MESSAGES.noBillingAccount).waitFor();
});

it('lets an admin create, edit and deactivate discount codes', async () => {
  const { token } = await createUser(suite.app.services, { isAdmin: true });
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${suite.app.url}/admin`);
  await page.getByRole('button', { name: 'Discount codes' }).click();
  await page.getByRole('heading', { name: 'Discount codes' }).waitFor();

  await page.getByRole('button', { name: 'New discount code' }).click();
  const form = page.getByRole('dialog', { name: 'New discount code' });
  await form.getByLabel(fieldLabel('Code')).fill('spring25');
  await form.getByLabel(fieldLabel('Description')).fill('Spring campaign');
  await form.getByLabel(fieldLabel('Percentage off')).fill('25');
  await form.getByLabel(fieldLabel('Maximum redemptions')).fill('100');
  await form.getByLabel(fieldLabel('Plan')).selectOption('professional');
  await form.getByRole('button', { name: 'Create Code' }).click();
  await page.getByText('Discount code SPRING25 created.').waitFor();
  const row = page.getByRole('row', { name: /SPRING25/ });
  await row.getByText('25%').waitFor();
  await row.getByText('0 / 100').waitFor();

  await row.getByRole('button', { name: 'Edit SPRING25' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit SPRING25' });
  await edit.getByLabel(fieldLabel('Kind')).selectOption('fixed');
  await edit.getByLabel(fieldLabel('Amount off (EUR)')).fill('50');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Discount code SPRING25 saved.').waitFor();
  await row.getByText('€50.00').waitFor();

  await row.getByRole('button', { name: 'Deactivate SPRING25' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this discount code?' });
  await confirm.getByText('SPRING25 can no longer be used, and stays listed.').waitFor();
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await row.getByText('Inactive').waitFor();
  expect(await confirm.count()).toBe(0);
  const [stored] = await suite.app.db.query("SELECT kind, value, active FROM discount_codes WHERE code = 'SPRING25'");
  expect(stored).toMatchObject({ kind: 'fixed', active: false });
  expect(Number(stored.value)).toBe(5000);
});

/** Serious or critical axe findings on the current page state. */
async function axeFindings(p: Page, where: string): Promise<string[]> {
  const results = await wcagAudit(p).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

it('billing screens have no serious or critical accessibility findings, at 375 px too', async () => {
  const findings: string[] = [];
  await page.goto(`${suite.app.url}/subscription-success`);
  await page.getByText(MESSAGES.paymentInvalidSession).waitFor();
  findings.push(...(await axeFindings(page, 'success without session')));

  const { token } = await createUser(suite.app.services, { plan: 'professionalInsights', isAdmin: false });
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Professional' }).waitFor();
  findings.push(...(await axeFindings(page, 'upgrade modal')));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  findings.push(...(await axeFindings(page, 'subscription tab')));

  await page.goto(`${suite.app.url}/pricing`);
  await page.getByRole('link', { name: 'Upgrade to Professional' }).waitFor();
  findings.push(...(await axeFindings(page, 'pricing (member)')));
  expect(findings).toEqual([]);
});

it('the admin discount code screens have no serious or critical accessibility findings', async () => {
  await createDiscountCode(suite.app.services, { code: 'AXE10', value: 10 });
  const { token } = await createUser(suite.app.services, { isAdmin: true });
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${suite.app.url}/admin`);
  await page.getByRole('button', { name: 'Discount codes' }).click();
  await page.getByRole('row', { name: /AXE10/ }).waitFor();
  const findings = await axeFindings(page, 'discount codes');
  await page.getByRole('button', { name: 'New discount code' }).click();
  await page.getByRole('dialog', { name: 'New discount code' }).waitFor();
  findings.push(...(await axeFindings(page, 'new discount code form')));
  expect(findings).toEqual([]);
});
