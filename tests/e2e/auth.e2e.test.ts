import path from 'node:path';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@leerpunt/shared/messages';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createUser, latestMailLink } from '../support/factories';
import { browserSuite, fieldLabel, fillRegistration } from '../support/browser-suite';

let page: Page;
let pageErrors: string[];

const suite = browserSuite();
beforeEach(async () => {
  const context = await suite.browser.newContext();
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
});
afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

const email = `browser-${Date.now()}@example.test`;
const password = 'Browser-Pass-2026';

const registrant = { firstName: 'Bram', lastName: 'Willems', email, password, company: 'Willems & Co', jobTitle: 'Controller' };

it('registers, confirms from the outbox, signs in, signs out and resets the password', async () => {
  await page.goto(`${suite.app.url}/register`);
  await fillRegistration(page, registrant, { acceptTerms: false });
  await expect(page.getByLabel(fieldLabel('City')).inputValue()).resolves.toBe('Utrecht');
  await expect(page.getByLabel(fieldLabel('State/Province')).inputValue()).resolves.toBe('Utrecht');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(MESSAGES.acceptTerms).waitFor();
  await page.getByLabel(/Terms of Service/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Registration Successful!' }).waitFor();

  // Follow the confirmation link from the outbox.
  const confirmLink = await latestMailLink(suite.app.services, email, 'email_confirmation');
  await page.goto(confirmLink.replace('http://localhost:0', suite.app.url));
  await page.getByRole('heading', { name: 'Email Confirmed' }).waitFor();

  // No plan yet: sign-in leads to the plan chooser (402 subscription_required).
  await page.goto(`${suite.app.url}/login`);
  await page.getByLabel(fieldLabel('Email')).fill(email);
  await page.getByLabel(fieldLabel('Password')).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/subscription-required$/);
  expect(await page.evaluate(() => sessionStorage.getItem('tempPassword'))).toBe(password);

  // Give the account a plan, sign in, see the shell, sign out.
  await suite.app.db.query("UPDATE users SET subscription_status = 'active', subscription_plan = 'professional' WHERE email = $1", [email]);
  await page.goto(`${suite.app.url}/login`);
  await page.getByLabel(fieldLabel('Email')).fill(email);
  await page.getByLabel(fieldLabel('Password')).fill(password);
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
    refused = (await fetch(`${suite.app.url}/api/profile`, { headers: { authorization: `Bearer ${sessionToken}` } })).status === 401;
    if (!refused) await new Promise((r) => setTimeout(r, 100));
  }
  expect(refused).toBe(true);

  // Forgot password → mail → reset → sign in with the new password.
  await page.goto(`${suite.app.url}/login`);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel(fieldLabel('Email')).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  const resetLink = await latestMailLink(suite.app.services, email, 'password_reset');
  await page.goto(resetLink.replace('http://localhost:0', suite.app.url));
  await page.getByLabel(fieldLabel('New password')).fill('short');
  await page.getByLabel(fieldLabel('Confirm new password')).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText(MESSAGES.passwordTooShort).waitFor();
  await page.getByLabel(fieldLabel('New password')).fill('Fresh-Password-99');
  await page.getByLabel(fieldLabel('Confirm new password')).fill('Fresh-Password-99');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('heading', { name: 'Password Reset' }).waitFor();
  await page.waitForURL(/\/login$/, { timeout: 10000 });
  await page.getByLabel(fieldLabel('Email')).fill(email);
  await page.getByLabel(fieldLabel('Password')).fill('Fresh-Password-99');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: /Account of Bram/ }).waitFor();
});

it('shows the spec texts for a wrong password and gates content for visitors', async () => {
  await page.goto(`${suite.app.url}/articles`);
  await page.waitForURL(/\/login$/);
  await page.getByLabel(fieldLabel('Email')).fill('nobody@example.test');
  await page.getByLabel(fieldLabel('Password')).fill('whatever-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('alert').getByText('Invalid credentials').waitFor();
});

it.each([
  ['375', { width: 375, height: 800 }],
  ['1280', { width: 1280, height: 900 }],
])('offers Resend Confirmation when the address is not confirmed yet, and sends it (%s px)', async (width, viewport) => {
  const { user, password: typed } = await createUser(suite.app.services, { confirmed: false, plan: null });
  await page.setViewportSize(viewport);
  await page.goto(`${suite.app.url}/login`);
  await page.getByLabel(fieldLabel('Email')).fill(user.email);
  await page.getByLabel(fieldLabel('Password')).fill(typed);
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
  expect(await latestMailLink(suite.app.services, user.email, 'email_confirmation')).toMatch(/\/confirm\//);
});

it('shows Subscription Required on content pages for a member without access, at 375 px too', async () => {
  const { token } = await createUser(suite.app.services, { plan: null });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${suite.app.url}/news?token=${token}`);
  await page.waitForURL(/\/$|\/subscription-required$/);
  await page.goto(`${suite.app.url}/news`);
  await page.getByRole('heading', { name: MESSAGES.subscriptionRequired }).waitFor();
  await page.getByText('You need an active subscription to access news').waitFor();
  await page.getByRole('link', { name: MESSAGES.choosePlan }).click();
  await page.waitForURL(/\/subscription-required$/);
});

const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['375', { width: 375, height: 800 }],
  ['1280', { width: 1280, height: 900 }],
];

describe('a session handed over in the address (SPEC §2, §4: stored, profile loaded, then / replacing history)', () => {
  it.each(VIEWPORTS)('a member token on /help ends on the dashboard, rendered for that member (%s px)', async (width, viewport) => {
    const { token } = await createUser(suite.app.services, { plan: 'professional', firstName: 'Femke' });
    await page.setViewportSize(viewport);
    await page.goto(`${suite.app.url}/home`);
    await page.getByRole('link', { name: 'Get Started Today' }).waitFor();
    await page.goto(`${suite.app.url}/help?token=${token}`);
    await page.getByRole('heading', { name: 'Welcome back, Femke!' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    expect(await page.getByRole('heading', { name: 'Help Center' }).count()).toBe(0);
    // The greeting of the top bar (folded into the menu on a phone) names the member.
    await expect(page.locator('a.greeting').first().textContent()).resolves.toContain('Femke');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `handover-token-${width}.png`), fullPage: true });
    // The handover's entry was replaced: back goes to the page before it.
    await page.goBack();
    await page.waitForURL(`${suite.app.url}/home`);
  });

  it('a member token of a member without a plan ends on the plan chooser', async () => {
    const { token } = await createUser(suite.app.services, { plan: null, firstName: 'Gijs' });
    await page.goto(`${suite.app.url}/articles?token=${token}`);
    await page.getByRole('heading', { name: 'Choose Your Subscription Plan' }).waitFor();
    expect(page.url()).toBe(`${suite.app.url}/subscription-required`);
    expect(await page.getByRole('heading', { name: MESSAGES.subscriptionRequired }).count()).toBe(0);
  });

  it.each(VIEWPORTS)("an admin's handover on /news ends on the dashboard as that admin, with the Admin tab (%s px)", async (width, viewport) => {
    const { user, token } = await createUser(suite.app.services, { plan: null, isAdmin: true, firstName: 'Ilse' });
    await page.setViewportSize(viewport);
    const userData = encodeURIComponent(JSON.stringify({ id: user.id, email: user.email }));
    await page.goto(`${suite.app.url}/news?admin_token=${token}&user_data=${userData}`);
    await page.getByRole('heading', { name: 'Welcome back, Ilse!' }).waitFor();
    expect(page.url()).toBe(`${suite.app.url}/`);
    expect(await page.getByRole('heading', { name: 'News and Updates' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    if (viewport.width >= 768) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
    else {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).waitFor();
    }
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `handover-admin-${width}.png`), fullPage: true });
  });

  it("refuses a member's token as an admin handover: the alert, no session, and no token left in the address", async () => {
    const { user, token } = await createUser(suite.app.services, { plan: 'professional' });
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.goto(`${suite.app.url}/verify?admin_token=${token}&user_data=${encodeURIComponent(JSON.stringify({ id: user.id }))}`);
    await expect(alerted).resolves.toBe(MESSAGES.adminDenied);
    await page.getByRole('heading', { name: 'Certificate Verification' }).waitFor();
    expect(page.url()).toBe(`${suite.app.url}/verify`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

it.each(VIEWPORTS)('shows the no-token state on /reset-password without a token to a visitor (%s px)', async (width, viewport) => {
  await page.setViewportSize(viewport);
  await page.goto(`${suite.app.url}/reset-password`);
  await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
  await page.getByText(MESSAGES.resetNoToken, { exact: true }).waitFor();
  expect(page.url()).toBe(`${suite.app.url}/reset-password`);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `reset-password-no-token-${width}.png`), fullPage: true });
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await page.waitForURL(/\/login$/);
});

it.each([
  ['375', { width: 375, height: 800 }],
  ['1280', { width: 1280, height: 900 }],
])('the confirmation page keeps the plan chosen at registration through sign-in to the plan chooser (%s px)', async (width, viewport) => {
  await page.setViewportSize(viewport);
  const who = { ...registrant, email: `plan-${width}-${Date.now()}@example.test` };
  await page.goto(`${suite.app.url}/register?plan=professionalMonthly`);
  await page.getByText('Chosen plan:').waitFor();
  await fillRegistration(page, who);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Registration Successful!' }).waitFor();

  // The mail's link opens in a new tab: nothing of the registration is left in this tab's storage.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto((await latestMailLink(suite.app.services, who.email, 'email_confirmation')).replace('http://localhost:0', suite.app.url));
  await page.getByRole('heading', { name: 'Email Confirmed' }).waitFor();
  await page.getByText('Your chosen plan: Professional Monthly. Sign in and pay to start learning.').waitFor();
  // The two actions sit apart, on one row or stacked.
  const pay = (await page.getByRole('link', { name: 'Proceed to Payment' }).boundingBox())!;
  const signIn = (await page.getByRole('link', { name: 'Sign In' }).last().boundingBox())!;
  const apart = signIn.x >= pay.x + pay.width + 8 || signIn.y >= pay.y + pay.height + 8;
  expect(apart).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `confirm-chosen-plan-${width}.png`), fullPage: true });

  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
  await page.getByText('Please sign in to choose your plan.').waitFor();
  await page.goto(`${suite.app.url}/login`);
  await page.getByLabel(fieldLabel('Email')).fill(who.email);
  await page.getByLabel(fieldLabel('Password')).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/subscription-required/);
  await page.getByRole('heading', { name: 'Choose Your Subscription Plan' }).waitFor();
  expect(await page.getByRole('radio', { name: /^Professional Monthly / }).isChecked()).toBe(true);
});
