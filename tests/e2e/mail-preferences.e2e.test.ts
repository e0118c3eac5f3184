import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

let member: TestUser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

const suite = browserSuite();

beforeAll(async () => {
  member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Noor' });
});

async function open(viewport: { width: number; height: number }, to: string, signedIn = true) {
  context = await suite.browser.newContext({ viewport });
  if (signedIn) await context.addInitScript((value) => window.localStorage.setItem('token', value), member.token);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  await page.goto(`${suite.app.url}${to}`);
}

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context?.close();
});

const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const switchedOff = async () => {
  const rows: Array<{ kind: string }> = await suite.app.db.query('SELECT kind FROM mail_unsubscribes WHERE user_id = $1 ORDER BY kind', [member.user.id]);
  return rows.map((r) => r.kind);
};

it.each([
  [1280, 900],
  [375, 812],
])('a member switches reminder kinds off and on in Account → Profile (%i px)', async (width, height) => {
  await open({ width, height }, '/account?tab=profile');
  const section = page.getByRole('region', { name: 'E-mail notifications' });
  const renewal = section.getByRole('checkbox', { name: /Renewal reminders/ });
  await renewal.waitFor();
  expect(await renewal.isChecked()).toBe(true);
  await renewal.uncheck();
  await section.getByText('Your e-mail choices have been saved.').waitFor();
  expect(await switchedOff()).toEqual(['renewal_upcoming']);
  expect(await noSideways()).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `mail-preferences-${width}.png`) });
  await renewal.check();
  await page.waitForFunction(() => !document.querySelector('.mail-preferences input:disabled'));
  expect(await switchedOff()).toEqual([]);
});

it('the unsubscribe link asks first, then switches the kind off (375 px)', async () => {
  const token = suite.app.services.mailPreferences.token(member.user.id, 'cycle_deadline');
  await open({ width: 375, height: 812 }, `/unsubscribe?token=${token}`, false);
  await page.getByRole('heading', { name: 'Stop sending you CPD deadline reminders?' }).waitFor();
  expect(await switchedOff()).toEqual([]);
  expect(await noSideways()).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'unsubscribe-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('status').getByText('You will no longer receive CPD deadline reminders.').waitFor();
  expect(await switchedOff()).toEqual(['cycle_deadline']);
});
