import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/smtp';

const ROOT = path.resolve(__dirname, '../..');

/** Starts the built server the way `npm start` does, on the embedded database in a fresh DATA_DIR. */
async function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src/main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-data-')), LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // A first start migrates the embedded database and seeds three years of demo history: about half a minute on a
  // quiet machine, minutes on a loaded one, so it is given up to four.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, output: () => output };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

it('starts on the embedded database with demo accounts, and finishes in-flight requests on SIGTERM', async () => {
  const { child, url, output } = await startServer();
  expect(output()).toContain('demo accounts');
  expect(output()).toContain('professional@leerpunt.example');
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const inFlight = fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'professional@leerpunt.example', password: 'Professional-2026' }),
  });
  await new Promise((r) => setTimeout(r, 5));
  child.kill('SIGTERM');
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect((await res.json()).access_token).toBeTruthy();
  expect(await exited).toBe(0);
  await expect(fetch(`${url}/healthz`)).rejects.toThrow();
}, 300_000);
