import path from 'node:path';
import type { Page } from 'playwright-core';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey, wrongAnswers } from '../support/assessment';
import { SCREENSHOT_DIR } from '../support/browser';
import { apiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

/**
 * What a member sees stays true and says why: a revoked certificate is flagged and out of the totals, a locked
 * Start Test says why and what to do, a test without attempts left cannot be started, and a mistyped
 * certificate id on /verify gets a sentence a member understands. Each at a phone's and a desktop's width.
 */
const suite = browserSuite();
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

let pageErrors: string[];
let pages: Page[];
beforeEach(() => {
  pageErrors = [];
  pages = [];
});
afterEach(async () => {
  for (const p of pages) await p.context().close();
  expect(pageErrors).toEqual([]);
});

async function openPage(token: string | null, viewport: { width: number; height: number }): Promise<Page> {
  const context = await suite.browser.newContext({ viewport });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('dialog', (d) => {
    pageErrors.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  pages.push(page);
  return page;
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });

async function pass(member: TestUser, overrides: Parameters<typeof createSampleArticle>[1]) {
  const api = apiClient(suite.app.url);
  const article = await createSampleArticle(suite.app.services, overrides);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(suite.app.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  return res.body.certificate_id as string;
}

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  it('flags a revoked certificate on the dashboard and in Account › Certificates, with its points out of the totals', async () => {
    const member = await createUser(suite.app.services, { firstName: 'Sanne' });
    await pass(member, { title: 'Materiality in Group Audits', pePointsValue: 1.5 });
    const revoked = await pass(member, { title: 'Revenue Recognition under IFRS 15', pePointsValue: 2 });
    const admin = await createUser(suite.app.services, { plan: null, isAdmin: true });
    await suite.app.services.certificates.revoke(admin.user, () => ({ certificateId: revoked, reason: 'The test was taken on another member’s behalf' }));

    const page = await openPage(member.token, viewport);
    await page.goto(`${suite.app.url}/`);
    const notice = page.getByRole('region', { name: 'A certificate was revoked' });
    await notice.waitFor();
    await notice.getByText('Revenue Recognition under IFRS 15').waitFor();
    await notice.getByText('Reason: The test was taken on another member’s behalf').waitFor();
    await notice.getByText('their points are not part of your totals').waitFor();
    // Only the certificate that stands counts.
    const total = page.locator('.stat-card', { hasText: 'Total Points' });
    await total.getByText('1.5', { exact: true }).waitFor();
    await page.locator('.stat-card', { hasText: 'Completed' }).getByText('1', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'records-revoked-dashboard', viewport.width);

    await notice.getByRole('link', { name: 'Your certificates' }).click();
    await page.waitForURL(/\/account\?tab=certificates$/);
    const card = page.locator('.certificate-card', { hasText: 'Revenue Recognition under IFRS 15' });
    await card.getByText('Revoked: The test was taken on another member’s behalf').waitFor();
    await card.getByText('not counted in your totals').waitFor();
    expect(await card.getByRole('button', { name: /Download Certificate/ }).count()).toBe(0);
    expect(await card.getByText(/Credential/).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await shot(page, 'records-revoked-certificates', viewport.width);
  });

  it('says why a Monthly member’s test is locked, when it unlocks and how to upgrade', async () => {
    // Subscribed this month: 1.00 PE of allowance, against an item worth 1.2.
    const member = await createUser(suite.app.services, { plan: 'professionalMonthly', monthsSubscribed: 0 });
    const article = await createSampleArticle(suite.app.services, { title: `Audit Sampling for Monthly Members ${viewport.width}`, pePointsValue: 1.2 });
    const next = new Date(member.user.subscriptionStartedAt!);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const nextText = next.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

    const page = await openPage(member.token, viewport);
    await page.goto(`${suite.app.url}/article/${article.id}`);
    const start = page.getByRole('button', { name: /Start Test/ });
    await start.waitFor();
    expect(await start.getAttribute('aria-disabled')).toBe('true');
    // The reason is on screen before anything is pressed.
    const note = page.locator('.test-lock-note');
    await note.getByText(MESSAGES.testAllowanceTooLow).waitFor();
    await note.getByText('This test needs 1.20 PE and you have 1.00 PE left.').waitFor();
    await note.getByText(`Your next point arrives on ${nextText}; then this test unlocks.`).waitFor();
    const upgrade = note.getByRole('link', { name: 'Upgrade to Professional' });
    expect(await upgrade.getAttribute('href')).toBe('/account?tab=subscription');
    expect(await start.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    // Pressing the lock takes the member to what they can do.
    // aria-disabled keeps it focusable and clickable.
    await start.click({ force: true });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Upgrade to Professional');
    await expectNoSidewaysScroll(page);
    await shot(page, 'records-locked-monthly-reader', viewport.width);

    await page.goto(`${suite.app.url}/articles`);
    const card = page.locator('.article-card', { hasText: `Audit Sampling for Monthly Members ${viewport.width}` });
    await card.getByText(`Needs 1.20 PE, 1.00 left; next point on ${nextText}.`).waitFor();
    expect(await card.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/account?tab=subscription');
    await expectNoSidewaysScroll(page);
  });

  it('says why an Insights member’s test is locked and offers the upgrade', async () => {
    const member = await createUser(suite.app.services, { plan: 'professionalInsights' });
    const article = await createSampleArticle(suite.app.services, { title: `Audit Sampling for Insights Members ${viewport.width}` });
    const page = await openPage(member.token, viewport);
    await page.goto(`${suite.app.url}/article/${article.id}`);
    const note = page.locator('.test-lock-note');
    await note.getByText(MESSAGES.testNotIncluded).waitFor();
    expect(await note.getByRole('link', { name: 'See upgrade options' }).getAttribute('href')).toBe('/account?tab=subscription');
    await expectNoSidewaysScroll(page);
    await shot(page, 'records-locked-insights-reader', viewport.width);

    await page.goto(`${suite.app.url}/articles`);
    const card = page.locator('.article-card', { hasText: `Audit Sampling for Insights Members ${viewport.width}` });
    await card.getByText('Tests come with Professional Monthly and Professional.').waitFor();
    await card.getByRole('link', { name: 'Upgrade' }).waitFor();
    await expectNoSidewaysScroll(page);
  });

  it('disables Start Test with the reason once no attempts are left, and does not ask for another try', async () => {
    const member = await createUser(suite.app.services, { plan: 'professional' });
    const article = await createSampleArticle(suite.app.services, { title: `Audit Sampling, Three Tries ${viewport.width}` });
    const api = apiClient(suite.app.url);
    const base = `/api/users/${member.user.id}/articles/${article.id}`;
    for (let i = 0; i < LIMITS.maxTestAttempts - 1; i++) {
      await api.post(`${base}/start-test`, {}, member.token);
      const key = await answerKey(suite.app.db, member.user.id, article.id);
      expect((await api.post(`${base}/submit-test`, { answers: wrongAnswers(key) }, member.token)).body.passed).toBe(false);
    }
    // The last attempt fails in the browser.
    await api.post(`${base}/start-test`, {}, member.token);
    const key = await answerKey(suite.app.db, member.user.id, article.id);
    const wrong = wrongAnswers(key);
    const page = await openPage(member.token, viewport);
    await page.goto(`${suite.app.url}/test/${article.id}`);
    const total = Object.keys(wrong).length;
    for (let i = 0; i < total; i++) {
      await page.getByText(`Question ${i + 1} of ${total}`, { exact: true }).waitFor();
      const name = (await page.getByRole('radio').first().getAttribute('name'))!;
      const questionId = /^question-(\d+)$/.exec(name)![1];
      await page.getByRole('radio', { name: new RegExp(`^${wrong[questionId]}\\. `) }).check();
      await page.getByRole('button', { name: i < total - 1 ? 'Next' : 'Submit Test' }).click();
    }
    await page.getByRole('heading', { name: 'Test Results' }).waitFor();
    await page.getByText(`Attempts remaining: 0 / ${LIMITS.maxTestAttempts}`).waitFor();
    await page.getByText(`A score of ${LIMITS.passPercentage}% is required to pass.`, { exact: true }).waitFor();
    expect(await page.getByText('Please try again').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retake Test' }).count()).toBe(0);

    await page.goto(`${suite.app.url}/article/${article.id}`);
    await page.getByText(`Attempts left: 0/${LIMITS.maxTestAttempts}`).waitFor();
    const start = page.getByRole('button', { name: /Start Test/ });
    expect(await start.isDisabled()).toBe(true);
    const note = page.locator('.test-lock-note');
    await note.getByText(`You have used all ${LIMITS.maxTestAttempts} attempts for this test.`).waitFor();
    expect(await note.getByRole('link', { name: 'Ask us in the Help Center' }).getAttribute('href')).toBe('/help');
    await expectNoSidewaysScroll(page);
    await shot(page, 'records-no-attempts-reader', viewport.width);

    await page.goto(`${suite.app.url}/articles`);
    const card = page.locator('.article-card', { hasText: `Audit Sampling, Three Tries ${viewport.width}` });
    expect(await card.getByRole('button', { name: /Start Test/ }).isDisabled()).toBe(true);
    await card.getByText('No attempts left.').waitFor();
  });

  it('tells a visitor who mistyped a certificate id what an id looks like, in the single and the bulk check', async () => {
    const page = await openPage(null, viewport);
    await page.goto(`${suite.app.url}/verify?certificate_id=CERT-12345`);
    await page.getByText(MESSAGES.certificateIdInvalid).waitFor();
    expect(await page.getByText(/certificate_id/).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await shot(page, 'records-verify-typo', viewport.width);

    await page.goto(`${suite.app.url}/verify`);
    await page.getByLabel(/Certificate ID/).fill('01J9Z3K8Q4M7N2P5R6S8T0V1W');
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await page.getByText(MESSAGES.certificateIdInvalid).waitFor();

    await page.goto(`${suite.app.url}/verify?mode=bulk`);
    await page.locator('textarea').fill('01J9Z3K8Q4M7N2P5R6S8T0V1W');
    await page.getByRole('button', { name: 'Verify All' }).click();
    await page.getByText(MESSAGES.certificateIdInvalid).first().waitFor();
    expect(await page.getByText(/certificate_id/).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await shot(page, 'records-verify-bulk-typo', viewport.width);
  });
});
