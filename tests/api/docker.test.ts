import { execFileSync, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parse } from 'yaml';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { PATHS } from '../../server/src/paths';
import { createServices } from '../../server/src/services';
import { ensureServerBuilt, spawnApp, waitUntilReady, type AppProcess } from '../support/app-process';
import { createUser } from '../support/factories';
import { backend, createScratchDatabase } from '../support/harness';
import { freePort } from '../support/smtp';

/** No Docker engine runs here: these tests check the image recipe and the compose files as far as that is possible without one. */
const read = (file: string) => readFileSync(path.join(PATHS.root, file), 'utf8');

interface Stage {
  from: string;
  name: string | null;
  lines: string[];
}

/** The Dockerfile's stages with their instructions (continuation lines joined). */
function dockerfileStages(): Stage[] {
  const stages: Stage[] = [];
  const lines = read('docker/Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1], name: from[2] ?? null, lines: [] });
    else stages.at(-1)!.lines.push(line);
  }
  return stages;
}

const runtime = () => dockerfileStages().at(-1)!;
const instructions = (stage: Stage, keyword: string) =>
  stage.lines.filter((l) => l.toUpperCase().startsWith(`${keyword} `)).map((l) => l.slice(keyword.length + 1).trim());

/** The runtime stage's ENV as key/value pairs (`ENV A=1 B=2`). */
function runtimeEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of instructions(runtime(), 'ENV')) for (const m of line.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[m[1]] = m[2].replace(/^"|"$/g, '');
  return env;
}

describe('docker/Dockerfile', () => {
  it('builds and runs on a current Node LTS as a non-root user', () => {
    const stages = dockerfileStages();
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:(22|24)-/);
    const users = instructions(runtime(), 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(runtimeEnv()).toMatchObject({ NODE_ENV: 'production' });
    expect(JSON.parse(instructions(runtime(), 'CMD')[0])).toEqual(['node', 'server/dist/server/src/main.js']);
    expect(instructions(runtime(), 'HEALTHCHECK')[0]).toContain('/readyz');
  });

  it('keeps host installs, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', 'data', '.env', 'docker/.env', '**/dist', 'client/dist']) expect(ignored).toContain(entry);
  });
});

describe('docker/compose.yaml', () => {
  const compose = parse(read('docker/compose.yaml'));
  const dev = parse(read('docker/compose.dev.yaml'));

  it('runs the app with PostgreSQL 16 and Redis, each with a health check, the app starting once both are healthy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'redis']);
    expect(compose.services.db.image).toMatch(/^postgres:16(\.|$|-)/);
    expect(compose.services.redis.image).toMatch(/^redis(:|$)/);
    for (const name of ['app', 'db', 'redis']) expect(compose.services[name].healthcheck?.test?.length).toBeGreaterThan(0);
    expect(compose.services.app.depends_on).toEqual({ db: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(compose.services.app.build).toEqual({ context: '..', dockerfile: 'docker/Dockerfile' });
    expect(compose.services.app.environment).toMatchObject({ NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379' });
    expect(compose.services.app.environment.DATABASE_URL).toMatch(/@db:5432\//);
  });

  it("gives the app a stop grace period longer than its own 15 s shutdown watchdog, so SIGTERM's drain is never cut short", () => {
    const seconds = Number(/^(\d+)s$/.exec(String(compose.services.app.stop_grace_period))?.[1]);
    expect(seconds).toBeGreaterThan(15);
    expect(read('server/src/main.ts')).toContain('setTimeout(() => process.exit(1), 15_000)');
  });

  it('keeps the database and the app files in named volumes', () => {
    const named = Object.keys(compose.volumes);
    const mounts = (service: string) => (compose.services[service].volumes as string[]).map((v) => v.split(':'));
    expect(mounts('db')).toContainEqual([expect.any(String), '/var/lib/postgresql/data']);
    const app = Object.fromEntries(mounts('app').map(([volume, target]) => [target, volume]));
    const env = compose.services.app.environment;
    expect(named).toEqual(expect.arrayContaining([app[env.DATA_DIR], app[env.STORAGE_DIR]]));
    for (const [volume] of [...mounts('db'), ...mounts('app')]) expect(named).toContain(volume);
  });

  it('takes secrets from docker/.env, never from the file itself, and seeds no demo data', () => {
    expect(compose.services.app.env_file).toEqual(['.env']);
    for (const service of Object.values<{ environment?: Record<string, string> }>(compose.services)) {
      expect(Object.keys(service.environment ?? {})).not.toContain('SEED_DEMO');
      expect(Object.keys(service.environment ?? {})).not.toContain('JWT_SECRET');
    }
    expect(compose.services.db.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    // The example lists every secret the stack needs, with no value filled in.
    const example = Object.fromEntries(
      read('docker/.env.example')
        .split('\n')
        .filter((l) => /^\w+=/.test(l))
        .map((l) => l.split(/=(.*)/s).slice(0, 2)),
    );
    for (const key of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'METRICS_TOKEN', 'PUBLIC_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL'])
      expect(Object.keys(example)).toContain(key);
    for (const key of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'METRICS_TOKEN', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
      expect([key, example[key]]).toEqual([key, '']);
    expect(Object.keys(example)).not.toContain('SEED_DEMO');
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it('seeds demo data only in the development override, which leaves production mode', () => {
    expect(dev.services.app.environment).toMatchObject({ NODE_ENV: 'development', SEED_DEMO: 'true' });
  });
});

/**
 * The image's start command on a fresh copy in production mode: the files the runtime stage copies, production
 * dependencies only, the Dockerfile's ENV and CMD, the secrets docker/.env.example asks for; then migrate, start,
 * health check and log in. node_modules holds links to the production dependency tree only (what
 * `npm prune --omit=dev` leaves), so importing a development-only package fails here as it would in the image.
 */
(backend === 'pg' ? describe : describe.skip)('the image start command on a fresh copy', () => {
  let dir: string;
  let app: AppProcess | null = null;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let productionEnv: Record<string, string> | null = null;

  /** Top-level packages the production install needs: the workspaces' dependencies and theirs, resolved as Node does. */
  function productionPackages(): string[] {
    const root = path.join(PATHS.root, 'node_modules');
    const seen = new Set<string>();
    const queue: Array<{ name: string; from: string }> = [];
    const manifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const depsOf = (m: ReturnType<typeof manifest>) => [...Object.keys(m.dependencies ?? {}), ...Object.keys(m.optionalDependencies ?? {})];
    for (const ws of ['.', 'packages/shared', 'server', 'client'])
      for (const name of depsOf(manifest(path.join(PATHS.root, ws)))) queue.push({ name, from: path.join(PATHS.root, ws) });
    const top = new Set<string>();
    while (queue.length) {
      const { name, from } = queue.pop()!;
      // Resolve like Node: the nearest node_modules/<name> above the requiring package.
      let dir = from;
      let found: string | null = null;
      for (;;) {
        const candidate = path.join(dir, 'node_modules', name);
        if (existsSync(path.join(candidate, 'package.json'))) {
          found = candidate;
          break;
        }
        if (dir === PATHS.root || dir === path.dirname(dir)) break;
        dir = path.dirname(dir);
      }
      if (!found) continue; // an optional dependency for another platform
      if (seen.has(found)) continue;
      seen.add(found);
      if (path.dirname(found) === root || path.dirname(path.dirname(found)) === root) top.add(path.relative(root, found));
      for (const dep of depsOf(manifest(found))) queue.push({ name: dep, from: found });
    }
    return [...top].filter((name) => !name.startsWith('@leerpunt/'));
  }

  beforeAll(async () => {
    await ensureServerBuilt();
    scratch = await createScratchDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'leerpunt-image-'));
    const workdir = path.join(dir, 'app');
    mkdirSync(workdir);
    for (const line of instructions(runtime(), 'COPY')) {
      const m = /^--from=build\s+\/app\/(\S+)\s+(\S+)$/.exec(line);
      if (!m) throw new Error(`unexpected COPY in the runtime stage: ${line}`);
      const [, source, target] = m;
      const dest = path.join(workdir, target.endsWith('/') ? path.join(target, path.basename(source)) : target);
      if (source === 'node_modules') {
        for (const pkg of productionPackages()) {
          mkdirSync(path.dirname(path.join(dest, pkg)), { recursive: true });
          symlinkSync(path.join(PATHS.root, 'node_modules', pkg), path.join(dest, pkg), 'dir');
        }
        // The workspace links, relative as npm writes them, so they point into the copy (as in the image).
        const workspaces = path.join(PATHS.root, 'node_modules/@leerpunt');
        mkdirSync(path.join(dest, '@leerpunt'), { recursive: true });
        for (const name of readdirSync(workspaces)) symlinkSync(readlinkSync(path.join(workspaces, name)), path.join(dest, '@leerpunt', name), 'dir');
      } else if (existsSync(path.join(PATHS.root, source))) {
        cpSync(path.join(PATHS.root, source), dest, { recursive: true });
      } else if (source !== 'client/dist') {
        // client/dist exists only after `npm run build`; the API does not need it.
        throw new Error(`the runtime stage copies ${source}, which the build does not produce`);
      }
    }
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lacks every development-only package', () => {
    const linked = new Set(productionPackages());
    for (const devOnly of ['jest', 'typescript', 'ts-jest', 'playwright-core', '@graphql-codegen/cli'])
      expect([devOnly, linked.has(devOnly)]).toEqual([devOnly, false]);
    for (const needed of ['express', 'argon2', 'pg', '@electric-sql/pglite', 'typeorm']) expect([needed, linked.has(needed)]).toEqual([needed, true]);
    const require = createRequire(path.join(dir, 'app/server/dist/server/src/main.js'));
    expect(() => require.resolve('typescript')).toThrow();
    expect(require.resolve('express')).toBeTruthy();
  });

  it('migrates, starts, answers its health check and lets a member sign in', async () => {
    const workdir = path.join(dir, 'app');
    const port = await freePort();
    const secrets = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: randomBytes(32).toString('hex'),
      CREDENTIAL_KEY_SECRET: randomBytes(32).toString('hex'),
    };
    const env: Record<string, string> = {
      ...runtimeEnv(),
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      STORAGE_DIR: path.join(dir, 'storage'),
      DATABASE_URL: scratch.url,
      PUBLIC_URL: 'https://cpd.example.org',
      PAYMENTS_SANDBOX: 'allow',
      LOG_LEVEL: 'info',
      ...secrets,
    };
    const cmd = JSON.parse(instructions(runtime(), 'CMD')[0]) as string[];
    // In the copy, as in the image's WORKDIR; `node` is this test's Node binary.
    app = spawnApp(env, [cmd[0] === 'node' ? process.execPath : cmd[0], ...cmd.slice(1)], workdir);
    await waitUntilReady(app);
    expect(app.output()).toMatch(/"migrationsApplied":\d+/);
    expect(app.output()).not.toMatch(/demo accounts/i);

    // The Dockerfile's HEALTHCHECK command, as the engine runs it inside the container.
    const health = instructions(runtime(), 'HEALTHCHECK')[0].replace(/^.*?CMD\s+/, '');
    expect(() => execSync(health, { env: { PATH: process.env.PATH, PORT: String(port) }, stdio: 'ignore' })).not.toThrow();

    const { db } = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      const services = createServices(
        db,
        loadConfig({ NODE_ENV: 'test', ...secrets, LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'test-data') }),
        pino({ level: 'silent' }),
      );
      const member = await createUser(services);
      const login = await fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.user.email, password: member.password }),
      });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { access_token: string }).access_token;
      expect((await fetch(`${app.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      await db.destroy();
    }
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.url}/dev/outbox.json`)).status).toBe(404);
    // The REST contract ships with the image (docs/api) and names the deployment as its server.
    const contract = await fetch(`${app.url}/api/openapi.json`);
    expect(contract.status).toBe(200);
    expect(((await contract.json()) as { servers: unknown }).servers).toEqual([{ url: 'https://cpd.example.org/api', description: 'This deployment.' }]);
    expect(execFileSync('git', ['check-ignore', 'docker/.env'], { cwd: PATHS.root, encoding: 'utf8' }).trim()).toBe('docker/.env');
    productionEnv = env;
  }, 150_000);

  it('refuses to seed demo accounts in production from the image', async () => {
    expect(productionEnv).not.toBeNull();
    const seed = spawnApp(productionEnv!, [process.execPath, 'server/dist/server/src/cli/seed.js'], path.join(dir, 'app'));
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain('Demo data is never seeded in production');
  });
});
