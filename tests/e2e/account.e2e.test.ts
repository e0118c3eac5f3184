import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES, SUPPORT_HOURS, SUPPORT_REPLY } from '@leerpunt/shared/messages';
import { answerKey } from '../support/assessment';
import { apiClient } from '../support/client';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createSampleArticle, createUser, latestMailLink, type TestUser } from '../support/factories';
import { browserSuite, fieldLabel } from '../support/browser-suite';
import { startFakeLrs } from '../support/lrs-server';

/** Account tabs (Overview, Profile, Request Content), the help center with its contact form, admin messages and the landing page. */
const SUPPORT_EMAIL = 'help@leerpunt.test';
const BODY_NAME = 'Netherlands Board for Professional Learning';
const BODY_URL = 'https://accreditation-body.test/providers';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leerpunt-account-e2e-'));

let context: BrowserContext;
let page: Page;
let pageErrors: string[];

const suite = browserSuite({
  DATA_DIR: dataDir,
  SUPPORT_EMAIL,
  PRODUCT_NAME: 'Leerpunt Pro',
  ACCREDITATION_BODY_NAME: BODY_NAME,
  ACCREDITATION_BODY_URL: BODY_URL,
  ACCREDITATION_REFERENCE: 'NBPL-0042',
  ACCREDITATION_CPD_STATEMENT: 'PE points earned on Leerpunt Pro count toward your annual CPD requirement.',
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context?.close();
});

/** A fresh browser context, signed in as `member` when given. */
async function open(member?: TestUser, viewport = { width: 1280, height: 900 }, acceptDownloads = false): Promise<Page> {
  context = await suite.browser.newContext({ viewport, acceptDownloads });
  if (member) await context.addInitScript((token) => window.localStorage.setItem('token', token), member.token);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  return page;
}

/** Passes the test on a fresh article through the API, as a member would. */
async function earnCertificate(member: TestUser, pePointsValue: number) {
  const api = apiClient(suite.app.url);
  const article = await createSampleArticle(suite.app.services, { pePointsValue });
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(suite.app.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
}

const sessionUser = async (p: Page) => JSON.parse((await p.evaluate(() => localStorage.getItem('user'))) ?? 'null');

describe('landing page', () => {
  it('shows the plans as the server prices them, the configured accreditation body and the current year', async () => {
    await open();
    await page.goto(`${suite.app.url}/`);
    await page.getByRole('heading', { level: 1, name: /Professional development that fits your working week/ }).waitFor();
    await expect(page.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).resolves.toBe('/register');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).resolves.toBe('/login');
    // The test app serves generated drafts while an item has no reviewed questions (QUESTION_REVIEW=auto), without a model key.
    await page
      .getByText(
        'Every test has at most 5 questions from the curated question bank of the item you just read, or generated from its text while it has no reviewed questions yet.',
      )
      .waitFor();

    // Pricing cards come from appConfig.plans: names, prices and features.
    const plans = page.locator('.landing-plan');
    await plans.first().waitFor();
    await expect(plans.count()).resolves.toBe(3);
    await expect(plans.nth(0).getByRole('heading').textContent()).resolves.toBe('Professional Insights');
    await expect(plans.nth(0).locator('.landing-price').textContent()).resolves.toBe('Free no payment details needed');
    await expect(plans.nth(1).getByRole('heading').textContent()).resolves.toBe('Professional Monthly');
    await expect(plans.nth(1).locator('.landing-price').textContent()).resolves.toBe('€49.99 per month, excl. VAT');
    await expect(plans.nth(2).getByRole('heading').textContent()).resolves.toBe('Professional');
    await expect(plans.nth(2).locator('.landing-price').textContent()).resolves.toBe('€499.00 per year, excl. VAT');
    await plans.nth(2).getByText('Short tests of at most 5 questions, curated or generated from the text').waitFor();
    await expect(
      plans
        .nth(2)
        .getByRole('link', { name: /Choose Professional/ })
        .getAttribute('href'),
    ).resolves.toBe('/register?plan=professional');

    // Product name and accreditation body from the configuration.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Leerpunt Pro' }).count()).resolves.toBe(1);
    const strip = page.locator('.landing-accreditation');
    const mark = strip.getByRole('link', { name: new RegExp(`Accredited by ${BODY_NAME}`) });
    await expect(mark.getAttribute('href')).resolves.toBe(BODY_URL);
    await expect(mark.getAttribute('target')).resolves.toBe('_blank');
    await expect(mark.locator('img').getAttribute('src')).resolves.toBe('/accreditation-logo.svg');
    await strip
      .getByText(
        `Leerpunt Pro is accredited by ${BODY_NAME} as a provider of continuing professional education (provider reference NBPL-0042). ` +
          'PE points earned on Leerpunt Pro count toward your annual CPD requirement.',
      )
      .waitFor();

    const footer = page.locator('.landing-footer');
    await footer.getByText(`© ${new Date().getFullYear()} Leerpunt Pro. Accredited by`).waitFor();
    await expect(footer.getByRole('link', { name: BODY_NAME }).getAttribute('href')).resolves.toBe(BODY_URL);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'landing-desktop.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('link', { name: 'Get Started Today' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'landing-375.png'), fullPage: true });
  });

  it("links the login page's 'Accredited by' logo to the body's website", async () => {
    await open();
    await page.goto(`${suite.app.url}/login`);
    const mark = page.getByRole('link', { name: new RegExp(`Accredited by ${BODY_NAME}`) });
    await mark.waitFor();
    await expect(mark.getAttribute('href')).resolves.toBe(BODY_URL);
    await expect(mark.locator('img').count()).resolves.toBe(1);
    // The link target itself is not shown as text.
    await expect(page.getByText(BODY_URL).count()).resolves.toBe(0);
  });
});

describe('account: overview', () => {
  it('shows plan and price, points, certificates, status and a welcome line', async () => {
    const member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Femke' });
    await earnCertificate(member, 1.5);
    await earnCertificate(member, 1);
    await open(member);
    await page.goto(`${suite.app.url}/account`);
    await page.getByRole('heading', { name: 'Welcome back, Femke!' }).waitFor();
    await page.getByText('Controller at Example B.V.').waitFor();
    const card = (name: string) => page.locator('.account-card').filter({ hasText: name });
    await card('Current plan').getByText('Professional', { exact: true }).waitFor();
    await card('Current plan').getByText('€499.00 per year excl. VAT').waitFor();
    // Points as everywhere else in the app: no trailing zero (the dashboard shows 2.5 too).
    await card('PE points earned').getByText('2.5', { exact: true }).waitFor();
    await card('Certificates').getByText('2', { exact: true }).waitFor();
    await card('Certificates').getByText('certificates earned').waitFor();
    await card('Account status').getByText('Active', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-overview.png'), fullPage: true });
  });

  it('shows the free plan, no certificates and Inactive for a member without a subscription', async () => {
    const free = await createUser(suite.app.services, { plan: 'professionalInsights' });
    await open(free);
    await page.goto(`${suite.app.url}/account`);
    const card = (name: string) => page.locator('.account-card').filter({ hasText: name });
    await card('Current plan').getByText('Professional Insights').waitFor();
    await card('Current plan').getByText('Free').waitFor();
    await card('Certificates').getByText('0', { exact: true }).waitFor();
    await card('Account status').getByText('Active', { exact: true }).waitFor();
    await context.close();

    const lapsed = await createUser(suite.app.services, { plan: null });
    await open(lapsed);
    await page.goto(`${suite.app.url}/account`);
    await page.locator('.account-card').filter({ hasText: 'Current plan' }).getByText('No plan').waitFor();
    await page.locator('.account-card').filter({ hasText: 'Account status' }).getByText('Inactive', { exact: true }).waitFor();
  });
});

describe('account: profile', () => {
  it('keeps contact details read-only and saves the professional details into the session', async () => {
    const member = await createUser(suite.app.services, { firstName: 'Bram' });
    await open(member);
    await page.goto(`${suite.app.url}/account?tab=profile`);
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByText(MESSAGES.readOnlyField).waitFor();
    for (const name of ['First name', 'Last name', 'Email', 'Phone', 'Country', 'City', 'State/Province', 'Postal code']) {
      await expect(page.getByLabel(fieldLabel(name)).getAttribute('readonly')).resolves.toBe('');
    }
    await expect(page.getByLabel(fieldLabel('Email')).inputValue()).resolves.toBe(member.user.email);
    await expect(page.getByLabel(fieldLabel('Phone')).inputValue()).resolves.toBe('+31 612345678');
    await expect(page.getByLabel(fieldLabel('Profession')).inputValue()).resolves.toBe('Accountant');
    await expect(page.getByLabel(fieldLabel('Secondary profession')).inputValue()).resolves.toBe('');

    // Client validation: nothing is sent and the other input stays.
    await page.getByLabel(fieldLabel('Job title')).fill('Head of Audit');
    await page.getByLabel(fieldLabel('Company')).fill('  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').getByText('Company is required').waitFor();
    await expect(page.getByLabel(fieldLabel('Job title')).inputValue()).resolves.toBe('Head of Audit');

    await page.getByLabel(fieldLabel('Company')).fill('Visser Audit B.V.');
    await page.getByLabel(fieldLabel('Secondary profession')).selectOption('Tax Advisor');
    await page.getByLabel(fieldLabel('Address')).fill('Oudegracht 12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').getByText(MESSAGES.profileUpdated).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-profile.png'), fullPage: true });

    const [row] = await suite.app.db.query('SELECT company, job_title, secondary_profession, address, first_name FROM users WHERE id = $1', [member.user.id]);
    expect(row).toEqual({
      company: 'Visser Audit B.V.',
      job_title: 'Head of Audit',
      secondary_profession: 'Tax Advisor',
      address: 'Oudegracht 12',
      first_name: 'Bram',
    });
    expect(await sessionUser(page)).toMatchObject({
      company: 'Visser Audit B.V.',
      jobTitle: 'Head of Audit',
      secondaryProfession: 'Tax Advisor',
      address: 'Oudegracht 12',
      firstName: 'Bram',
    });

    // The session user feeds the rest of the app: the greeting stays, the overview shows the new details.
    await page.getByRole('link', { name: /Account of Bram/ }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('Head of Audit at Visser Audit B.V.').waitFor();
  });

  it('connects, tests and disconnects a learning record store, at 375 and 1280 px', async () => {
    const lrs = await startFakeLrs({ key: 'team-key-9a1F', secret: 'team-secret-5521' });
    try {
      for (const width of [375, 1280]) {
        const member = await createUser(suite.app.services);
        await open(member, { width, height: 900 });
        await page.goto(`${suite.app.url}/account?tab=profile`);
        await page.getByRole('heading', { name: 'Learning record store' }).waitFor();
        await page.getByRole('button', { name: 'Connect', exact: true }).click();
        await page.getByText('Secret is required').waitFor();
        await page.getByLabel(fieldLabel('Endpoint')).fill(lrs.url);
        await page.getByLabel(fieldLabel('Key')).fill('team-key-9a1F');
        await page.getByLabel(fieldLabel('Secret')).fill('team-secret-5521');
        await page.getByRole('button', { name: 'Connect', exact: true }).click();
        await page.getByText('Learning record store connected.', { exact: false }).waitFor();
        await page.getByText('…9a1F').waitFor();
        await page.getByRole('button', { name: 'Test connection' }).click();
        await page.getByText('The learning record store accepted the key and secret.').waitFor();
        await page.locator('.lrs-section').screenshot({ path: path.join(SCREENSHOT_DIR, `account-lrs-${width}.png`) });
        expect(await page.content()).not.toContain('team-secret-5521');
        await page.getByRole('button', { name: 'Disconnect' }).click();
        await page.getByText('Learning record store disconnected.').waitFor();
        await page.getByLabel(fieldLabel('Endpoint')).waitFor();
        await context.close();
      }
    } finally {
      await lrs.close();
    }
  });

  it('shows the server error and keeps the input when the server refuses', async () => {
    const member = await createUser(suite.app.services);
    await open(member);
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('AccountUpdateProfile')) {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            data: {
              updateProfile: {
                __typename: 'UpdateProfilePayload',
                user: null,
                userErrors: [{ __typename: 'UserError', field: ['jobTitle'], message: 'Job title must be at most 200 characters', code: 'BAD_USER_INPUT' }],
              },
            },
          }),
        });
      } else await route.fallback();
    });
    await page.goto(`${suite.app.url}/account?tab=profile`);
    await page.getByLabel(fieldLabel('Job title')).fill('Partner');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').getByText('Job title must be at most 200 characters').waitFor();
    await expect(page.getByLabel(fieldLabel('Job title')).inputValue()).resolves.toBe('Partner');
    // The userError names the field: it is marked and its message shown under it.
    await expect(page.getByLabel(fieldLabel('Job title')).getAttribute('aria-invalid')).resolves.toBe('true');
    await page.locator('.field-error', { hasText: 'Job title must be at most 200 characters' }).waitFor();
    await page.unroute('**/graphql');
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('AccountUpdateProfile') ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').getByText(MESSAGES.networkError).waitFor();
    await expect(page.getByLabel(fieldLabel('Job title')).inputValue()).resolves.toBe('Partner');
  });
});

describe('account: your data and account', () => {
  it.each([375, 1280])('downloads the data, moves to a new e-mail address and deletes the account at %i px', async (width) => {
    const member = await createUser(suite.app.services, { firstName: 'Noor', lastName: 'Bakker' });
    await open(member, { width, height: 900 }, true);
    await page.goto(`${suite.app.url}/account?tab=profile`);
    const section = page.getByRole('region', { name: 'Your data and account' });
    await section.getByRole('heading', { name: 'Delete my account' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `account-privacy-${width}.png`), fullPage: true });

    // Download my data: the password again, then a ZIP with data.json.
    await section.getByRole('button', { name: 'Download my data' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Download my data' });
    await exportDialog.getByLabel(fieldLabel('Your password')).fill('not-my-password');
    await exportDialog.getByRole('button', { name: 'Download' }).click();
    await exportDialog.getByText('The password is not correct.').first().waitFor();
    await exportDialog.getByLabel(fieldLabel('Your password')).fill(member.password);
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(JSON.parse(strFromU8(files['data.json'])).profile.first_name).toBe('Noor');
    await section.getByText(/Your data has been downloaded/).waitFor();

    // Change e-mail address: a link to the new address, which this browser then opens.
    const newEmail = `noor-${width}@example.org`;
    await section.getByRole('button', { name: 'Change e-mail address' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Change e-mail address' });
    await emailDialog.getByLabel(fieldLabel('New e-mail address')).fill(newEmail);
    await emailDialog.getByLabel(fieldLabel('Your password')).fill(member.password);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `account-email-change-${width}.png`) });
    await emailDialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByText(/We sent a confirmation link to the new address/).waitFor();
    const link = new URL(await latestMailLink(suite.app.services, newEmail, 'email_change_confirm'));
    await page.goto(`${suite.app.url}${link.pathname}`);
    await page.getByRole('heading', { name: 'E-mail Address Changed' }).waitFor();
    expect((await sessionUser(page)).email).toBe(newEmail);

    // Delete my account: what goes and what stays, the password, then the sign-in page says it is done.
    await page.getByRole('link', { name: 'Back to My Account' }).click();
    await page.getByRole('region', { name: 'Your data and account' }).getByRole('button', { name: 'Delete my account' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await deleteDialog.getByText(/Kept, because the law requires it/).waitFor();
    const confirm = deleteDialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await deleteDialog.getByLabel(fieldLabel('Your password')).fill(member.password);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `account-delete-${width}.png`) });
    await confirm.click();
    await page.waitForURL(`${suite.app.url}/login`);
    await page.getByText('Your account and your personal data have been deleted.').waitFor();
    expect(await suite.app.db.query('SELECT 1 FROM users WHERE id = $1', [member.user.id])).toHaveLength(0);
  });
});

describe('account: request content', () => {
  it("submits a request with the member's profession by default and clears the form", async () => {
    const member = await createUser(suite.app.services, { profession: 'Tax Advisor' });
    await open(member);
    await page.goto(`${suite.app.url}/account?tab=request`);
    await page.getByRole('heading', { name: 'Request Content' }).waitFor();
    for (const step of ['Submit your request', 'Review', 'Prioritization', 'Content addition', 'Notification']) {
      await page.locator('.account-steps').getByText(step, { exact: true }).waitFor();
    }
    await expect(page.getByLabel(fieldLabel('Language')).inputValue()).resolves.toBe('English');
    await expect(page.getByLabel(fieldLabel('Profession category')).inputValue()).resolves.toBe('Tax Advisor');

    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('alert').getByText('Topic is required').waitFor();

    await page.getByLabel(fieldLabel('Language')).selectOption('Dutch');
    await page.getByLabel(fieldLabel('Topic')).fill('Pillar Two minimum tax for groups');
    await page.getByLabel(fieldLabel('Description')).fill('Worked examples for mid-size groups.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('status').getByText(MESSAGES.requestSuccess).waitFor();

    await expect(page.getByLabel(fieldLabel('Topic')).inputValue()).resolves.toBe('');
    await expect(page.getByLabel(fieldLabel('Description')).inputValue()).resolves.toBe('');
    await expect(page.getByLabel(fieldLabel('Language')).inputValue()).resolves.toBe('English');
    await expect(page.getByLabel(fieldLabel('Profession category')).inputValue()).resolves.toBe('Tax Advisor');
    const rows = await suite.app.db.query('SELECT language, profession_category, topic, description FROM article_requests WHERE user_id = $1', [
      member.user.id,
    ]);
    expect(rows).toEqual([
      {
        language: 'Dutch',
        profession_category: 'Tax Advisor',
        topic: 'Pillar Two minimum tax for groups',
        description: 'Worked examples for mid-size groups.',
      },
    ]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-request-content.png'), fullPage: true });
  });

  it('shows the fallback text when the server gives no message', async () => {
    const member = await createUser(suite.app.services);
    await open(member);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('AccountRequestArticle')
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: '' }], data: null }) })
        : route.fallback(),
    );
    await page.goto(`${suite.app.url}/account?tab=request`);
    await page.getByLabel(fieldLabel('Topic')).fill('Lease accounting');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('alert').getByText(MESSAGES.requestFailed).waitFor();
    await expect(page.getByLabel(fieldLabel('Topic')).inputValue()).resolves.toBe('Lease accounting');
  });
});

describe('help center', () => {
  it('prefills the contact form, sends it, stores it and mails it to support', async () => {
    const member = await createUser(suite.app.services, { firstName: 'Femke' });
    await open(member);
    await page.goto(`${suite.app.url}/help`);
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    await expect(page.locator('.help-card').count()).resolves.toBe(3);
    await page.getByRole('heading', { name: 'Key features' }).waitFor();
    await page.getByRole('heading', { name: 'Tips' }).waitFor();
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).resolves.toBe(`mailto:${SUPPORT_EMAIL}`);
    await page.getByText(SUPPORT_HOURS).waitFor();
    await page.getByText(SUPPORT_REPLY).waitFor();

    await expect(page.getByLabel(fieldLabel('Name')).inputValue()).resolves.toBe('Femke User');
    await expect(page.getByLabel(fieldLabel('Email')).inputValue()).resolves.toBe(member.user.email);
    await page.getByLabel(fieldLabel('Subject')).fill('Certificate name');
    await page.getByLabel(fieldLabel('Message')).fill('My certificate shows my maiden name.');

    // Hold the request back a moment to see the busy button.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('HelpSendContactMessage')) await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Submitting Request...' }).waitFor();
    await expect(page.getByRole('button', { name: 'Submitting Request...' }).isDisabled()).resolves.toBe(true);
    release();
    await page.getByRole('status').getByText(MESSAGES.contactSuccess).waitFor();

    await expect(page.getByLabel(fieldLabel('Subject')).inputValue()).resolves.toBe('');
    await expect(page.getByLabel(fieldLabel('Message')).inputValue()).resolves.toBe('');
    await expect(page.getByLabel(fieldLabel('Name')).inputValue()).resolves.toBe('Femke User');
    await expect(page.getByLabel(fieldLabel('Email')).inputValue()).resolves.toBe(member.user.email);

    const rows = await suite.app.db.query('SELECT id, name, email, subject, message FROM contact_messages WHERE user_id = $1', [member.user.id]);
    expect(rows).toEqual([
      { id: expect.any(Number), name: 'Femke User', email: member.user.email, subject: 'Certificate name', message: 'My certificate shows my maiden name.' },
    ]);
    const mail = (await suite.app.services.mail.recent(200)).find(
      (m) => m.to === SUPPORT_EMAIL && m.template === 'contact_message' && m.subject === `[Contact #${rows[0].id}] Certificate name`,
    );
    expect(mail?.text).toContain(`From: Femke User <${member.user.email}>`);
    expect(mail?.text).toContain('My certificate shows my maiden name.');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'help-center.png'), fullPage: true });
  });

  it('shows the network error and keeps the message', async () => {
    const member = await createUser(suite.app.services);
    await open(member, { width: 375, height: 800 });
    await page.goto(`${suite.app.url}/help`);
    await page.getByLabel(fieldLabel('Subject')).fill('Invoice');
    await page.getByLabel(fieldLabel('Message')).fill('Please send a copy.');
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('HelpSendContactMessage') ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').getByText(MESSAGES.contactNetwork).waitFor();
    await expect(page.getByLabel(fieldLabel('Message')).inputValue()).resolves.toBe('Please send a copy.');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'help-center-375.png'), fullPage: true });
  });

  it.each([
    ['375', { width: 375, height: 800 }],
    ['1280', { width: 1280, height: 900 }],
  ])('shows a field the server refuses under that field, and keeps the form (%s px)', async (width, viewport) => {
    const member = await createUser(suite.app.services);
    await open(member, viewport);
    await page.goto(`${suite.app.url}/help`);
    await page.getByLabel(fieldLabel('Subject')).fill('Invoice');
    await page.getByLabel(fieldLabel('Message')).fill('Please send a copy.');
    const refused = 'This address cannot receive replies';
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('HelpSendContactMessage')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              data: {
                sendContactMessage: {
                  __typename: 'SendContactMessagePayload',
                  contactMessage: null,
                  message: null,
                  userErrors: [{ __typename: 'UserError', field: ['email'], message: refused, code: 'BAD_USER_INPUT' }],
                },
              },
            }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').getByText(refused).waitFor();
    await page.locator('.field-error', { hasText: refused }).waitFor();
    await expect(page.getByLabel(fieldLabel('Email')).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel(fieldLabel('Message')).inputValue()).resolves.toBe('Please send a copy.');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `help-center-field-error-${width}.png`), fullPage: true });
    // Correcting the field clears its mark.
    await page.getByLabel(fieldLabel('Email')).fill(`replies.${member.user.email}`);
    await expect(page.getByLabel(fieldLabel('Email')).getAttribute('aria-invalid')).resolves.toBe('false');
  });

  it('shows Subscription Required to a member without a subscription', async () => {
    const lapsed = await createUser(suite.app.services, { plan: null });
    await open(lapsed);
    await page.goto(`${suite.app.url}/help`);
    await page.getByText('You need an active subscription to access the help center').waitFor();
    await expect(page.getByRole('button', { name: 'Send Message' }).count()).resolves.toBe(0);
  });
});

describe('admin: messages and requests', () => {
  it('lists contact messages and article requests, newest first', async () => {
    const member = await createUser(suite.app.services, { firstName: 'Joost' });
    const api = apiClient(suite.app.url);
    await api.post(
      '/api/contact',
      { name: 'Joost User', email: 'joost@example.test', subject: 'Admin list check', message: 'First line.\nSecond line.' },
      member.token,
    );
    await api.post('/api/article-requests', { language: 'German', topic: 'Admin list topic', description: 'Please cover it.' }, member.token);
    const admin = await createUser(suite.app.services, { isAdmin: true });
    await open(admin);
    await page.goto(`${suite.app.url}/admin`);
    await page.getByRole('button', { name: 'Messages & requests' }).click();
    const messages = page.locator('section', { has: page.getByRole('heading', { name: 'Contact messages' }) });
    await messages.getByRole('heading', { name: 'Admin list check' }).waitFor();
    await messages.getByText('joost@example.test').waitFor();
    const requests = page.locator('section', { has: page.getByRole('heading', { name: 'Article requests' }) });
    const request = requests.locator('.messages-item').first();
    await request.getByRole('heading', { name: 'Admin list topic' }).waitFor();
    await request.getByText('German').waitFor();
    await request.getByText('Accountant').waitFor();
    await request.getByText('Joost User').waitFor();
  });

  it('an admin answers a message (1280 px) and the member reads the answer in the Help Center (375 px)', async () => {
    const member = await createUser(suite.app.services, { firstName: 'Ilse' });
    const api = apiClient(suite.app.url);
    const subject = `Reply check ${member.user.id}`;
    await api.post('/api/contact', { name: 'Ilse User', email: 'ilse@example.test', subject, message: 'Where is my invoice?' }, member.token);
    const admin = await createUser(suite.app.services, { isAdmin: true });
    await open(admin);
    await page.goto(`${suite.app.url}/admin`);
    await page.getByRole('button', { name: 'Messages & requests' }).click();
    const item = page.locator('.messages-item', { has: page.getByRole('heading', { name: subject }) });
    await item.getByRole('button', { name: 'Reply' }).click();
    // An empty answer is refused at its field; the typed answer is sent and shown under the message.
    await item.getByRole('button', { name: 'Send reply' }).click();
    await item.locator('.field-error', { hasText: 'Reply is required' }).waitFor();
    await item.getByLabel(fieldLabel('Reply')).fill('Your invoices are in Account → Subscription → Invoices.');
    await item.getByRole('button', { name: 'Send reply' }).click();
    await item.getByRole('status').getByText('Reply sent to ilse@example.test.').waitFor();
    await item.getByRole('list', { name: 'Answers from support' }).getByText('Your invoices are in Account → Subscription → Invoices.').waitFor();
    await item.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-contact-reply-1280.png') });
    const mail = (await suite.app.services.mail.recent(200)).find((m) => m.to === 'ilse@example.test' && m.template === 'contact_reply');
    expect(mail?.subject).toContain(`Re: ${subject}`);
    await context.close();

    await open(member, { width: 375, height: 800 });
    await page.goto(`${suite.app.url}/help#your-messages`);
    const mine = page.locator('#your-messages');
    const thread = mine.locator('.messages-item', { has: page.getByRole('heading', { name: subject }) });
    await thread.getByText('Answered').waitFor();
    await thread.getByText('Your invoices are in Account → Subscription → Invoices.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await mine.screenshot({ path: path.join(SCREENSHOT_DIR, 'help-your-messages-375.png') });
  });
});
