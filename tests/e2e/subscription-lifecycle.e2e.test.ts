import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchPageErrors } from '../support/browser';
import { apiClient } from '../support/client';
import { answerKey } from '../support/assessment';
import { createSampleArticle, createUser } from '../support/factories';
import { payCheckout } from '../support/sandbox';
import { browserSuite } from '../support/browser-suite';

/** Cancelling ends a subscription at the end of the paid period, after a confirmation, and can be undone until then. */
const shots = mkdtempSync(path.join(tmpdir(), 'leerpunt-lifecycle-'));

const suite = browserSuite();

it.each([[1280], [375]])('at %i px a member cancels at period end after confirming, sees "Active until", and resumes', async (width) => {
  const api = apiClient(suite.app.url);
  const member = await createUser(suite.app.services, { plan: null });
  const session = await api.post('/api/create-subscription-session', { email: member.user.email, password: member.password, priceId: 'professional' });
  expect(session.status).toBe(200);
  expect((await payCheckout(session.body.checkout_url)).status).toBe(303);
  const login = await api.post('/api/login', { email: member.user.email, password: member.password });
  expect(login.status).toBe(200);
  const [row] = await suite.app.db.query('SELECT subscription_current_period_end AS end FROM users WHERE id = $1', [member.user.id]);
  const until = new Date(row.end).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), login.body.access_token as string);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.getByText(`Your plan stays active until ${until}.`).waitFor();
  await page.screenshot({ path: path.join(shots, `confirm-${width}.png`) });
  // Backing out changes nothing.
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
  const [kept] = await suite.app.db.query('SELECT cancel_at_period_end FROM subscriptions WHERE user_id = $1', [member.user.id]);
  expect(kept.cancel_at_period_end).toBe(false);

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel at Period End' }).click();
  await page.getByText(`Active until ${until}`, { exact: true }).waitFor();
  await page.getByText(`Your subscription ends on ${until}. You keep full access until then.`).waitFor();
  await page.screenshot({ path: path.join(shots, `cancelled-${width}.png`), fullPage: true });
  const [users] = await suite.app.db.query('SELECT subscription_status FROM users WHERE id = $1', [member.user.id]);
  expect(users.subscription_status).toBe('active');
  // Still a member: the library opens.
  await page.goto(`${suite.app.url}/articles`);
  await page.getByRole('heading', { name: 'Articles Library' }).waitFor();

  await page.goto(`${suite.app.url}/account?tab=subscription`);
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await page.getByText('Your subscription will renew as before.').waitFor();
  await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
  const [resumed] = await suite.app.db.query('SELECT cancel_at_period_end FROM subscriptions WHERE user_id = $1', [member.user.id]);
  expect(resumed.cancel_at_period_end).toBe(false);
  await context.close();
  expect(errors).toEqual([]);
});

it.each([[1280], [375]])(
  'at %i px a member whose subscription ended signs in (402) and still downloads their certificates (PDF and credential), CPD export and sees outside activities',
  async (width) => {
    const api = apiClient(suite.app.url);
    const member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Lotte' });
    const article = await createSampleArticle(suite.app.services, { title: `Revenue recognition under IFRS 15 (${width})` });
    await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
    const passed = await api.post(
      `/api/users/${member.user.id}/articles/${article.id}/submit-test`,
      { answers: await answerKey(suite.app.db, member.user.id, article.id) },
      member.token,
    );
    expect(passed.body.passed).toBe(true);
    await suite.app.db.query(
      `INSERT INTO outside_activities (user_id, kind, title, provider, activity_date, hours, points, category) VALUES ($1, 'COURSE', 'Ethics evening', 'NBA', '2026-03-05', 2, 2, 'Ethics')`,
      [member.user.id],
    );
    await suite.app.db.query("UPDATE users SET subscription_status = 'canceled' WHERE id = $1", [member.user.id]);

    const context = await suite.browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.app.url}/login`);
    await page.getByLabel(/^Email/).fill(member.user.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/subscription-required$/);
    const section = page.getByRole('region', { name: 'Your CPD record' });
    await section.getByText(`Revenue recognition under IFRS 15 (${width})`).first().waitFor();
    await page.screenshot({ path: path.join(shots, `record-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Outside activities are part of the record too.
    await section.getByRole('heading', { name: 'Outside activities' }).waitFor();
    await section.getByText('Ethics evening').waitFor();
    const [certificate] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: `Download certificate (PDF): Revenue recognition under IFRS 15 (${width})` }).click(),
    ]);
    expect(certificate.suggestedFilename()).toMatch(/^certificate-.+\.pdf$/);
    const [credential] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: `Download digital credential: Revenue recognition under IFRS 15 (${width})` }).click(),
    ]);
    expect(credential.suggestedFilename()).toMatch(/\.json$/);
    const [csv] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download CPD export (CSV)' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^cpd-record-.+\.csv$/);
    // The library stays closed.
    await page.goto(`${suite.app.url}/articles`);
    await page.waitForURL(/\/(login|subscription-required)$/);
    await context.close();
    expect(errors).toEqual([]);
  },
);

it.each([[375], [1280]])('at %i px the plan chooser of a member with no record yet holds still: no record section appears and then vanishes', async (width) => {
  const member = await createUser(suite.app.services, { plan: null });
  const context = await suite.browser.newContext({ viewport: { width, height: 812 } });
  const signIn = await context.newPage();
  await signIn.goto(`${suite.app.url}/login`);
  await signIn.getByLabel(/^Email/).fill(member.user.email);
  await signIn.getByLabel(/^Password/).fill(member.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await signIn.waitForURL(/\/subscription-required$/);
  const handOff = await signIn.evaluate(() => Object.entries(window.sessionStorage));
  expect(handOff.map(([key]) => key)).toContain('recordToken');
  await signIn.close();

  // The plan chooser opened afresh with that hand-off, as after a reload: every layout shift and every sight of the record section counted.
  await context.addInitScript((entries: Array<[string, string]>) => {
    for (const [key, value] of entries) if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    const seen = { shift: 0, recordShown: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('.cpd-record-section')) seen.recordShown = true;
    }).observe(document, { childList: true, subtree: true });
  }, handOff);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const record = page.waitForResponse((response) => response.url().includes('/api/record/activity-history'));
  await page.goto(`${suite.app.url}/subscription-required`);
  await page.getByRole('radio', { name: /Professional Monthly/ }).waitFor();
  expect((await record).status()).toBe(200);
  await page.waitForTimeout(300);
  const seen = await page.evaluate(() => (window as unknown as { __seen: { shift: number; recordShown: boolean } }).__seen);
  expect(seen.recordShown).toBe(false);
  expect(seen.shift).toBeLessThanOrEqual(0.01);
  await context.close();
  expect(errors).toEqual([]);
});
