import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey } from '../support/assessment';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { apiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';

let member: TestUser;
const contexts: BrowserContext[] = [];
let pageErrors: string[] = [];

const suite = browserSuite();
const REASON = 'Demo revocation: the test was taken on another member’s behalf';

beforeAll(async () => {
  const services = suite.app.services;
  const api = apiClient(suite.app.url);
  member = await createUser(services, { plan: 'professional', firstName: 'Sanne', lastName: 'Bakker' });
  const pass = async (title: string) => {
    const article = await createSampleArticle(services, { title, category: 'Audit', pePointsValue: 2 });
    await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
    const key = await answerKey(suite.app.db, member.user.id, article.id);
    const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
    return res.body.certificate_id as string;
  };
  await pass('Demo item: materiality in group audits');
  const revoked = await pass('Demo item: revenue recognition');
  const admin = await createUser(services, { plan: null, isAdmin: true });
  const revoke = await api.gql(
    'mutation($input: RevokeCertificateInput!) { revokeCertificate(input: $input) { userErrors { message } } }',
    { input: { certificateId: revoked, reason: REASON } },
    admin.token,
  );
  expect(revoke.body.data.revokeCertificate.userErrors).toEqual([]);
  const chosen = await api.gql(
    'mutation($input: ChooseCpdBodiesInput!) { chooseCpdBodies(input: $input) { userErrors { message } } }',
    { input: { choices: [{ profileId: 'nba-nl' }] } },
    member.token,
  );
  expect(chosen.body.data.chooseCpdBodies.userErrors).toEqual([]);
  const outside = await api.gql(
    'mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { userErrors { message } } }',
    {
      input: {
        activity: {
          kind: 'CONFERENCE',
          date: `${new Date().getUTCFullYear()}-01-03`,
          title: 'Demo congress day',
          provider: 'Demo provider',
          category: 'Audit',
          hours: 4,
          points: 4,
        },
      },
    },
    member.token,
  );
  expect(outside.body.data.createOutsideActivity.userErrors).toEqual([]);
});

async function newPage(viewport: { width: number; height: number }, signedIn: boolean): Promise<Page> {
  const context = await suite.browser.newContext({ viewport });
  contexts.push(context);
  if (signedIn) await context.addInitScript((value) => window.localStorage.setItem('token', value), member.token);
  const page = await context.newPage();
  pageErrors = [...pageErrors, ...watchPageErrors(page)];
  return page;
}

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

it('a member creates a link, an auditor opens it signed out at 1280 and 375 px, and once revoked it no longer opens', async () => {
  const memberPage = await newPage({ width: 1280, height: 900 }, true);
  const errors = watchPageErrors(memberPage);
  await memberPage.goto(`${suite.app.url}/`);
  const panel = memberPage.locator('section.record-shares');
  await panel.getByRole('heading', { name: 'Share with an auditor' }).waitFor();
  await panel.getByRole('button', { name: 'Manage share links' }).click();
  await panel.getByText('You have not shared your record yet.').waitFor();
  await panel.getByLabel('Valid for (days)').fill('400');
  await panel.getByRole('button', { name: 'Create share link' }).click();
  await panel.getByText(MESSAGES.recordShareDaysInvalid).waitFor();
  await panel.getByLabel('Valid for (days)').fill('30');
  await panel.getByLabel('Label (optional)').fill('Demo audit 2026');
  await panel.getByRole('button', { name: 'Create share link' }).click();
  const urlField = panel.getByLabel('Your new link. Copy it now: it is shown only once.');
  await urlField.waitFor();
  const url = await urlField.inputValue();
  expect(url).toMatch(/\/shared-record\/[A-Za-z0-9_-]{43}$/);
  const item = panel.locator('li.record-share-item', { hasText: 'Demo audit 2026' });
  await item.getByText('Active').waitFor();
  await item.getByText('Not opened yet').waitFor();
  await panel.screenshot({ path: path.join(SCREENSHOT_DIR, 'record-share-panel-1280.png') });

  // The auditor, signed out, at desktop width.
  const wide = await newPage({ width: 1280, height: 900 }, false);
  await wide.goto(url);
  await wide.getByRole('heading', { level: 1, name: 'Sanne Bakker' }).waitFor();
  await wide.getByText('1 of 2 certificates valid, 1 revoked.').waitFor();
  const revokedRow = wide.locator('li.shared-cert', { hasText: 'Demo item: revenue recognition' });
  await revokedRow.locator('.verify-badge', { hasText: 'Revoked' }).waitFor();
  await revokedRow.getByText(REASON, { exact: false }).waitFor();
  await wide.locator('li.shared-cert', { hasText: 'Demo item: materiality' }).locator('.verify-badge', { hasText: 'Valid' }).waitFor();
  const body = wide.locator('section.shared-body').first();
  await body.getByText('Reflection required').waitFor();
  await body.getByText(/Where the member stands in/).waitFor();
  await wide.getByText('Demo congress day').waitFor();
  expect(await wide.locator('body').textContent()).not.toContain(member.user.email);
  expect(await wide.title()).toContain('Shared CPD Record');
  await wide.screenshot({ path: path.join(SCREENSHOT_DIR, 'record-share-page-1280.png'), fullPage: true });
  expect(await noSideways(wide)).toBe(true);

  // And on a phone.
  const narrow = await newPage({ width: 375, height: 800 }, false);
  await narrow.goto(url);
  await narrow.getByRole('heading', { level: 1, name: 'Sanne Bakker' }).waitFor();
  await narrow.locator('.verify-badge', { hasText: 'Revoked' }).waitFor();
  await narrow.screenshot({ path: path.join(SCREENSHOT_DIR, 'record-share-page-375.png'), fullPage: true });
  expect(await noSideways(narrow)).toBe(true);

  // The member sees both openings, then revokes the link after confirming.
  await memberPage.reload();
  await panel.getByRole('button', { name: 'Manage share links' }).click();
  await item.getByText(/Opened 2 times/).waitFor();
  await item.getByRole('button', { name: 'Revoke' }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'Revoke this share link?' });
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await dialog.waitFor({ state: 'detached' });
  await item.getByText('Revoked', { exact: true }).waitFor();
  expect(await item.getByRole('button', { name: 'Revoke' }).count()).toBe(0);

  const phonePanel = await newPage({ width: 375, height: 800 }, true);
  await phonePanel.goto(`${suite.app.url}/`);
  await phonePanel.locator('section.record-shares').getByRole('button', { name: 'Manage share links' }).click();
  await phonePanel.locator('li.record-share-item', { hasText: 'Demo audit 2026' }).getByText('Revoked', { exact: true }).waitFor();
  const phoneShares = phonePanel.locator('section.record-shares');
  await phoneShares.getByLabel('Label (optional)').fill('Demo second link');
  await phoneShares.getByRole('button', { name: 'Create share link' }).click();
  await phoneShares.getByLabel('Your new link. Copy it now: it is shown only once.').waitFor();
  await phoneShares.locator('li.record-share-item', { hasText: 'Demo second link' }).getByText('Active').waitFor();
  await phoneShares.screenshot({ path: path.join(SCREENSHOT_DIR, 'record-share-panel-375.png') });
  expect(await noSideways(phonePanel)).toBe(true);

  await narrow.reload();
  await narrow.getByRole('heading', { name: 'Link not available' }).waitFor();
  await narrow.getByText(MESSAGES.recordShareUnavailable).waitFor();
  expect(await narrow.getByText('Sanne Bakker').count()).toBe(0);
  await narrow.screenshot({ path: path.join(SCREENSHOT_DIR, 'record-share-revoked-375.png'), fullPage: true });

  expect(errors).toEqual([]);
  expect(pageErrors).toEqual([]);
});
