import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

/** Landing and login pages of a deployment with no accrediting body configured (the default and the demo). */
const suite = browserSuite();

let context: BrowserContext;
let page: Page;
let pageErrors: string[];

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context?.close();
});

async function open(width: number): Promise<Page> {
  context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  return page;
}

/** What a page may not say when no body is configured: a body, a reference, or that points count toward a requirement. */
const CLAIM =
  /accredited by(?! any)|provider reference|count(s)? toward|\bECAC\b|European CPD Accreditation Council|Accredited (CPD|PE points|certificate|continuing)/i;

describe('accreditation: none configured', () => {
  for (const width of [1280, 375]) {
    it(`the landing page says plainly that the deployment is not accredited (${width} px)`, async () => {
      await open(width);
      await page.goto(suite.app.url);
      const strip = page.locator('.landing-accreditation');
      await strip.getByText('This deployment of Leerpunt is not accredited by any professional body (demo).', { exact: false }).waitFor();
      await strip.getByText('Not accredited', { exact: true }).waitFor();
      await expect(strip.getByRole('link').count()).resolves.toBe(0);
      await expect(page.locator('img[src="/accreditation-logo.svg"]').count()).resolves.toBe(0);
      await page.locator('.landing-footer').getByText('Not accredited (demo deployment).', { exact: false }).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(CLAIM);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `landing-not-accredited-${width}.png`), fullPage: true });
    });

    it(`the login page shows no 'Accredited by' mark (${width} px)`, async () => {
      await open(width);
      await page.goto(`${suite.app.url}/login`);
      await page.getByText('Not accredited', { exact: true }).waitFor();
      await page.getByText('Demo deployment: no accrediting body').waitFor();
      await expect(page.getByRole('link', { name: /Accredited by/ }).count()).resolves.toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(CLAIM);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `login-not-accredited-${width}.png`), fullPage: true });
    });
  }
});
