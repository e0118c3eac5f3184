import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { LIMITS } from '@leerpunt/shared/limits';
import { MEMBER_MESSAGES } from '@leerpunt/shared/members';
import { DEMO_ACCOUNTS } from '../../server/src/seed/demo-accounts';
import { seedDemoAccounts } from '../../server/src/seed/seed';
import { answerKey, wrongAnswers } from '../support/assessment';
import { apiClient } from '../support/client';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';
import { browserSuite, fieldLabel } from '../support/browser-suite';
import { wcagAudit } from '../support/axe';

/** The admin members page, as the demo admin uses it: find a member, grant attempts, resend a confirmation. */
let smtp: { port: number; received: ReceivedMail[]; close: () => Promise<void> };
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let failing: TestUser;
let unconfirmed: TestUser;
let articleTitle: string;

const demoAdmin = DEMO_ACCOUNTS.find((a) => a.isAdmin)!;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
const suite = browserSuite(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }));
beforeAll(async () => {
  await seedDemoAccounts(suite.app.services);

  // A member who used up the three attempts at one item.
  failing = await createUser(suite.app.services, { firstName: 'Noor', lastName: 'Verhoeven', plan: 'professional' });
  const article = await createSampleArticle(suite.app.services);
  articleTitle = article.title;
  const api = apiClient(suite.app.url);
  for (let i = 0; i < LIMITS.maxTestAttempts; i++) {
    await api.post(`/api/users/${failing.user.id}/articles/${article.id}/start-test`, {}, failing.token);
    const answers = wrongAnswers(await answerKey(suite.app.db, failing.user.id, article.id));
    await api.post(`/api/users/${failing.user.id}/articles/${article.id}/submit-test`, { answers }, failing.token);
  }
  unconfirmed = await createUser(suite.app.services, {
    firstName: 'Sem',
    lastName: 'de Boer',
    email: 'sem.deboer@practice.example',
    confirmed: false,
    plan: null,
  });
  // Enough members with one name for a second page.
  for (let i = 0; i < 23; i++)
    await createUser(suite.app.services, { firstName: `Lotte${i}`, lastName: 'Mulder', plan: i % 2 ? 'professionalMonthly' : 'professional' });
});
afterAll(async () => {
  await smtp?.close();
});
afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context?.close();
});

async function signInAsDemoAdmin(viewport: { width: number; height: number }) {
  context = await suite.browser.newContext({ viewport });
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  await page.goto(`${suite.app.url}/login`);
  await page.getByLabel(fieldLabel('Email')).fill(demoAdmin.email);
  await page.getByLabel(fieldLabel('Password')).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${suite.app.url}/admin`);
  await page.getByRole('button', { name: 'Members', exact: true }).click();
  await page.getByRole('heading', { name: 'Members', level: 2 }).waitFor();
}

const search = () => page.getByLabel('Search by name or e-mail');
const results = () => page.getByRole('list', { name: 'Members found' });
const detail = () => page.locator('section.member-detail');
const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** A full-page screenshot from the top, so the sticky top bar sits where it belongs. */
async function screenshot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
}

it('finds a member, grants extra attempts with a reason, and resends a confirmation e-mail', async () => {
  await signInAsDemoAdmin({ width: 1280, height: 900 });
  await page
    .getByRole('status')
    .filter({ hasText: /members$/ })
    .waitFor();
  await screenshot('admin-members-list-1280.png');

  // Search (debounced) by part of the name, in another case.
  await search().fill('VERHOE');
  await results()
    .getByRole('button', { name: /Noor Verhoeven/ })
    .click();
  await detail().getByRole('heading', { name: 'Noor Verhoeven' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'member-detail-title');
  const row = detail().getByRole('row', { name: new RegExp(articleTitle) });
  await row.getByText('No attempts left').waitFor();
  // The member's evidence storage and outside activities, against the limits every member has.
  await detail().locator('.member-facts div', { hasText: 'Evidence storage' }).getByText('0 MB of 100 MB used').waitFor();
  await detail().locator('.member-facts div', { hasText: 'Outside activities' }).getByText('0 of 1000').waitFor();

  // A reason is required: the error sits next to its field, which gets focus.
  const form = detail().locator('form.member-grant-form');
  await form.getByLabel(fieldLabel('Extra attempts')).fill('2');
  await form.getByRole('button', { name: 'Grant attempts' }).click();
  await form.locator('.field-invalid', { hasText: MEMBER_MESSAGES.grantReasonLength }).waitFor();
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.getAttribute('name') === 'reason');
  await form.getByLabel(fieldLabel('Reason')).fill('Connection dropped during the third attempt');
  await form.getByRole('button', { name: 'Grant attempts' }).click();
  await form.getByText(`2 attempts granted for ${articleTitle}.`).waitFor();
  await row.getByText('Not passed yet').waitFor();
  expect(await row.locator('td[data-label="Extra"]').innerText()).toBe('+2');
  expect(await row.locator('td[data-label="Left"]').innerText()).toBe('2');
  await detail().getByText('By Ada Admin').waitFor();
  await detail().getByText('Connection dropped during the third attempt').waitFor();
  await screenshot('admin-members-grant-1280.png');

  // Find the unconfirmed member by e-mail and resend the confirmation.
  await search().fill('sem.deboer@');
  await results()
    .getByRole('button', { name: /Sem de Boer/ })
    .click();
  await detail().getByRole('heading', { name: 'Sem de Boer' }).waitFor();
  await detail().getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await detail().getByText(MEMBER_MESSAGES.resent(unconfirmed.user.email)).waitFor();
  await suite.app.services.mail.flush();
  const mails = smtp.received.filter((m) => m.to.includes(unconfirmed.user.email));
  expect(mails).toHaveLength(1);
  const [entry] = await suite.app.db.query(`SELECT admin_email, action FROM admin_audit_log WHERE target_user_id = $1`, [unconfirmed.user.id]);
  expect(entry).toEqual({ admin_email: demoAdmin.email, action: 'resend_confirmation' });

  // Closing the details returns focus to the member in the list.
  await detail().getByRole('button', { name: /Close/ }).click();
  await page.waitForFunction(() => document.activeElement?.classList.contains('member-row') === true);

  const axe = await wcagAudit(page).include('.members-admin').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

it('filters by plan and status, pages with Load more, and fits a 375 px phone', async () => {
  await signInAsDemoAdmin({ width: 375, height: 800 });
  await search().fill('mulder');
  await page.getByText('Showing 20 of 23 members').waitFor();
  await page.getByRole('button', { name: 'Load more' }).click();
  await page.getByText('23 members', { exact: true }).waitFor();
  expect(await results().getByRole('listitem').count()).toBe(23);
  expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

  await page.getByLabel('Plan').selectOption({ label: 'Professional Monthly' });
  await page.getByText('11 members', { exact: true }).waitFor();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Past due' });
  await page.getByText('No members match this search.').waitFor();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
  await page.getByText('11 members', { exact: true }).waitFor();
  expect(await noOverflow()).toBe(true);
  await screenshot('admin-members-list-375.png');

  // A member's details on the phone: attempts as small cards, the form in one column.
  await page.getByLabel('Plan').selectOption({ label: 'All plans' });
  await search().fill('verhoeven');
  await results()
    .getByRole('button', { name: /Noor Verhoeven/ })
    .click();
  await detail().getByRole('heading', { name: 'Noor Verhoeven' }).waitFor();
  await detail()
    .getByRole('row', { name: new RegExp(articleTitle) })
    .waitFor();
  expect(await noOverflow()).toBe(true);
  await screenshot('admin-members-detail-375.png');
});
