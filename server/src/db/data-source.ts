import path from 'node:path';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { migrations } from '../../../migrations';
import { entities } from './entities';
import { lockEmbeddedDatabase } from './pglite-lock';
import { createPGliteDriver } from './pglite-pool';
import { CountingLogger } from './query-context';

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent with no URL → an in-memory PGlite (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** A PGlite data directory (from `dumpEmbeddedDatabase`) the in-memory database starts from instead of an empty one. */
  pgliteSnapshot?: Blob;
  /** Told about connections that fail (server restart, killed backend); the process carries on either way. */
  onConnectionError?: (error: Error) => void;
}

/**
 * The `pg` module with a Pool whose every client has an error listener from the moment it connects.
 * pg-pool listens only while a client is idle; a backend killed while a request holds its client
 * (57P01) would otherwise emit an unhandled 'error' and end the process. The query in flight still
 * fails, and that request answers 503; the pool drops the broken client on release.
 */
function guardedPg(onError: (error: Error) => void): typeof pg {
  class GuardedPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config);
      this.on('connect', (client) => {
        client.on('error', onError);
      });
    }
  }
  return Object.assign(Object.create(pg) as typeof pg, { Pool: GuardedPool });
}

export type Database = DataSource & { kind: 'postgres' | 'pglite' };

/** Creates (but does not initialise) the data source for PostgreSQL or PGlite. */
export function createDataSource(options: DatabaseOptions): Database {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: ['query' as const],
    logger: new CountingLogger(),
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
  };
  if (options.databaseUrl) {
    const onError = options.onConnectionError ?? (() => undefined);
    const ds = new DataSource({
      ...common,
      driver: guardedPg(onError),
      poolErrorHandler: onError,
      url: options.databaseUrl,
      poolSize: options.poolSize ?? 20,
      extra: { connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 },
    });
    return Object.assign(ds, { kind: 'postgres' as const });
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const ds = new DataSource({ ...common, driver: createPGliteDriver(options.pgliteDir, options.pgliteSnapshot) });
  return Object.assign(ds, { kind: 'pglite' as const });
}

/** Advisory-lock key held while migrating: a constant no other lock of this app uses. */
const MIGRATION_LOCK = 7_384_117_001;

/** Initialises the data source and applies pending migrations; returns how many ran. */
export async function openDatabase(options: DatabaseOptions): Promise<{ db: Database; applied: number }> {
  const release = !options.databaseUrl && options.pgliteDir ? lockEmbeddedDatabase(options.pgliteDir) : null;
  const db = createDataSource(options);
  if (release) {
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await destroy();
      release();
    };
  }
  await db.initialize();
  if (db.kind === 'pglite') return { db, applied: (await db.runMigrations({ transaction: 'each' })).length };
  // Several app processes may start at once on one PostgreSQL database: one migrates, the others wait for it.
  const lock = db.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const ran = await db.runMigrations({ transaction: 'each' });
    return { db, applied: ran.length };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}

/** The embedded database's data directory as a tarball, which `pgliteSnapshot` starts a copy from (PGlite only). */
export function dumpEmbeddedDatabase(db: Database): Promise<Blob> {
  if (db.kind !== 'pglite') throw new Error('Only the embedded database can be dumped');
  const pool = (db.driver as unknown as { master: { dumpDataDir(): Promise<Blob> } }).master;
  return pool.dumpDataDir();
}

/** Runs `work` in one transaction (READ COMMITTED; rules use row locks and constraints). */
export function inTransaction<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
