import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type ConnectionPage } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput } from '../../validation';
import { feedbackInputSchema } from './feedback.inputs';
import { type CommentView, type FeedbackPage, type FeedbackView, type FeedbackService } from './feedback.service';
import { ArticleCommentConnection, FeedbackConnection, FeedbackType, SubmitFeedbackInput, SubmitFeedbackPayload } from './feedback.types';

@Resolver(() => FeedbackType)
export class FeedbackResolver {
  constructor(private readonly feedbackService: FeedbackService) {}

  @Authorized()
  @Query(() => FeedbackType, { nullable: true, description: "The caller's feedback on an article, or null." })
  myFeedback(@Arg('articleId', () => ID, { description: 'The article' }) articleId: string, @Ctx() ctx: GraphQLContext): Promise<FeedbackView | null> {
    return this.feedbackService.mine(ctx.user, parseId(articleId, 'articleId'));
  }

  @Authorized()
  @Query(() => ArticleCommentConnection, {
    description: "Members' comments on an item the caller may read, newest first, shown as 'Anonymous' or a first name and last initial.",
  })
  articleComments(
    @Arg('articleId', () => ID, { description: 'The article id' }) articleId: string,
    @Arg('first', () => Int, { nullable: true, description: `Comments per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionPage<CommentView>> {
    return this.feedbackService.comments(ctx.user, () => ({ articleId: parseId(articleId, 'articleId'), page: { first, after } }));
  }

  @Authorized('ADMIN')
  @Query(() => FeedbackConnection, {
    description: "Admins: members' feedback (stars and comments) on an article, newest first. Anonymous feedback stays anonymous.",
  })
  articleFeedback(
    @Arg('articleId', () => ID, { description: 'The article id' }) articleId: string,
    @Arg('first', () => Int, { nullable: true, description: `Entries per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FeedbackPage> {
    return this.feedbackService.forArticle(ctx.user, () => ({ articleId: parseId(articleId, 'articleId'), page: { first, after } }));
  }

  @Authorized()
  @Mutation(() => SubmitFeedbackPayload, { description: 'Rates an article; submitting again replaces the earlier feedback.' })
  async submitFeedback(
    @Arg('input', () => SubmitFeedbackInput, { description: 'The article and its rating' }) input: SubmitFeedbackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmitFeedbackPayload> {
    const { articleId, ...form } = input;
    const { value, userErrors } = await withUserErrors(() =>
      this.feedbackService.submit(ctx.user, () => ({ articleId: parseId(articleId, 'articleId'), data: parseInput(feedbackInputSchema, form) })),
    );
    if (!value) return { feedback: null, updated: null, message: null, userErrors };
    return { feedback: value.feedback, updated: value.updated, message: value.updated ? MESSAGES.feedbackUpdated : MESSAGES.feedbackThanks, userErrors };
  }
}
