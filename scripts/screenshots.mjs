/**
 * Screenshot sweep: full-page screenshots of every client route, signed out and for each demo account,
 * at 375 and 1280 px, to look at before a release. Also prints a certificate to PDF as Chromium does.
 *
 * Usage: npm run build && node scripts/screenshots.mjs [out-dir]   (default /tmp/screens)
 *   SCREENS_ONLY=signed-out,professional   only these accounts
 *
 * The built app runs as its own process with the demo accounts and library (seeded on start). On a
 * PostgreSQL server at 127.0.0.1:5432 (or BENCH_DATABASE_URL) it uses a scratch database, so a test can
 * be answered correctly from the answer key and a passed result is shown; without one it falls back to
 * the embedded database and the test results shown are failures. Prints one line per page with its
 * title and any horizontal overflow, and writes index.html beside the images.
 */
/* global document, window -- page.evaluate and waitForFunction run these callbacks in the page */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM, createScratchDatabase, DIST, freePort, ROOT, startProcess } from '../tests/bench/lib.mjs';

const OUT = path.resolve(process.argv[2] ?? '/tmp/screens');
const WIDTHS = [375, 1280];
const ONLY = process.env.SCREENS_ONLY?.split(',').filter(Boolean);

/** The demo accounts of server/src/seed/demo-accounts.ts (their passwords are published in README). */
const ACCOUNTS = [
  { label: 'professional', email: 'professional@leerpunt.example', password: 'Professional-2026', tests: true },
  { label: 'monthly', email: 'monthly@leerpunt.example', password: 'Monthly-Plan-2026', tests: true },
  { label: 'insights', email: 'insights@leerpunt.example', password: 'Insights-Free-2026', tests: false },
  { label: 'inactive', email: 'inactive@leerpunt.example', password: 'No-Plan-Yet-2026', tests: false },
  { label: 'admin', email: 'admin@leerpunt.example', password: 'Admin-Leerpunt-2026', tests: true },
];
const ACCOUNT_TABS = ['overview', 'profile', 'subscription', 'certificates', 'history', 'request'];
const LETTERS = ['A', 'B', 'C', 'D'];

if (!existsSync(path.join(ROOT, 'client/dist/index.html')) || !existsSync(path.join(DIST, 'main.js'))) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}

/** A scratch PostgreSQL database when a server answers, else null (embedded database). */
async function tryPostgres() {
  try {
    return await createScratchDatabase();
  } catch {
    return null;
  }
}

async function startApp(database) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leerpunt-screens-'));
  const url = `http://127.0.0.1:${port}`;
  // The tour takes tests at once, without the study time the demo asks for (tests/e2e/study-time.e2e.test.ts shows that notice).
  const env = { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', MIN_STUDY_SHARE: '0' };
  if (database) env.DATABASE_URL = database.url;
  else delete process.env.DATABASE_URL;
  const app = await startProcess('app', path.join(DIST, 'main.js'), [], env, `${url}/readyz`);
  return { url, app, dataDir };
}

async function api(base, pathName, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${pathName}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Waits until the page has settled: network quiet, no loading indicator, fonts ready. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A busy machine can take a while for the first query of a page.
  await page
    .waitForFunction(() => !document.querySelector('.spinner, [aria-busy="true"]:not(.latest-updates)'), undefined, { timeout: 20000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
  await page.waitForTimeout(200);
}

const results = [];

/** Screenshots the current page at every width (the page is resized in place, so its state is kept). */
async function shoot(page, dir, name, route) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await page.waitForTimeout(250);
    const { scrollWidth, innerWidth, title } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      title: document.title,
    }));
    const file = path.join(dir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const overflow = scrollWidth > innerWidth ? `OVERFLOW ${scrollWidth}>${innerWidth}` : '';
    results.push({ account: path.basename(dir), route, width, title, overflow, file: path.relative(OUT, file) });
    console.log(`${path.basename(dir).padEnd(12)} ${String(width).padEnd(5)} ${route.padEnd(40)} ${title.padEnd(36)} ${overflow}`);
  }
}

async function visit(page, dir, name, route) {
  await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 900 });
  await page.goto(`${BASE}${route}`);
  await settle(page);
  await shoot(page, dir, name, route);
}

/** The answer key of the member's open attempt on an article, read as the grader reads it (PostgreSQL only). */
async function answerKey(database, email, articleId) {
  if (!database) return null;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT a.questions FROM test_attempts a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.article_id = $2 AND a.status = 'open'`,
      [email, articleId],
    );
    if (!rows[0]) return null;
    const served = rows[0].questions;
    const correct = await client.query('SELECT id, correct_option FROM test_questions WHERE id = ANY($1::int[])', [served.map((q) => q.questionId)]);
    const byId = new Map(correct.rows.map((r) => [Number(r.id), r.correct_option]));
    return served.map((q) => LETTERS[q.order.indexOf(byId.get(Number(q.questionId)))]);
  } finally {
    await client.end();
  }
}

/** Opens the article's test, shoots a question in progress, answers (right when the key is known) and shoots the result. */
async function takeTest(page, dir, prefix, account, articleId, pass) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${BASE}/test/${articleId}`);
  await settle(page);
  const questions = page.getByRole('radiogroup');
  if (!(await questions.count())) {
    // No test for this plan (gate or refusal): that page is what there is to see.
    await shoot(page, dir, `${prefix}-test`, `/test/${articleId}`);
    return;
  }
  const key = pass ? await answerKey(DATABASE, account.email, articleId) : null;
  const total = Number((await page.locator('.test-progress-label span').first().textContent())?.match(/of (\d+)/)?.[1] ?? 5);
  for (let i = 0; i < total; i++) {
    const letter = key ? key[i] : LETTERS[(i + 1) % 4];
    await page.locator('.option', { has: page.locator(`input[value="${letter}"]`) }).click();
    if (i === 1) await shoot(page, dir, `${prefix}-test-in-progress`, `/test/${articleId} (question 2)`);
    if (i < total - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page
    .locator('.test-results')
    .waitFor({ timeout: 15000 })
    .catch(() => undefined);
  await settle(page);
  await shoot(page, dir, `${prefix}-test-result-${key ? 'passed' : 'failed'}`, `/test/${articleId} (result)`);
}

async function signIn(page, account) {
  await page.goto(`${BASE}/login`);
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20000 });
  await settle(page);
}

function indexHtml() {
  const rows = results
    .filter((r) => r.width === WIDTHS[0])
    .map((r) => {
      const wide = results.find((w) => w.account === r.account && w.route === r.route && w.width !== r.width);
      return `<section><h2>${r.account} · ${r.route} · ${r.title}</h2><img src="${r.file}" width="375">${wide ? `<img src="${wide.file}" width="640">` : ''}</section>`;
    })
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Leerpunt screens</title><style>body{font-family:sans-serif}img{border:1px solid #ccc;vertical-align:top;margin:4px}</style>${rows}`;
}

// ---------------------------------------------------------------------------------------------

const DATABASE = await tryPostgres();
const { url: BASE, app, dataDir } = await startApp(DATABASE);
console.log(`app at ${BASE} on ${DATABASE ? 'PostgreSQL' : 'PGlite'}; screenshots into ${OUT}`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath, headless: true, args: CHROMIUM.args });

try {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  // What the routes need: articles the professional has and has not completed, and a certificate.
  const login = await api(BASE, '/api/login', { method: 'POST', body: { email: ACCOUNTS[0].email, password: ACCOUNTS[0].password } });
  const pro = login.body;
  const certificates = (await api(BASE, `/api/users/${pro.user.id}/certificates`, { token: pro.access_token })).body;
  const completed = new Set(certificates.map((c) => c.article_id));
  const articles = (await api(BASE, '/api/articles?per_page=50')).body.articles;
  const fresh = articles.filter((a) => !completed.has(a.id));
  const reader = fresh[0].id;
  const certificate = certificates[0];

  const routes = {
    public: ['/', '/home', '/login', '/register', '/pricing', '/help', '/news', '/articles', `/article/${reader}`, `/test/${reader}`, '/account'],
    shared: [
      '/verify',
      `/verify?certificate_id=${certificate.certificate_id}`,
      '/subscription-required',
      '/subscription-success',
      '/subscription-cancelled',
      '/admin',
      '/no-such-page',
    ],
    signedOutOnly: ['/reset-password', '/reset-password/invalid-token', '/confirm/invalid-token'],
  };
  const slug = (route) =>
    route
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '_')
      .replace(/_$/, '') || 'root';

  // Signed out.
  if (!ONLY || ONLY.includes('signed-out')) {
    const dir = path.join(OUT, 'signed-out');
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    let n = 0;
    for (const route of [...routes.public, ...routes.shared, ...routes.signedOutOnly])
      await visit(page, dir, `${String(++n).padStart(2, '0')}-${slug(route)}`, route);
    await context.close();
  }

  for (const account of ACCOUNTS) {
    if (ONLY && !ONLY.includes(account.label)) continue;
    const dir = path.join(OUT, account.label);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`  page error (${account.label}): ${e.message}`));
    await signIn(page, account);
    let n = 0;
    const name = (route) => `${String(++n).padStart(2, '0')}-${slug(route)}`;
    // Where sign-in lands (the dashboard, or /subscription-required for a lapsed member).
    await shoot(page, dir, name(`landing_${new URL(page.url()).pathname}`), `${new URL(page.url()).pathname} (after sign-in)`);
    for (const route of ['/', '/articles', `/article/${reader}`]) await visit(page, dir, name(route), route);
    if (account.tests) {
      // Two fresh articles: one answered right (where the key can be read), one answered wrong.
      const [right, wrong] =
        account.label === 'professional' ? [fresh[1].id, fresh[2].id] : account.label === 'monthly' ? [fresh[3].id, fresh[4].id] : [fresh[5].id, fresh[6].id];
      await takeTest(page, dir, name('test_pass'), account, right, true);
      await takeTest(page, dir, name('test_fail'), account, wrong, false);
    } else {
      await takeTest(page, dir, name('test'), account, reader, false);
    }
    for (const tab of ACCOUNT_TABS) await visit(page, dir, name(`account_${tab}`), `/account?tab=${tab}`);
    for (const route of ['/news', '/help', '/pricing', ...routes.shared]) await visit(page, dir, name(route), route);
    if (account.label === 'admin') {
      // Every section of the admin page (they are tabs on the one route).
      await page.goto(`${BASE}/admin`);
      await settle(page);
      const sections = page.getByRole('navigation', { name: 'Administration sections' }).getByRole('button');
      for (let i = 1; i < (await sections.count()); i++) {
        const label = (await sections.nth(i).textContent()) ?? String(i);
        await sections.nth(i).click();
        await settle(page);
        await shoot(page, dir, name(`admin_${label}`), `/admin (${label})`);
      }
    }
    await context.close();
  }

  // The certificate as Chromium prints it (A4 landscape), and the print-emulated page.
  if (!ONLY || ONLY.includes('professional')) {
    const res = await fetch(`${BASE}/api/certificate/${certificate.article_id}`, { headers: { authorization: `Bearer ${pro.access_token}` } });
    const html = await res.text();
    const htmlFile = path.join(OUT, 'certificate.html');
    writeFileSync(htmlFile, html);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`file://${htmlFile}`);
    await page.screenshot({ path: path.join(OUT, 'certificate-screen.png'), fullPage: true });
    await page.pdf({ path: path.join(OUT, 'certificate.pdf'), preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'print' });
    // A4 landscape at 96 dpi: 1123 × 794 CSS px.
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.screenshot({ path: path.join(OUT, 'certificate-print.png'), fullPage: true });
    await context.close();
    console.log(`certificate: ${path.join(OUT, 'certificate.pdf')} and certificate-print.png`);
  }

  writeFileSync(path.join(OUT, 'index.html'), indexHtml());
  writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  const overflowing = results.filter((r) => r.overflow);
  console.log(`${results.length} screenshots in ${OUT}; ${overflowing.length} with horizontal overflow`);
} finally {
  await browser.close();
  await app.stop();
  await DATABASE?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
