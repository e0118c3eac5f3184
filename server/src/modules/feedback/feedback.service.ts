import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import { pageOf, pageSize, timeKeyset, type ConnectionPage } from '../../graphql/connection';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { ArticlesService } from '../articles/articles.service';
import { requireAdmin, requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { FeedbackEntity } from './feedback.entity';
import type { FeedbackSubmission } from './feedback.inputs';
import type { Unparsed } from '../../validation';
import { FeedbackRepository, type ArticleRating, type FeedbackPageRow, type FeedbackRow } from './feedback.repository';

export type { ArticleRating } from './feedback.repository';

type Actor = UserEntity | null | undefined;

/** A feedback row with the name it is shown under ('Anonymous' or first and last name). */
export interface FeedbackView extends Omit<FeedbackEntity, 'user' | 'article' | 'userId'> {
  /** The author; null where the reader is not the author and the feedback is anonymous. */
  userId: number | null;
  displayName: string;
}

export interface SubmitResult {
  feedback: FeedbackView;
  /** True when the member already had feedback on this article and it was replaced. */
  updated: boolean;
}

/** Which article's feedback, and which page of it (`first` at a time after `after`). */
export interface ArticlePageRequest {
  articleId: number;
  page: { first?: number | null; after?: string | null };
}

/** One page of an article's feedback for admins, newest first. */
export type FeedbackPage = ConnectionPage<FeedbackView>;

/** A comment as every member reads it under an item: stars, words and a short name, never who wrote it by id. */
export interface CommentView {
  id: number;
  rating: number;
  comment: string;
  /** 'Anonymous', or the first name and the last name's initial ("Femke V."). */
  authorName: string;
  updatedAt: Date;
}

/** The name a comment shows to other members: enough to tell comments apart, not enough to look the author up. */
const shortName = (first: string | null, last: string | null) => {
  if (first === null) return 'Anonymous';
  const initial = (last ?? '').trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
};

const displayName = (isAnonymous: boolean, author: Pick<UserEntity, 'firstName' | 'lastName'> | null | undefined) =>
  isAnonymous || !author ? 'Anonymous' : `${author.firstName} ${author.lastName}`.trim();

/** A feedback row as the services return it; anonymous feedback keeps its author's name to itself. */
const feedbackOf = (
  r: Omit<FeedbackRow, 'inserted' | 'user_id'> & { user_id: number | null },
  author: Pick<UserEntity, 'firstName' | 'lastName'> | null,
): FeedbackView => ({
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

/** A feedback row as members read it under an item. */
const commentOf = (r: FeedbackPageRow): CommentView => ({
  id: r.id,
  rating: Number(r.rating),
  comment: r.comment ?? '',
  authorName: shortName(r.first_name, r.last_name),
  updatedAt: new Date(r.updated_at),
});

/** Star ratings: one per member and article; submitting again replaces the earlier one. */
export class FeedbackService {
  private readonly feedback: FeedbackRepository;

  constructor(
    db: DataSource,
    private readonly articles: ArticlesService,
  ) {
    this.feedback = new FeedbackRepository(db);
  }

  /** The caller's own feedback on an article, or null. */
  mine(actor: Actor, articleId: number): Promise<FeedbackView | null> {
    const user = requireUser(actor);
    return this.forUser(
      user,
      () => user.id,
      () => articleId,
    );
  }

  /**
   * `userId`'s feedback on an article (the member themselves or an admin), or null; an admin never sees anonymous
   * feedback here. Whose feedback it is comes before which article was asked for.
   */
  async forUser(actor: Actor, forMember: Unparsed<number>, article: Unparsed<number>): Promise<FeedbackView | null> {
    const reader = requireUser(actor);
    const userId = forMember();
    requireOwner(reader, userId);
    const articleId = article();
    await this.articles.requireVisible(actor, articleId);
    const row = await this.feedback.byUserAndArticle(userId, articleId);
    // Anonymous feedback is its author's alone: an admin asking by member id would tie it to them.
    if (!row || (row.isAnonymous && reader.id !== userId)) return null;
    const { user, article: _article, ...rest } = row;
    return { ...rest, displayName: displayName(rest.isAnonymous, user) };
  }

  /** Ratings of many articles in one aggregate statement (articles without ratings are absent). */
  ratings(articleIds: readonly number[]): Promise<ArticleRating[]> {
    return this.feedback.ratings(articleIds);
  }

  /**
   * Admins: the feedback on an article, newest (last submitted or updated) first, `first` at a time
   * after `after`. Anonymous feedback stays anonymous here too.
   */
  async forArticle(actor: Actor, input: Unparsed<ArticlePageRequest>): Promise<FeedbackPage> {
    // Signed in, then the request, then admin rights: the order both faces have always answered in.
    requireUser(actor);
    const { articleId, page } = input();
    requireAdmin(actor);
    return this.articlePage(actor, articleId, page, false, (r) =>
      feedbackOf(r, r.first_name === null ? null : { firstName: r.first_name, lastName: r.last_name ?? '' }),
    );
  }

  /**
   * Members: the comments on an item they may read, newest (last submitted or updated) first. Ratings without words
   * are left out (the average shows them); anonymous comments stay anonymous.
   */
  async comments(actor: Actor, input: Unparsed<ArticlePageRequest>): Promise<ConnectionPage<CommentView>> {
    requireUser(actor);
    const { articleId, page } = input();
    return this.articlePage(actor, articleId, page, true, commentOf);
  }

  /**
   * One feedback, as myFeedback shows it to its author (on an item they may open) or articleFeedback to an admin;
   * null for anyone else or an unknown id.
   */
  async one(actor: Actor, id: number): Promise<FeedbackView | null> {
    const reader = requireUser(actor);
    const row = await this.feedback.one(id);
    if (!row) return null;
    if (row.owner_id === reader.id)
      return this.forUser(
        reader,
        () => reader.id,
        () => Number(row.article_id),
      );
    requireAdmin(reader);
    await this.articles.requireVisible(reader, Number(row.article_id));
    return feedbackOf(row, row.first_name === null ? null : { firstName: row.first_name, lastName: row.last_name ?? '' });
  }

  /** One comment, as articleComments shows it under an item the caller may open; null for feedback without words or an unknown id. */
  async comment(actor: Actor, id: number): Promise<CommentView | null> {
    requireUser(actor);
    const row = await this.feedback.one(id);
    if (!row || !row.comment?.trim()) return null;
    await this.articles.requireVisible(actor, Number(row.article_id));
    return commentOf(row);
  }

  /** One page of an item the caller may open, newest first, keyset on (updated_at, id): one row more tells whether another follows. */
  private async articlePage<T>(
    actor: Actor,
    articleId: number,
    page: { first?: number | null; after?: string | null },
    commentsOnly: boolean,
    view: (row: FeedbackPageRow) => T,
  ): Promise<ConnectionPage<T>> {
    const first = pageSize(page.first);
    const position = timeKeyset(page.after, 'number');
    await this.articles.requireVisible(actor, articleId);
    const { rows, total } = await this.feedback.page(articleId, first + 1, position, commentsOnly);
    return pageOf(rows, first, !!position, total, (r) => [r.position, r.id], view);
  }

  /** Creates or replaces the caller's feedback on a visible article, atomically (one upsert). */
  async submit(actor: Actor, input: Unparsed<{ articleId: number; data: FeedbackSubmission }>): Promise<SubmitResult> {
    const user = requireUser(actor);
    const { articleId, data } = input();
    await this.articles.requireVisible(user, articleId);
    let r: FeedbackRow;
    try {
      r = await this.feedback.upsert(user.id, articleId, data);
    } catch (error) {
      // The article was deleted between the check and the write.
      if ((error as { code?: string }).code === '23503') throw notFound(MESSAGES.articleNotFound);
      throw error;
    }
    return {
      updated: !r.inserted,
      feedback: feedbackOf(r, user),
    };
  }
}
