import type { DataSource } from 'typeorm';
import { completionCountSql } from '../modules/assessment/completions/completions.sql';
import { outsideActivityCountSql } from '../modules/outside-activities/outside-activities.repository';

/** The demo history seed's own read, built from the SQL the features owning the tables export. */
export class DemoHistoryRepository {
  constructor(private readonly db: DataSource) {}

  /** How many completions and outside activities `userId` has together, in one statement. */
  async historyItems(userId: number): Promise<number> {
    // count(*) is a bigint, which node-postgres returns as a string.
    const [{ n }]: Array<{ n: string | number }> = await this.db.query(`SELECT (${completionCountSql('$1')}) + (${outsideActivityCountSql('$1')}) AS n`, [
      userId,
    ]);
    return Number(n);
  }
}
