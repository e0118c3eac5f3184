import { Router, type Request } from 'express';
import { badInput } from '../../errors';
import { body, intParam, route } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput } from '../../validation';
import { feedbackInputSchema } from './feedback.inputs';
import { presentFeedback } from './feedback.presenter';
import type { ArticlePageRequest, FeedbackService } from './feedback.service';

/** The article of the path, and ?first=&after= of a paged list: a positive page size and the previous page's end cursor, both optional. */
const articlePage = (req: Request): ArticlePageRequest => ({
  articleId: intParam(req.params.articleId, 'Article id'),
  page: {
    first: req.query.first === undefined ? undefined : intParam(req.query.first, 'first'),
    after: typeof req.query.after === 'string' ? req.query.after : undefined,
  },
});

export function feedbackRoutes(deps: { feedback: FeedbackService }): Router {
  const r = Router();

  r.get(
    '/users/:userId/feedback',
    route(async (req, res) => {
      const feedback = await deps.feedback.forUser(
        req.user,
        () => intParam(req.params.userId, 'User id'),
        () => {
          if (req.query.article_id === undefined) throw badInput('article_id is required');
          return intParam(req.query.article_id, 'article_id');
        },
      );
      res.json({ has_feedback: !!feedback, feedback: feedback ? presentFeedback(feedback) : null });
    }),
  );

  // Admins read the comments on an item (same service as the articleFeedback query).
  r.get(
    '/admin/articles/:articleId/feedback',
    route(async (req, res) => {
      const page = await deps.feedback.forArticle(req.user, () => articlePage(req));
      res.json({
        feedback: page.edges.map((e) => ({ ...presentFeedback(e.node), cursor: e.cursor })),
        total: page.totalCount,
        has_next_page: page.pageInfo.hasNextPage,
        end_cursor: page.pageInfo.endCursor,
      });
    }),
  );

  // Members read the comments under an item they may open (same service as the articleComments query).
  r.get(
    '/articles/:articleId/comments',
    route(async (req, res) => {
      const page = await deps.feedback.comments(req.user, () => articlePage(req));
      res.json({
        comments: page.edges.map(({ cursor, node: c }) => ({
          id: c.id,
          rating: c.rating,
          comment: c.comment,
          author_name: c.authorName,
          updated_at: c.updatedAt.toISOString(),
          cursor,
        })),
        total: page.totalCount,
        has_next_page: page.pageInfo.hasNextPage,
        end_cursor: page.pageInfo.endCursor,
      });
    }),
  );

  r.post(
    '/articles/:articleId/feedback',
    route(async (req, res) => {
      const { feedback, updated } = await deps.feedback.submit(req.user, () => {
        const articleId = intParam(req.params.articleId, 'Article id');
        const b = body(req);
        return { articleId, data: parseInput(feedbackInputSchema, { rating: b.rating, comment: b.comment, isAnonymous: b.is_anonymous }) };
      });
      res
        .status(updated ? 200 : 201)
        .json({ feedback: presentFeedback(feedback), updated, message: updated ? MESSAGES.feedbackUpdated : MESSAGES.feedbackThanks });
    }),
  );

  return r;
}
