import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SCREENSHOT_DIR } from './browser';
import { startTestApp, type TestApp } from './harness';

type AppEnv = Record<string, string>;

/** The app and the browser a test file drives; read them inside hooks and tests, once the suite has started. */
export interface BrowserSuite {
  readonly app: TestApp;
  readonly browser: Browser;
}

/**
 * Starts one app (with the environment `env` gives; a function runs inside the hook, after the file's earlier
 * `beforeAll` hooks, so it can name servers those started) and one Chromium before a file's tests, and closes both
 * after them. Hooks the file registers after this call run after the start, so they can seed data.
 */
export function browserSuite(env: AppEnv | (() => AppEnv) = {}): BrowserSuite {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // Both start side by side; when one fails (no Chromium on the machine, say), the other is still closed, so
    // the run reports the failure and exits instead of waiting forever on a server nobody stops.
    const [started, launched] = await Promise.allSettled([startTestApp(typeof env === 'function' ? env() : env), launchBrowser()]);
    if (started.status === 'fulfilled') app = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The app starts in beforeAll: read suite.app inside a hook or a test');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll: read suite.browser inside a hook or a test');
      return browser;
    },
  };
}

/** Matches a form label exactly, with or without the required-field asterisk. */
export const fieldLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);

/** Who registers in a browser test; the address is picked from the suggestions for Stationsplein 1, Utrecht. */
export interface Registrant {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  company: string;
  jobTitle: string;
}

/** Fills every field of the registration form and ticks the consents; `acceptTerms: false` leaves the terms unticked. */
export async function fillRegistration(p: Page, who: Registrant, options: { acceptTerms?: boolean } = {}): Promise<void> {
  await p.getByLabel(fieldLabel('First name')).fill(who.firstName);
  await p.getByLabel(fieldLabel('Last name')).fill(who.lastName);
  await p.getByLabel(fieldLabel('Email')).fill(who.email);
  await p.getByLabel(fieldLabel('Password')).fill(who.password);
  await p.getByLabel(fieldLabel('Confirm password')).fill(who.password);
  await p.getByLabel(fieldLabel('Profession')).selectOption('Accountant');
  await p.getByLabel(fieldLabel('Company')).fill(who.company);
  await p.getByLabel(fieldLabel('Job title')).fill(who.jobTitle);
  await p.getByLabel(fieldLabel('Country')).selectOption('Netherlands');
  await p.getByLabel(fieldLabel('Address')).fill('Stationsplein 1, Utrec');
  await p
    .getByRole('option', { name: /^Utrecht, Utrecht, Netherlands/ })
    .first()
    .click();
  await p.getByLabel(fieldLabel('Postal code')).fill('3511 CE');
  await p.getByLabel(fieldLabel('Phone')).fill('612345678');
  await p.getByLabel(/Privacy Policy/).check();
  if (options.acceptTerms !== false) await p.getByLabel(/Terms of Service/).check();
}

/** The pages anyone can open without signing in. */
export const PUBLIC_ROUTES = [
  '/',
  '/home',
  '/login',
  '/register',
  '/verify',
  '/pricing',
  '/subscription-required',
  '/subscription-cancelled',
  '/reset-password/invalid-token',
  '/confirm/invalid-token',
];
