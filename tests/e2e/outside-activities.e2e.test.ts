import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createArticles, createCompletions, createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';
import { wcagAudit } from '../support/axe';

const PDF = Buffer.from('%PDF-1.4\n% certificate of attendance\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let member: TestUser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

const suite = browserSuite();
beforeAll(async () => {
  member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Olga' });
  const [articleId] = await createArticles(suite.app.services, 1, () => ({ title: 'Going concern', category: 'Accounting' }));
  const thisYear = new Date();
  await createCompletions(suite.app.services, member.user.id, [
    { articleId, completedAt: new Date(Date.UTC(thisYear.getUTCFullYear(), 0, 1, 10)), points: 1.5 },
  ]);
});

async function open(viewport: { width: number; height: number }) {
  context = await suite.browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), member.token);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  await page.goto(`${suite.app.url}/`);
  await page.getByRole('heading', { name: 'Outside activities' }).waitFor();
}

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context?.close();
});

const section = () => page.locator('section.outside-activities');

it('adds an activity with an evidence file, shows it in the totals, edits, downloads and deletes it', async () => {
  await open({ width: 1280, height: 900 });
  const year = new Date().getFullYear();
  const yearCard = page.locator('.stat-card', { hasText: `${year} Points` });
  await yearCard.getByText('1.5', { exact: true }).waitFor();

  await section().getByRole('button', { name: 'Add activity' }).click();
  const form = section().locator('form');
  // Errors sit next to their fields and the first invalid field gets focus; what was typed stays.
  await form.getByLabel('Title').fill('Annual Audit Congress');
  await form.getByRole('button', { name: 'Add activity' }).click();
  await form.locator('.field-invalid', { hasText: MESSAGES.outsideKindInvalid }).waitFor();
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.getAttribute('name') === 'kind');
  expect(await form.getByLabel('Title').inputValue()).toBe('Annual Audit Congress');

  await form.getByLabel('Kind').selectOption({ label: 'Conference' });
  await form.getByLabel('Provider').fill('Royal NBA');
  await form.getByLabel('Category').fill('Accounting');
  await form.getByLabel('Hours').fill('6,5');
  await form.getByLabel('Points').fill('6');
  // A file over the limit is refused in the browser, next to the file field.
  await form
    .getByLabel('Evidence file')
    .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(LIMITS.evidenceMaxBytes + 1, 0x25) });
  await form.locator('.field-invalid', { hasText: MESSAGES.evidenceTooLarge }).waitFor();
  await form.getByRole('button', { name: 'Add activity' }).click();
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.getAttribute('name') === 'evidence');
  // A server-side refusal (a text file named .pdf) shows next to the field too, and the activity is kept for editing.
  await form.getByLabel('Evidence file').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
  await form.getByRole('button', { name: 'Add activity' }).click();
  await form.locator('.field-invalid', { hasText: MESSAGES.evidenceTypeInvalid }).waitFor();
  await form.getByRole('heading', { name: 'Edit outside activity' }).waitFor();
  expect(await form.getByLabel('Provider').inputValue()).toBe('Royal NBA');

  await form.getByLabel('Evidence file').setInputFiles({ name: 'attendance certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'outside-activities-form-1280.png'), fullPage: true });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await section().getByText('Outside activity updated.').waitFor();

  const item = section().locator('.outside-item', { hasText: 'Annual Audit Congress' });
  await item.getByText('6 outside points').waitFor();
  await item.getByText('6.5 hours').waitFor();
  await yearCard.getByText('Leerpunt 1.5 + outside 6 = 7.5 in all').waitFor();
  expect(await yearCard.locator('.stat-value').textContent()).toBe('1.5');
  await page.locator('.stat-card', { hasText: 'Total Points' }).getByText('plus 6 outside').waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: /attendance certificate\.pdf/ }).click()]);
  expect(download.suggestedFilename()).toBe('attendance certificate.pdf');
  expect(readFileSync(await download.path()).equals(PDF)).toBe(true);

  const results = await wcagAudit(page).include('section.outside-activities').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'outside-activities-list-1280.png'), fullPage: true });

  // Edit: the points change, so does the total.
  await item.getByRole('button', { name: 'Edit Annual Audit Congress' }).click();
  await form.getByLabel('Points').fill('4');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await yearCard.getByText('Leerpunt 1.5 + outside 4 = 5.5 in all').waitFor();

  // The CPD export lists it apart from the completion.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines.some((l) => l.endsWith(',Outside (Conference),Royal NBA,6.50,,,,,,') && l.includes('Annual Audit Congress,Accounting,4.00'))).toBe(true);

  // Delete asks first; Cancel keeps it.
  await item.getByRole('button', { name: 'Delete Annual Audit Congress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete outside activity?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await item.waitFor();
  await item.getByRole('button', { name: 'Delete Annual Audit Congress' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await section().getByText('Outside activity deleted.').waitFor();
  await section().getByText('No outside activities yet.').waitFor();
  await yearCard.locator('.stat-outside').waitFor({ state: 'detached' });
});

it('fits a 375 px phone with the form open and an activity listed', async () => {
  await suite.app.services.outsideActivities.create(member.user, () => ({
    kind: 'E_LEARNING',
    date: new Date().toISOString().slice(0, 10),
    title: 'Data analytics for auditors: a very long course title that has to wrap on a phone screen',
    provider: 'Coursera',
    category: 'Technology',
    hours: 4.5,
    points: 4,
  }));
  await open({ width: 375, height: 812 });
  await section().locator('.outside-item').first().waitFor();
  await section().getByRole('button', { name: 'Add activity' }).click();
  await section().locator('form').getByLabel('Kind').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await section().screenshot({ path: path.join(SCREENSHOT_DIR, 'outside-activities-375.png') });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'outside-activities-page-375.png'), fullPage: true });
});

it('shows the member how much of their evidence storage they use, at 1280 and 375 px', async () => {
  const holder = await createUser(suite.app.services, { plan: 'professionalMonthly', firstName: 'Pieter' });
  const headers = { authorization: `Bearer ${holder.token}` };
  for (const [title, size] of [
    ['Audit quality seminar', 1536 * 1024],
    ['IFRS 16 leases update', 2048 * 1024],
  ] as const) {
    const res = await fetch(`${suite.app.url}/api/outside-activities`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'COURSE', date: '2025-05-20', title, provider: 'NBA Academy', category: 'Accounting', hours: 4, points: 4 }),
    });
    const { id } = (await res.json()) as { id: string };
    const file = Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const up = await fetch(`${suite.app.url}/api/outside-activities/${id}/evidence?filename=certificate.pdf`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/pdf' },
      body: new Uint8Array(file),
    });
    expect(up.status).toBe(200);
  }
  for (const width of [1280, 375]) {
    context = await suite.browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('token', value), holder.token);
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
    await page.goto(`${suite.app.url}/`);
    const usage = section().locator('.evidence-usage');
    await usage.getByText('Evidence storage: 3.5 MB of 100 MB used').waitFor();
    // The bar shows the share used and stays inside the section.
    const [bar, fill] = await Promise.all([usage.locator('.evidence-usage-bar').boundingBox(), usage.locator('.evidence-usage-bar span').boundingBox()]);
    expect(fill!.width / bar!.width).toBeCloseTo(0.035, 2);
    expect(await section().evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await section().screenshot({ path: path.join(SCREENSHOT_DIR, `outside-activities-usage-${width}.png`) });
    expect(pageErrors).toEqual([]);
    await context.close();
  }
});
