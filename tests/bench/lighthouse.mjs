// Lighthouse performance (issue #31 §4): the performance category with Lighthouse's default mobile settings
// (Moto G Power emulation at 412 × 823, simulated slow 4G and 4× CPU slowdown) for six pages of the built app.
// Each run gets a fresh Chromium profile (cold cache); a signed-in page gets its token in localStorage first,
// on the same origin, and Lighthouse keeps it (disableStorageReset). BENCH_LIGHTHOUSE_RUNS runs per page
// (default 3), the median by score is reported. Part of the front-end section (frontend.mjs); alone:
// node tests/bench/lighthouse.mjs  (expects `npm run build`; prints Markdown).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, freePort, startApp } from './lib.mjs';

const BUDGET = 95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A member with a plan (the demo seed's), for the library and the dashboard. */
const MEMBER = { email: 'professional@leerpunt.example', password: 'Professional-2026' };
export const LIGHTHOUSE_PAGES = [
  { name: 'landing', route: '/', signedIn: false },
  { name: 'sign-in', route: '/login', signedIn: false },
  { name: 'pricing', route: '/pricing', signedIn: false },
  { name: 'verify', route: '/verify', signedIn: false },
  { name: 'library', route: '/articles', signedIn: true },
  { name: 'dashboard', route: '/', signedIn: true },
];
/** A resource's file name for the diagnostics (the document's path when it has no file name). */
const fileOf = (url) => path.basename(new URL(url).pathname) || new URL(url).pathname;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['Speed Index', 'speed-index'],
];

/** Debian's Chromium with the tests' flags (no background networking), a fresh profile and a debugging port. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'lp-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath,
    [...CHROMIUM.args, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (i > 300 || child.exitCode !== null) throw new Error('Chromium did not open its debugging port');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      // Its helper processes may still be writing to the profile for a moment: a profile that will not go yet is left
      // for the system's temporary-file cleanup rather than losing the measurement it served.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`lighthouse: left the profile ${profile} (${error.code ?? error.message})`);
      }
    },
  };
}

/** Puts the token where the client looks for it, from a page on the app's origin that loads none of its assets. */
async function storeToken(port, url, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/healthz`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function runOnce(url, page, token) {
  const chromium = await launchChromium();
  try {
    if (page.signedIn) await storeToken(chromium.port, url, token);
    const result = await lighthouse(`${url}${page.route}`, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      disableStorageReset: page.signedIn,
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chromium.stop();
  }
}

/** What Lighthouse says costs the most on a page: the LCP element and its phases, and the largest opportunities. */
function diagnostics(lhr) {
  const a = lhr.audits;
  const out = [];
  const lcpItems = a['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpItems[0]?.items?.[0]?.node;
  if (element) out.push(`LCP element \`${element.nodeLabel ?? element.snippet}\``);
  const phases = lcpItems[1]?.items;
  if (phases?.length) out.push(`LCP phases ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
  const blocking = a['render-blocking-resources']?.details?.items ?? [];
  if (blocking.length) out.push(`render-blocking ${blocking.map((i) => `${fileOf(i.url)} ${Math.round(i.wastedMs)} ms`).join(', ')}`);
  const unused = a['unused-javascript']?.details?.items ?? [];
  if (unused.length) out.push(`unused JS ${unused.map((i) => `${fileOf(i.url)} ${(i.wastedBytes / 1024).toFixed(1)} KiB`).join(', ')}`);
  const work = a['mainthread-work-breakdown'];
  if (work?.numericValue) {
    const top = [...(work.details?.items ?? [])].sort((x, y) => y.duration - x.duration).slice(0, 3);
    out.push(`main-thread work ${(work.numericValue / 1000).toFixed(1)} s (${top.map((i) => `${i.groupLabel} ${Math.round(i.duration)} ms`).join(', ')})`);
  }
  const boot = (a['bootup-time']?.details?.items ?? []).filter((i) => i.url.startsWith('http')).slice(0, 3);
  if (boot.length) out.push(`script time ${boot.map((i) => `${fileOf(i.url)} ${Math.round(i.total)} ms`).join(', ')}`);
  return out.join('; ');
}

/** Runs every page RUNS times; answers one row per page (the median run by score) with its metrics and diagnostics. */
export async function lighthouseRows(url) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const { access_token: token } = await login.json();
  if (!token) throw new Error(`sign-in of ${MEMBER.email} answered ${login.status} without a token`);
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(url, page, token));
    runs.sort((x, y) => x.categories.performance.score - y.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    const score = Math.round(lhr.categories.performance.score * 100);
    const row = {
      page: page.name,
      route: page.route,
      signedIn: page.signedIn,
      score,
      scores: runs.map((r) => Math.round(r.categories.performance.score * 100)),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      metrics: Object.fromEntries(METRICS.map(([label, id]) => [label, lhr.audits[id].numericValue])),
      diagnostics: diagnostics(lhr),
      version: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    rows.push(row);
    console.log(
      `lighthouse ${page.name}: ${score} (runs ${row.scores.join(', ')}) LCP ${Math.round(row.metrics.LCP)} ms TBT ${Math.round(row.metrics.TBT)} ms`,
    );
  }
  return rows;
}

const ms = (n) => `${Math.round(n)}`;

/** Markdown: the table, the budget line and, for each page under it, what Lighthouse says costs the most. */
export function lighthouseMarkdown(rows) {
  const passing = rows.filter((r) => r.score >= BUDGET).map((r) => r.page);
  const failing = rows.filter((r) => r.score < BUDGET);
  const lines = [
    `Lighthouse ${rows[0]?.version ?? ''} performance category, mobile (its default emulation and simulated throttling: slow 4G, 4× CPU slowdown), fresh Chromium profile per run, median of ${RUNS} runs by score; host CPU benchmark index ${rows.map((r) => Math.round(r.benchmarkIndex)).join('/')}.`,
    '',
    '| page | route | signed in | ended on | performance | runs | FCP (ms) | LCP (ms) | TBT (ms) | CLS | Speed Index (ms) |',
    '|---|---|---|---|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const m = r.metrics;
    lines.push(
      `| ${r.page} | ${r.route} | ${r.signedIn ? 'yes' : 'no'} | ${r.finalPath} | ${r.score} | ${r.scores.join(', ')} | ${ms(m.FCP)} | ${ms(m.LCP)} | ${ms(m.TBT)} | ${m.CLS.toFixed(3)} | ${ms(m['Speed Index'])} |`,
    );
  }
  lines.push(
    '',
    `Budget: performance ≥ ${BUDGET} on every page. Pass: ${passing.join(', ') || 'none'}${failing.length ? `; under it: ${failing.map((r) => `${r.page} (${r.score})`).join(', ')}` : ''}.`,
  );
  for (const r of rows) lines.push('', `- ${r.page}: ${r.diagnostics || 'no diagnostics'}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await startApp();
  try {
    console.log(lighthouseMarkdown(await lighthouseRows(app.url)));
  } finally {
    app.stop();
  }
}
