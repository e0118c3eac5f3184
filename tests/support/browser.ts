import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Launches Debian's Chromium headless with the flags this environment needs (no network chatter); each launch gets a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Fails the test on any uncaught page error. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results');
