import type { DataSource } from 'typeorm';
import { LIMITS } from '../../shared/constants';
import { allowanceOf, type Allowance } from '../assessment/allowance/allowance.service';
import type { NewsItemEntity } from '../news/news-item.entity';
import type { NewsService } from '../news/news.service';
import { canTakeTests, isMonthly, isProfessional, planOf, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { parseDashboardYear } from './dashboard.validation';
import { HISTORY_SQL, RECOMMENDATION_CANDIDATES_SQL } from './dashboard.queries';
import { buildPointsHistory, type DashboardStats, type MonthBucket, type OutsideBucket, type PointsHistory } from './points-history';
import { recommendArticles, type RecommendableArticle } from './recommendation';

export interface RecommendedArticle extends RecommendableArticle {
  title: string;
  category: string;
  pePointsValue: number;
  score: number;
}

export interface DashboardAccess {
  plan: string | null;
  isProfessional: boolean;
  canTakeTests: boolean;
  isMonthly: boolean;
  canUseAssistant: boolean;
  /** Plans with tests earn points and keep a progress history; the free plan sees them locked. */
  hasProgress: boolean;
}

export interface Dashboard {
  id: string;
  year: number;
  stats: DashboardStats;
  allowance: Allowance;
  recommendedArticles: RecommendedArticle[];
  pointsHistory: PointsHistory;
  latestNews: NewsItemEntity[];
  access: DashboardAccess;
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

/** Everything the member's start page shows, in a fixed, small number of SQL statements. */
export class DashboardService {
  constructor(
    private readonly db: DataSource,
    private readonly news: NewsService,
  ) {}

  /** The caller's dashboard for `year` (default: the current UTC year). */
  async forCaller(actor: UserEntity | null, year: number | null | undefined, now = new Date()): Promise<Dashboard> {
    const user = requireUser(actor);
    const selectedYear = parseDashboardYear(year, now);
    const hasProgress = canTakeTests(user);
    // Three independent statements; on PostgreSQL they run side by side.
    const [history, recommended, latestNews] = await Promise.all([
      hasProgress ? this.history(user) : Promise.resolve({ buckets: [] as MonthBucket[], allowanceUsed: 0, outside: [] as OutsideBucket[] }),
      this.recommendations(user),
      this.news.list(user, { limit: LIMITS.latestUpdates }),
    ]);
    const { stats, history: pointsHistory } = buildPointsHistory(history.buckets, selectedYear, now, history.outside);
    const professional = isProfessional(user);
    return {
      id: `${user.id}:${selectedYear}`,
      year: selectedYear,
      stats,
      allowance: allowanceOf(user, history.allowanceUsed, now),
      recommendedArticles: recommended,
      pointsHistory,
      latestNews,
      access: {
        plan: planOf(user),
        isProfessional: professional,
        canTakeTests: hasProgress,
        isMonthly: isMonthly(user),
        canUseAssistant: professional,
        hasProgress,
      },
    };
  }

  /** Monthly point sums (completions and outside activities apart) and the allowance charge, one statement. */
  private async history(user: UserEntity): Promise<{ buckets: MonthBucket[]; allowanceUsed: number; outside: OutsideBucket[] }> {
    const [row]: Array<{ buckets: unknown; allowance_used: string | number; outside: unknown }> = await this.db.query(HISTORY_SQL, [user.id, user.subscriptionStartedAt ?? null]);
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Array<Record<string, unknown>>;
    return {
      buckets: json(row.buckets).map((b) => ({ year: Number(b.year), month: Number(b.month), points: Number(b.points), completions: Number(b.completions) })),
      allowanceUsed: Number(row.allowance_used),
      outside: json(row.outside).map((b) => ({ year: Number(b.year), month: Number(b.month), points: Number(b.points), activities: Number(b.activities) })),
    };
  }

  /** Candidates from SQL (see RECOMMENDATION_CANDIDATES_SQL), ranked by the pure scoring function. */
  private async recommendations(user: UserEntity): Promise<RecommendedArticle[]> {
    const rows: CandidateRow[] = await this.db.query(RECOMMENDATION_CANDIDATES_SQL, [user.id, LIMITS.recommendedArticles]);
    const candidates = rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      category: r.category,
      pePointsValue: Number(r.pe_points_value),
      professions: r.professions ?? [],
      publicationDate: r.publication_date,
      createdAt: new Date(r.created_at),
    }));
    return recommendArticles(user, candidates).map(({ article, score }) => ({ ...article, score: Math.round(score * 100) / 100 }));
  }
}
