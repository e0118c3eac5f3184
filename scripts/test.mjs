#!/usr/bin/env node
// Runs every suite: type checks, generated-code freshness, lint and formatting, the unit tier, API tests on PostgreSQL and
// on PGlite, and the browser suite; ends with one line "N passed, N failed" over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const only = process.argv.slice(2);
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

function jest(name, config, env) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lp-jest-')), 'result.json');
  const ok = run('npx', ['jest', '--config', config, '--json', `--outputFile=${out}`], env);
  if (!existsSync(out)) return check(`${name}: jest did not run`, false);
  const result = JSON.parse(readFileSync(out, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A suite that fails to load has no failed tests of its own: count it.
  const broken = result.testResults.filter((s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed')).length;
  failed += broken;
  summary.push(`${ok ? 'PASS' : 'FAIL'} ${name}: ${result.numPassedTests} passed, ${result.numFailedTests + broken} failed ${took()}`);
}

const want = (step) => only.length === 0 || only.includes(step);

if (want('types')) {
  // The server type-checks against the shared package's declarations: compile it first (a no-op when current).
  check('build @leerpunt/shared', run('npx', ['tsc', '-b', 'packages/shared']));
  check('type check (server)', run('npx', ['tsc', '-p', 'server', '--noEmit']));
  check('type check (client)', run('npx', ['tsc', '-p', 'client', '--noEmit']));
  check('type check (tests)', run('npx', ['tsc', '-p', 'tests', '--noEmit']));
}
if (want('generated')) {
  const regenerated = run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
  const clean = spawnSync('git', ['diff', '--quiet', '--', 'client/src/gql'], { cwd: root }).status === 0;
  if (!clean) console.error('client/src/gql is stale: run `npm run codegen` and commit the result.');
  check('generated client code is current', regenerated && clean);
}
// ESLint and Prettier (the type checks run in `types`).
if (want('lint')) {
  check('ESLint', run('npx', ['eslint', '.']));
  check('Prettier', run('npx', ['prettier', '--check', '.']));
}
// Every tier runs with VM modules: the Data Integrity libraries are ES modules, loaded with import() (PGlite needs it too).
if (want('unit')) jest('server unit tests', 'jest.unit.config.js', { NODE_OPTIONS: '--experimental-vm-modules' });
if (want('pg')) jest('API on PostgreSQL', 'jest.config.js', { TEST_DB: 'pg', NODE_OPTIONS: '--experimental-vm-modules' });
if (want('pglite')) jest('API on PGlite', 'jest.config.js', { TEST_DB: 'pglite', NODE_OPTIONS: '--experimental-vm-modules' });
if (want('e2e')) {
  const built = run('npm', ['run', 'build']);
  check('client and server build', built);
  if (built) jest('browser (Chromium)', 'tests/e2e/jest.config.js', { TEST_DB: 'pglite', NODE_OPTIONS: '--experimental-vm-modules' });
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
