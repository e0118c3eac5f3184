import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '../../server/src/paths';
import { freePort } from './smtp';

export const SERVER_MAIN = path.join(PATHS.root, 'server/dist/server/src/main.js');

/** Newest modification time of the sources the server build compiles (with the shared package it runs on). */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(path.join(PATHS.root, 'server/src'));
  walk(path.join(PATHS.root, 'packages/shared/src'));
  walk(PATHS.migrations);
  for (const f of ['server/tsconfig.json', 'tsconfig.json', 'server/package.json']) newest = Math.max(newest, statSync(path.join(PATHS.root, f)).mtimeMs);
  return newest;
}

const isFresh = () => {
  try {
    return statSync(SERVER_MAIN).mtimeMs >= newestSource();
  } catch {
    return false;
  }
};

/**
 * Builds server/dist when it is missing or older than a source file. Test files run in parallel workers,
 * so the build happens under a lock directory and a waiting worker re-checks freshness after it.
 */
export async function ensureServerBuilt(): Promise<void> {
  if (isFresh()) return;
  const lock = path.join(PATHS.root, 'server/.build-lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A worker killed mid-build leaves the directory behind; no build takes 10 minutes.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 600_000) rmdirSync(lock);
      } catch {
        /* released meanwhile */
      }
      if (Date.now() > deadline) throw new Error(`server build lock ${lock} held for 5 minutes; remove it if no build runs`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!isFresh()) execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: PATHS.root, stdio: 'pipe' });
  } finally {
    rmdirSync(lock);
  }
}

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Spawns `node server/dist/server/src/main.js` (the image's start command) with exactly `env` plus PATH. */
export function spawnApp(env: Record<string, string>, command: string[] = [process.execPath, SERVER_MAIN], cwd = PATHS.root): AppProcess {
  const port = Number(env.PORT);
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr.on('data', (c: Buffer) => chunks.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => chunks.join(''),
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls /readyz until it answers 200; fails with the process output when it exits or takes too long. */
export async function waitUntilReady(app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void app.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`app process exited before it was ready:\n${app.output()}`);
    try {
      const res = await fetch(`${app.url}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`app process not ready after ${timeoutMs} ms:\n${app.output()}`);
}

/** Starts the built server on a free port and waits for /readyz. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const app = spawnApp({ ...env, PORT: String(port), PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${port}` });
  try {
    await waitUntilReady(app);
  } catch (error) {
    await app.stop();
    throw error;
  }
  return app;
}
