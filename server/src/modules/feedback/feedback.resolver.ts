import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { MESSAGES } from '../../shared/constants';
import { parseInput } from '../../validation';
import { feedbackInputSchema } from './feedback.inputs';
import { FEEDBACK_PAGE_DEFAULT, FEEDBACK_PAGE_MAX, type FeedbackPage, type FeedbackView } from './feedback.service';
import { FeedbackConnection, FeedbackType, SubmitFeedbackPayload } from './feedback.types';

@Resolver(() => FeedbackType)
export class FeedbackResolver {
  @Authorized()
  @Query(() => FeedbackType, { nullable: true, description: "The caller's feedback on an article, or null." })
  myFeedback(@Arg('articleId', () => Int, { description: 'The article' }) articleId: number, @Ctx() ctx: GraphQLContext): Promise<FeedbackView | null> {
    return ctx.services.feedback.mine(ctx.user, articleId);
  }

  @Authorized('ADMIN')
  @Query(() => FeedbackConnection, {
    description: "Admins: members' feedback (stars and comments) on an article, newest first. Anonymous feedback stays anonymous.",
  })
  articleFeedback(
    @Arg('articleId', () => Int, { description: 'The article id' }) articleId: number,
    @Arg('first', () => Int, { nullable: true, description: `Entries per page: ${FEEDBACK_PAGE_DEFAULT} when absent, at most ${FEEDBACK_PAGE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FeedbackPage> {
    return ctx.services.feedback.forArticle(ctx.user, articleId, { first, after });
  }

  @Authorized()
  @Mutation(() => SubmitFeedbackPayload, { description: 'Rates an article; submitting again replaces the earlier feedback.' })
  async submitFeedback(
    @Arg('articleId', () => Int, { description: 'The article to rate' }) articleId: number,
    @Arg('rating', () => Int, { description: '1 (poor) to 5 (excellent) stars' }) rating: number,
    @Arg('comment', () => String, { description: 'Optional comment, at most 1000 characters', nullable: true }) comment: string | null,
    @Arg('isAnonymous', () => Boolean, { description: "True to hide the member's name from others; default false", nullable: true, defaultValue: false })
    isAnonymous: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmitFeedbackPayload> {
    const { feedback, updated } = await ctx.services.feedback.submit(ctx.user, articleId, parseInput(feedbackInputSchema, { rating, comment, isAnonymous }));
    return { feedback, updated, message: updated ? MESSAGES.feedbackUpdated : MESSAGES.feedbackThanks };
  }
}
