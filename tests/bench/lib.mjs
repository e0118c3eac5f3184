/**
 * Plumbing shared by the benchmark sections: a scratch PostgreSQL database, child processes for
 * the app and the bare baseline server, free ports, and one autocannon measurement.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium and its flags, shared with the browser tests (tests/support/chromium.json). */
export const CHROMIUM = JSON.parse(readFileSync(path.join(ROOT, 'tests/support/chromium.json'), 'utf8'));
export const DIST = path.join(ROOT, 'server/dist/server/src');

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates an empty database; returns its URL and a drop function. */
export async function createScratchDatabase() {
  const name = `leerpunt_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      // BENCH_KEEP_DATABASE=1 leaves it for a look afterwards (EXPLAIN ANALYZE on the data the bench measured).
      if (process.env.BENCH_KEEP_DATABASE === '1') return console.log(`kept database ${name}`);
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Runs a node script to completion; rejects with its output when it fails. */
export function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(script)} exited ${code}:\n${output}`))));
  });
}

/** Starts a long-running node process and waits until `readyUrl` answers 200. */
export async function startProcess(label, script, args, env, readyUrl, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Generous: on a shared, busy machine the app alone can take a minute to start.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited during start:\n${output}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        // Generous: a process started with --cpu-prof writes its profile on the way out.
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Starts the built app (server/dist, embedded database with the demo accounts) on a free port; answers its URL and a stop function. */
export async function startApp() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src/main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-')), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to three minutes: a first start migrates and seeds a fresh embedded database, slow on a busy machine.
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Resident set size of a process in MiB (Linux), or NaN elsewhere. */
export function rssMiB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** One load test: requests per second and latency percentiles (ms). */
export async function measure({ url, method = 'GET', headers = {}, body, setupRequest, connections, duration }) {
  // setupRequest (autocannon's hook) lets a target vary each request, e.g. one fresh attempt per submit.
  const requests = setupRequest ? [{ method, headers, body, setupRequest }] : undefined;
  const result = await autocannon({ url, method, headers, body, connections, duration, ...(requests ? { requests } : {}) });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures,
  };
}

/** Sends one request and returns its parsed JSON, failing loudly on a non-2xx answer. */
export async function fetchJson(url, init = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}
