import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../../ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../graphql/connection';
import { NEWS_TYPES, type NewsType } from '@leerpunt/shared/catalog';
import { NewsTypeEnum } from '../../graphql/enums';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import type { ConnectionPage } from '../../graphql/connection';
import { addressed, withUserErrors } from '../../graphql/user-errors';
import { parseInput } from '../../validation';
import type { NewsItemEntity } from './news-item.entity';
import { newsInputSchema } from './news.inputs';

import {
  CreateNewsItemInput,
  CreateNewsItemPayload,
  DeleteNewsItemInput,
  DeleteNewsItemPayload,
  NewsItemConnection,
  NewsItemType,
  UpdateNewsItemInput,
  UpdateNewsItemPayload,
} from './news.types';
import type { NewsService } from './news.service';

@Resolver(() => NewsItemType)
export class NewsResolver {
  constructor(private readonly newsService: NewsService) {}

  @Public()
  @Query(() => NewsItemConnection, { description: 'Published news, newest first, a page at a time (admins may include unpublished items).' })
  news(
    @Arg('first', () => Int, { nullable: true, description: `Items per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Arg('includeUnpublished', () => Boolean, { description: 'Admins only: include drafts; ignored for others', nullable: true })
    includeUnpublished: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionPage<NewsItemEntity>> {
    return this.newsService.page(ctx.user, { first, after, includeUnpublished });
  }

  @Authorized('ADMIN')
  @Mutation(() => CreateNewsItemPayload, { description: 'Admins: publishes a news item (or saves a draft).' })
  async createNewsItem(
    @Arg('input', () => CreateNewsItemInput, { description: 'The new item' }) input: CreateNewsItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreateNewsItemPayload> {
    const { value, userErrors } = await withUserErrors(() => this.newsService.create(ctx.user, parseInput(newsInputSchema, input)));
    return { newsItem: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => UpdateNewsItemPayload, { description: "Admins: replaces a news item's type, title and content." })
  async updateNewsItem(
    @Arg('input', () => UpdateNewsItemInput, { description: 'The news item and its new values' }) input: UpdateNewsItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpdateNewsItemPayload> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'id' }, () => this.newsService.update(ctx.user, parseId(input.id, 'id'), parseInput(newsInputSchema, input))),
    );
    return { newsItem: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteNewsItemPayload, { description: 'Admins: deletes a news item.' })
  async deleteNewsItem(
    @Arg('input', () => DeleteNewsItemInput, { description: 'The news item to delete' }) input: DeleteNewsItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteNewsItemPayload> {
    const id = parseId(input.id, 'id');
    const { value, userErrors } = await withUserErrors(() => addressed({ notFound: 'id' }, () => this.newsService.remove(ctx.user, id)));
    return { deletedId: value ? id : null, userErrors };
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
