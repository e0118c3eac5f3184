import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../../ids';
import type { ArticleMetaRow } from './articles.repository';
import type { GraphQLContext } from '../../graphql/context';
import { PartnerScope } from '../../graphql/auth-checker';
import { isPartnerCall } from '../partners/partner-access';
import { videoEmbedUrl } from './youtube';
import type { ArticleEntity } from './article.entity';
import {
  ArticleFilter,
  ArticleFilterOptions,
  ArticlePage,
  ArticleRatingType,
  ArticleSearchHighlightType,
  ArticleSortEnum,
  ArticleType,
  ChangeLogEntryType,
  ContentPersonType,
  LibraryModeEnum,
  ReviewQuestionType,
} from './article.types';
import { sortChangeLog } from './accountability';
import { parseArticleQuery, type ArticleSort, type LibraryMode } from './articles.inputs';
import type { ArticlesService } from './articles.service';

@Resolver(() => ArticleType)
export class ArticlesResolver {
  constructor(private readonly articlesService: ArticlesService) {}

  @Authorized()
  @PartnerScope('catalog:read')
  @Query(() => ArticlePage, {
    description:
      "The library (active subscription or admin), filtered, searched, sorted and paginated. A partner client's catalog:read token reads the published items' card fields; the text, highlights and review questions answer FORBIDDEN.",
  })
  articles(
    @Arg('filter', () => ArticleFilter, { description: 'Filters; absent means the whole visible library', nullable: true }) filter: ArticleFilter | null,
    @Arg('sort', () => ArticleSortEnum, { nullable: true, description: 'Order of the items; default RELEVANCE when searching, else NEWEST' })
    sort: ArticleSort | null,
    @Arg('page', () => Int, { description: 'Page number, starting at 1; default 1', nullable: true, defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { nullable: true, defaultValue: 100, description: 'At most 100' }) perPage: number,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Full-text search over title, summary and content, each item in its own language (stemmed; "quoted phrases", OR and -word work). At most 200 characters; empty means no search. Combines with the filters.',
    })
    search: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticlePage> {
    // The scope was checked by the auth checker; the catalogue holds published items only.
    if (isPartnerCall(ctx.user, ctx.partner)) return this.articlesService.catalogue(parseArticleQuery({ ...filter, sort, page, perPage, text: search }));
    return this.articlesService.browse(ctx.user, () => parseArticleQuery({ ...filter, sort, page, perPage, text: search }));
  }

  @Authorized()
  @PartnerScope('catalog:read')
  @Query(() => ArticleType, {
    nullable: true,
    description:
      "One article for the reader (active subscription or admin), or its card fields for a partner client's catalog:read token. Null, with a NOT_FOUND error, when no such article is visible.",
  })
  article(@Arg('id', () => ID, { description: 'The article id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<ArticleEntity> {
    if (isPartnerCall(ctx.user, ctx.partner)) return this.articlesService.catalogueItem(parseId(id, 'id'));
    return this.articlesService.get(ctx.user, parseId(id, 'id'));
  }

  @Authorized()
  @PartnerScope('catalog:read')
  @Query(() => ArticleFilterOptions, { description: 'Categories, languages and sources present in the library.' })
  articleFilters(
    @Arg('mode', () => LibraryModeEnum, { description: 'Limit the options to articles (ARTICLES) or videos (VIDEOS); absent: both', nullable: true })
    mode: LibraryMode | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleFilterOptions> {
    if (isPartnerCall(ctx.user, ctx.partner)) return this.articlesService.catalogueFilters(mode ?? null);
    return this.articlesService.filterOptions(ctx.user, mode ?? null);
  }

  // The text itself: readers with a session only; a partner's token is refused (FORBIDDEN) by the auth checker.
  @Authorized()
  @FieldResolver(() => String, { description: 'The text content as sanitised HTML (rendered from Markdown; no scripts survive).' })
  async contentHtml(@Root() article: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<string> {
    if (typeof article.contentHtml === 'string') return article.contentHtml;
    return (await ctx.loaders.articleBody.load(article.id))?.contentHtml ?? '';
  }

  @Authorized('ADMIN')
  @FieldResolver(() => String, { description: 'Admins only: the Markdown source of the text content, for editing.' })
  async contentMarkdown(@Root() article: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<string> {
    if (typeof article.content === 'string') return article.content;
    return (await ctx.loaders.articleBody.load(article.id))?.content ?? '';
  }

  // The text itself: readers with a session only; a partner's token is refused (FORBIDDEN) by the auth checker.
  @Authorized()
  @FieldResolver(() => ArticleSearchHighlightType, {
    nullable: true,
    description: 'Matched words in the title and excerpts around the matches; only on items of an `articles` search, else null.',
  })
  searchHighlight(@Root() article: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<ArticleSearchHighlightType | null> | null {
    return article.searchText ? ctx.loaders.searchHighlight.load({ id: article.id, text: article.searchText }) : null;
  }

  @FieldResolver(() => ArticleRatingType, { description: 'Average stars and number of ratings members gave in their feedback.' })
  rating(@Root() article: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<ArticleRatingType> {
    return ctx.loaders.articleRating.load(article.id);
  }

  // The text itself: readers with a session only; a partner's token is refused (FORBIDDEN) by the auth checker.
  @Authorized()
  @FieldResolver(() => String, { nullable: true, description: 'Player URL for YouTube items (privacy-enhanced embed), else null.' })
  videoEmbedUrl(@Root() article: ArticleEntity): string | null {
    return article.isYoutube ? videoEmbedUrl(article.externalUrl) : null;
  }

  @FieldResolver(() => Boolean, { description: 'False while the item has no approved question bank ("Test in preparation")' })
  testAvailable(@Root() article: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.loaders.testAvailable.load(article.id);
  }

  private async meta<K extends keyof ArticleMetaRow>(article: ArticleEntity, ctx: GraphQLContext, key: K & keyof ArticleEntity): Promise<ArticleMetaRow[K]> {
    if (article[key] !== undefined) return article[key];
    const row = await ctx.loaders.articleMeta.load(article.id);
    const lists: string[] = ['learningObjectives', 'references', 'authors', 'reviewers', 'changeLog', 'reviewQuestions'];
    return (row?.[key] ?? (lists.includes(key) ? [] : null)) as ArticleMetaRow[K];
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The authors’ names, joined by commas; null without authors. Kept for older clients: prefer authors',
  })
  async author(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const authors = await this.meta(a, ctx, 'authors');
    return authors.length ? authors.map((p) => p.name).join(', ') : null;
  }

  @FieldResolver(() => [ContentPersonType], { description: 'Who wrote the item, with role or qualification; demo content says it is demo content' })
  authors(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext) {
    return this.meta(a, ctx, 'authors');
  }

  @FieldResolver(() => [ContentPersonType], { description: 'Who reviewed the item, with role or qualification; empty when nobody is named' })
  reviewers(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext) {
    return this.meta(a, ctx, 'reviewers');
  }

  @FieldResolver(() => String, { nullable: true, description: 'YYYY-MM-DD: when the item was last reviewed' })
  reviewedOn(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext) {
    return this.meta(a, ctx, 'reviewedOn');
  }

  @FieldResolver(() => String, { nullable: true, description: 'YYYY-MM-DD: when the item must be reviewed again (by default 12 months after its review)' })
  nextReviewOn(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext) {
    return this.meta(a, ctx, 'nextReviewOn');
  }

  @FieldResolver(() => Boolean, { description: 'True when the next review date has passed (UTC) or the item was never reviewed' })
  async reviewOverdue(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const next = await this.meta(a, ctx, 'nextReviewOn');
    return !next || next < new Date().toISOString().slice(0, 10);
  }

  @FieldResolver(() => [ChangeLogEntryType], { description: 'What changed, when and by whom, newest first' })
  async changeLog(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext): Promise<ChangeLogEntryType[]> {
    return sortChangeLog(await this.meta(a, ctx, 'changeLog')).map(({ date, change, by }) => ({ date, change, by }));
  }

  // The text itself: readers with a session only; a partner's token is refused (FORBIDDEN) by the auth checker.
  @Authorized()
  @FieldResolver(() => [ReviewQuestionType], {
    description: 'Ungraded review questions with feedback, shown at the end of the item; not drawn from the test bank',
  })
  reviewQuestions(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext) {
    return this.meta(a, ctx, 'reviewQuestions');
  }

  @FieldResolver(() => [String], { description: 'What a member can do after studying the item' }) learningObjectives(
    @Root() a: ArticleEntity,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.meta(a, ctx, 'learningObjectives');
  }

  @FieldResolver(() => [String], { description: 'Primary sources: standard, law or guideline with section' })
  references(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext) {
    return this.meta(a, ctx, 'references');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Why the points differ from the study-time formula (set by an admin)' })
  pointsOverrideReason(@Root() a: ArticleEntity, @Ctx() ctx: GraphQLContext) {
    return this.meta(a, ctx, 'pointsOverrideReason');
  }
}
