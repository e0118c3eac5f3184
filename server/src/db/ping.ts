import type { DataSource } from 'typeorm';

/** Resolves when the database answers a trivial statement; rejects when it cannot be reached (the readiness check). */
export async function pingDatabase(db: DataSource): Promise<void> {
  await db.query('SELECT 1');
}
