import type { DataSource } from 'typeorm';
import { hotQuery } from '../../db/hot-query';
import { HISTORY_SQL } from './dashboard.sql';
import type { MonthBucket, OutsideBucket, RevokedCertificate } from './points-history';

/**
 * The dashboard's own read: the history statement, one aggregate over tables of other features (completions,
 * the allowance charge, outside activities), built from the SQL those features export (see dashboard.sql.ts).
 */
export class DashboardRepository {
  constructor(private readonly db: DataSource) {}

  /** Monthly point sums (completions and outside activities apart), the allowance charge and the revoked certificates, one statement. */
  async history(
    userId: number,
    subscriptionStartedAt: Date | null,
  ): Promise<{ buckets: MonthBucket[]; allowanceUsed: number; outside: OutsideBucket[]; revoked: RevokedCertificate[] }> {
    const [row] = await hotQuery<{ buckets: unknown; allowance_used: string | number; outside: unknown; revoked: unknown }>(this.db, HISTORY_SQL, [
      userId,
      subscriptionStartedAt,
    ]);
    // Depending on the driver, json arrives as text or already parsed.
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Array<Record<string, unknown>>;
    return {
      buckets: json(row.buckets).map((b) => ({ year: Number(b.year), month: Number(b.month), points: Number(b.points), completions: Number(b.completions) })),
      allowanceUsed: Number(row.allowance_used),
      outside: json(row.outside).map((b) => ({ year: Number(b.year), month: Number(b.month), points: Number(b.points), activities: Number(b.activities) })),
      revoked: json(row.revoked).map((r) => ({
        certificateId: String(r.certificateId),
        articleId: Number(r.articleId),
        articleTitle: String(r.articleTitle),
        pePoints: Number(r.pePoints),
        revokedAt: new Date(String(r.revokedAt)),
        reason: typeof r.reason === 'string' ? r.reason : null,
      })),
    };
  }
}
