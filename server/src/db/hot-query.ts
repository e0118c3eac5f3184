import { createHash } from 'node:crypto';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { queryContext } from './query-context';

/** Named statements a process prepares at most; past it, new texts run unnamed (dynamic SQL must not fill every connection). */
const MAX_NAMED = 400;
const names = new Map<string, string>();

function statementName(sql: string): string | undefined {
  const known = names.get(sql);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `hot_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  names.set(sql, name);
  return name;
}

interface PgQueryable {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

/** The connection behind `db`: the transaction's own client, the pg pool, or null (PGlite, or a runner not yet connected). */
function connectionOf(db: DataSource | EntityManager): PgQueryable | null {
  const runner = 'queryRunner' in db ? db.queryRunner : undefined;
  if (runner) {
    const client = (runner as { databaseConnection?: unknown }).databaseConnection;
    return client instanceof pg.Client ? client : null;
  }
  const source = 'driver' in db ? db : db.dataSource;
  const pool = (source.driver as { master?: unknown }).master;
  return pool instanceof pg.Pool ? pool : null;
}

/**
 * Runs a read (or a single-statement write) on a hot path. On PostgreSQL it goes straight to the `pg`
 * pool (or the transaction's client) as a named prepared statement: each connection parses and plans
 * the text once and `pg` keeps its row description, instead of paying both on every request and
 * TypeORM's query-runner bookkeeping on top. PGlite, and anything else, goes through TypeORM. Rows
 * come back as `pg` parses them (the same as TypeORM's raw `query`), and the statement is counted
 * like every other one.
 */
export async function hotQuery<T = Record<string, unknown>>(db: DataSource | EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const connection = connectionOf(db);
  if (!connection) return db.query(sql, params);
  const stats = queryContext.getStore();
  if (stats) stats.statements += 1;
  const result = await connection.query({ name: statementName(sql), text: sql, values: params });
  return result.rows as T[];
}
