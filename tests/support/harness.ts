import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { Client } from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/data-source';
import { createServices, type ServiceOverrides, type Services } from '../../server/src/services';

export type Backend = 'pg' | 'pglite';

/** The backend of this run: TEST_DB=pg (real PostgreSQL, default) or TEST_DB=pglite. */
export const backend: Backend = process.env.TEST_DB === 'pglite' ? 'pglite' : 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a throwaway PostgreSQL database and returns its URL and a drop function. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `leerpunt_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Opens a migrated, empty database of the run's backend. */
export async function openTestDatabase(which: Backend = backend): Promise<{ db: Database; close: () => Promise<void>; url?: string }> {
  if (which === 'pglite') {
    const { db } = await openDatabase({});
    return { db, close: () => db.destroy() };
  }
  const scratch = await createScratchDatabase();
  const { db } = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  return {
    db,
    url: scratch.url,
    close: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
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
      services.redis?.disconnect();
      await close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
