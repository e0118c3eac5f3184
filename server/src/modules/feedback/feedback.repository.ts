import type { DataSource } from 'typeorm';
import { memberNameSql } from '../users/users.repository';
import { FeedbackEntity } from './feedback.entity';
import type { FeedbackSubmission } from './feedback.inputs';

/** A feedback row as SQL returns it; `inserted` only from the upsert. */
export interface FeedbackRow {
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

/** A row of an admin's page, with its keyset position (updated_at as text) and the author's name. */
export type FeedbackPageRow = Omit<FeedbackRow, 'inserted' | 'user_id'> & {
  /** The author; null for anonymous feedback, whose author never leaves the database. */
  user_id: number | null;
  position: string;
  first_name: string | null;
  last_name: string | null;
};

/** Average stars (one decimal; null without ratings) and number of ratings of an article. */
export interface ArticleRating {
  articleId: number;
  average: number | null;
  count: number;
}

/** The author of a feedback row as an admin's page may show it: nobody for anonymous feedback. */
const AUTHOR = 'CASE WHEN f.is_anonymous THEN NULL ELSE f.user_id END';

/** Feedback that says something in words: members read these under an item. */
const WITH_COMMENT = "AND f.comment IS NOT NULL AND btrim(f.comment) <> ''";

/** The feedback table: every statement the feedback service runs (authors' names joined through memberNameSql). */
export class FeedbackRepository {
  constructor(private readonly db: DataSource) {}

  /** One member's feedback on one article, with the author's name, or null. */
  byUserAndArticle(userId: number, articleId: number): Promise<FeedbackEntity | null> {
    return this.db.getRepository(FeedbackEntity).findOne({
      where: { userId, articleId },
      relations: { user: true },
      select: {
        id: true,
        userId: true,
        articleId: true,
        rating: true,
        comment: true,
        isAnonymous: true,
        createdAt: true,
        updatedAt: true,
        user: { id: true, firstName: true, lastName: true },
      },
    });
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
   * Up to `limit` rows of an article's feedback, newest (updated_at, then id) first, after the keyset
   * `position`, and the article's whole count: two statements, run together.
   */
  async page(articleId: number, limit: number, position: [string, number] | null, commentsOnly = false): Promise<{ rows: FeedbackPageRow[]; total: number }> {
    // The timestamp travels as text so microseconds survive the round trip.
    const params: unknown[] = [articleId, limit];
    const after = position ? `AND (f.updated_at, f.id) < ($3::timestamptz, $4::int)` : '';
    if (position) params.push(position[0], position[1]);
    const which = commentsOnly ? WITH_COMMENT : '';
    const [rows, counted] = await Promise.all([
      this.db.query<FeedbackPageRow[]>(
        `SELECT f.id, ${AUTHOR} AS user_id, f.article_id, f.rating, f.comment, f.is_anonymous, f.created_at, f.updated_at, f.updated_at::text AS position,
                ${memberNameSql.columns('u')}
         FROM feedback f ${memberNameSql.join('u', AUTHOR)}
         WHERE f.article_id = $1 ${which} ${after}
         ORDER BY f.updated_at DESC, f.id DESC LIMIT $2`,
        params,
      ),
      this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM feedback f WHERE f.article_id = $1 ${which}`, [articleId]),
    ]);
    return { rows, total: Number(counted[0]?.n ?? 0) };
  }

  /**
   * One feedback row as a page shows it (no author for anonymous feedback), with its author's id kept apart as
   * `owner_id` so the service can tell the author from other readers; null for an unknown id.
   */
  async one(id: number): Promise<(FeedbackPageRow & { owner_id: number }) | null> {
    const rows = await this.db.query<Array<FeedbackPageRow & { owner_id: number }>>(
      `SELECT f.id, f.user_id AS owner_id, ${AUTHOR} AS user_id, f.article_id, f.rating, f.comment, f.is_anonymous, f.created_at, f.updated_at,
              f.updated_at::text AS position, ${memberNameSql.columns('u')}
         FROM feedback f ${memberNameSql.join('u', AUTHOR)}
        WHERE f.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Creates or replaces a member's feedback on an article in one statement; `inserted` tells which. */
  async upsert(userId: number, articleId: number, data: FeedbackSubmission): Promise<FeedbackRow> {
    const rows: FeedbackRow[] = await this.db.query(
      `INSERT INTO feedback (user_id, article_id, rating, comment, is_anonymous) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, article_id) DO UPDATE
         SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, is_anonymous = EXCLUDED.is_anonymous, updated_at = now()
       RETURNING id, user_id, article_id, rating, comment, is_anonymous, created_at, updated_at, (xmax = 0) AS inserted`,
      [userId, articleId, data.rating, data.comment, data.isAnonymous],
    );
    return rows[0];
  }
}
