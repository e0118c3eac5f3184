import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { createDiscountCode, createUser, latestMailLink } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/** Registration errors in view, the chosen plan surviving a confirmation link opened elsewhere, the payment step asking to sign in. */
let t: TestApp;
let browser: Browser;
const shots = mkdtempSync(path.join(tmpdir(), 'leerpunt-dead-ends-'));

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);

async function fillRegistration(p: Page, email: string) {
  await p.getByLabel(label('First name')).fill('Iris');
  await p.getByLabel(label('Last name')).fill('de Boer');
  await p.getByLabel(label('Email')).fill(email);
  await p.getByLabel(label('Password')).fill('Iris-Pass-2026');
  await p.getByLabel(label('Confirm password')).fill('Iris-Pass-2026');
  await p.getByLabel(label('Profession')).selectOption('Accountant');
  await p.getByLabel(label('Company')).fill('De Boer');
  await p.getByLabel(label('Job title')).fill('Auditor');
  await p.getByLabel(label('Country')).selectOption('Netherlands');
  await p.getByLabel(label('Address')).fill('Damrak 1');
  await p.getByLabel(label('City')).fill('Amsterdam');
  await p.getByLabel(label('State/Province')).fill('North Holland');
  await p.getByLabel(label('Postal code')).fill('1012 LG');
  await p.getByLabel(label('Phone')).fill('612345678');
  await p.getByLabel(/Privacy Policy/).check();
  await p.getByLabel(/Terms of Service/).check();
}

it.each([[375], [1280]])(
  'at %i px registration errors sit next to their fields, the first invalid one is focused and in view, a summary is announced',
  async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 760 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${t.url}/register`);
    await page.getByLabel(label('First name')).fill('Iris');
    await page.getByLabel(label('Last name')).fill('de Boer');
    // Scroll to the bottom, as a member who filled in half the form would be, then submit.
    await page.getByRole('button', { name: 'Create Account' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Create Account' }).click();

    const summary = page.getByRole('alert');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Please correct the \d+ fields marked below/);
    const email = page.getByLabel(label('Email'));
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // The message is tied to the field and the field is in the viewport.
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const message = await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText();
    expect(message).toBe('Email is required');
    const box = await email.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 760).toBe(true);
    expect(await page.getByText(/You must accept the Terms/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, `register-errors-${width}.png`) });

    // Fixing a field clears its message.
    await email.fill('iris@example.test');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await context.close();
    expect(errors).toEqual([]);
  },
);

it('a server-side field error lands on its field too', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${t.url}/register`);
  await fillRegistration(page, 'not-an-email@');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const email = page.getByLabel(label('Email'));
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.getByRole('alert').getByText('Please correct the field marked below.').waitFor();
  await context.close();
});

it.each([
  ['professionalInsights', 'Continue to Login'],
  ['professional', 'Proceed to Payment'],
] as const)('the plan %s chosen before registering decides the next step when the link is opened in another browser', async (plan, next) => {
  const email = `plan-${plan.toLowerCase()}-${Date.now()}@example.test`;
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(`${t.url}/`);
  await page.getByRole('link', { name: new RegExp(`: ${plan === 'professional' ? 'Professional$' : 'Professional Insights$'}`) }).click();
  await page.waitForURL(new RegExp(`/register\\?plan=${plan}$`));
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Registration Successful!' }).waitFor();
  const [row] = await t.db.query('SELECT chosen_plan FROM users WHERE email = $1', [email]);
  expect(row.chosen_plan).toBe(plan);
  await first.close();

  // A different browser: no session storage from the registration.
  const second = await browser.newContext();
  const other = await second.newPage();
  const link = await latestMailLink(t.services, email, 'email_confirmation');
  await other.goto(link.replace('http://localhost:0', t.url));
  await other.getByRole('heading', { name: 'Email Confirmed' }).waitFor();
  await other.getByRole('link', { name: next }).waitFor();

  if (plan === 'professional') {
    // The payment step has no account in this browser: it asks to sign in, and signing in continues to the plan chooser.
    await other.getByRole('link', { name: 'Proceed to Payment' }).click();
    await other.waitForURL(/\/subscription-required$/);
    await other.getByText('Please sign in to choose your plan.').waitFor();
    await other.screenshot({ path: path.join(shots, 'payment-sign-in-first.png'), fullPage: true });
    await other.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    await other.waitForURL(/\/login$/);
    await other.getByLabel(label('Email')).fill(email);
    await other.getByLabel(label('Password')).fill('Iris-Pass-2026');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.waitForURL(/\/subscription-required$/);
    await other.getByText(email).waitFor();
    expect(await other.getByText('Please sign in to choose your plan.').count()).toBe(0);
  }
  await second.close();
});

it('a fixed-amount code shows the amount and the percentage it makes', async () => {
  await createDiscountCode(t.services, { code: 'FIXED100', kind: 'fixed', value: 10000 });
  const { token } = await createUser(t.services, { plan: null });
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${t.url}/subscription-required`);
  await page.getByRole('radio', { name: /^Professional €499/ }).check();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('FIXED100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Discount code FIXED100 applied: €100.00 off (20.0 %).').waitFor();
  await context.close();
});
