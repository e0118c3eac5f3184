import { LIMITS } from '@leerpunt/shared/limits';
import { recommendArticles } from './recommendation';
import { allowanceOf, type Allowance } from '../assessment/allowance/allowance.service';
import type { RecommendationCandidate } from '../articles/articles.repository';
import type { ArticlesService } from '../articles/articles.service';
import type { NewsItemEntity } from '../news/news-item.entity';
import type { NewsService } from '../news/news.service';
import { canTakeTests, isMonthly, isProfessional, planOf, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { parseDashboardYear } from './dashboard.inputs';
import type { DashboardRepository } from './dashboard.repository';
import { buildPointsHistory, type DashboardStats, type MonthBucket, type OutsideBucket, type PointsHistory, type RevokedCertificate } from './points-history';

export interface RecommendedArticle extends RecommendationCandidate {
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
  /** Certificates an administrator revoked, newest revocation first; their points are in no total above. */
  revokedCertificates: RevokedCertificate[];
}

/** Everything the member's start page shows, in a fixed, small number of SQL statements. */
export class DashboardService {
  constructor(
    private readonly reads: Pick<DashboardRepository, 'history'>,
    private readonly news: Pick<NewsService, 'list'>,
    private readonly articles: Pick<ArticlesService, 'recommendationCandidates'>,
  ) {}

  /** The caller's dashboard for `year` (default: the current UTC year). */
  async forCaller(actor: UserEntity | null, year: number | null | undefined, now = new Date()): Promise<Dashboard> {
    const user = requireUser(actor);
    const selectedYear = parseDashboardYear(year, now);
    const hasProgress = canTakeTests(user);
    // Three independent statements; on PostgreSQL they run side by side.
    const [history, recommended, latestNews] = await Promise.all([
      hasProgress
        ? this.reads.history(user.id, user.subscriptionStartedAt ?? null)
        : Promise.resolve({ buckets: [] as MonthBucket[], allowanceUsed: 0, outside: [] as OutsideBucket[], revoked: [] as RevokedCertificate[] }),
      this.recommendations(user),
      this.news.list(user, { limit: LIMITS.latestUpdates, includeUnpublished: false }),
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
      revokedCertificates: history.revoked,
    };
  }

  /** Candidates from the library (see RECOMMENDATION_CANDIDATES_SQL in articles.repository.ts), ranked by the pure scoring function. */
  private async recommendations(user: UserEntity): Promise<RecommendedArticle[]> {
    const candidates = await this.articles.recommendationCandidates(user.id, LIMITS.recommendedArticles);
    return recommendArticles(user, candidates).map(({ article, score }) => ({ ...article, score: Math.round(score * 100) / 100 }));
  }
}
