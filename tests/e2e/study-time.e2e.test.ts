import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createSampleArticle, createUser } from '../support/factories';

// A tenth of the item's reading and video minutes: an item of 10 study minutes asks for 5 seconds before its test.
const suite = browserSuite({ MIN_STUDY_SHARE: '0.1' });

let pageErrors: string[];

async function openPage(token: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  return page;
}

/** Makes the page report itself hidden or visible, as switching tabs does, and tells it so. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    if (s === 'hidden') Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    else delete (document as unknown as Record<string, unknown>).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

beforeEach(() => {
  pageErrors = [];
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

it('shows how much study remains, keeps the test closed until then, and starts it once studied', async () => {
  const member = await createUser(suite.app.services);
  const article = await createSampleArticle(suite.app.services, { studyMinutes: 10 });
  const page = await openPage(member.token, 1280);
  const beats: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('RecordStudy')) beats.push(Date.now());
  });
  await page.goto(`${suite.app.url}/article/${article.id}`);
  const notice = page.getByRole('region', { name: 'Your study time' });
  await notice.getByText('Study this item for another 1 minute before starting the test.').waitFor();
  await notice.getByText('0 min recorded while this page was open · 1 min needed before the test').waitFor();
  expect(beats.length).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'study-notice-1280.png'), fullPage: false });

  // Start Test says what remains instead of opening a test the server would refuse.
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.locator('.test-lock-note').getByText('Study this item for another 1 minute before starting the test.').waitFor();
  expect(new URL(page.url()).pathname).toBe(`/article/${article.id}`);

  // Reading on; hiding the page sends the beat that closes the stretch, and the server credits the time that passed.
  await page.waitForTimeout(5500);
  await setVisibility(page, 'hidden');
  await notice.getByText('You have studied enough to start the test.').waitFor();
  // The note under Start Test goes with the time that was left.
  await page
    .locator('.test-lock-note')
    .getByText(/Study this item/)
    .waitFor({ state: 'detached' });
  await setVisibility(page, 'visible');
  const meter = notice.getByRole('progressbar', { name: 'Study before the test' });
  expect(await meter.getAttribute('aria-valuenow')).toBe('100');
  const [row] = await suite.app.db.query('SELECT seconds FROM study_time WHERE user_id = $1 AND article_id = $2', [member.user.id, article.id]);
  expect(Number(row.seconds)).toBeGreaterThanOrEqual(5);

  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.waitForURL(`${suite.app.url}/test/${article.id}`);
  await page.getByRole('heading', { name: 'Certification Test' }).waitFor();
  await page.getByRole('radio').first().waitFor();
  await page.context().close();
});

it('lays the notice out on a phone', async () => {
  const member = await createUser(suite.app.services);
  const article = await createSampleArticle(suite.app.services, { studyMinutes: 40 });
  const page = await openPage(member.token, 375);
  await page.goto(`${suite.app.url}/article/${article.id}`);
  const notice = page.getByRole('region', { name: 'Your study time' });
  await notice.getByText('Study this item for another 4 minutes before starting the test.').waitFor();
  const box = await notice.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'study-notice-375.png'), fullPage: false });
  await page.context().close();
});
