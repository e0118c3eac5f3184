import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { createUser } from '../support/factories';
import { browserSuite, type BrowserSuite } from '../support/browser-suite';

/**
 * What the landing page and the plan cards say of test questions follows where the deployment's questions come
 * from (SPEC §9 keeps the limit of 5): only reviewed bank items without a model key are "curated"; "AI" is named
 * only where a model drafts items, and then as drafts an admin reviewed.
 */
const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['375', { width: 375, height: 800 }],
  ['1280', { width: 1280, height: 900 }],
];

async function withPage(suite: BrowserSuite, viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  try {
    await run(page);
  } finally {
    await context.close();
  }
  expect(errors).toEqual([]);
}

/** Every text of the page's main region, to check for a word it must not use. */
const mainText = (page: Page) => page.getByRole('main').innerText();

describe('a deployment serving only reviewed bank items, without a model key', () => {
  const suite = browserSuite({ QUESTION_REVIEW: 'required' });

  it.each(VIEWPORTS)(
    'says the landing page and the plan cards offer curated questions, at most 5, and never AI-generated ones (%s px)',
    async (width, viewport) => {
      await withPage(suite, viewport, async (page) => {
        await page.goto(`${suite.app.url}/`);
        await page
          .getByText('Every test has at most 5 questions from the curated question bank of the item you just read. Score 80% to pass, with up to 3 attempts.')
          .waitFor();
        const professional = page.locator('.landing-plan').nth(2);
        await professional.getByText('Short tests of at most 5 curated questions', { exact: true }).waitFor();
        expect(await mainText(page)).not.toMatch(/AI-generated|AI-drafted|generated from/);
        await professional.screenshot({ path: path.join(SCREENSHOT_DIR, `question-source-landing-plan-${width}.png`) });
        await page
          .locator('.landing-feature')
          .filter({ has: page.getByRole('heading', { name: 'Short certification tests' }) })
          .screenshot({ path: path.join(SCREENSHOT_DIR, `question-source-landing-tests-${width}.png`) });

        // The plan chooser's cards come from the billing API: the same line.
        const { token } = await createUser(suite.app.services, { plan: null });
        await page.evaluate((value) => localStorage.setItem('token', value), token);
        await page.goto(`${suite.app.url}/subscription-required`);
        const card = page.locator('.plan-option').filter({ has: page.getByText('Full CPD') });
        await card.getByText('Short tests of at most 5 curated questions', { exact: true }).waitFor();
        expect(await mainText(page)).not.toMatch(/AI-generated|AI-drafted/);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `question-source-plan-chooser-${width}.png`), fullPage: true });
      });
    },
  );
});

describe('a deployment whose admins review AI drafts (a model key, review required)', () => {
  const suite = browserSuite({ QUESTION_REVIEW: 'required', OPENAI_API_KEY: 'sk-test-not-used', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });

  it('says some questions were drafted with AI and reviewed', async () => {
    await withPage(suite, { width: 1280, height: 900 }, async (page) => {
      await page.goto(`${suite.app.url}/`);
      await page
        .getByText(
          'Every test has at most 5 questions from the curated question bank of the item you just read; some were drafted with AI and reviewed before use.',
        )
        .waitFor();
      await page
        .locator('.landing-plan')
        .nth(2)
        .getByText('Short tests of at most 5 curated questions, some AI-drafted and reviewed', { exact: true })
        .waitFor();
      expect(await mainText(page)).not.toMatch(/AI-generated/);
      await page.goto(`${suite.app.url}/pricing`);
      await page.getByText('Short tests of at most 5 curated questions, some AI-drafted and reviewed', { exact: true }).waitFor();
    });
  });
});
