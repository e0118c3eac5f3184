import type { Page } from 'playwright-core';
import { createUser } from '../support/factories';
import { browserSuite, PUBLIC_ROUTES } from '../support/browser-suite';
import { auditRoute } from '../support/axe';

/** axe-core on every route, signed out and for each plan: no serious or critical violations. */

const suite = browserSuite();

const MEMBER_ROUTES = ['/', '/articles', '/news', '/help', '/account', '/subscription-required'];

const audit = (page: Page, route: string) => auditRoute(page, suite.app.url, route);

it('signed-out pages have no serious or critical violations', async () => {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  for (const route of PUBLIC_ROUTES) violations.push(...(await audit(page, route)));
  await context.close();
  expect(violations).toEqual([]);
});

it.each([['professional'], ['professionalMonthly'], ['professionalInsights'], [null]] as const)(
  'pages for plan %s have no serious or critical violations',
  async (plan) => {
    const { token } = await createUser(suite.app.services, { plan });
    const context = await suite.browser.newContext();
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const violations: string[] = [];
    for (const route of MEMBER_ROUTES) violations.push(...(await audit(page, route)));
    await context.close();
    expect(violations).toEqual([]);
  },
);
