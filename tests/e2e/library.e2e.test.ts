import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey } from '../support/assessment';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { apiClient } from '../support/client';
import { createArticle, createArticles, createSampleArticle, createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';
import { auditRoute, seriousViolations } from '../support/axe';

let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let consoleErrors: string[];
let dialogs: string[];
let member: TestUser;
let admin: TestUser;

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n' +
    ' '.repeat(64),
);

const suite = browserSuite();
beforeAll(async () => {
  member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Mila' });
  admin = await createUser(suite.app.services, { isAdmin: true, firstName: 'Ada' });
});

/** A fresh browser context signed in as `who`, in a fixed time zone so long dates are predictable. */
async function openAs(who: TestUser) {
  context = await suite.browser.newContext({ timezoneId: 'Europe/Amsterdam', locale: 'en-GB' });
  // Only the app's own window: the embedded player's frame has no access to this origin's storage.
  await context.addInitScript((token) => window === window.top && window.localStorage.setItem('token', token), who.token);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  consoleErrors = [];
  // Frames of the embedded player cannot reach YouTube here (no network); that is not an app error.
  page.on(
    'console',
    (m) =>
      m.type() === 'error' &&
      !/youtube|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(`${m.text()} ${m.location().url}`) &&
      consoleErrors.push(m.text()),
  );
  dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
}

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  expect(dialogs).toEqual([]);
  await context?.close();
});

const cardTitles = async () => {
  await page.locator('.article-grid, .library-empty').first().waitFor();
  return page.locator('.article-card h2 .title-text').allTextContents();
};

/** Re-reads `read()` until it equals `expected` (the view refreshes asynchronously), then asserts it. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
}

/** Waits until the card titles equal `expected` (the grid refreshes after each filter change). */
const expectCards = (expected: string[]) => eventually(cardTitles, expected);

const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `library-${name}.png`), fullPage: true });

describe('library', () => {
  const source = 'IFRS Desk';
  beforeAll(async () => {
    await createArticle(suite.app.services, {
      title: 'Lease accounting under IFRS 16',
      category: 'Accounting',
      language: 'English',
      source,
      publicationDate: '2025-03-01',
      pePointsValue: 2,
      secondaryCategory: 'Finance',
      subcategory: 'Leases',
      difficultyLevel: 'Advanced',
      summary: '- Right-of-use assets\n- Lease liabilities',
    });
    await createArticle(suite.app.services, {
      title: 'Belastingplicht voor zzp',
      category: 'Tax',
      language: 'Dutch',
      source: 'Fiscaal Blad',
      publicationDate: '2024-06-01',
      pePointsValue: 1,
    });
    await createArticle(suite.app.services, {
      title: 'Controlling risk in software projects',
      category: 'Project Management',
      language: 'English',
      source: 'PM  weekly',
      publicationDate: '2025-06-01',
      pePointsValue: 3,
    });
    await createArticle(suite.app.services, {
      title: 'Audit sampling lecture',
      category: 'Accounting',
      language: 'German',
      source: 'Audit Channel',
      publicationDate: '2025-01-10',
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('switches mode, filters by category, language and source, sorts, and keeps it all in the URL', async () => {
    await openAs(member);
    await page.goto(`${suite.app.url}/articles`);
    await page.getByRole('heading', { level: 1, name: 'Articles Library' }).waitFor();
    await expectCards(['Controlling risk in software projects', 'Lease accounting under IFRS 16', 'Belastingplicht voor zzp']);
    for (const label of ['Category', 'Language', 'Source']) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('All');
    expect(await page.getByLabel('Sort By').inputValue()).toBe('NEWEST');

    // A card shows every field: points, tags, source, date, summary bullets and the read button.
    const lease = page.locator('.article-card', { hasText: 'Lease accounting under IFRS 16' });
    await expect(lease.locator('.points-badge').textContent()).resolves.toBe('2 PE Points');
    await expect(lease.locator('.tag').allTextContents()).resolves.toEqual([
      'Category: Accounting',
      'Secondary category: Finance',
      'Subcategory: Leases',
      'Language: English',
      'Difficulty: Advanced',
    ]);
    await lease.getByText('Source: IFRS Desk').waitFor();
    await lease.getByText('Published 1 March 2025').waitFor();
    await expect(lease.locator('.summary li').allTextContents()).resolves.toEqual(['Right-of-use assets', 'Lease liabilities']);
    await lease.getByRole('link', { name: /^Start Reading/ }).waitFor();
    await shot('grid');

    await page.getByLabel('Category', { exact: true }).selectOption('Tax');
    await expectCards(['Belastingplicht voor zzp']);
    expect(new URL(page.url()).search).toBe('?category=Tax');

    await page.getByLabel('Category', { exact: true }).selectOption('All');
    await page.getByLabel('Language', { exact: true }).selectOption('English');
    await expectCards(['Controlling risk in software projects', 'Lease accounting under IFRS 16']);

    // Source values are normalised: the option 'PM  weekly' matches however it is spelled.
    await page.getByLabel('Source', { exact: true }).selectOption('PM  weekly');
    await expectCards(['Controlling risk in software projects']);
    await page.getByLabel('Source', { exact: true }).selectOption('All');

    await page.getByLabel('Sort By').selectOption({ label: 'Title A-Z' });
    await expectCards(['Controlling risk in software projects', 'Lease accounting under IFRS 16']);
    await page.getByLabel('Sort By').selectOption({ label: 'Oldest' });
    await expectCards(['Lease accounting under IFRS 16', 'Controlling risk in software projects']);
    await page.getByLabel('Language', { exact: true }).selectOption('All');
    await page.getByLabel('Sort By').selectOption({ label: 'PE Points' });
    await expectCards(['Controlling risk in software projects', 'Lease accounting under IFRS 16', 'Belastingplicht voor zzp']);

    // Videos: heading and intro change, Source is hidden, the other filters stay as they were.
    await page.getByLabel('Language', { exact: true }).selectOption('English');
    await page.getByRole('button', { name: 'YouTube Videos' }).click();
    await page.getByRole('heading', { level: 1, name: 'YouTube Videos' }).waitFor();
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('English');
    expect(await page.getByLabel('Sort By').inputValue()).toBe('POINTS');
    expect(await page.getByLabel('Source', { exact: true }).count()).toBe(0);
    await page.getByText(MESSAGES.libraryEmpty).waitFor();
    await page.getByLabel('Language', { exact: true }).selectOption('All');
    await expectCards(['Audit sampling lecture']);
    const video = page.locator('.article-card', { hasText: 'Audit sampling lecture' });
    await video.getByRole('link', { name: /^Start Viewing/ }).waitFor();
    expect(await page.getByRole('button', { name: 'YouTube Videos' }).getAttribute('aria-pressed')).toBe('true');

    // Back and forward walk through the views.
    await page.goBack();
    await page.getByText(MESSAGES.libraryEmpty).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Articles Library' }).waitFor();
    await expectCards(['Controlling risk in software projects', 'Lease accounting under IFRS 16']);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'YouTube Videos' }).waitFor();

    // A shared link opens the same view.
    await page.goto(`${suite.app.url}/articles?category=Accounting&sort=title`);
    await expectCards(['Lease accounting under IFRS 16']);
    expect(await page.getByLabel('Sort By').inputValue()).toBe('TITLE');
    expect(consoleErrors).toEqual([]);
  });

  it('marks completed items and offers Review Article; opening a card keeps the way back', async () => {
    const completer = await createUser(suite.app.services, { plan: 'professional' });
    const done = await createSampleArticle(suite.app.services, { title: 'Completed sampling guide', category: 'Valuation', publicationDate: '2020-01-01' });
    await suite.app.services.assessment.startTest(completer.user, completer.user.id, done.id);
    const answers = await answerKey(suite.app.db, completer.user.id, done.id);
    const result = await suite.app.services.assessment.submitTest(completer.user, completer.user.id, done.id, () => answers);
    expect(result.passed).toBe(true);

    await openAs(completer);
    await page.goto(`${suite.app.url}/articles?category=Valuation`);
    const card = page.locator('.article-card', { hasText: 'Completed sampling guide' });
    await card.locator('.completed-mark', { hasText: 'Completed' }).waitFor();
    await card.getByRole('link', { name: /^Review Article/ }).click();
    await page.waitForURL(/\/article\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Completed sampling guide' }).waitFor();
    await page.getByRole('link', { name: 'Back to library' }).click();
    await page.waitForURL(/\/articles\?category=Valuation$/);
    await expectCards(['Completed sampling guide']);
  });

  it('pages through more than 100 items', async () => {
    await createArticles(suite.app.services, 101, (i) => ({
      title: `Pager item ${String(i).padStart(3, '0')}`,
      category: 'Research',
      source: 'Pager',
      publicationDate: null,
    }));
    await openAs(member);
    await page.goto(`${suite.app.url}/articles?category=Research&sort=title`);
    await page.getByText('Showing 1-100 of 101').waitFor();
    expect(await page.locator('.article-card').count()).toBe(100);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 101-101 of 101').waitFor();
    await expectCards(['Pager item 100']);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.goBack();
    await page.getByText('Showing 1-100 of 101').waitFor();
  });
});

describe('reader', () => {
  it('shows text content as sanitised HTML with the summary as bullets and the facts', async () => {
    const a = await createArticle(suite.app.services, {
      title: 'Going concern assessments',
      content: '## What auditors check\n\nManagement must look **twelve months** ahead.\n\n- cash flow forecasts\n- covenants',
      summary: 'An overview for auditors.\n- Forecasts\n- Covenants',
      estimatedReadTime: 9,
      difficultyLevel: 'Beginner',
      source: 'Audit Notes',
      publicationDate: '2025-05-20',
      pePointsValue: 1.5,
    });
    await openAs(member);
    await page.goto(`${suite.app.url}/article/${a.id}`);
    await page.getByRole('heading', { level: 1, name: 'Going concern assessments' }).waitFor();
    await page.locator('.article-body h2', { hasText: 'What auditors check' }).waitFor();
    expect(await page.locator('.article-body strong').textContent()).toBe('twelve months');
    expect(await page.locator('.reader-summary li').allTextContents()).toEqual(['Forecasts', 'Covenants']);
    await page.locator('.reader-summary p', { hasText: 'An overview for auditors.' }).waitFor();
    const facts = await page.locator('.reader-facts').innerText();
    for (const text of ['1.5', 'Beginner', '9 min read', 'Audit Notes', '20 May 2025']) expect(facts).toContain(text);
    expect(await page.locator('.pdf-viewer, .video-frame, .external-card').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to library' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to library' }).getAttribute('href')).toBe('/articles');
    await shot('reader-text');
  });

  it("shows who wrote and reviewed the item with its change log, and reveals a review question's answer by keyboard, at 375 and 1280 px", async () => {
    const a = await createArticle(suite.app.services, {
      title: 'Accountable going concern',
      content: '## What auditors check\n\nManagement must look **twelve months** ahead when it assesses going concern.',
    });
    const question = {
      id: 'r01',
      section: 'What auditors check',
      question: 'How far ahead must management look?',
      options: ['Six months', 'Twelve months'],
      answer: 'Twelve months',
      feedback: 'The assessment covers at least twelve months from the reporting date.',
      quote: 'Management must look twelve months ahead',
    };
    await suite.app.db.query(
      `UPDATE articles SET authors = $2, reviewers = $3, reviewed_on = '2026-11-23', next_review_on = '2027-11-23', change_log = $4, review_questions = $5 WHERE id = $1`,
      [
        a.id,
        JSON.stringify([{ name: 'Leerpunt editorial team (demo content)', role: null }]),
        JSON.stringify([{ name: 'Not independently reviewed (demo content)', role: null }]),
        JSON.stringify([{ date: '2026-11-23', change: 'Worked example added', by: 'Leerpunt editorial team (demo content)', origin: 'file' }]),
        JSON.stringify([question]),
      ],
    );
    await openAs(member);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${suite.app.url}/article/${a.id}`);
      const about = page.getByRole('region', { name: 'About this item' });
      await about.waitFor();
      const facts = await about.locator('dl').innerText();
      for (const text of ['Leerpunt editorial team (demo content)', 'Not independently reviewed (demo content)', '23 November 2026', '23 November 2027']) {
        expect(facts).toContain(text);
      }
      // The change log is collapsed until asked for.
      expect(await about.getByText('Worked example added').isVisible()).toBe(false);
      await about.getByText('Change log (1)').click();
      await about.getByText('Worked example added').waitFor();

      const review = page.getByRole('region', { name: 'Check your understanding' });
      await review.getByText(question.question).waitFor();
      const show = review.getByRole('button', { name: 'Show answer' });
      expect(await show.getAttribute('aria-expanded')).toBe('false');
      expect(await review.getByText(question.feedback).isVisible()).toBe(false);
      await review.getByLabel('B. Twelve months').check();
      await show.focus();
      await page.keyboard.press('Enter');
      await review.getByText(question.feedback).waitFor();
      expect(await review.getByRole('button', { name: 'Hide answer' }).getAttribute('aria-expanded')).toBe('true');
      expect(await review.locator('.rq-verdict').innerText()).toBe('Your choice is right.');
      expect(await review.locator('.rq-quote').innerText()).toContain(question.quote);
      await shot(`reader-accountability-${width}`);
    }
  });

  it('shows a PDF in an 800 px viewer with a Download PDF link, and no text', async () => {
    await suite.app.services.storage.write('pdf', 'reader-guide.pdf', PDF_BYTES);
    const a = await createArticle(suite.app.services, { title: 'Guide as PDF', pdfFilename: 'reader-guide.pdf', content: 'Text that must not show' });
    await openAs(member);
    await page.goto(`${suite.app.url}/article/${a.id}`);
    const viewer = page.locator('object.pdf-viewer');
    await viewer.waitFor();
    expect(await viewer.getAttribute('data')).toBe('/api/pdf/reader-guide.pdf');
    expect(await viewer.getAttribute('type')).toBe('application/pdf');
    expect((await viewer.boundingBox())?.height).toBe(800);
    const download = page.getByRole('link', { name: 'Download PDF' });
    expect(await download.getAttribute('href')).toBe('/api/pdf/reader-guide.pdf?download=1');
    const res = await page.request.get(`${suite.app.url}/api/pdf/reader-guide.pdf?download=1`);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toBe('attachment; filename="reader-guide.pdf"');
    expect(await page.getByText('Text that must not show').count()).toBe(0);
    await shot('reader-pdf');
  });

  it('shows an external link as a card that opens a new tab and names the host', async () => {
    const a = await createArticle(suite.app.services, {
      title: 'Standards elsewhere',
      externalUrl: 'https://www.example.org/standards/ifrs-16?lang=en',
      content: 'Hidden body',
    });
    await openAs(member);
    await page.goto(`${suite.app.url}/article/${a.id}`);
    const card = page.locator('a.external-card');
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe('https://www.example.org/standards/ifrs-16?lang=en');
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.getAttribute('rel')).toContain('noopener');
    expect(await card.innerText()).toContain('www.example.org');
    expect(await page.locator('.article-body, .video-frame, .pdf-viewer').count()).toBe(0);
    expect(await page.getByText('Hidden body').count()).toBe(0);
  });

  it('embeds a YouTube link as a privacy-enhanced player', async () => {
    const a = await createArticle(suite.app.services, {
      title: 'Lecture on materiality',
      externalUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42',
      estimatedReadTime: 12,
    });
    await openAs(member);
    await page.goto(`${suite.app.url}/article/${a.id}`);
    const frame = page.locator('.video-frame iframe');
    await frame.waitFor({ state: 'attached' });
    // The privacy-enhanced player at the item's start, with the IFrame API's messages switched on for this page's
    // origin (the reader follows whether it plays: study time of videos).
    const src = new URL((await frame.getAttribute('src'))!);
    expect([src.origin + src.pathname, src.searchParams.get('start'), src.searchParams.get('enablejsapi'), src.searchParams.get('origin')]).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '42',
      '1',
      new URL(suite.app.url).origin,
    ]);
    expect(await frame.getAttribute('title')).toBe('Video: Lecture on materiality');
    expect(await page.locator('.reader-facts').innerText()).toContain('12 min watch');
    expect(await page.locator('.external-card, .article-body, .pdf-viewer').count()).toBe(0);
    // When the embed does not play (blocked, removed, offline), the member can still reach the video.
    const fallback = page.getByRole('link', { name: 'Watch on YouTube' });
    expect(await fallback.getAttribute('href')).toBe('https://youtu.be/dQw4w9WgXcQ?t=42');
    expect(await fallback.getAttribute('target')).toBe('_blank');
  });

  it('answers an unknown id with a clear not-found state', async () => {
    await openAs(member);
    for (const id of ['999999', 'abc', '99999999999']) {
      await page.goto(`${suite.app.url}/article/${id}`);
      await page.getByRole('heading', { level: 1, name: MESSAGES.articleNotFound }).waitFor();
      await page.getByRole('link', { name: 'Back to library' }).waitFor();
    }
  });

  it('renders article content inert: no script runs and no handler survives', async () => {
    const hostile =
      '<script>window.__pwned = 1; alert(1)</script>\n\n<img src=x onerror="window.__pwned = 2; alert(2)">\n\n[click](javascript:alert(3))\n\nSafe closing line.';
    const fromMarkdown = await createArticle(suite.app.services, { title: 'Hostile Markdown', content: hostile });
    // A row whose stored HTML bypassed the server's sanitiser: the reader's own pass must still neutralise it.
    const raw = await createArticle(suite.app.services, { title: 'Hostile stored HTML' });
    await suite.app.db.query('UPDATE articles SET content_html = $1 WHERE id = $2', [
      '<p>Visible</p><img src="x" onerror="window.__pwned = 3; alert(4)"><script>window.__pwned = 4; alert(5)</script><svg onload="alert(6)"></svg><a href="javascript:alert(7)" onclick="alert(8)">link</a><p onmouseover="alert(9)" style="color:red">hover</p><iframe src="javascript:alert(10)"></iframe>',
      raw.id,
    ]);
    await openAs(member);

    await page.goto(`${suite.app.url}/article/${fromMarkdown.id}`);
    await page.locator('.article-body', { hasText: 'Safe closing line.' }).waitFor();
    expect(await page.locator('.article-body').innerText()).toContain('<script>window.__pwned = 1; alert(1)</script>');
    expect(await page.locator('.article-body script, .article-body img, .article-body [onerror]').count()).toBe(0);
    expect(await page.locator('.article-body a[href^="javascript"]').count()).toBe(0);

    await page.goto(`${suite.app.url}/article/${raw.id}`);
    await page.locator('.article-body', { hasText: 'Visible' }).waitFor();
    const body = page.locator('.article-body');
    expect(await body.locator('script, img, svg, iframe, [onerror], [onclick], [onmouseover], [onload], [style]').count()).toBe(0);
    expect(await body.locator('a').getAttribute('href')).toBeNull();
    await body.locator('a').click();
    await body.getByText('hover').hover();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

describe('feedback', () => {
  it('creates feedback, then shows and updates it', async () => {
    const a = await createArticle(suite.app.services, { title: 'Rated article' });
    await openAs(member);
    await page.goto(`${suite.app.url}/article/${a.id}`);
    await page.getByRole('heading', { name: 'Rate This Content' }).waitFor();
    await page.getByText('Select a rating').waitFor();
    const submit = page.getByRole('button', { name: 'Submit Feedback' });
    expect(await submit.isDisabled()).toBe(true);

    // Submitting without a rating (e.g. by script) sends nothing and asks for one.
    await page.locator('.feedback form').evaluate((f: HTMLFormElement) => f.requestSubmit());
    await page.getByText(MESSAGES.feedbackSelectRating).waitFor();

    const labels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'];
    for (const [i, label] of labels.entries())
      await page.getByRole('radio', { name: `${i + 1} ${i === 0 ? 'star' : 'stars'}, ${label}` }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: '4 stars, Very Good' }).check({ force: true });
    await page.locator('.rating-label', { hasText: 'Very Good' }).waitFor();
    await page.getByLabel('Comment (optional)').fill('Clear and practical.');
    await page.getByText('20/1000').waitFor();
    await page.getByLabel(/Submit anonymously/).check();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText(MESSAGES.feedbackThanks).waitFor();
    await page.getByRole('heading', { name: 'Update Your Feedback' }).waitFor();
    // The comment joins What members say at once, anonymous as asked.
    const comments = page.getByRole('region', { name: /What members say/ });
    await comments.getByText('Clear and practical.').waitFor();
    await comments.locator('.comment-item', { hasText: 'Clear and practical.' }).getByText('Anonymous').waitFor();
    const [row] = await suite.app.db.query('SELECT rating, comment, is_anonymous FROM feedback WHERE user_id = $1 AND article_id = $2', [member.user.id, a.id]);
    expect(row).toEqual({ rating: 4, comment: 'Clear and practical.', is_anonymous: true });

    // Reopening shows the earlier feedback; submitting again replaces it.
    await page.reload();
    await page.getByRole('heading', { name: 'Update Your Feedback' }).waitFor();
    expect(await page.getByRole('radio', { name: '4 stars, Very Good' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Comment (optional)').inputValue()).toBe('Clear and practical.');
    expect(await page.getByLabel(/Submit anonymously/).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '5 stars, Excellent' }).check({ force: true });
    await page.getByLabel('Comment (optional)').fill('x'.repeat(1005));
    expect((await page.getByLabel('Comment (optional)').inputValue()).length).toBe(1000);
    await page.getByText('1000/1000').waitFor();
    await page.getByLabel('Comment (optional)').fill('Even better on a second read.');
    await page.getByLabel(/Submit anonymously/).uncheck();
    await page.getByRole('button', { name: 'Update Feedback' }).click();
    await page.getByText(MESSAGES.feedbackUpdated).waitFor();
    const rows = await suite.app.db.query('SELECT rating, comment, is_anonymous FROM feedback WHERE user_id = $1 AND article_id = $2', [member.user.id, a.id]);
    expect(rows).toEqual([{ rating: 5, comment: 'Even better on a second read.', is_anonymous: false }]);
    await comments
      .locator('.comment-item', { hasText: 'Even better on a second read.' })
      .getByText(`${member.user.firstName} ${member.user.lastName.charAt(0)}.`)
      .waitFor();
    await shot('feedback');
  });

  it("shows other members' comments under the item, newest first, at 375 px", async () => {
    const a = await createArticle(suite.app.services, { title: 'Commented article' });
    const api = apiClient(suite.app.url);
    const named = await createUser(suite.app.services, { firstName: 'Noor', lastName: 'Visser' });
    const hidden = await createUser(suite.app.services, { firstName: 'Bram', lastName: 'Jansen' });
    await api.post(`/api/articles/${a.id}/feedback`, { rating: 5, comment: 'The worked example helped.', is_anonymous: false }, named.token);
    await api.post(`/api/articles/${a.id}/feedback`, { rating: 2, comment: 'Too short on disclosures.', is_anonymous: true }, hidden.token);
    await openAs(member);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${suite.app.url}/article/${a.id}`);
    const comments = page.getByRole('region', { name: 'What members say (2)' });
    await comments.getByText('Too short on disclosures.').waitFor();
    const items = comments.locator('.comment-item');
    expect(await items.nth(0).textContent()).toContain('Anonymous');
    expect(await items.nth(1).textContent()).toContain('Noor V.');
    expect(await comments.textContent()).not.toContain('Jansen');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await comments.screenshot({ path: path.join(SCREENSHOT_DIR, 'library-comments-375.png') });
  });

  it('shows the server message, the network message, and a blank form when loading fails', async () => {
    const a = await createArticle(suite.app.services, { title: 'Soon deleted' });
    await openAs(member);
    // Loading the earlier feedback fails: the blank form is shown.
    await page.route('**/graphql', async (route) => {
      // Operations go by hash: the name is in operationName, not in a query text.
      if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'MyFeedback')
        return route.fulfill({ status: 500, body: 'down' });
      return route.fallback();
    });
    await page.goto(`${suite.app.url}/article/${a.id}`);
    await page.getByRole('heading', { name: 'Rate This Content' }).waitFor();
    await page.unroute('**/graphql');

    // The server refuses (the article was deleted meanwhile): its message is shown.
    await page.getByRole('radio', { name: '3 stars, Good' }).check({ force: true });
    await suite.app.db.query('DELETE FROM articles WHERE id = $1', [a.id]);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByRole('alert').getByText(MESSAGES.articleNotFound).waitFor();

    // The network fails.
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByRole('alert').getByText(MESSAGES.feedbackNetwork).waitFor();
  });
});

describe('news', () => {
  it('groups items by type with counts and long dates; unknown types count as news; content is text', async () => {
    await openAs(member);
    await page.goto(`${suite.app.url}/news`);
    await page.getByText(MESSAGES.newsEmpty).waitFor();

    const items: Array<[string, string, string]> = [
      ['news', 'Library passes 50 articles', '2026-11-14T12:00:00Z'],
      ['feature', 'Video lectures arrive', '2026-11-10T09:00:00Z'],
      ['feature', 'Download certificates as files', '2026-10-02T09:00:00Z'],
      ['announcement', 'Maintenance window', '2026-09-01T09:00:00Z'],
      ['update', 'Faster search', '2026-08-01T09:00:00Z'],
    ];
    for (const [type, title, at] of items) {
      const item = await suite.app.services.news.create(admin.user, {
        type,
        title,
        content: `First paragraph of ${title}.\n\nSecond paragraph <img src=x onerror="alert(1)">.`,
      });
      await suite.app.db.query('UPDATE news_items SET created_at = $1 WHERE id = $2', [at, item.id]);
    }
    await suite.app.db.query(
      "INSERT INTO news_items (type, title, content, created_at) VALUES ('webinar', 'Webinar recordings', 'Watch again.', '2026-07-01T09:00:00Z')",
    );

    await page.reload();
    await page.locator('.news-group').first().waitFor();
    const headings = await page.locator('.news-group h2').allTextContents();
    expect(
      headings.map((h) =>
        h
          .replace(/^\S+\s/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    ).toEqual(['News (2 items)', 'New Features (2 items)', 'Announcements (1 item)', 'Updates (1 item)']);
    const newsGroup = page.locator('.news-group.news-news');
    expect(await newsGroup.locator('h3').allTextContents()).toEqual(['Library passes 50 articles', 'Webinar recordings']);
    await newsGroup.getByText('Saturday, 14 November 2026').waitFor();
    const first = newsGroup.locator('.news-item').first();
    expect(await first.locator('.news-text').allTextContents()).toEqual([
      'First paragraph of Library passes 50 articles.',
      'Second paragraph <img src=x onerror="alert(1)">.',
    ]);
    expect(await page.locator('.news-page img').count()).toBe(0);
    await shot('news');
  });
});

describe('admin', () => {
  it('creates an article with a PDF that then appears in the library; unpublishes and deletes it', async () => {
    await openAs(admin);
    await page.goto(`${suite.app.url}/admin`);
    await page.getByRole('heading', { name: 'Articles', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel(/^Title/).fill('Contract law for engineers');
    await page.getByLabel(/^Category/).selectOption('Law');
    await page.getByLabel('Secondary category').selectOption('Engineering');
    await page.getByLabel(/^Language/).selectOption('Spanish');
    await page.getByLabel('Difficulty').selectOption('Intermediate');
    await page.getByLabel('PE points').fill('2.5');
    // Points other than the study-time formula's need a reason, which certificates show.
    await page.getByLabel('Reason for other points than the study-time formula').fill('Includes a graded case study');
    await page.getByLabel('Source', { exact: true }).fill('Admin Desk');
    await page.getByLabel('Publication date').fill('2025-09-01');
    await page.getByLabel('Minutes to read or watch').fill('15');
    await page.getByLabel('Summary').fill('- Offer and acceptance\n- Liability');
    await page.getByLabel('Text (Markdown)').fill('## Contracts\n\nEvery engineer signs them.');
    await page.getByLabel('Civil Engineer').check();
    await page.getByRole('button', { name: 'Create article' }).click();
    await page.getByText('Article created. It is published in the library.').waitFor();

    await page.getByLabel('Upload PDF').setInputFiles({ name: 'contracts.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await page.getByText('Uploaded contracts.pdf.').waitFor();
    await page.getByLabel('Replace PDF').waitFor();
    const [stored] = await suite.app.db.query(
      "SELECT id, pdf_filename, pe_points_value, professions, secondary_category FROM articles WHERE title = 'Contract law for engineers'",
    );
    expect(stored.pdf_filename).toMatch(/^article-\d+-[0-9a-f]{16}\.pdf$/);
    expect(Number(stored.pe_points_value)).toBe(2.5);
    expect(stored.secondary_category).toBe('Engineering');

    // A bad upload gets the server's message.
    await page
      .getByLabel('Replace PDF')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all, just text'.repeat(5)) });
    await page.getByRole('alert').getByText(MESSAGES.pdfInvalid).waitFor();

    await page.goto(`${suite.app.url}/articles?language=Spanish`);
    await expectCards(['Contract law for engineers']);
    await page.getByRole('link', { name: /^Start Reading/ }).click();
    await page.locator('object.pdf-viewer').waitFor();
    await page.goto(`${suite.app.url}/admin`);
    await page.getByRole('button', { name: 'Edit Contract law for engineers' }).click();
    await page.getByLabel('Replace PDF').waitFor();
    await shot('admin-editor');

    // Search, unpublish (members no longer see it) and delete with confirmation.
    await page.goto(`${suite.app.url}/admin`);
    await page.getByLabel('Search titles').fill('contract LAW');
    await page.locator('.admin-table tbody tr').first().waitFor();
    await eventually(() => page.locator('.admin-table tbody tr').count(), 1);
    await page.getByRole('button', { name: 'Unpublish Contract law for engineers' }).click();
    await page.getByText("'Contract law for engineers' is now unpublished.").waitFor();
    const [row] = await suite.app.db.query('SELECT is_published FROM articles WHERE id = $1', [stored.id]);
    expect(row.is_published).toBe(false);
    await page.getByRole('button', { name: 'Delete Contract law for engineers' }).click();
    await page.getByRole('dialog', { name: 'Delete this article?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText("'Contract law for engineers' was deleted.").waitFor();
    expect(await suite.app.db.query('SELECT id FROM articles WHERE id = $1', [stored.id])).toEqual([]);
  });

  it("shows an article's question bank with its checks, drafts questions with the generator and approves a passing draft", async () => {
    const article = await createSampleArticle(suite.app.services, { title: 'Bank review sample' });
    await openAs(admin);
    await page.goto(`${suite.app.url}/admin`);
    await page.getByLabel('Search titles').fill('Bank review sample');
    await page.getByRole('button', { name: 'Questions of Bank review sample' }).click();
    await page.getByRole('heading', { name: 'Questions: Bank review sample' }).waitFor();
    const rows = page.locator('.bank-table tbody tr');
    const before = await rows.count();

    await page.getByRole('button', { name: 'Draft questions' }).click();
    await page.getByText(/draft questions? added \(\d+ pass the checks\)/).waitFor();
    await eventually(async () => (await rows.count()) > before, true);
    const [drafts] = await suite.app.db.query(
      "SELECT count(*)::int AS n FROM test_questions WHERE article_id = $1 AND status = 'draft' AND generator <> 'curated'",
      [article.id],
    );
    expect(drafts.n).toBeGreaterThan(0);

    const passing = rows
      .filter({ hasText: 'Passes' })
      .filter({ has: page.getByRole('button', { name: 'Approve' }) })
      .first();
    await passing.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(/is now approved\./).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-question-bank.png'), fullPage: true });
  });

  it('creates, edits and deletes a news item that members see on /news', async () => {
    await openAs(admin);
    await page.goto(`${suite.app.url}/admin`);
    await page.getByRole('button', { name: 'News', exact: true }).click();
    await page.getByRole('heading', { name: 'New news item' }).waitFor();
    await page.getByLabel(/^Type/).selectOption('announcement');
    await page.getByLabel(/^Title/).fill('Office closed on Friday');
    await page.getByLabel(/^Content/).fill('Support replies on Monday.');
    await page.getByRole('button', { name: 'Create news item' }).click();
    await page.getByText('News item created.').waitFor();
    await page.getByRole('button', { name: 'Edit Office closed on Friday' }).click();
    await page.getByLabel(/^Title/).fill('Office closed on Friday 20th');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('News item saved.').waitFor();

    await page.goto(`${suite.app.url}/news`);
    await page.locator('.news-group.news-announcement h3', { hasText: 'Office closed on Friday 20th' }).waitFor();

    await page.goto(`${suite.app.url}/admin`);
    await page.getByRole('button', { name: 'News', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Office closed on Friday 20th' }).click();
    await page.getByRole('dialog', { name: 'Delete this news item?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText("'Office closed on Friday 20th' was deleted.").waitFor();
    expect(await suite.app.db.query("SELECT id FROM news_items WHERE title LIKE 'Office closed%'")).toEqual([]);
  });
});

describe('accessibility', () => {
  const audit = (route: string) => auditRoute(page, suite.app.url, route);
  // One article of each content kind. The audits are split over four tests: each takes a few seconds of axe per page
  // on a busy machine, and one test of eleven pages came near its timeout there.
  let text: { id: number };
  let pdf: { id: number };
  let link: { id: number };
  let video: { id: number };
  beforeAll(async () => {
    await suite.app.services.storage.write('pdf', 'axe.pdf', PDF_BYTES);
    text = await createArticle(suite.app.services, {
      title: 'Axe text',
      content: '## Heading\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[link](https://example.org)',
    });
    pdf = await createArticle(suite.app.services, { title: 'Axe PDF', pdfFilename: 'axe.pdf' });
    link = await createArticle(suite.app.services, { title: 'Axe link', externalUrl: 'https://example.org/x' });
    video = await createArticle(suite.app.services, { title: 'Axe video', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  });

  it('the reader of each content kind (text, PDF, link, video) has no serious or critical violations', async () => {
    await openAs(member);
    const violations: string[] = [];
    for (const a of [text, pdf, link, video]) violations.push(...(await audit(`/article/${a.id}`)));
    expect(violations).toEqual([]);
  }, 180_000);

  it('the library in video mode and a missing article have no serious or critical violations', async () => {
    await openAs(member);
    const violations = [...(await audit('/articles?mode=videos')), ...(await audit('/article/0'))];
    expect(violations).toEqual([]);
  }, 180_000);

  it('the library grid and the reader at 375 px have no serious or critical violations', async () => {
    await openAs(member);
    await page.setViewportSize({ width: 375, height: 800 });
    const violations = [...(await audit('/articles'))];
    await shot('narrow-grid');
    violations.push(...(await audit(`/article/${text.id}`)));
    await shot('narrow-reader');
    expect(violations).toEqual([]);
  }, 180_000);

  it('the admin sections (articles, the article editor, news) have no serious or critical violations', async () => {
    await openAs(admin);
    const violations = [...(await audit('/admin'))];
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByRole('heading', { name: 'New article' }).waitFor();
    violations.push(...(await seriousViolations(page, 'article editor')));
    await page.getByRole('button', { name: 'News', exact: true }).click();
    await page.getByRole('heading', { name: 'New news item' }).waitFor();
    violations.push(...(await seriousViolations(page, 'news admin')));
    expect(violations).toEqual([]);
  }, 180_000);
});
