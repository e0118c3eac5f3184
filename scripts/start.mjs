/**
 * `npm start`: builds only what changed, says what it did, then runs the server.
 * Each build's inputs (sources, configs, lockfile) are hashed; the hash is stored beside the build
 * (packages/shared/dist/.build-hash, client/dist/.build-hash, server/dist/.build-hash) and an unchanged
 * hash with its output present skips that build. The shared package (@leerpunt/shared) builds first: the
 * server runs its compiled JavaScript and type-checks against its declarations; the client bundles its
 * sources. The server compiles incrementally (tsc --incremental) when it does rebuild.
 * LEERPUNT_FORCE_BUILD=1 rebuilds all three.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FORCE = process.env.LEERPUNT_FORCE_BUILD === '1';

/** Every file under the given paths (directories walked, node_modules and build output skipped), sorted. */
function files(paths) {
  const out = [];
  const walk = (rel) => {
    const full = path.join(ROOT, rel);
    if (!existsSync(full)) return;
    const entries = readdirSync(full, { withFileTypes: true });
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const child = path.posix.join(rel, e.name);
      if (e.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  for (const p of paths) {
    const full = path.join(ROOT, p);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) walk(p);
    else out.push(p);
  }
  return out.sort();
}

function hashOf(paths) {
  const h = createHash('sha256');
  for (const f of files(paths))
    h.update(f)
      .update('\0')
      .update(readFileSync(path.join(ROOT, f)))
      .update('\0');
  return h.digest('hex');
}

const SHARED = ['packages/shared/src', 'packages/shared/package.json', 'packages/shared/tsconfig.json'];
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

const TARGETS = [
  {
    name: 'shared',
    inputs: [...SHARED, 'tsconfig.json', 'package-lock.json'],
    output: 'packages/shared/dist/index.js',
    stamp: 'packages/shared/dist/.build-hash',
    build: [process.execPath, [TSC, '-b', 'packages/shared']],
  },
  {
    name: 'client',
    inputs: [
      'client/src',
      'client/public',
      'client/index.html',
      'client/vite.config.ts',
      'client/precompress.ts',
      'client/tsconfig.json',
      'client/package.json',
      ...SHARED,
      'package-lock.json',
    ],
    output: 'client/dist/index.html',
    stamp: 'client/dist/.build-hash',
    build: ['npm', ['run', 'build', '-w', 'client']],
  },
  {
    name: 'server',
    inputs: ['server/src', 'migrations', 'server/tsconfig.json', 'server/package.json', ...SHARED, 'tsconfig.json', 'package-lock.json'],
    output: 'server/dist/server/src/main.js',
    stamp: 'server/dist/.build-hash',
    build: [process.execPath, [TSC, '-p', 'server/tsconfig.json', '--incremental', '--tsBuildInfoFile', 'server/dist/.tsbuildinfo']],
  },
];

const began = Date.now();
for (const t of TARGETS) {
  const started = Date.now();
  const hash = hashOf(t.inputs);
  const stampFile = path.join(ROOT, t.stamp);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (!FORCE && previous === hash && existsSync(path.join(ROOT, t.output))) {
    console.log(`${t.name}: unchanged (${hash.slice(0, 12)}, checked in ${Date.now() - started} ms), build skipped`);
    continue;
  }
  console.log(`${t.name}: ${previous ? 'sources changed' : 'no previous build'}, building...`);
  const [cmd, args] = t.build;
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${t.name}: build failed`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`${t.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

console.log(`builds done in ${((Date.now() - began) / 1000).toFixed(1)} s; starting the server`);
await import(pathToFileURL(path.join(ROOT, 'server/dist/server/src/main.js')).href);
