// Restart time: `npm start` (scripts/start.mjs) with an unchanged tree, from launch to the first 200 on "/".
// Usage: node tests/bench/restart.mjs  (expects one completed `npm start` or build stamp; prints Markdown).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './lib.mjs';

async function once(dataDir) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) break;
      } catch {
        /* not up */
      }
      if (Date.now() - started > 600_000) throw new Error(`no 200 within 10 minutes:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { seconds: (Date.now() - started) / 1000, output: output.trim() };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function restartReport() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-restart-'));
  const first = await once(dataDir); // builds what changed, creates and seeds the database
  const second = await once(dataDir); // the restart that is measured
  const builds = second.output
    .split('\n')
    .filter((l) => /^(client|server|builds)/.test(l))
    .join('; ');
  return `First start (fresh data folder, builds only what changed): ${first.seconds.toFixed(1)} s. Restart with an unchanged tree to the first 200 on "/": **${second.seconds.toFixed(1)} s** (${builds}).`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await restartReport());
