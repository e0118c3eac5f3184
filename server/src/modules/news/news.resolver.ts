import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { NEWS_TYPES, type NewsType } from '../../shared/constants';
import { NewsTypeEnum } from '../../graphql/enums';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import type { ConnectionPage } from '../../graphql/connection';
import { parseInput } from '../../validation';
import type { NewsItemEntity } from './news-item.entity';
import { newsInputSchema } from './news.inputs';
import { NEWS_PAGE_DEFAULT, NEWS_PAGE_MAX } from './news.service';
import { NewsItemConnection, NewsItemInput, NewsItemType } from './news.types';

@Resolver(() => NewsItemType)
export class NewsResolver {
  @Public()
  @Query(() => NewsItemConnection, { description: 'Published news, newest first, a page at a time (admins may include unpublished items).' })
  news(
    @Arg('first', () => Int, { nullable: true, description: `Items per page: ${NEWS_PAGE_DEFAULT} when absent, at most ${NEWS_PAGE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Arg('includeUnpublished', () => Boolean, { description: 'Admins only: include drafts; ignored for others', nullable: true })
    includeUnpublished: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionPage<NewsItemEntity>> {
    return ctx.services.news.page(ctx.user, { first, after, includeUnpublished });
  }

  @Authorized('ADMIN')
  @Mutation(() => NewsItemType, { description: 'Admins: publishes a news item (or saves a draft).' })
  createNewsItem(
    @Arg('input', () => NewsItemInput, { description: 'The new item' }) input: NewsItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewsItemEntity> {
    return ctx.services.news.create(ctx.user, parseInput(newsInputSchema, input));
  }

  @Authorized('ADMIN')
  @Mutation(() => NewsItemType, { description: "Admins: replaces a news item's type, title and content." })
  updateNewsItem(
    @Arg('id', () => Int, { description: 'The news item id' }) id: number,
    @Arg('input', () => NewsItemInput, { description: 'The new values' }) input: NewsItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewsItemEntity> {
    return ctx.services.news.update(ctx.user, id, parseInput(newsInputSchema, input));
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admins: deletes a news item; true when deleted, a NOT_FOUND error when there is no such item.' })
  deleteNewsItem(@Arg('id', () => Int, { description: 'The news item id' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.news.remove(ctx.user, id);
  }

  // Rows written before types were checked may hold other spellings; they read as their type, or as news.
  @FieldResolver(() => NewsTypeEnum, { description: 'The kind of entry, shown as its badge; an unrecognised stored type reads as NEWS' })
  type(@Root() item: NewsItemEntity): NewsType {
    const t = String(item.type ?? '')
      .trim()
      .toLowerCase();
    return (NEWS_TYPES as readonly string[]).includes(t) ? (t as NewsType) : 'news';
  }
}
