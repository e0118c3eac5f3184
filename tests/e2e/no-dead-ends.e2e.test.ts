import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { watchPageErrors } from '../support/browser';
import { createDiscountCode, createUser, latestMailLink } from '../support/factories';
import { browserSuite, fieldLabel, fillRegistration } from '../support/browser-suite';

/** Registration errors in view, the chosen plan surviving a confirmation link opened elsewhere, the payment step asking to sign in. */
const shots = mkdtempSync(path.join(tmpdir(), 'leerpunt-dead-ends-'));

const suite = browserSuite();

/** Iris registers with the given e-mail address. */
const registerAs = (p: Page, email: string) =>
  fillRegistration(p, { firstName: 'Iris', lastName: 'de Boer', email, password: 'Iris-Pass-2026', company: 'De Boer', jobTitle: 'Auditor' });

it.each([[375], [1280]])(
  'at %i px registration errors sit next to their fields, the first invalid one is focused and in view, a summary is announced',
  async (width) => {
    const context = await suite.browser.newContext({ viewport: { width, height: 760 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.app.url}/register`);
    await page.getByLabel(fieldLabel('First name')).fill('Iris');
    await page.getByLabel(fieldLabel('Last name')).fill('de Boer');
    // Scroll to the bottom, as a member who filled in half the form would be, then submit.
    await page.getByRole('button', { name: 'Create Account' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Create Account' }).click();

    const summary = page.getByRole('alert');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Please correct the \d+ fields marked below/);
    const email = page.getByLabel(fieldLabel('Email'));
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
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${suite.app.url}/register`);
  await registerAs(page, 'not-an-email@');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const email = page.getByLabel(fieldLabel('Email'));
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
  const first = await suite.browser.newContext();
  const page = await first.newPage();
  await page.goto(`${suite.app.url}/`);
  await page.getByRole('link', { name: new RegExp(`: ${plan === 'professional' ? 'Professional$' : 'Professional Insights$'}`) }).click();
  await page.waitForURL(new RegExp(`/register\\?plan=${plan}$`));
  await registerAs(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Registration Successful!' }).waitFor();
  const [row] = await suite.app.db.query('SELECT chosen_plan FROM users WHERE email = $1', [email]);
  expect(row.chosen_plan).toBe(plan);
  await first.close();

  // A different browser: no session storage from the registration.
  const second = await suite.browser.newContext();
  const other = await second.newPage();
  const link = await latestMailLink(suite.app.services, email, 'email_confirmation');
  await other.goto(link.replace('http://localhost:0', suite.app.url));
  await other.getByRole('heading', { name: 'Email Confirmed' }).waitFor();
  await other.getByRole('link', { name: next }).waitFor();

  if (plan === 'professional') {
    // The payment step has no account in this browser: it asks to sign in, and signing in continues to the plan chooser.
    // The plan chosen at registration travels with the link, and the tab keeps it through the sign-in.
    await other.getByRole('link', { name: 'Proceed to Payment' }).click();
    await other.waitForURL(/\/subscription-required\?plan=professional$/);
    await other.getByText('Please sign in to choose your plan.').waitFor();
    await other.screenshot({ path: path.join(shots, 'payment-sign-in-first.png'), fullPage: true });
    await other.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    await other.waitForURL(/\/login$/);
    await other.getByLabel(fieldLabel('Email')).fill(email);
    await other.getByLabel(fieldLabel('Password')).fill('Iris-Pass-2026');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.waitForURL(/\/subscription-required$/);
    await other.getByText(email).waitFor();
    expect(await other.getByText('Please sign in to choose your plan.').count()).toBe(0);
    expect(await other.getByRole('radio', { name: /^Professional (€|Free)/ }).isChecked()).toBe(true);
  }
  await second.close();
});

it('a fixed-amount code shows the amount and the percentage it makes', async () => {
  await createDiscountCode(suite.app.services, { code: 'FIXED100', kind: 'fixed', value: 10000 });
  const { token } = await createUser(suite.app.services, { plan: null });
  const context = await suite.browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${suite.app.url}/subscription-required`);
  await page.getByRole('radio', { name: /^Professional €499/ }).check();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('FIXED100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Discount code FIXED100 applied: €100.00 off (20.0 %).').waitFor();
  await context.close();
});
