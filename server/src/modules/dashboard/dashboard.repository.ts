import type { DataSource } from 'typeorm';
import { hotQuery } from '../../db/hot-query';
import { HISTORY_SQL, RECOMMENDATION_CANDIDATES_SQL } from './dashboard.queries';
import type { MonthBucket, OutsideBucket } from './points-history';
import type { RecommendableArticle } from './recommendation';

/** An article the member might study next, before it is scored. */
export interface RecommendationCandidate extends RecommendableArticle {
  title: string;
  category: string;
  pePointsValue: number;
}

interface CandidateRow {
  id: number;
  title: string;
  category: string;
  pe_points_value: string | number;
  professions: string[] | null;
  publication_date: string | null;
  created_at: Date | string;
}

/**
 * The dashboard's reads. They span other features' tables (completions, outside activities, the
 * allowance charge, articles) on purpose: each is one aggregate statement, run on every visit.
 */
export class DashboardRepository {
  constructor(private readonly db: DataSource) {}

  /** Monthly point sums (completions and outside activities apart) and the allowance charge, one statement. */
  async history(userId: number, subscriptionStartedAt: Date | null): Promise<{ buckets: MonthBucket[]; allowanceUsed: number; outside: OutsideBucket[] }> {
    const [row] = await hotQuery<{ buckets: unknown; allowance_used: string | number; outside: unknown }>(this.db, HISTORY_SQL, [
      userId,
      subscriptionStartedAt,
    ]);
    // Depending on the driver, json arrives as text or already parsed.
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Array<Record<string, unknown>>;
    return {
      buckets: json(row.buckets).map((b) => ({ year: Number(b.year), month: Number(b.month), points: Number(b.points), completions: Number(b.completions) })),
      allowanceUsed: Number(row.allowance_used),
      outside: json(row.outside).map((b) => ({ year: Number(b.year), month: Number(b.month), points: Number(b.points), activities: Number(b.activities) })),
    };
  }

  /** The member's uncompleted published articles worth scoring, `perGroup` per profession list (see RECOMMENDATION_CANDIDATES_SQL). */
  async recommendationCandidates(userId: number, perGroup: number): Promise<RecommendationCandidate[]> {
    const rows = await hotQuery<CandidateRow>(this.db, RECOMMENDATION_CANDIDATES_SQL, [userId, perGroup]);
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      category: r.category,
      pePointsValue: Number(r.pe_points_value),
      professions: r.professions ?? [],
      publicationDate: r.publication_date,
      createdAt: new Date(r.created_at),
    }));
  }
}
