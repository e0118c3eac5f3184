import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import type { NewsItemEntity } from './news-item.entity';
import { NewsItemInput, NewsItemType } from './news.types';

@Resolver(() => NewsItemType)
export class NewsResolver {
  @Public()
  @Query(() => [NewsItemType], { description: 'Published news, newest first (admins may include unpublished items).' })
  news(
    @Arg('limit', () => Int, { nullable: true, description: 'At most 100' }) limit: number | null,
    @Arg('includeUnpublished', () => Boolean, { nullable: true }) includeUnpublished: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewsItemEntity[]> {
    return ctx.services.news.list(ctx.user, { limit, includeUnpublished });
  }

  @Authorized('ADMIN')
  @Mutation(() => NewsItemType)
  createNewsItem(@Arg('input', () => NewsItemInput) input: NewsItemInput, @Ctx() ctx: GraphQLContext): Promise<NewsItemEntity> {
    return ctx.services.news.create(ctx.user, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => NewsItemType)
  updateNewsItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => NewsItemInput) input: NewsItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewsItemEntity> {
    return ctx.services.news.update(ctx.user, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  deleteNewsItem(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.news.remove(ctx.user, id);
  }
}
