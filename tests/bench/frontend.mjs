// Front-end budgets: gzip size of the JavaScript each main page needs (entry + its route chunk and
// their static imports, from Vite's manifest) and Chromium's LCP and CLS for those pages on localhost,
// then Lighthouse's mobile performance score for six pages (lighthouse.mjs; BENCH_LIGHTHOUSE=0 skips it).
// Usage: node tests/bench/frontend.mjs  (expects `npm run build`); prints Markdown, returns rows.
/* global window -- addInitScript and page.evaluate run those callbacks in the page */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, startApp } from './lib.mjs';
import { lighthouseMarkdown, lighthouseRows } from './lighthouse.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const DIST = path.join(ROOT, 'client/dist');
const PAGES = [
  { name: 'landing', route: '/', module: 'src/features/landing/LandingPage.tsx', signedIn: false },
  { name: 'login', route: '/login', module: 'src/features/auth/LoginPage.tsx', signedIn: false },
  { name: 'dashboard', route: '/', module: 'src/features/dashboard/DashboardPage.tsx', signedIn: true },
];

function manifest() {
  return JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
}

/** The chunk files a module needs: itself and its static imports, recursively. */
function closure(man, key, seen = new Set()) {
  const chunk = man[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(man, dep, seen);
  return seen;
}

export function bundleSizes() {
  const man = manifest();
  const entryKey = Object.keys(man).find((k) => man[k].isEntry && k === 'index.html');
  const entry = closure(man, entryKey);
  return PAGES.map((p) => {
    const files = new Set([...entry, ...closure(man, p.module)]);
    const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(DIST, f))).length, 0);
    return { page: p.name, files: files.size, gzipKb: +(bytes / 1024).toFixed(1) };
  });
}

/** Bytes of a built file as sent to a client that accepts brotli (its .br variant when there is one). */
function brotliSize(urlPath) {
  const file = path.join(DIST, urlPath);
  for (const candidate of [`${file}.br`, file]) {
    try {
      return statSync(candidate).size;
    } catch {
      /* next */
    }
  }
  return 0;
}

/** Visitor pages (no sign-in), then member pages for each demo plan. */
const PUBLIC_ROUTES = [
  { name: 'landing', route: '/' },
  { name: 'login', route: '/login' },
  { name: 'register', route: '/register' },
  { name: 'pricing', route: '/pricing' },
  { name: 'verify', route: '/verify' },
];
const MEMBER_ROUTES = [
  { name: 'dashboard', route: '/' },
  { name: 'library', route: '/articles' },
  { name: 'news', route: '/news' },
  { name: 'help', route: '/help' },
  { name: 'account', route: '/account' },
  { name: 'subscription-required', route: '/subscription-required' },
];
const ACCOUNTS = [
  { plan: 'Professional', email: 'professional@leerpunt.example', password: 'Professional-2026' },
  { plan: 'Monthly', email: 'monthly@leerpunt.example', password: 'Monthly-Plan-2026' },
  { plan: 'Insights', email: 'insights@leerpunt.example', password: 'Insights-Free-2026' },
  { plan: 'no plan', email: 'inactive@leerpunt.example', password: 'No-Plan-Yet-2026' },
];
const VIEWPORTS = [375, 1280];
/** Issue #31 §4: the landing and sign-in pages' JavaScript as sent over plain HTTP with gzip, response headers included (kB = 1,000 bytes). */
const FIRST_LOAD_BUDGET_KB = 80;
const FIRST_LOAD_PAGES = ['landing', 'login'];
const QUICK = process.env.BENCH_FRONTEND_QUICK === '1';

/** Signs in through the sign-in page as a member without a plan; answers the session entries it left for the plan chooser. */
async function pendingSignIn(browser, url, account) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel(/^Email( \*)?$/).fill(account.email);
    await page.getByLabel(/^Password( \*)?$/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/subscription-required$/);
    return await page.evaluate(() => Object.entries(sessionStorage));
  } finally {
    await context.close();
  }
}

/**
 * Loads every route in headless Chromium at 375 and 1280 px: the JavaScript bytes as sent (encoded
 * body sizes, so compression counts), LCP and the CLS sum. BENCH_FRONTEND_QUICK=1 measures only
 * 1280 px and the first plan.
 */
export async function webVitals(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath, headless: true, args: CHROMIUM.args });
  const runs = PUBLIC_ROUTES.map((r) => ({ ...r, plan: 'visitor', token: null, pending: null }));
  for (const account of QUICK ? ACCOUNTS.slice(0, 1) : ACCOUNTS) {
    const login = await (
      await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      })
    ).json();
    // Without a plan, sign-in answers 402 and no token: the browser keeps what the sign-in page stored for the plan chooser.
    const pending = login.access_token ? null : await pendingSignIn(browser, url, account);
    for (const r of MEMBER_ROUTES) runs.push({ ...r, plan: account.plan, token: login.access_token ?? null, pending });
  }
  const rows = [];
  for (const run of runs) {
    for (const width of QUICK ? [1280] : VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 800 } });
      if (run.token) await context.addInitScript((t) => localStorage.setItem('token', t), run.token);
      if (run.pending) {
        await context.addInitScript((entries) => {
          for (const [key, value] of entries) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
        }, run.pending);
      }
      await context.addInitScript(() => {
        window.__vitals = { lcp: 0, cls: 0 };
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.__vitals.lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const scripts = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request);
      });
      await page.goto(`${url}${run.route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const v = await page.evaluate(() => window.__vitals);
      let jsBytes = 0;
      let headerBytes = 0;
      let brBytes = 0;
      const files = [];
      for (const request of scripts) {
        const sizes = await request.sizes();
        jsBytes += sizes.responseBodySize;
        headerBytes += sizes.responseHeadersSize;
        brBytes += brotliSize(new URL(request.url()).pathname);
        files.push({ file: path.basename(new URL(request.url()).pathname), body: sizes.responseBodySize, headers: sizes.responseHeadersSize });
      }
      rows.push({
        page: run.name,
        plan: run.plan,
        width,
        path: new URL(page.url()).pathname,
        jsKb: +(jsBytes / 1024).toFixed(1),
        sentKb: +((jsBytes + headerBytes) / 1000).toFixed(1),
        files,
        brKb: +(brBytes / 1024).toFixed(1),
        jsFiles: scripts.length,
        lcpMs: Math.round(v.lcp),
        cls: +v.cls.toFixed(3),
      });
      await context.close();
    }
  }
  await browser.close();
  return rows;
}

/** The landing and sign-in pages against their budget, with the files each loaded (body and header bytes). */
function firstLoadBudget(vitals) {
  const lines = [];
  for (const name of FIRST_LOAD_PAGES) {
    const v = vitals.find((row) => row.page === name && row.plan === 'visitor');
    if (!v) continue;
    const verdict = v.sentKb <= FIRST_LOAD_BUDGET_KB ? 'within' : `OVER by ${(v.sentKb - FIRST_LOAD_BUDGET_KB).toFixed(1)} kB`;
    lines.push(`${name}: JavaScript as sent over HTTP/gzip with headers ${v.sentKb} kB in ${v.jsFiles} files, budget ${FIRST_LOAD_BUDGET_KB} kB: ${verdict}.`);
    lines.push(`  ${v.files.map((f) => `${f.file} ${f.body}+${f.headers}`).join(', ')} (body+header bytes)`);
  }
  return lines;
}

export async function frontendReport() {
  const sizes = bundleSizes();
  const app = await startApp();
  let vitals;
  let lighthouse = '';
  try {
    vitals = await webVitals(app.url);
    // Issue #31 §4: Lighthouse performance on six pages, on the same app; BENCH_LIGHTHOUSE=0 skips it.
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      try {
        lighthouse = lighthouseMarkdown(await lighthouseRows(app.url));
      } catch (error) {
        lighthouse = `Lighthouse unavailable: ${error.message.slice(0, 300)}`;
      }
    }
  } finally {
    app.stop();
  }
  const lines = [
    "JavaScript as sent for every script the page loaded: the encoded bytes Chromium received over plain HTTP (it asks for gzip there), alone and with each response's headers (every request costs its headers), and the brotli bytes the same scripts take over HTTPS; LCP and CLS per route, plan and viewport width.",
    '',
    '| page | plan | width | ended on | JS files | JS as sent, HTTP/gzip (KiB) | with headers (kB) | JS as sent, HTTPS/brotli (KiB) | LCP (ms) | CLS |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const v of vitals)
    lines.push(`| ${v.page} | ${v.plan} | ${v.width} | ${v.path} | ${v.jsFiles} | ${v.jsKb} | ${v.sentKb} | ${v.brKb} | ${v.lcpMs} | ${v.cls} |`);
  const worst = vitals.reduce((m, v) => Math.max(m, v.cls), 0);
  const slowest = vitals.reduce((m, v) => Math.max(m, v.lcpMs), 0);
  lines.push('', `Worst CLS ${worst}, slowest LCP ${slowest} ms.`, '');
  lines.push(...firstLoadBudget(vitals), '');
  lines.push(
    'Static estimate from the build manifest (entry + route module + static imports, gzip at level 6):',
    '',
    '| page | JS files | JS gzip (KiB) |',
    '|---|---:|---:|',
  );
  for (const s of sizes) lines.push(`| ${s.page} | ${s.files} | ${s.gzipKb} |`);
  if (lighthouse) lines.push('', '### Lighthouse (mobile)', '', lighthouse);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await frontendReport());
}
