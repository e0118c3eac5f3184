import type { DataSource } from 'typeorm';
import { hotQuery } from '../../db/hot-query';
import type { RateLimitStore, ReadQuery, Row } from './rate-limit.service';

/** The rate-limit service's read for stores outside the database (Redis): the statement runs on its own, through `db`. */
export function databaseRead(db: DataSource): ReadQuery {
  return (sql, params) => db.query(sql, params);
}

/** Counters in the rate_limits table: one upsert per hit. */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly db: DataSource) {}

  private static readonly HIT = `INSERT INTO rate_limits (key, count, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limits.reset_at END
       RETURNING count, reset_at`;

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
    const rows = await hotQuery<{ count: number; reset_at: Date }>(this.db, PostgresRateLimitStore.HIT, [key, windowSeconds]);
    return { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) };
  }

  /**
   * The upsert and the read as one statement: the read sees the snapshot the statement started with
   * (it never reads rate_limits), and a zero-row read still yields the counter through the left join.
   */
  async hitAndRead(key: string, windowSeconds: number, sql: string, params: unknown[]): Promise<{ count: number; resetAt: Date; rows: Row[] }> {
    const shifted = sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 2}`);
    const rows = await hotQuery(
      this.db,
      `WITH hit AS (${PostgresRateLimitStore.HIT})
       SELECT hit.count AS rl_count, hit.reset_at AS rl_reset_at, r.* FROM hit LEFT JOIN (SELECT true AS rl_found, s.* FROM (${shifted}) s) r ON true`,
      [key, windowSeconds, ...params],
    );
    const first = rows[0];
    return {
      count: Number(first.rl_count),
      resetAt: new Date(first.rl_reset_at as string | Date),
      rows: rows.filter((r) => r.rl_found).map(({ rl_count: _c, rl_reset_at: _r, rl_found: _f, ...rest }) => rest),
    };
  }

  async peek(key: string): Promise<{ count: number; resetAt: Date | null }> {
    const rows: Array<{ count: number; reset_at: Date }> = await this.db.query('SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()', [
      key,
    ]);
    return rows[0] ? { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) } : { count: 0, resetAt: null };
  }

  async release(key: string): Promise<void> {
    await this.db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0 AND reset_at > now()', [key]);
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }
}
