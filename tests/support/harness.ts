import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { Client } from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { dumpEmbeddedDatabase, openDatabase, type Database } from '../../server/src/db/data-source';
import { createServices, type ServiceOverrides, type Services } from '../../server/src/services';

export type Backend = 'pg' | 'pglite';

/** The backend of this run: TEST_DB=pg (real PostgreSQL, default) or TEST_DB=pglite. */
export const backend: Backend = process.env.TEST_DB === 'pglite' ? 'pglite' : 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a throwaway PostgreSQL database (empty, or a copy of the migrated template) and returns its URL and a drop function. */
export async function createScratchDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `leerpunt_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = options.migrated ? await migratedTemplate() : null;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    drop: async () => {
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Advisory-lock key held on the server's maintenance database while the migrated template is built. */
const TEMPLATE_LOCK = 7_384_117_099;

/**
 * The name of a PostgreSQL database holding the migrated, empty schema, built once per schema (by whichever test
 * process comes first; the others wait on a lock) and copied by CREATE DATABASE … TEMPLATE, which takes a tenth of
 * running the migrations. Templates of earlier schemas are dropped when a new one is built.
 */
async function migratedTemplate(): Promise<string> {
  const name = `leerpunt_tpl_${schemaFingerprint()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const { db } = await openDatabase({ databaseUrl: databaseUrl(building), poolSize: 2 });
      await db.destroy();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const stale = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'leerpunt\\_tpl\\_%' AND datname <> $1`, [name]);
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/** What a migrated empty database depends on: every migration's source and the PGlite release. */
function schemaFingerprint(): string {
  const hash = createHash('sha256');
  const dir = path.join(__dirname, '../../migrations');
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  hash.update(readFileSync(path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty embedded database. A fresh PGlite spends about 2 s in initdb before the migrations; the first open
 * of a schema saves its data directory beside the system's temporary files, and every later open (in any test process)
 * starts from that copy in about 1 s. The migrations still run on the copy and find nothing to do.
 */
async function openEmbeddedTestDatabase(): Promise<Database> {
  const file = path.join(tmpdir(), `leerpunt-pglite-${schemaFingerprint()}.tar`);
  if (existsSync(file)) {
    const { db } = await openDatabase({ pgliteSnapshot: new Blob([readFileSync(file)]) });
    return db;
  }
  const { db } = await openDatabase({});
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await (await dumpEmbeddedDatabase(db)).arrayBuffer()));
  renameSync(partial, file);
  return db;
}

/** Opens a migrated, empty database of the run's backend. */
export async function openTestDatabase(which: Backend = backend): Promise<{ db: Database; close: () => Promise<void>; url?: string }> {
  if (which === 'pglite') {
    const db = await openEmbeddedTestDatabase();
    return { db, close: () => db.destroy() };
  }
  const scratch = await createScratchDatabase({ migrated: true });
  const { db } = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  // TypeORM records generated columns under the database's name; the copy has its own.
  await db.query(`UPDATE typeorm_metadata SET "database" = current_database() WHERE "database" IS NOT NULL`);
  return {
    db,
    url: scratch.url,
    close: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
}

/** A second connection pool on an existing PostgreSQL test database, as another app process opens it; close leaves the database. */
export async function openTestDatabaseAt(url: string): Promise<{ db: Database; close: () => Promise<void> }> {
  const { db } = await openDatabase({ databaseUrl: url, poolSize: 10 });
  return { db, close: () => db.destroy() };
}

export interface TestApp {
  url: string;
  services: Services;
  db: Database;
  /** PostgreSQL URL of the database (pg backend only), for a second app process on it. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/**
 * Starts another app instance over an existing database, as a second process (or a restart) would:
 * its own services, keys cache and DATA_DIR. Closing it leaves the database alone.
 */
export async function startTestAppOn(db: Database, env: Record<string, string> = {}): Promise<TestApp> {
  return startAppOver(db, async () => undefined, env, {});
}

/** Starts the whole app on a free port over a fresh database of the run's backend. */
export async function startTestApp(env: Record<string, string> = {}, overrides: ServiceOverrides = {}, logLines?: LogLine[]): Promise<TestApp> {
  const { db, close, url } = await openTestDatabase();
  return { ...(await startAppOver(db, close, env, overrides, logLines)), databaseUrl: url };
}

/** One line the app logged, as pino wrote it (level 30 info, 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** A pino logger that keeps every line it writes in `lines` (at LOG_LEVEL, default info), for tests that judge the log. */
function capturingLogger(level: string, lines: LogLine[]) {
  return pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
}

async function startAppOver(
  db: Database,
  close: () => Promise<void>,
  env: Record<string, string>,
  overrides: ServiceOverrides,
  logLines?: LogLine[],
): Promise<TestApp> {
  // Each app gets its own file store (PDFs), removed on close.
  const storageDir = mkdtempSync(path.join(tmpdir(), 'leerpunt-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:0',
    LOG_LEVEL: 'silent',
    STORAGE_DIR: storageDir,
    // Tests start tests straight away; the suites of the study-time rule switch it on themselves.
    MIN_STUDY_SHARE: '0',
    ...env,
  });
  const log = logLines ? capturingLogger(env.LOG_LEVEL ?? 'info', logLines) : pino({ level: env.LOG_LEVEL ?? 'silent' });
  const services = createServices(db, config, log, overrides);
  const { app, apollo } = await buildApp(services);
  const server: Server = await new Promise((resolve) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  (services.config as { publicUrl: string }).publicUrl = url;
  return {
    url,
    services,
    db,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await apollo.stop();
      await services.mail.stop();
      await services.integrations.stop();
      await services.reminders.stop();
      services.redis?.disconnect();
      await close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
