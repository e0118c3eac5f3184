import type { DataSource } from 'typeorm';

/** persisted_queries: the documents automatic persisted queries registered, shared by every process. */
export class PersistedQueriesRepository {
  constructor(private readonly db: DataSource) {}

  /** The text registered under `hash`, marking it used (the mark is written at most once an hour per hash). */
  async find(hash: string): Promise<string | null> {
    const rows: Array<{ query: string; stale: boolean }> = await this.db.query(
      `SELECT query, used_at < now() - interval '1 hour' AS stale FROM persisted_queries WHERE hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.stale) await this.db.query('UPDATE persisted_queries SET used_at = now() WHERE hash = $1', [hash]);
    return row.query;
  }

  /** Registers `query` under `hash` (a second registration of the same hash changes nothing), then keeps the `cap` most recently used. */
  async register(hash: string, query: string, cap: number): Promise<void> {
    const inserted: unknown[] = await this.db.query(
      'INSERT INTO persisted_queries (hash, query) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING RETURNING hash',
      [hash, query],
    );
    if (inserted.length === 0) return;
    await this.db.query(
      'DELETE FROM persisted_queries WHERE hash IN (SELECT hash FROM persisted_queries ORDER BY used_at DESC, created_at DESC, hash OFFSET $1)',
      [cap],
    );
  }

  /** How many documents are registered. */
  async count(): Promise<number> {
    const rows: Array<{ n: number | string }> = await this.db.query('SELECT count(*)::int AS n FROM persisted_queries');
    return Number(rows[0]?.n ?? 0);
  }
}
