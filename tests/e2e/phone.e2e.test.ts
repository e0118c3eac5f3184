import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { watchPageErrors } from '../support/browser';
import { createArticle, createCompletions, createDiscountCode, createSampleArticle, createUser } from '../support/factories';
import { browserSuite, PUBLIC_ROUTES } from '../support/browser-suite';

/** Phones (375 px): a menu instead of the tabs, no horizontal overflow on any route, a title per route. */
let articleId: number;
const shots = mkdtempSync(path.join(tmpdir(), 'leerpunt-phone-'));

const suite = browserSuite();
beforeAll(async () => {
  articleId = (await createSampleArticle(suite.app.services, { title: 'Audit sampling under ISA 530: a practical guide for engagement teams' })).id;
  await createArticle(suite.app.services, { title: 'Lease accounting under IFRS 16 with a deliberately long title that wraps', category: 'Finance' });
  await createArticle(suite.app.services, { title: 'Professional ethics', category: 'Law', professions: ['Lawyer'] });
  console.log(`phone screenshots: ${shots}`);
});

const memberRoutes = () => ['/', '/articles', `/article/${articleId}`, '/news', '/help', '/account', '/subscription-required', '/no-such-page'];

const TITLES: Record<string, string> = {
  '/login': 'Sign In · Leerpunt',
  '/register': 'Create Account · Leerpunt',
  '/articles': 'Library · Leerpunt',
  '/news': 'News · Leerpunt',
  '/help': 'Help Center · Leerpunt',
  '/account': 'My Account · Leerpunt',
  '/verify': 'Verify Certificate · Leerpunt',
  '/pricing': 'Pricing · Leerpunt',
};

async function phoneContext(token?: string): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return context;
}

/** Opens each route, records overflow and titles, and saves a full-page screenshot. */
async function walk(page: Page, label: string, routes: string[]): Promise<{ overflow: string[]; titles: Record<string, string> }> {
  const overflow: string[] = [];
  const titles: Record<string, string> = {};
  for (const route of routes) {
    await page.goto(`${suite.app.url}${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(150);
    const { scrollWidth, innerWidth, title } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      title: document.title,
    }));
    if (scrollWidth > innerWidth) overflow.push(`${label} ${route}: ${scrollWidth} > ${innerWidth}`);
    titles[route] = title;
    const name = `${label}${route.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: path.join(shots, name), fullPage: true });
  }
  return { overflow, titles };
}

it('signed-out routes fit 375 px and carry their own title', async () => {
  const context = await phoneContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const { overflow, titles } = await walk(page, 'signed-out', PUBLIC_ROUTES);
  await context.close();
  expect(overflow).toEqual([]);
  expect(errors).toEqual([]);
  for (const [route, title] of Object.entries(TITLES)) if (route in titles) expect(titles[route]).toBe(title);
});

it.each([['professional'], ['professionalMonthly'], ['professionalInsights'], [null], ['admin']] as const)(
  'every route fits 375 px for plan %s',
  async (plan) => {
    const { user, token } = plan === 'admin' ? await createUser(suite.app.services, { isAdmin: true }) : await createUser(suite.app.services, { plan });
    if (plan === 'professional') await createCompletions(suite.app.services, user.id, [{ articleId, completedAt: new Date(), points: 2 }]);
    const context = await phoneContext(token);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const routes = plan === 'admin' ? [...memberRoutes(), '/admin'] : memberRoutes();
    const { overflow, titles } = await walk(page, String(plan), routes);
    await context.close();
    expect(overflow).toEqual([]);
    expect(errors).toEqual([]);
    if (plan === 'professional') {
      expect(titles['/']).toBe('Dashboard · Leerpunt');
      expect(titles['/articles']).toBe('Library · Leerpunt');
      expect(titles[`/article/${articleId}`]).toBe('Article · Leerpunt');
      expect(titles['/no-such-page']).toBe('Page not found · Leerpunt');
    }
  },
);

it('every admin section fits 375 px', async () => {
  const { token } = await createUser(suite.app.services, { isAdmin: true });
  // Sections show their tables only with rows in them.
  await createDiscountCode(suite.app.services, { code: 'PHONE100', kind: 'fixed', value: 100, maxRedemptions: 50, planRestriction: 'professional' });
  const context = await phoneContext(token);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${suite.app.url}/admin`);
  const sections = page.getByRole('navigation', { name: 'Administration sections' }).getByRole('button');
  await sections.first().waitFor();
  const overflow: string[] = [];
  for (let i = 0; i < (await sections.count()); i++) {
    const label = (await sections.nth(i).textContent()) ?? String(i);
    await sections.nth(i).click();
    // Each section's code and data arrive after the click.
    await page.waitForFunction(() => !document.querySelector('.admin .spinner'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(150);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    if (scrollWidth > innerWidth) overflow.push(`admin ${label}: ${scrollWidth} > ${innerWidth}`);
    await page.screenshot({ path: path.join(shots, `admin-${label.replace(/[^a-z0-9]+/gi, '_')}.png`), fullPage: true });
  }
  await context.close();
  expect(overflow).toEqual([]);
  expect(errors).toEqual([]);
});

it('the phone menu is a keyboard-operable disclosure with the tabs, greeting and Logout', async () => {
  const { token } = await createUser(suite.app.services, { plan: 'professional', firstName: 'Noor' });
  const context = await phoneContext(token);
  const page = await context.newPage();
  await page.goto(`${suite.app.url}/articles`);
  const button = page.getByRole('button', { name: 'Menu' });
  await button.waitFor();
  // The desktop tabs and Logout are not shown at this width.
  expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  const panelId = await button.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();

  await button.focus();
  await page.keyboard.press('Enter');
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  const panel = page.locator(`#${panelId}`);
  expect(await panel.isVisible()).toBe(true);
  // Focus moves to the first entry of the menu.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Library');
  await panel.getByRole('link', { name: 'Account of Noor' }).waitFor();
  await panel.getByRole('button', { name: 'Logout' }).waitFor();
  await page.screenshot({ path: path.join(shots, 'menu-open.png') });

  // Escape closes and gives focus back to the button.
  await page.keyboard.press('Escape');
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  expect(await panel.isVisible()).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(panelId);

  // Following a menu entry navigates and closes the menu.
  await button.click();
  await panel.getByRole('link', { name: 'News' }).click();
  await page.waitForURL(/\/news$/);
  await page.waitForFunction(() => document.querySelector('[aria-controls="site-menu"]')?.getAttribute('aria-expanded') === 'false');
  expect(await panel.isVisible()).toBe(false);

  // Logout from the menu goes to / (SPEC §2).
  await button.click();
  await panel.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Get Started Today' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});

it('admins find an Admin link in the top bar and in the phone menu; members do not', async () => {
  const admin = await createUser(suite.app.services, { isAdmin: true });
  const member = await createUser(suite.app.services, { plan: 'professional' });
  for (const [who, token] of [
    ['admin', admin.token],
    ['member', member.token],
  ] as const) {
    const wide = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await wide.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await wide.newPage();
    await page.goto(`${suite.app.url}/articles`);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Library' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(who === 'admin' ? 1 : 0);
    if (who === 'admin') {
      await nav.getByRole('link', { name: 'Admin' }).click();
      await page.waitForURL(/\/admin$/);
      // The route's code arrives after the URL changes; its title follows with it.
      await page.waitForFunction(() => document.title === 'Admin · Leerpunt', undefined, { timeout: 10000 }).catch(() => undefined);
      expect(await page.title()).toBe('Admin · Leerpunt');
    }
    await wide.close();
  }
  const phone = await phoneContext(admin.token);
  const page = await phone.newPage();
  await page.goto(`${suite.app.url}/articles`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#site-menu').getByRole('link', { name: 'Admin' }).waitFor();
  await phone.close();
});

it('at 1280 px the tabs show and the menu button does not', async () => {
  const { token } = await createUser(suite.app.services, { plan: 'professional' });
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${suite.app.url}/articles`);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Library' }).waitFor();
  expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  await page.screenshot({ path: path.join(shots, 'desktop-articles.png') });
  await context.close();
});
