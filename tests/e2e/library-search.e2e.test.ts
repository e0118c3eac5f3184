import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { TIMINGS } from '../../client/src/app/timings';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { apiClient } from '../support/client';
import { createArticle, createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let member: TestUser;
let admin: TestUser;
let depreciationId: number;

const suite = browserSuite();
beforeAll(async () => {
  member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Mila' });
  admin = await createUser(suite.app.services, { isAdmin: true, firstName: 'Ada' });
  const api = apiClient(suite.app.url);
  const depreciation = await createArticle(suite.app.services, {
    title: 'Depreciation of fixed assets',
    summary: '- Straight-line and declining-balance methods\n- Residual values',
    content: 'Depreciation spreads the cost of an asset over its useful life.',
    publicationDate: '2023-01-10',
  });
  depreciationId = depreciation.id;
  await createArticle(suite.app.services, {
    title: 'Lease accounting under IFRS 16',
    summary: '- Right-of-use assets',
    content: 'The lessee recognises depreciation of the right-of-use asset and interest on the lease liability.',
    publicationDate: '2025-01-10',
  });
  await createArticle(suite.app.services, {
    title: 'Going concern',
    summary: '- Management assessment',
    content: 'Twelve months ahead.',
    publicationDate: '2025-02-01',
  });
  const ratings: Array<[number, string | null, boolean]> = [
    [5, 'Clear worked examples of both methods.', false],
    [4, 'Would like a section on impairment.', true],
  ];
  for (const [rating, comment, anonymous] of ratings) {
    const rater = await createUser(suite.app.services, { firstName: `Rater${rating}` });
    expect((await api.post(`/api/articles/${depreciationId}/feedback`, { rating, comment, is_anonymous: anonymous }, rater.token)).status).toBe(201);
  }
});

async function openAs(who: TestUser, width = 1280) {
  context = await suite.browser.newContext({ timezoneId: 'Europe/Amsterdam', locale: 'en-GB', viewport: { width, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('token', token), who.token);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
}

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context?.close();
});

/** The search texts the library asked the server for, in order. */
function watchSearches(p: Page): Array<string | null> {
  const searches: Array<string | null> = [];
  p.on('request', (r) => {
    if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
    const body = r.postDataJSON() as { operationName?: string; variables?: { search?: string | null } } | null;
    if (body?.operationName === 'Library') searches.push(body.variables?.search ?? null);
  });
  return searches;
}

const cardTitles = () => page.locator('.article-card h2 .title-text').allTextContents();

async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
}

const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `library-search-${name}.png`), fullPage: true });

describe('library search', () => {
  it('searches 300 ms after the last keystroke and shows ranked, highlighted results with ratings', async () => {
    await openAs(member);
    const searches = watchSearches(page);
    await page.goto(`${suite.app.url}/articles`);
    await page.getByRole('heading', { level: 1, name: 'Articles Library' }).waitFor();
    await eventually(async () => (await cardTitles()).length, 3);

    const box = page.getByRole('searchbox', { name: 'Search' });
    // Typed faster than the debounce: no request until the typing stops. The page's own clock says when each
    // keystroke landed; a keystroke that lands a debounce after the one before it (a busy machine) lets the text
    // typed so far be searched, which is the debounce working, so only those texts may be searched early.
    await box.evaluate((el) => {
      const inputs: Array<[number, string]> = [];
      (window as unknown as { typed: typeof inputs }).typed = inputs;
      el.addEventListener('input', () => inputs.push([performance.now(), (el as HTMLInputElement).value]));
    });
    await box.pressSequentially('depreciation', { delay: 40 });
    await page.waitForTimeout(TIMINGS.searchDebounceMs / 2);
    const typed = await page.evaluate(() => [...(window as unknown as { typed: Array<[number, string]> }).typed, [performance.now(), ''] as [number, string]]);
    const paused = typed.filter(([at], i) => i + 1 < typed.length && typed[i + 1][0] - at >= TIMINGS.searchDebounceMs).map(([, text]) => text);
    const early = searches.filter((s) => s);
    expect(early.filter((text) => !paused.includes(text!))).toEqual([]);
    await eventually(cardTitles, ['Depreciation of fixed assets', 'Lease accounting under IFRS 16']);
    expect(searches.filter((s) => s)).toEqual(early.includes('depreciation') ? early : [...early, 'depreciation']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('depreciation');
    await expectSelectValue('Sort By', 'RELEVANCE');

    const first = page.locator('.article-card').first();
    await expect(first.locator('h2 mark').allTextContents()).resolves.toEqual(['Depreciation']);
    const lease = page.locator('.article-card').nth(1);
    await expect(lease.locator('.search-snippet mark').allTextContents()).resolves.toEqual(['depreciation']);
    await expect(lease.locator('.search-snippet').textContent()).resolves.toContain('recognises depreciation of the right-of-use asset');
    // A summary match is marked in the summary itself.
    await box.fill('residual');
    await eventually(cardTitles, ['Depreciation of fixed assets']);
    await expect(page.locator('.article-card-summary li mark').allTextContents()).resolves.toEqual(['Residual']);
    await box.fill('depreciation');
    await eventually(cardTitles, ['Depreciation of fixed assets', 'Lease accounting under IFRS 16']);

    // Ratings on the cards: the average and count, or none yet.
    await expect(first.getByRole('img', { name: 'Rated 4.5 out of 5 by 2 ratings' }).isVisible()).resolves.toBe(true);
    await expect(lease.getByText('No ratings yet').isVisible()).resolves.toBe(true);
    await shot('1280');

    // Filters combine with the search.
    await page.getByLabel('Language').selectOption('English');
    await eventually(cardTitles, ['Depreciation of fixed assets', 'Lease accounting under IFRS 16']);

    // Nothing found: a helpful empty state that clears the search.
    await box.fill('xylophone');
    await page.getByText('No results for “xylophone”.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await eventually(async () => (await cardTitles()).length, 3);
    await expect(box.inputValue()).resolves.toBe('');
  });

  it('shows the rating in the reader, and a phone layout without overflow', async () => {
    await openAs(member, 375);
    await page.goto(`${suite.app.url}/articles?q=depreciation`);
    await eventually(cardTitles, ['Depreciation of fixed assets', 'Lease accounting under IFRS 16']);
    await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('depreciation');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot('375');

    await page.getByRole('link', { name: 'Start Reading: Depreciation of fixed assets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Depreciation of fixed assets' }).waitFor();
    await expect(page.locator('.reader-head').getByRole('img', { name: 'Rated 4.5 out of 5 by 2 ratings' }).isVisible()).resolves.toBe(true);
  });

  it('lets an admin read the comments on an item, newest first', async () => {
    await openAs(admin);
    await page.goto(`${suite.app.url}/admin`);
    await page.getByRole('button', { name: 'Feedback on Depreciation of fixed assets' }).click();
    await page.getByRole('heading', { name: 'Feedback: Depreciation of fixed assets' }).waitFor();
    const entries = page.locator('.feedback-entry');
    await eventually(() => entries.count(), 2);
    await expect(entries.nth(0).textContent()).resolves.toContain('Would like a section on impairment.');
    await expect(entries.nth(0).textContent()).resolves.toContain('Anonymous');
    await expect(entries.nth(1).textContent()).resolves.toContain('Clear worked examples of both methods.');
    await expect(entries.nth(1).textContent()).resolves.toContain('Rater5');
    await expect(page.getByText('2 entries, newest first').isVisible()).resolves.toBe(true);
    await shot('admin-feedback');
  });
});

async function expectSelectValue(label: string, value: string) {
  await expect(page.getByLabel(label).inputValue()).resolves.toBe(value);
}
