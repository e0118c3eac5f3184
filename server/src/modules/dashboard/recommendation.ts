import { LIMITS } from '@leerpunt/shared/limits';

/** How much each kind of match adds to an article's score. */
export const RECOMMENDATION_WEIGHTS = {
  primaryProfession: 2,
  secondaryProfession: 1,
  secondProfessionPrimaryMatch: 1.5,
  secondProfessionSecondaryMatch: 0.75,
  hasPublicationDate: 0.1,
} as const;
const W = RECOMMENDATION_WEIGHTS;

/** What scoring needs of the member. */
export interface RecommendationProfile {
  profession: string;
  secondaryProfession: string | null;
}

/** What scoring needs of an article: its professions, primary first, and its dates. */
export interface RecommendableArticle {
  id: number;
  professions: readonly string[];
  /** YYYY-MM-DD or null. */
  publicationDate: string | null;
  createdAt: Date;
}

const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * SPEC §9 scoring (interpretation in docs/decisions.md). The article's first profession is its
 * primary one, the others are secondary.
 *   member's profession        = article primary → 2,    ∈ article secondary → 1
 *   member's second profession = article primary → 1.5,  ∈ article secondary → 0.75
 *   article has a publication date → 0.1
 * The two professions of the member count independently and add up.
 */
export function recommendationScore(member: RecommendationProfile, article: RecommendableArticle): number {
  const [primary = '', ...rest] = article.professions.map(norm);
  const secondary = new Set(rest.filter((p) => p && p !== primary));
  const match = (profession: string, onPrimary: number, onSecondary: number) => {
    if (!profession) return 0;
    if (profession === primary) return onPrimary;
    return secondary.has(profession) ? onSecondary : 0;
  };
  const first = norm(member.profession);
  const secondRaw = norm(member.secondaryProfession);
  const second = secondRaw && secondRaw !== 'none' && secondRaw !== first ? secondRaw : '';
  let score = match(first, W.primaryProfession, W.secondaryProfession);
  score += match(second, W.secondProfessionPrimaryMatch, W.secondProfessionSecondaryMatch);
  if (hasDate(article.publicationDate)) score += W.hasPublicationDate;
  return score;
}

const hasDate = (d: string | null) => !!d && !Number.isNaN(Date.parse(d));

/** Newer first: publication date (undated last), then creation time, then id. */
export function newestFirst(a: RecommendableArticle, b: RecommendableArticle): number {
  const pa = hasDate(a.publicationDate) ? Date.parse(a.publicationDate!) : -Infinity;
  const pb = hasDate(b.publicationDate) ? Date.parse(b.publicationDate!) : -Infinity;
  if (pa !== pb) return pb > pa ? 1 : -1;
  const ca = a.createdAt.getTime();
  const cb = b.createdAt.getTime();
  if (ca !== cb) return cb - ca;
  return b.id - a.id;
}

/** Scores are sums of a few decimal weights; treat float noise as a tie. */
const EPSILON = 1e-9;

/**
 * The member's recommended articles: not completed, highest score first, ties broken by the
 * newest; at most `limit` (SPEC: 3).
 */
export function recommendArticles<T extends RecommendableArticle>(
  member: RecommendationProfile,
  articles: readonly T[],
  completedArticleIds: Iterable<number> = [],
  limit: number = LIMITS.recommendedArticles,
): Array<{ article: T; score: number }> {
  const completed = new Set(completedArticleIds);
  return articles
    .filter((a) => !completed.has(a.id))
    .map((article) => ({ article, score: recommendationScore(member, article) }))
    .sort((a, b) => (Math.abs(b.score - a.score) > EPSILON ? b.score - a.score : newestFirst(a.article, b.article)))
    .slice(0, Math.max(0, limit));
}
