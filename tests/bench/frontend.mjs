// Front-end budgets: gzip size of the JavaScript each main page needs (entry + its route chunk and
// their static imports, from Vite's manifest) and Chromium's LCP and CLS for those pages on localhost.
// Usage: node tests/bench/frontend.mjs  (expects `npm run build`); prints Markdown, returns rows.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

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

const freePort = () => new Promise((resolve) => { const s = createServer().listen(0, () => { const { port } = s.address(); s.close(() => resolve(port)); }); });

export async function webVitals() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src/main.js')], {
    cwd: ROOT, env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-')), LOG_LEVEL: 'warn' }, stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 300; i++) {
      try { if ((await fetch(`${url}/healthz`)).ok) break; } catch { /* starting */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'professional@leerpunt.example', password: 'Professional-2026' }) })).json();
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    const rows = [];
    for (const p of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (p.signedIn) await context.addInitScript((t) => localStorage.setItem('token', t), login.access_token);
      await context.addInitScript(() => {
        window.__vitals = { lcp: 0, cls: 0 };
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__vitals.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`${url}${p.route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const v = await page.evaluate(() => window.__vitals);
      rows.push({ page: p.name, lcpMs: Math.round(v.lcp), cls: +v.cls.toFixed(3) });
      await context.close();
    }
    await browser.close();
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

export async function frontendReport() {
  const sizes = bundleSizes();
  const vitals = await webVitals();
  const lines = ['| page | JS files | JS gzip (KiB) | LCP (ms) | CLS |', '|---|---:|---:|---:|---:|'];
  for (const s of sizes) {
    const v = vitals.find((x) => x.page === s.page);
    lines.push(`| ${s.page} | ${s.files} | ${s.gzipKb} | ${v?.lcpMs ?? '–'} | ${v?.cls ?? '–'} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await frontendReport());
}
