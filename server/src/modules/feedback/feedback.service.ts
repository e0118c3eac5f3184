import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import { MESSAGES } from '../../shared/constants';
import type { ArticlesService } from '../articles/articles.service';
import { parseInput } from '../auth/auth.validation';
import { requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { FeedbackEntity } from './feedback.entity';
import { feedbackInputSchema } from './feedback.validation';

/** Raw submitted values; validated here so REST and GraphQL get the same messages. */
export type FeedbackSubmission = Record<'rating' | 'comment' | 'isAnonymous', unknown>;

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

const displayName = (isAnonymous: boolean, author: Pick<UserEntity, 'firstName' | 'lastName'> | null | undefined) =>
  isAnonymous || !author ? 'Anonymous' : `${author.firstName} ${author.lastName}`.trim();

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

  /** Creates or replaces the caller's feedback on a visible article, atomically (one upsert). */
  async submit(actor: Actor, articleId: number, input: FeedbackSubmission): Promise<SubmitResult> {
    const user = requireUser(actor);
    const data = parseInput(feedbackInputSchema, input);
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
      feedback: {
        id: r.id,
        userId: r.user_id,
        articleId: r.article_id,
        rating: Number(r.rating),
        comment: r.comment,
        isAnonymous: r.is_anonymous,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
        displayName: displayName(r.is_anonymous, user),
      },
    };
  }
}
