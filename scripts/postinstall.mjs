#!/usr/bin/env node
// The workspace package @leerpunt/shared is compiled here, so a fresh install can type-check and run the server
// at once (node resolves it to packages/shared/dist). Skipped when its sources or TypeScript are not there yet
// (the Dockerfile installs before copying the sources; `npm run build` compiles it then).
//
// argon2 ships prebuilt binaries; on some machines the prebuilt one crashes. Check that it works
// and, when it does not, compile it from source with npm's bundled node-gyp (needs python3, make, g++).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function buildShared() {
  if (!existsSync(path.join(root, 'packages/shared/src/index.ts'))) return;
  let tsc;
  try {
    tsc = require.resolve('typescript/bin/tsc');
  } catch {
    return; // a production-only install: the compiled package comes from a build
  }
  const built = spawnSync(process.execPath, [tsc, '-b', path.join(root, 'packages/shared')], { stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('@leerpunt/shared: build failed.');
    process.exit(1);
  }
}
buildShared();
const probe = () =>
  spawnSync(process.execPath, ['-e', "require('argon2').hash('probe').then(() => process.exit(0), () => process.exit(1))"], { stdio: 'ignore' }).status === 0;

let argonDir;
try {
  argonDir = path.dirname(require.resolve('argon2/package.json'));
} catch {
  process.exit(0); // not installed (e.g. a client-only install)
}

if (probe()) process.exit(0);
console.log('argon2: prebuilt binary does not run here; building it from source...');
const candidates = [
  process.env.npm_execpath && path.join(path.dirname(process.env.npm_execpath), '../node_modules/node-gyp/bin/node-gyp.js'),
  '/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
  '/usr/local/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
].filter(Boolean);
const nodeGyp = candidates.find((c) => existsSync(c));
if (!nodeGyp) {
  console.error('argon2: node-gyp not found; install build tools and run `npm rebuild argon2 --build-from-source`.');
  process.exit(1);
}
// Build against the installed Node's headers (nothing is downloaded).
const nodedir = process.env.npm_config_nodedir || path.resolve(path.dirname(process.execPath), '..');
const built = spawnSync(process.execPath, [nodeGyp, 'rebuild', `--nodedir=${nodedir}`], {
  cwd: argonDir,
  stdio: 'inherit',
  env: { ...process.env, ZERO_AR_DATE: '1' },
});
if (built.status !== 0 || !probe()) {
  console.error('argon2: building from source failed.');
  process.exit(1);
}
console.log('argon2: built from source.');
