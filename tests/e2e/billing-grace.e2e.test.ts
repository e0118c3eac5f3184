import path from 'node:path';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { apiClient } from '../support/client';
import { createUser } from '../support/factories';
import { payCheckout, postForm, TEST_CARD } from '../support/sandbox';
import { browserSuite } from '../support/browser-suite';

/** A failed renewal: the banner on every page during the grace period, and paying again with a new card on the sandbox page. */
const suite = browserSuite();

it.each([[375], [1280]])('at %i px a past-due member sees the banner with the deadline and pays again with a new card', async (width) => {
  const api = apiClient(suite.app.url);
  const member = await createUser(suite.app.services, { plan: null });
  const session = await api.post('/api/create-subscription-session', { email: member.user.email, password: member.password, priceId: 'professional' });
  expect((await payCheckout(session.body.checkout_url)).status).toBe(303);
  const login = await api.post('/api/login', { email: member.user.email, password: member.password });
  const token = login.body.access_token as string;
  const portal = await api.post('/api/stripe/create-portal-session', { userId: member.user.id }, token);
  expect((await postForm(`${portal.body.url}/fail`)).status).toBe(303);
  const [row] = await suite.app.db.query('SELECT payment_grace_ends_at AS ends FROM users WHERE id = $1', [member.user.id]);
  const deadline = new Date(row.ends).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  // The library still opens, under the banner.
  await page.goto(`${suite.app.url}/articles`);
  await page.getByRole('heading', { name: 'Articles Library' }).waitFor();
  const banner = page.getByRole('region', { name: 'Payment problem' });
  await banner.getByText(`Update your payment method by ${deadline} to keep access.`).waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `billing-grace-banner-${width}.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Account › Subscription says the same and offers the same button.
  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.getByText('Payment overdue', { exact: true }).waitFor();

  await banner.getByRole('button', { name: 'Update payment method' }).click();
  await page.waitForURL(/\/sandbox\/portal\//);
  await page.getByRole('heading', { name: 'Update card and pay' }).waitFor();
  await page.getByLabel('Card number').fill(TEST_CARD.number);
  await page.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `billing-grace-sandbox-${width}.png`), fullPage: true });
  await page.getByRole('button', { name: /^Pay €499\.00 and update card$/ }).click();
  await page.getByText('Payment received. Your subscription is active again.').waitFor();

  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.getByText('Active', { exact: true }).first().waitFor();
  expect(await banner.count()).toBe(0);
  // The checkout and the retried renewal are both invoiced.
  await page
    .getByRole('button', { name: /^Download invoice \d{4}-\d{6}$/ })
    .nth(1)
    .waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `billing-grace-restored-${width}.png`) });
  await context.close();
  expect(errors).toEqual([]);
});
