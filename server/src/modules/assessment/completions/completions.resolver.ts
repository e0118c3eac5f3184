import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { parseId, parseOptionalId, parseIds } from '../../../ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../graphql/connection';
import { PartnerScope } from '../../../graphql/auth-checker';
import type { GraphQLContext } from '../../../graphql/context';
import { actingMember } from '../../partners/partner-access';
import { ArticleType } from '../../articles/article.types';
import { isActive, requireUser } from '../../users/access';
import { statusArticleIds } from './completions.inputs';
import { activityFields } from './completions.presenter';

import { ActivityItemConnection, ArticleCompletionConnection, ArticleCompletionType, CompletionStatusType } from './completions.types';
import type { CompletionsService } from './completions.service';

/** The backward-paging arguments' descriptions (the newest-first order stays; a backward page is the items just before a cursor). */
const BACKWARD = {
  last: `Backward paging: this many items just before \`before\` (or the oldest items without it); ${PAGE_SIZE_DEFAULT} when before is given alone, at most ${PAGE_SIZE_MAX}. Not with first or after`,
  before: 'startCursor of the page after the one wanted (backward paging, with last)',
};

@Resolver()
export class CompletionsResolver {
  constructor(private readonly completionsService: CompletionsService) {}

  @Authorized()
  @Query(() => ArticleCompletionConnection, {
    description:
      'Completion records, newest first, a page at a time (GET /api/users/{id}/article-completions lists them whole). userId defaults to the caller.',
  })
  articleCompletions(
    @Arg('userId', () => ID, { nullable: true, description: 'The member (their own id, or any for an admin); omit for the caller' }) userId: string | null,
    @Arg('first', () => Int, {
      nullable: true,
      description: `Completions per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}`,
    })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Arg('last', () => Int, { nullable: true, description: BACKWARD.last }) last: number | null,
    @Arg('before', () => String, { nullable: true, description: BACKWARD.before }) before: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleCompletionConnection> {
    return this.completionsService.completionsPage(ctx.user, parseOptionalId(userId, 'userId') ?? requireUser(ctx.user).id, { first, after, last, before });
  }

  @Authorized()
  @Query(() => CompletionStatusType, { description: "One article's test standing (GET /api/users/{id}/completion-status/{articleId})." })
  completionStatus(
    @Arg('articleId', () => ID, { description: 'The article' }) articleId: string,
    @Arg('userId', () => ID, { description: 'The member (their own id, or any for an admin); omit for the caller', nullable: true }) userId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompletionStatusType> {
    return this.completionsService.status(ctx.user, parseOptionalId(userId, 'userId') ?? requireUser(ctx.user).id, parseId(articleId, 'articleId'));
  }

  @Authorized()
  @Query(() => [CompletionStatusType], { description: 'Standings for several articles; unknown ids are left out.' })
  async completionStatuses(
    @Arg('articleIds', () => [ID], { description: 'Articles to look up, at most 500' }) articleIds: string[],
    @Arg('userId', () => ID, { description: 'The member (their own id, or any for an admin); omit for the caller', nullable: true }) userId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompletionStatusType[]> {
    const ids = statusArticleIds(parseIds(articleIds, 'articleIds'));
    const statuses = await this.completionsService.statuses(ctx.user, parseOptionalId(userId, 'userId') ?? requireUser(ctx.user).id, ids);
    return [...statuses.values()];
  }

  @Authorized()
  @PartnerScope('cpd_record:read')
  @Query(() => ActivityItemConnection, {
    description: 'Graded attempts, newest first, a page at a time (GET /api/users/{id}/activity-history lists them whole). userId defaults to the caller.',
  })
  async activityHistory(
    @Arg('userId', () => ID, { nullable: true, description: 'The member (their own id, or any for an admin); omit for the caller' }) userId: string | null,
    @Arg('first', () => Int, { nullable: true, description: `Attempts per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Arg('last', () => Int, { nullable: true, description: BACKWARD.last }) last: number | null,
    @Arg('before', () => String, { nullable: true, description: BACKWARD.before }) before: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ActivityItemConnection> {
    const actor = actingMember(ctx.user, ctx.partner, 'cpd_record:read');
    const page = await this.completionsService.activityPage(actor, parseOptionalId(userId, 'userId') ?? requireUser(actor).id, { first, after, last, before });
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: activityFields(e.node) })) };
  }
}

/** Adds the signed-in member's standing to every Article, batched per request. */
@Resolver(() => ArticleType)
export class ArticleCompletionStatusResolver {
  @FieldResolver(() => CompletionStatusType, { nullable: true, description: "The signed-in member's test standing; null for visitors." })
  completionStatus(@Root() article: ArticleType, @Ctx() ctx: GraphQLContext): Promise<CompletionStatusType | null> | null {
    if (!ctx.user) return null;
    return ctx.loaders.completionStatus.load({ user: ctx.user, articleId: article.id });
  }
}

@Resolver(() => ArticleCompletionType)
export class ArticleCompletionFieldsResolver {
  /**
   * The article behind a completion, under the reader's rules: null for members without an active
   * subscription (its content is for subscribers) and for articles withdrawn from the library;
   * admins see every article. The completion's own fields (title, points) stay for everyone.
   */
  @FieldResolver(() => ArticleType, { nullable: true, description: 'The article, for members with an active subscription; null when unpublished.' })
  async article(@Root() completion: ArticleCompletionType, @Ctx() ctx: GraphQLContext) {
    const user = ctx.user;
    if (!user || !isActive(user)) return null;
    const article = await ctx.loaders.articleById.load(completion.articleId);
    if (!article || (!article.isPublished && !user.isAdmin)) return null;
    return article;
  }
}
