import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@leerpunt/shared/messages';
import { launchBrowser, SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createUser, latestMailLink } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let browser: Browser;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});
beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
});
afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

/** Matches a form label exactly, with or without the required-field asterisk. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);

const email = `browser-${Date.now()}@example.test`;
const password = 'Browser-Pass-2026';

async function fillRegistration(p: Page, overrides: { acceptTerms?: boolean } = {}) {
  await p.getByLabel(label('First name')).fill('Bram');
  await p.getByLabel(label('Last name')).fill('Willems');
  await p.getByLabel(label('Email')).fill(email);
  await p.getByLabel(label('Password')).fill(password);
  await p.getByLabel(label('Confirm password')).fill(password);
  await p.getByLabel(label('Profession')).selectOption('Accountant');
  await p.getByLabel(label('Company')).fill('Willems & Co');
  await p.getByLabel(label('Job title')).fill('Controller');
  await p.getByLabel(label('Country')).selectOption('Netherlands');
  await p.getByLabel(label('Address')).fill('Stationsplein 1, Utrec');
  await p
    .getByRole('option', { name: /^Utrecht, Utrecht, Netherlands/ })
    .first()
    .click();
  await p.getByLabel(label('Postal code')).fill('3511 CE');
  await p.getByLabel(label('Phone')).fill('612345678');
  await p.getByLabel(/Privacy Policy/).check();
  if (overrides.acceptTerms !== false) await p.getByLabel(/Terms of Service/).check();
}

it('registers, confirms from the outbox, signs in, signs out and resets the password', async () => {
  await page.goto(`${t.url}/register`);
  await fillRegistration(page, { acceptTerms: false });
  await expect(page.getByLabel(label('City')).inputValue()).resolves.toBe('Utrecht');
  await expect(page.getByLabel(label('State/Province')).inputValue()).resolves.toBe('Utrecht');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(MESSAGES.acceptTerms).waitFor();
  await page.getByLabel(/Terms of Service/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Registration Successful!' }).waitFor();

  // Follow the confirmation link from the outbox.
  const confirmLink = await latestMailLink(t.services, email, 'email_confirmation');
  await page.goto(confirmLink.replace('http://localhost:0', t.url));
  await page.getByRole('heading', { name: 'Email Confirmed' }).waitFor();

  // No plan yet: sign-in leads to the plan chooser (402 subscription_required).
  await page.goto(`${t.url}/login`);
  await page.getByLabel(label('Email')).fill(email);
  await page.getByLabel(label('Password')).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/subscription-required$/);
  expect(await page.evaluate(() => sessionStorage.getItem('tempPassword'))).toBe(password);

  // Give the account a plan, sign in, see the shell, sign out.
  await t.db.query("UPDATE users SET subscription_status = 'active', subscription_plan = 'professional' WHERE email = $1", [email]);
  await page.goto(`${t.url}/login`);
  await page.getByLabel(label('Email')).fill(email);
  await page.getByLabel(label('Password')).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).waitFor();
  await page.getByRole('link', { name: /Account of Bram/ }).waitFor();
  const sessionToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(sessionToken).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Get Started Today' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Logout also ended the token on the server: a copy of it no longer works.
  let refused = false;
  for (let i = 0; i < 50 && !refused; i++) {
    refused = (await fetch(`${t.url}/api/profile`, { headers: { authorization: `Bearer ${sessionToken}` } })).status === 401;
    if (!refused) await new Promise((r) => setTimeout(r, 100));
  }
  expect(refused).toBe(true);

  // Forgot password → mail → reset → sign in with the new password.
  await page.goto(`${t.url}/login`);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel(label('Email')).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  const resetLink = await latestMailLink(t.services, email, 'password_reset');
  await page.goto(resetLink.replace('http://localhost:0', t.url));
  await page.getByLabel(label('New password')).fill('short');
  await page.getByLabel(label('Confirm new password')).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText(MESSAGES.passwordTooShort).waitFor();
  await page.getByLabel(label('New password')).fill('Fresh-Password-99');
  await page.getByLabel(label('Confirm new password')).fill('Fresh-Password-99');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('heading', { name: 'Password Reset' }).waitFor();
  await page.waitForURL(/\/login$/, { timeout: 10000 });
  await page.getByLabel(label('Email')).fill(email);
  await page.getByLabel(label('Password')).fill('Fresh-Password-99');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: /Account of Bram/ }).waitFor();
});

it('shows the spec texts for a wrong password and gates content for visitors', async () => {
  await page.goto(`${t.url}/articles`);
  await page.waitForURL(/\/login$/);
  await page.getByLabel(label('Email')).fill('nobody@example.test');
  await page.getByLabel(label('Password')).fill('whatever-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('alert').getByText('Invalid credentials').waitFor();
});

it.each([
  ['375', { width: 375, height: 800 }],
  ['1280', { width: 1280, height: 900 }],
])('offers Resend Confirmation when the address is not confirmed yet, and sends it (%s px)', async (width, viewport) => {
  const { user, password: typed } = await createUser(t.services, { confirmed: false, plan: null });
  await page.setViewportSize(viewport);
  await page.goto(`${t.url}/login`);
  await page.getByLabel(label('Email')).fill(user.email);
  await page.getByLabel(label('Password')).fill(typed);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('alert').getByText('Email not confirmed. Please check your inbox for the confirmation link.').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `login-email-not-confirmed-${width}.png`), fullPage: true });
  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: 'Resend Confirmation' }).click();
  await expect(alerted).resolves.toBe(MESSAGES.resendSuccess);
  expect(await latestMailLink(t.services, user.email, 'email_confirmation')).toMatch(/\/confirm\//);
});

it('shows Subscription Required on content pages for a member without access, at 375 px too', async () => {
  const { token } = await createUser(t.services, { plan: null });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${t.url}/news?token=${token}`);
  await page.waitForURL(/\/$|\/subscription-required$/);
  await page.goto(`${t.url}/news`);
  await page.getByRole('heading', { name: MESSAGES.subscriptionRequired }).waitFor();
  await page.getByText('You need an active subscription to access news').waitFor();
  await page.getByRole('link', { name: MESSAGES.choosePlan }).click();
  await page.waitForURL(/\/subscription-required$/);
});
