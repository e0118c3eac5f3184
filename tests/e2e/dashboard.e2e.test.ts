import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { BrowserContext, Page } from 'playwright-core';
import { ArticleEntity } from '../../server/src/modules/articles/article.entity';
import { NewsItemEntity } from '../../server/src/modules/news/news-item.entity';
import { parseOutsideActivity } from '../../server/src/modules/outside-activities/outside-activities.inputs';
import { PATHS } from '../../server/src/paths';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { PlanId } from '@leerpunt/shared/plans';
import { DISPLAY } from '../../client/src/app/display';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createArticle, createCompletions, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { browserSuite } from '../support/browser-suite';
import { startOpenAiAssistantServer, type OpenAiAssistantServer } from '../support/openai-assistant-server';
import { wcagAudit } from '../support/axe';

const GOING_CONCERN = `## The assessment period

Under ISA 570 the auditor evaluates management's going concern assessment, which covers at least twelve months from the reporting date.

## Material uncertainty

When events cast significant doubt on the entity's ability to continue as a going concern, the auditor considers whether a material uncertainty exists and whether it is adequately disclosed.`;

const LONG_TITLE = 'Scheduled maintenance of the certificate verification service in the night of Saturday';
const LONG_CONTENT =
  'The verification page and the certificate downloads will be unavailable for about thirty minutes while we move them to new servers in the same data centre.';

const suite = browserSuite();
beforeAll(async () => {
  await createArticle(suite.app.services, {
    title: 'Going Concern Assessment for Auditors',
    content: GOING_CONCERN,
    professions: ['Accountant'],
    category: 'Accounting',
    publicationDate: '2025-09-01',
  });
  await createArticle(suite.app.services, {
    title: 'IFRS 16 Lease Accounting',
    professions: ['Accountant'],
    category: 'Finance',
    publicationDate: '2025-08-01',
    pePointsValue: 1.5,
  });
  await createArticle(suite.app.services, {
    title: 'Sepsis Recognition',
    professions: ['Medical Doctor'],
    category: 'Medicine',
    publicationDate: '2025-07-01',
  });
  const news = suite.app.db.getRepository(NewsItemEntity);
  const base = Date.UTC(2026, 0, 10);
  await news.insert([
    { type: 'news', title: 'Oldest item', content: 'Not shown on the dashboard.', createdAt: new Date(base) },
    { type: 'feature', title: 'Filter the library by language', content: 'Choose English, Dutch, German or Spanish.', createdAt: new Date(base + 86_400_000) },
    { type: 'announcement', title: LONG_TITLE, content: LONG_CONTENT, createdAt: new Date(base + 2 * 86_400_000) },
    { type: 'mystery', title: 'Support hours over the holidays', content: 'We answer on weekdays.', createdAt: new Date(base + 3 * 86_400_000) },
  ]);
});

let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let consoleErrors: string[];

async function signIn(token: string, app: TestApp = suite.app, viewport = { width: 1280, height: 900 }) {
  context = await suite.browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.goto(`${app.url}/`);
  await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
}

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context?.close();
});

/** axe-core on the current page: no serious or critical violations. */
async function expectAccessible() {
  const results = await wcagAudit(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

const statValue = (label: string | RegExp) => page.locator('.stat-card', { has: page.locator('.stat-label', { hasText: label }) }).locator('.stat-value');
const now = new Date();
const year = now.getUTCFullYear();
const month = now.getUTCMonth();

async function member(plan: PlanId, extra: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  return createUser(suite.app.services, { plan, firstName: 'Marieke', ...extra });
}

describe('professional member', () => {
  let pro: TestUser;

  beforeAll(async () => {
    pro = await member('professional');
    const [a, b, c, d, e] = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => createArticle(suite.app.services, { title: `History item ${i}`, professions: ['Nurse'] })),
    );
    await createCompletions(suite.app.services, pro.user.id, [
      { articleId: a.id, completedAt: new Date(now.getTime() - 60_000), points: 1 },
      { articleId: b.id, completedAt: new Date(now.getTime() - 120_000), points: 1.5 },
      { articleId: c.id, completedAt: new Date(Date.UTC(year, month - 1, 10, 12)), points: 2 },
      { articleId: d.id, completedAt: new Date(Date.UTC(year - 1, 5, 15, 12)), points: 2 },
      { articleId: e.id, completedAt: new Date(Date.UTC(year - 1, 6, 15, 12)), points: 0.1 },
    ]);
  });

  it('shows stats, history, recommendations, updates and the assistant', async () => {
    await signIn(pro.token);
    await page.getByText(MESSAGES.dashboardTagline).waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome back, Marieke!' }).isVisible()).toBe(true);
    const yearPoints = month > 0 ? 4.5 : 2.5;
    await statValue('Total Points').getByText('6.6').waitFor();
    expect(await statValue('Completed').textContent()).toBe('5');
    expect(await statValue(`${year} Points`).textContent()).toBe(String(yearPoints));
    expect(await statValue('Progress').textContent()).toBe(`${Math.round(yearPoints * 10)}%`);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(Math.round(yearPoints * 10)));
    expect(await page.locator('.pro-badge').count()).toBe(0);
    expect(await page.getByText("You're on Professional Insights").count()).toBe(0);
    expect(await page.locator('.allowance-box').count()).toBe(0);

    // Points History: summary, trend against the previous month, chart and yearly overview.
    const history = page.locator('.points-history');
    await history.getByText(`Points for ${year}`).waitFor();
    expect(await history.locator('.history-summary div', { hasText: 'This Month' }).locator('dd').textContent()).toBe('2.5');
    expect(await history.locator('.trend').textContent()).toBe('▲ Up 25%');
    const current = history.locator('.month-current');
    expect(await current.locator('.sr-only').textContent()).toMatch(new RegExp(`^\\w+ ${year}: 2.5 points, current month$`));
    expect(await current.locator('.month-bar').evaluate((el) => (el as HTMLElement).style.height)).toBe('100%');
    expect(await history.locator('.month-future').count()).toBe(11 - month);
    await history.getByText('2 completions this month').waitFor();
    await history.getByRole('heading', { name: 'Yearly Overview' }).waitFor();
    await history.getByText(`${month > 0 ? 4.5 : 2.5} points · ${month > 0 ? 3 : 2} completed`).waitFor();

    // Recommended: uncompleted articles for an accountant, best first; Latest Updates cut at 60/120.
    const recommended = page.locator('.recommended-list li');
    expect(await recommended.count()).toBe(3);
    expect(await recommended.first().textContent()).toContain('Going Concern Assessment for Auditors');
    expect(await recommended.first().textContent()).toMatch(/(?<!\d)1 PE point(?!s)/);
    const updates = page.locator('.update-item');
    expect(await updates.count()).toBe(LIMITS.latestUpdates);
    expect(await updates.nth(0).locator('.update-title').textContent()).toBe('News: Support hours over the holidays');
    expect(await updates.nth(1).locator('.update-title').textContent()).toBe(`Announcement: ${LONG_TITLE.slice(0, 60).trimEnd()}...`);
    expect(await updates.nth(1).locator('.update-content').textContent()).toBe(`${LONG_CONTENT.slice(0, 120).trimEnd()}...`);
    await page.getByRole('link', { name: 'View All Updates' }).waitFor();
    await page.getByRole('heading', { name: 'AI Assistant' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-professional.png'), fullPage: true });
    await expectAccessible();

    // VIEW PROGRESS moves to Points History.
    await page.getByRole('button', { name: 'VIEW PROGRESS' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'history-title');

    // Last year: every month past; 0.1 of 2 points still gets the 8 % minimum bar.
    await page.getByLabel('Year', { exact: true }).selectOption(String(year - 1));
    await history.getByText(`Points for ${year - 1}`).waitFor();
    await statValue(`${year - 1} Points`).waitFor();
    expect(await history.locator('.month-past').count()).toBe(12);
    const july = history.locator('.month').nth(6);
    expect(await july.locator('.sr-only').textContent()).toBe(`July ${year - 1}: 0.1 points`);
    expect(await july.locator('.month-bar').evaluate((el) => (el as HTMLElement).style.height)).toBe(`${DISPLAY.chartMinBarPercent}%`);

    // A recommendation opens its article.
    await recommended.first().getByRole('link').click();
    await page.waitForURL(/\/article\/\d+$/);
  });

  it('lays out below 768 px', async () => {
    await signIn(pro.token, suite.app, { width: 390, height: 844 });
    await page.locator('.month-current').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-professional-narrow.png'), fullPage: true });
  });

  it('exports the CPD record as CSV and as a printable report', async () => {
    await signIn(pro.token);
    await page.getByLabel('From').fill(`${year - 1}-01-01`);
    await page.getByLabel('To', { exact: true }).fill(`${year}-12-31`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`cpd-record-${year - 1}-01-01-to-${year}-12-31.csv`);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,article,category,points,certificate_id,verification_link,source,provider,hours,study_minutes_recorded,revoked,revocation_reason,body,cycle,reflection',
    );
    expect(lines).toHaveLength(6);
    // No professional body chosen: body and cycle empty, and no reflection written.
    expect(lines[1]).toBe(`${year - 1}-06-15,History item 3,Accounting,2.00,,,Leerpunt,Leerpunt,,,,,,,`);
    await page.getByText('Your CPD record has been downloaded.').waitFor();

    const [report] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open printable report' }).click()]);
    await report.waitForURL(/^blob:/);
    await report.getByRole('heading', { name: 'Continuing Professional Development record' }).waitFor();
    expect(await report.getByText('Total: 5 activities').count()).toBe(1);
    await report.close();

    await page.getByLabel('From').fill(`${year}-12-31`);
    await page.getByLabel('To', { exact: true }).fill(`${year}-01-01`);
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByRole('alert').getByText(MESSAGES.cpdRangeInvalid).waitFor();
  });
});

describe('outside activities in the points chart', () => {
  const today = now.toISOString().slice(0, 10);
  const monthLabel = now.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });

  async function logOutside(who: TestUser, points: number) {
    await suite.app.services.outsideActivities.create(who.user, () =>
      parseOutsideActivity({ kind: 'CONFERENCE', date: today, title: 'Audit congress', provider: 'Royal NBA', category: 'Accounting', hours: 6, points }),
    );
  }

  it('stacks them on the month as a distinct segment with a legend and a text alternative', async () => {
    const pro = await member('professional');
    const article = await createArticle(suite.app.services, { title: 'Chart item', professions: ['Nurse'] });
    await createCompletions(suite.app.services, pro.user.id, [{ articleId: article.id, completedAt: new Date(now.getTime() - 60_000), points: 1 }]);
    await logOutside(pro, 3);
    await signIn(pro.token);
    const history = page.locator('.points-history');
    const current = history.locator('.month-current');
    await current.locator('.month-outside').waitFor();
    expect(await current.locator('.sr-only').textContent()).toBe(
      `${monthLabel} ${year}: 1 point on Leerpunt and 3 points from 1 outside activity, current month`,
    );
    expect(await current.locator('.month-value').textContent()).toBe('4');
    // The tallest month fills the track: 25 % Leerpunt, 75 % outside.
    expect(await current.locator('.month-bar').evaluate((el) => (el as HTMLElement).style.height)).toBe('25%');
    expect(await current.locator('.month-outside').evaluate((el) => (el as HTMLElement).style.height)).toBe('75%');
    const [bar, outside] = await Promise.all([
      current.locator('.month-bar').evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor),
      current.locator('.month-outside').evaluate((el) => getComputedStyle(el).backgroundImage),
    ]);
    expect(outside).toMatch(/repeating-linear-gradient/);
    expect(bar).not.toMatch(/repeating-linear-gradient/);
    expect(await history.locator('figcaption').textContent()).toBe(`PE points per month in ${year}, Leerpunt and outside activities`);
    const legend = history.getByRole('list', { name: 'Legend' });
    expect(await legend.locator('li').allTextContents()).toEqual(['Leerpunt: 1 point', 'Outside activities: 3 points']);
    // Leerpunt's own figures leave the outside points out.
    expect(
      await history
        .locator('.history-summary div', { hasText: `Points for ${year}` })
        .locator('dd')
        .textContent(),
    ).toBe('1');
    await page.locator('.points-history').screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-chart-outside.png') });
    await expectAccessible();

    // A member without outside activities sees no legend.
    await context.close();
    const plain = await member('professional');
    await createCompletions(suite.app.services, plain.user.id, [{ articleId: article.id, completedAt: new Date(now.getTime() - 60_000), points: 1 }]);
    await signIn(plain.token);
    await page.locator('.month-current .month-bar').waitFor();
    expect(await page.locator('.month-outside').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Legend' }).count()).toBe(0);
  });

  it('shows the chart, not the empty state, to a member who has only logged outside activities', async () => {
    const pro = await member('professional');
    await logOutside(pro, 2.5);
    await signIn(pro.token, suite.app, { width: 375, height: 800 });
    const history = page.locator('.points-history');
    await history.locator('.month-current .month-outside').waitFor();
    expect(await history.getByText(MESSAGES.historyEmpty).count()).toBe(0);
    expect(await history.locator('.month-current .sr-only').textContent()).toBe(
      `${monthLabel} ${year}: 0 points on Leerpunt and 2.5 points from 1 outside activity, current month`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

describe('free plan (Professional Insights)', () => {
  it('greys the stats with PRO badges, locks history and assistant, and compares the plans', async () => {
    const free = await member('professionalInsights');
    await signIn(free.token);
    await page.getByRole('heading', { name: "You're on Professional Insights" }).waitFor();
    for (const label of ['Total Points', 'Completed', `${year} Points`]) expect(await statValue(label).textContent()).toBe('0');
    expect(await statValue('Progress').textContent()).toBe('0%');
    expect(await page.locator('.stat-cards .pro-badge').count()).toBe(4);
    await page.getByRole('heading', { name: /Points History/ }).waitFor();
    expect(await page.locator('.points-history').count()).toBe(0);
    await page.getByRole('heading', { name: MESSAGES.aiLockedTitle }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Professional' }).count()).toBe(3);
    expect(await page.locator('.locked-panel a[href="/pricing"]').getAttribute('target')).toBe('_blank');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-free.png'), fullPage: true });

    await page.getByRole('button', { name: 'Learn More' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare plans' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Professional Insights' }).waitFor();
    await expectAccessible();
    await dialog.getByRole('heading', { name: 'Professional', exact: true }).waitFor();
    await dialog.getByText('€499.00').waitFor();
    await dialog.getByText('AI assistant', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL(/\/account\?tab=subscription$/);
  });
});

describe('Professional Monthly', () => {
  it('shows the allowance box and progress but locks the assistant', async () => {
    const monthly = await member('professionalMonthly', { monthsSubscribed: 6 });
    const [a, b] = await Promise.all([0, 1].map((i) => createArticle(suite.app.services, { title: `Monthly item ${i}`, professions: ['Nurse'] })));
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    await createCompletions(suite.app.services, monthly.user.id, [
      { articleId: a.id, completedAt: lastWeek, points: 1, allowanceCharged: 1 },
      { articleId: b.id, completedAt: lastWeek, points: 0.5, allowanceCharged: 0.5 },
    ]);
    await signIn(monthly.token);
    await page.locator('.allowance-box').getByText('1.50 PE USED · 5.50 LEFT').waitFor();
    expect(await statValue('Completed').textContent()).toBe('2');
    expect(await page.locator('.stat-cards .pro-badge').count()).toBe(0);
    await page.locator('.points-history').waitFor();
    await page.getByRole('heading', { name: MESSAGES.aiLockedTitle }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your question' }).count()).toBe(0);
    expect(await page.getByText("You're on Professional Insights").count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-monthly.png'), fullPage: true });
    await expectAccessible();
  });
});

describe('Apollo cache', () => {
  // A pass in the app updates the dashboard from the submit's answer (tests/e2e/assessment.e2e.test.ts); the page
  // itself reads the dashboard once per page load.
  it('serves the stats from the cache on a return visit, and shows a pass made elsewhere after a reload', async () => {
    const pro = await member('professional');
    await signIn(pro.token);
    await statValue('Completed').getByText('0').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const article = await createArticle(suite.app.services, { title: 'Passed elsewhere', professions: ['Nurse'] });
    await createCompletions(suite.app.services, pro.user.id, [{ articleId: article.id, completedAt: new Date(), points: 1.5 }]);
    const dashboardReads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && (r.postDataJSON() as { operationName?: string } | null)?.operationName === 'Dashboard') dashboardReads.push(r.url());
    });
    await page.getByRole('link', { name: 'BROWSE ARTICLES', exact: true }).click();
    await page.waitForURL(/\/articles$/);
    await page.getByRole('link', { name: 'Leerpunt' }).click();
    await statValue('Completed').getByText('0').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(dashboardReads).toEqual([]);
    await page.reload();
    await statValue('Completed').getByText('1').waitFor();
    expect(await statValue('Total Points').textContent()).toBe('1.5');
  });
});

describe('AI assistant (offline, library retrieval)', () => {
  it('validates, answers with source links and keeps the history', async () => {
    const pro = await member('professional');
    await signIn(pro.token);
    const box = page.getByRole('textbox', { name: 'Your question' });
    await page.getByText(`0/${LIMITS.aiQuestionMax}`).waitFor();
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByRole('alert').getByText(MESSAGES.aiEmpty).waitFor();

    await box.fill('x'.repeat(LIMITS.aiQuestionMax + 20));
    expect((await box.inputValue()).length).toBe(LIMITS.aiQuestionMax);
    await page.getByText(`${LIMITS.aiQuestionMax}/${LIMITS.aiQuestionMax}`).waitFor();

    await box.fill('What does the auditor evaluate about going concern?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByRole('article', { name: 'Answer' });
    await answer.getByText('I answer from the Leerpunt library.', { exact: false }).waitFor();
    const source = answer.locator('.answer-sources').getByRole('link', { name: 'Going Concern Assessment for Auditors' });
    expect(await source.getAttribute('href')).toMatch(/^\/article\/\d+$/);
    expect(await box.inputValue()).toBe('');

    const history = page.locator('.assistant-history > ul > li');
    await history.first().waitFor();
    expect(await history.first().locator('.history-question').textContent()).toBe('What does the auditor evaluate about going concern?');
    expect(await history.first().locator('time').getAttribute('datetime')).toBeTruthy();
    await box.fill('How long is the going concern assessment period?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.locator('.answer-question', { hasText: 'How long is the going concern assessment period?' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.assistant-history > ul > li').length === 2);
    await history.nth(1).locator('summary').click();
    await history.nth(1).locator('.answer-sources').getByRole('link').first().waitFor();
    await expectAccessible();

    // History survives a reload (it is kept on the server).
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('.assistant-history > ul > li').length === 2);
  });

  it('shows the spec texts when the answer fails', async () => {
    const pro = await member('professional');
    await signIn(pro.token);
    const box = page.getByRole('textbox', { name: 'Your question' });
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'AskAssistant') return route.continue();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null }),
      });
    });
    await box.fill('What is going concern?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByRole('alert').getByText(MESSAGES.aiFailed).waitFor();

    await page.unroute('**/graphql');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      return body.operationName === 'AskAssistant' ? route.abort('internetdisconnected') : route.continue();
    });
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByRole('alert').getByText(MESSAGES.networkError).waitFor();
    // The browser reports the cut connection itself; nothing else may have been logged.
    consoleErrors = consoleErrors.filter((m) => !m.startsWith('Failed to load resource'));
  });
});

describe('AI assistant (OpenAI adapter against a local server)', () => {
  let openai: OpenAiAssistantServer;
  let app: TestApp;

  beforeAll(async () => {
    openai = await startOpenAiAssistantServer();
    app = await startTestApp({ OPENAI_API_KEY: openai.apiKey, OPENAI_BASE_URL: openai.baseURL });
    await createArticle(app.services, { title: 'Going Concern Assessment for Auditors', content: GOING_CONCERN, professions: ['Accountant'] });
  });
  afterAll(async () => {
    await app?.close();
    await openai?.close();
  });

  it('answers as the tutor and cites the library', async () => {
    const pro = await createUser(app.services, { plan: 'professional', firstName: 'Ruben' });
    await signIn(pro.token, app);
    await page.getByRole('textbox', { name: 'Your question' }).fill('What does the auditor evaluate about going concern?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByRole('article', { name: 'Answer' });
    await answer.getByText('As a tutor I would put it this way', { exact: false }).waitFor();
    const inline = answer.locator('.answer-text').getByRole('link', { name: 'Going Concern Assessment for Auditors' });
    expect(await inline.getAttribute('href')).toMatch(/^\/article\/\d+$/);
    await answer.locator('.answer-sources').getByRole('link', { name: 'Going Concern Assessment for Auditors' }).waitFor();
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0].authorization).toBe(`Bearer ${openai.apiKey}`);
    await page.locator('.assistant-history li').first().waitFor();
  });
});

describe('AI assistant: other-language sources, professional judgement and Request Content', () => {
  let app: TestApp;

  /** A shipped library article with its multilingual keywords, as the content import stores it. */
  async function libraryArticle(slug: string) {
    const { data, content } = matter(readFileSync(path.join(PATHS.content, 'articles', `${slug}.md`), 'utf8'));
    const article = await createArticle(app.services, {
      title: String(data.title),
      category: String(data.category),
      language: String(data.language),
      summary: String(data.summary ?? ''),
      content,
      professions: (data.professions as string[]) ?? [],
    });
    await app.db.getRepository(ArticleEntity).update({ id: article.id }, { keywords: data.keywords as Record<string, string[]> });
    return article;
  }

  beforeAll(async () => {
    app = await startTestApp();
    await libraryArticle('b-datalekken-en-de-meldplicht-onder-de-avg');
    await libraryArticle('a-antimicrobial-stewardship-primary-care');
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['wide', { width: 1280, height: 900 }],
    ['narrow', { width: 375, height: 800 }],
  ])('links the Dutch source of an English question under a notice, and offers Request Content (%s)', async (label, viewport) => {
    const pro = await createUser(app.services, { plan: 'professional', firstName: 'Sanne' });
    await signIn(pro.token, app, viewport);
    const box = page.getByRole('textbox', { name: 'Your question' });
    await box.fill('data breach notification 72 hours');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByRole('article', { name: 'Answer' });
    await answer.getByRole('note').getByText('not legal advice', { exact: false }).waitFor();
    const source = answer.locator('.answer-sources').getByRole('link', { name: 'Datalekken en de meldplicht onder de AVG' });
    expect(await source.getAttribute('href')).toMatch(/^\/article\/\d+$/);
    await answer.getByText('(in Dutch)', { exact: false }).first().waitFor();
    await answer.scrollIntoViewIfNeeded();
    await page.locator('.assistant').screenshot({ path: path.join(SCREENSHOT_DIR, `assistant-sources-${label}.png`) });
    await expectAccessible();

    await box.fill('Who won the football world cup in 2014?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const request = answer.getByRole('link', { name: 'Account → Request Content' });
    await request.waitFor();
    expect(await answer.locator('.answer-sources').count()).toBe(0);
    await page.locator('.assistant').screenshot({ path: path.join(SCREENSHOT_DIR, `assistant-no-match-${label}.png`) });
    await request.click();
    await page.waitForURL(/\/account\?tab=request$/);
    await page.getByRole('heading', { name: 'Request Content' }).waitFor();
  });
});
