import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/** axe-core on every route, signed out and for each plan: no serious or critical violations. */
let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const PUBLIC_ROUTES = [
  '/',
  '/home',
  '/login',
  '/register',
  '/verify',
  '/pricing',
  '/subscription-required',
  '/subscription-cancelled',
  '/reset-password/invalid-token',
  '/confirm/invalid-token',
];
const MEMBER_ROUTES = ['/', '/articles', '/news', '/help', '/account', '/subscription-required'];

async function audit(page: Page, route: string): Promise<string[]> {
  await page.goto(`${t.url}${route}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${route}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

it('signed-out pages have no serious or critical violations', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  for (const route of PUBLIC_ROUTES) violations.push(...(await audit(page, route)));
  await context.close();
  expect(violations).toEqual([]);
});

it.each([['professional'], ['professionalMonthly'], ['professionalInsights'], [null]] as const)(
  'pages for plan %s have no serious or critical violations',
  async (plan) => {
    const { token } = await createUser(t.services, { plan });
    const context = await browser.newContext();
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const violations: string[] = [];
    for (const route of MEMBER_ROUTES) violations.push(...(await audit(page, route)));
    await context.close();
    expect(violations).toEqual([]);
  },
);
