import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite/vector';

/**
 * A `pg`-compatible pool over one PGlite instance for TypeORM's postgres driver.
 * PGlite has a single connection, so concurrent transactions would interleave on it: every
 * checkout holds an exclusive lock until released, so each query runner (and therefore each
 * transaction) runs alone, in arrival order.
 */
export function createPGliteDriver(dataDir: string | undefined, snapshot?: Blob) {
  let instance: Promise<PGlite> | null = null;
  // pg_trgm backs the admin member search index (migration MemberSearch), as on PostgreSQL; pgvector the
  // assistant's passage embeddings (migration PassageEmbeddings).
  const open = () =>
    (instance ??= PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}), extensions: { pg_trgm, vector } }));
  let tail: Promise<void> = Promise.resolve();

  function acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = tail.then(() => release);
    tail = tail.then(() => held);
    return ready;
  }

  interface PgLikeResult {
    rows: unknown[];
    rowCount: number;
    command: string;
    fields: unknown[];
  }

  const connection = Object.assign(new EventEmitter(), {
    async query(sql: string, params?: unknown[], cb?: (err: Error | null, res?: PgLikeResult) => void) {
      const db = await open();
      try {
        const raw = params && params.length > 0 ? await db.query(sql, params) : ((await db.exec(sql)).at(-1) ?? { rows: [], fields: [], affectedRows: 0 });
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
        const result: PgLikeResult = {
          rows: raw.rows,
          rowCount: raw.affectedRows ?? raw.rows.length,
          command,
          fields: raw.fields,
        };
        cb?.(null, result);
        return result;
      } catch (error) {
        cb?.(error as Error);
        throw error;
      }
    },
  });

  class Pool extends EventEmitter {
    connect(callback: (err: Error | null, client: unknown, release: () => void) => void) {
      acquire().then(
        (release) => {
          let released = false;
          const done = () => {
            if (!released) {
              released = true;
              release();
            }
          };
          open().then(
            () => callback(null, connection, done),
            (error: unknown) => {
              done();
              callback(error as Error, null, () => undefined);
            },
          );
        },
        (error: unknown) => callback(error as Error, null, () => undefined),
      );
    }
    query(sql: string, params?: unknown[]) {
      return connection.query(sql, params);
    }
    /** The whole data directory as an uncompressed tarball, to start another instance from (`snapshot`). */
    async dumpDataDir(): Promise<Blob> {
      const db = await open();
      return db.dumpDataDir('none');
    }
    end(cb?: (err: Error | null) => void) {
      const closing = instance ? instance.then((db) => db.close()) : Promise.resolve();
      instance = null;
      closing.then(
        () => cb?.(null),
        (err: unknown) => cb?.(err as Error),
      );
    }
  }

  return { Pool, defaults: {} };
}
