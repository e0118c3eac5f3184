import type { DataSource, EntityManager } from 'typeorm';
import { allowanceUsedSql } from './allowance.sql';

/** The points a Professional Monthly member has charged to their allowance. */
export class AllowanceRepository {
  constructor(private readonly db: DataSource) {}

  /** Points charged by passes since `startedAt` (all of them when null); pass the transaction's manager when deciding inside one. */
  async usedSince(userId: number, startedAt: Date | null, manager: EntityManager | DataSource = this.db): Promise<number> {
    const rows: Array<{ used: string | number }> = await manager.query(allowanceUsedSql(), [userId, startedAt]);
    return Number(rows[0]?.used ?? 0);
  }
}
