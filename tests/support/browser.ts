import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium and the flags this environment needs (no network chatter); scripts/screenshots.mjs and the bench read the same file. */
const CHROMIUM: { executablePath: string; args: string[] } = JSON.parse(readFileSync(path.join(__dirname, 'chromium.json'), 'utf8'));

/** Launches Chromium headless; each launch gets a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath;
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install Debian's chromium package (.ci/run does) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM.args });
}

/** Fails the test on any uncaught page error. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results');
