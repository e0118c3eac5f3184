import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@leerpunt/shared/messages';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createArticles, createCompletions, createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

let member: TestUser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

const suite = browserSuite();
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Noor', profession: 'Lawyer' });
  const [done] = await createArticles(suite.app.services, 1, () => ({ title: 'Appeals in civil procedure', category: 'Law', professions: ['Lawyer'] }));
  await createArticles(suite.app.services, 3, (i) => ({
    title: `Demo item on tenancy law ${i + 1}`,
    category: 'Law',
    professions: ['Lawyer'],
    pePointsValue: 2,
  }));
  await createCompletions(suite.app.services, member.user.id, [{ articleId: done, completedAt: new Date(Date.UTC(year, 0, 2, 10)), points: 3 }]);
});

async function open(viewport: { width: number; height: number }, to = '/') {
  context = await suite.browser.newContext({ viewport });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), member.token);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  await page.goto(`${suite.app.url}${to}`);
}

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context?.close();
});

const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

it('a member chooses bodies in Account → Profile, sees a card per body on the dashboard and writes a missing reflection (1280 px)', async () => {
  await open({ width: 1280, height: 900 });
  const empty = page.locator('section.cpd-card', { hasText: 'Your professional body' });
  await empty.waitFor();
  await empty.getByRole('link', { name: 'Choose your professional body' }).click();

  const form = page.locator('form#professional-bodies');
  await form.getByRole('heading', { name: 'Professional bodies' }).waitFor();
  await form.getByLabel(/Nederlandse orde van advocaten/).check();
  await form.getByLabel(/Engineering Council/).check();
  await form.getByLabel(/RGS re-registration/).check();
  // A body whose cycle starts in the member's own year asks for that year.
  await form.getByLabel('Year your current cycle started').fill(String(year - 1));
  await form.getByLabel(/RGS re-registration/).uncheck();
  await form.getByRole('button', { name: 'Save professional bodies' }).click();
  await form.getByText('Professional bodies saved.', { exact: false }).waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'cpd-profiles-account-1280.png'), fullPage: true });

  await page.goto(`${suite.app.url}/`);
  const nova = page.locator('section.cpd-card', { hasText: 'Nederlandse orde van advocaten' });
  await nova.getByText('3 of 20').waitFor();
  await nova.getByText(`Cycle ${year}`).waitFor();
  await nova.getByText(/At least 20 opleidingspunten a year: 17 still to earn this year/).waitFor();
  await nova.getByText('Legal subjects relevant to your practice: 3 of 10 (not yet met)').waitFor();
  expect(await nova.locator('.cpd-status').textContent()).toMatch(/On track|Behind/);
  // Items in the member's profession that would close the gap link to the reader.
  expect(await nova.getByRole('link', { name: /Demo item on tenancy law/ }).count()).toBeGreaterThan(0);

  const engc = page.locator('section.cpd-card', { hasText: 'Engineering Council' });
  await engc.getByText('No hour target', { exact: true }).waitFor();
  await engc.getByText('1 entry lacks a reflection').waitFor();
  await engc.getByRole('button', { name: 'Add reflection' }).click();
  const reflection = engc.getByRole('form', { name: 'Reflection on Appeals in civil procedure' });
  await reflection.getByRole('button', { name: 'Save reflection' }).click();
  await reflection.getByText(MESSAGES.reflectionEmpty).waitFor();
  await reflection.getByLabel('What I learned').fill('Which decisions can be appealed, and the time limits.');
  await reflection.getByLabel('How I will apply it').fill('Check the appeal deadline on intake of every new file.');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'cpd-profiles-dashboard-1280.png'), fullPage: true });
  await reflection.getByRole('button', { name: 'Save reflection' }).click();
  await engc.getByText('Every entry of this cycle has a reflection.').waitFor();
  await engc.getByText('Reflection saved for “Appeals in civil procedure”.').waitFor();
  expect(await noSideways()).toBe(true);
});

it('shows the cards on a phone without sideways scrolling (375 px)', async () => {
  await open({ width: 375, height: 800 });
  const nova = page.locator('section.cpd-card', { hasText: 'Nederlandse orde van advocaten' });
  await nova.getByText('3 of 20').waitFor();
  await nova.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'cpd-profiles-dashboard-375.png'), fullPage: true });
  expect(await noSideways()).toBe(true);
  await page.goto(`${suite.app.url}/account?tab=profile`);
  await page
    .locator('form#professional-bodies')
    .getByLabel(/Nederlandse orde van advocaten/)
    .waitFor();
  expect(
    await page
      .locator('form#professional-bodies')
      .getByLabel(/Nederlandse orde van advocaten/)
      .isChecked(),
  ).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'cpd-profiles-account-375.png'), fullPage: true });
  expect(await noSideways()).toBe(true);
});
