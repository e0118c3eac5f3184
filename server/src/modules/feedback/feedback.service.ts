import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../errors';
import { decodeCursor, encodeCursor } from '../../graphql/connection';
import { MESSAGES } from '../../shared/constants';
import type { ArticlesService } from '../articles/articles.service';
import { requireAdmin, requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { FeedbackEntity } from './feedback.entity';
import type { FeedbackSubmission } from './feedback.inputs';

type Actor = UserEntity | null | undefined;

/** A feedback row with the name it is shown under ('Anonymous' or first and last name). */
export interface FeedbackView extends Omit<FeedbackEntity, 'user' | 'article'> {
  displayName: string;
}

export interface SubmitResult {
  feedback: FeedbackView;
  /** True when the member already had feedback on this article and it was replaced. */
  updated: boolean;
}

interface FeedbackRow {
  id: number;
  user_id: number;
  article_id: number;
  rating: number;
  comment: string | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
  inserted: boolean;
}

/** Average stars (one decimal; null without ratings) and number of ratings of an article. */
export interface ArticleRating {
  articleId: number;
  average: number | null;
  count: number;
}

/** One page of an article's feedback for admins, newest first. */
export interface FeedbackPage {
  edges: Array<{ cursor: string; node: FeedbackView }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export const FEEDBACK_PAGE_DEFAULT = 20;
export const FEEDBACK_PAGE_MAX = 100;

const displayName = (isAnonymous: boolean, author: Pick<UserEntity, 'firstName' | 'lastName'> | null | undefined) =>
  isAnonymous || !author ? 'Anonymous' : `${author.firstName} ${author.lastName}`.trim();

/** A feedback row as the services return it; anonymous feedback keeps its author's name to itself. */
const feedbackOf = (r: Omit<FeedbackRow, 'inserted'>, author: Pick<UserEntity, 'firstName' | 'lastName'> | null): FeedbackView => ({
  id: r.id,
  userId: r.user_id,
  articleId: r.article_id,
  rating: Number(r.rating),
  comment: r.comment,
  isAnonymous: r.is_anonymous,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  displayName: displayName(r.is_anonymous, author),
});

/** Star ratings: one per member and article; submitting again replaces the earlier one. */
export class FeedbackService {
  constructor(
    private readonly db: DataSource,
    private readonly articles: ArticlesService,
  ) {}

  /** The caller's own feedback on an article, or null. */
  mine(actor: Actor, articleId: number): Promise<FeedbackView | null> {
    const user = requireUser(actor);
    return this.forUser(user, user.id, articleId);
  }

  /** `userId`'s feedback on an article (the member themselves or an admin), or null. */
  async forUser(actor: Actor, userId: number, articleId: number): Promise<FeedbackView | null> {
    requireOwner(actor, userId);
    await this.articles.requireVisible(actor, articleId);
    const row = await this.db.getRepository(FeedbackEntity).findOne({
      where: { userId, articleId },
      relations: { user: true },
      select: { id: true, userId: true, articleId: true, rating: true, comment: true, isAnonymous: true, createdAt: true, updatedAt: true, user: { id: true, firstName: true, lastName: true } },
    });
    if (!row) return null;
    const { user, article: _article, ...rest } = row;
    return { ...rest, displayName: displayName(rest.isAnonymous, user) };
  }

  /** Ratings of many articles in one aggregate statement (articles without ratings are absent). */
  async ratings(articleIds: readonly number[]): Promise<ArticleRating[]> {
    if (articleIds.length === 0) return [];
    const rows: Array<{ article_id: number; average: string; count: number }> = await this.db.query(
      `SELECT article_id, round(avg(rating), 1)::text AS average, count(*)::int AS count
       FROM feedback WHERE article_id = ANY($1::int[]) GROUP BY article_id`,
      [[...articleIds]],
    );
    return rows.map((r) => ({ articleId: Number(r.article_id), average: Number(r.average), count: Number(r.count) }));
  }

  /**
   * Admins: the feedback on an article, newest (last submitted or updated) first, `first` at a time
   * after `after`. Anonymous feedback stays anonymous here too.
   */
  async forArticle(actor: Actor, articleId: number, page: { first?: number | null; after?: string | null }): Promise<FeedbackPage> {
    requireAdmin(actor);
    const first = page.first ?? FEEDBACK_PAGE_DEFAULT;
    if (!Number.isInteger(first) || first < 1 || first > FEEDBACK_PAGE_MAX) throw badInput(`first must be between 1 and ${FEEDBACK_PAGE_MAX}`);
    let position: [string, number] | null = null;
    if (page.after) {
      const decoded = decodeCursor(page.after);
      const valid = Array.isArray(decoded) && decoded.length === 2 && typeof decoded[0] === 'string' && !Number.isNaN(Date.parse(decoded[0])) && Number.isInteger(decoded[1]);
      if (!valid) throw badInput('after is not a cursor of this list');
      position = decoded as [string, number];
    }
    await this.articles.requireVisible(actor, articleId);
    // Keyset on (updated_at, id); the timestamp travels as text so microseconds survive the round trip.
    const params: unknown[] = [articleId, first + 1];
    const after = position ? `AND (f.updated_at, f.id) < ($3::timestamptz, $4::int)` : '';
    if (position) params.push(position[0], position[1]);
    const [rows, counted] = await Promise.all([
      this.db.query(
        `SELECT f.id, f.user_id, f.article_id, f.rating, f.comment, f.is_anonymous, f.created_at, f.updated_at, f.updated_at::text AS position,
                u.first_name, u.last_name
         FROM feedback f LEFT JOIN users u ON u.id = f.user_id
         WHERE f.article_id = $1 ${after}
         ORDER BY f.updated_at DESC, f.id DESC LIMIT $2`,
        params,
      ) as Promise<Array<FeedbackRow & { position: string; first_name: string | null; last_name: string | null }>>,
      this.db.query('SELECT count(*)::int AS n FROM feedback WHERE article_id = $1', [articleId]) as Promise<Array<{ n: number }>>,
    ]);
    const edges = rows.slice(0, first).map((r) => ({
      cursor: encodeCursor([r.position, r.id]),
      node: feedbackOf(r, r.first_name === null ? null : { firstName: r.first_name, lastName: r.last_name ?? '' }),
    }));
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > first, hasPreviousPage: !!position, startCursor: edges[0]?.cursor ?? null, endCursor: edges[edges.length - 1]?.cursor ?? null },
      totalCount: Number(counted[0]?.n ?? 0),
    };
  }

  /** Creates or replaces the caller's feedback on a visible article, atomically (one upsert). */
  async submit(actor: Actor, articleId: number, data: FeedbackSubmission): Promise<SubmitResult> {
    const user = requireUser(actor);
    await this.articles.requireVisible(user, articleId);
    let rows: FeedbackRow[];
    try {
      rows = await this.db.query(
        `INSERT INTO feedback (user_id, article_id, rating, comment, is_anonymous) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, article_id) DO UPDATE
           SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, is_anonymous = EXCLUDED.is_anonymous, updated_at = now()
         RETURNING id, user_id, article_id, rating, comment, is_anonymous, created_at, updated_at, (xmax = 0) AS inserted`,
        [user.id, articleId, data.rating, data.comment, data.isAnonymous],
      );
    } catch (error) {
      // The article was deleted between the check and the write.
      if ((error as { code?: string }).code === '23503') throw notFound(MESSAGES.articleNotFound);
      throw error;
    }
    const r = rows[0]!;
    return {
      updated: !r.inserted,
      feedback: feedbackOf(r, user),
    };
  }
}
