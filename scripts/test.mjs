#!/usr/bin/env node
// Runs every suite: type checks, generated-code freshness, lint and formatting, the unit tier, API tests on PostgreSQL and
// on PGlite, and the browser suite; ends with one line "N passed, N failed" over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dashes = process.argv.indexOf('--');
const only = process.argv.slice(2, dashes === -1 ? undefined : dashes);
/** Anything after `--` goes to every jest tier, e.g. a path pattern: `node scripts/test.mjs pg -- tests/api/health`. */
const jestArgs = dashes === -1 ? [] : process.argv.slice(dashes + 1);
let passed = 0;
let failed = 0;
const summary = [];

/** Seconds since the previous step ended: each summary line says how long its step took. */
let stepStart = Date.now();
function took() {
  const seconds = Math.round((Date.now() - stepStart) / 1000);
  stepStart = Date.now();
  return `(${seconds} s)`;
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${ok ? 'PASS' : 'FAIL'} ${name} ${took()}`);
}

/**
 * Runs one jest tier and counts its tests. `quiet` keeps its output and prints it whole when it ends (for a tier
 * running beside other checks); `extra` goes to jest after the tier's own arguments.
 */
function jest(name, config, env, { quiet = false, extra = [] } = {}) {
  const started = Date.now();
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lp-jest-')), 'result.json');
  const child = spawn('npx', ['jest', '--config', config, '--json', `--outputFile=${out}`, ...extra, ...jestArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output).toString());
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!existsSync(out)) {
        failed += 1;
        resolve(`FAIL ${name}: jest did not run (${seconds} s)`);
        return;
      }
      const result = JSON.parse(readFileSync(out, 'utf8'));
      passed += result.numPassedTests;
      failed += result.numFailedTests;
      // A suite that fails to load has no failed tests of its own: count it.
      const broken = result.testResults.filter((t) => t.status === 'failed' && t.assertionResults.every((a) => a.status !== 'failed')).length;
      failed += broken;
      resolve(`${code === 0 ? 'PASS' : 'FAIL'} ${name}: ${result.numPassedTests} passed, ${result.numFailedTests + broken} failed (${seconds} s)`);
    });
  });
}

const want = (step) => only.length === 0 || only.includes(step);

/** Runs a command with its output kept, so checks running side by side print whole, one after another. */
function runQuietly(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}

/**
 * The static checks (types, lint, formatting), the unit tier and the build the browser suite runs against are mostly
 * single-threaded and independent of each other (the build writes only dist folders, which the checks and the unit
 * tests ignore): they run two at a time,
 * on the machine's two cores, longest first. Each prints its output when it ends.
 */
async function staticChecks() {
  const checks = [];
  if (want('lint')) checks.push({ name: 'ESLint', args: ['eslint', '.'] });
  if (want('e2e')) checks.push({ name: 'client and server build', cmd: 'npm', args: ['run', 'build'] });
  if (want('types')) {
    checks.push({ name: 'type check (server)', args: ['tsc', '-p', 'server', '--noEmit'] });
    checks.push({ name: 'type check (tests)', args: ['tsc', '-p', 'tests', '--noEmit'] });
    checks.push({ name: 'type check (client)', args: ['tsc', '-p', 'client', '--noEmit'] });
  }
  if (want('lint')) checks.push({ name: 'Prettier', args: ['prettier', '--check', '.'] });
  // The unit tier opens no database and reads no build output: it takes a lane too, one jest worker, instead of
  // running alone afterwards while the ESLint lane finishes. Its line in the summary counts its tests.
  if (want('unit')) checks.push({ name: 'server unit tests', unit: true });
  const results = new Map();
  let next = 0;
  async function lane() {
    while (next < checks.length) {
      const { name, cmd = 'npx', args, unit } = checks[next++];
      const started = Date.now();
      if (unit) {
        const line = await jest(name, 'jest.unit.config.js', vm, { quiet: true, extra: ['--maxWorkers=1'] });
        results.set(name, { line });
        continue;
      }
      const { ok, output } = await runQuietly(cmd, args);
      process.stdout.write(output);
      results.set(name, { ok, seconds: Math.round((Date.now() - started) / 1000) });
    }
  }
  await Promise.all([lane(), lane()]);
  // Summary lines in a fixed order, whatever order the checks ended in.
  for (const { name } of checks) {
    const { ok, seconds, line } = results.get(name);
    if (line) {
      summary.push(line);
      continue;
    }
    if (ok) passed += 1;
    else failed += 1;
    summary.push(`${ok ? 'PASS' : 'FAIL'} ${name} (${seconds} s)`);
  }
  took();
  return results;
}

// The server type-checks against the shared package's declarations: compile it first (a no-op when current).
if (want('types') || want('lint')) check('build @leerpunt/shared', run('npx', ['tsc', '-b', 'packages/shared']));
// Code generation rewrites client/src/gql, which the type checks and lint read: it runs before them, alone.
if (want('generated')) {
  const regenerated = run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
  const clean = spawnSync('git', ['diff', '--quiet', '--', 'client/src/gql'], { cwd: root }).status === 0;
  if (!clean) console.error('client/src/gql is stale: run `npm run codegen` and commit the result.');
  check('generated client code is current', regenerated && clean);
}
// Every tier runs with VM modules: the Data Integrity libraries are ES modules, loaded with import() (PGlite needs it too).
const vm = { NODE_OPTIONS: '--experimental-vm-modules' };
const staticResults = await staticChecks();
if (want('pg')) summary.push(await jest('API on PostgreSQL', 'jest.config.js', { TEST_DB: 'pg', ...vm }));
if (want('pglite')) summary.push(await jest('API on PGlite', 'jest.config.js', { TEST_DB: 'pglite', ...vm }));
// The browser suite runs alone (three files at a time, tests/e2e/jest.config.js): beside the API tiers (tried), every tier took about twice as long.
// Its apps run on PostgreSQL: the pages are the subject there, and PGlite, in the test's own process, doubled the CPU a
// file used (dashboard: 51 s against 24 s, 61 s against 40 s of wall time). The API tier covers PGlite, and the
// process suite starts `npm start` itself on the embedded database.
if (want('e2e') && staticResults.get('client and server build').ok) {
  summary.push(await jest('browser (Chromium)', 'tests/e2e/jest.config.js', { TEST_DB: 'pg', ...vm }));
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
