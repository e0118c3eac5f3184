import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { parseId } from '../../ids';
import type { GraphQLContext } from '../../graphql/context';
import { addressed, withUserErrors } from '../../graphql/user-errors';
import { badInput } from '../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import {
  AddArticleChangeLogEntryInput,
  AddArticleChangeLogEntryPayload,
  CreateArticleInput,
  CreateArticlePayload,
  DeleteArticleInput,
  DeleteArticlePayload,
  RemoveArticlePdfInput,
  RemoveArticlePdfPayload,
  SetArticlePublishedInput,
  SetArticlePublishedPayload,
  UpdateArticleInput,
  UpdateArticlePayload,
  UploadArticlePdfInput,
  UploadArticlePdfPayload,
} from './articles-admin.types';
import { parseArticleEdit, parseChangeLogInput } from './articles.inputs';
import type { ArticlesService } from './articles.service';

/** Largest base64 text that can decode to an allowed PDF. */
const MAX_BASE64_LENGTH = Math.ceil(LIMITS.pdfUploadMaxBytes / 3) * 4 + 4;

/** Decodes strict base64 (optionally a data: URL); anything else is refused. */
function decodeBase64(text: string): Buffer {
  const payload = text.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, '');
  if (payload.length > MAX_BASE64_LENGTH) throw badInput(MESSAGES.pdfTooLarge);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 !== 0) throw badInput(MESSAGES.pdfInvalid);
  return Buffer.from(payload, 'base64');
}

/**
 * Admin changes to the library. Invalid fields and unknown articles come back as userErrors addressed to
 * the input field; callers who are not admins get a FORBIDDEN error.
 */
@Resolver()
export class ArticlesAdminResolver {
  constructor(private readonly articlesService: ArticlesService) {}

  @Authorized('ADMIN')
  @Mutation(() => CreateArticlePayload, { description: 'Admins: adds an article, published at once.' })
  async createArticle(
    @Arg('input', () => CreateArticleInput, { description: 'Every editable field of the new article' }) input: CreateArticleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreateArticlePayload> {
    const { value, userErrors } = await withUserErrors(() => this.articlesService.create(ctx.user, parseArticleEdit(input)));
    return { article: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => UpdateArticlePayload, { description: 'Admins: replaces every editable field of an article (the PDF and published flag stay).' })
  async updateArticle(
    @Arg('input', () => UpdateArticleInput, { description: 'The article and every editable field' }) input: UpdateArticleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpdateArticlePayload> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'id' }, () => this.articlesService.update(ctx.user, parseId(input.id, 'id'), parseArticleEdit(input))),
    );
    return { article: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => SetArticlePublishedPayload, { description: 'Admins: publishes or unpublishes (hides from members) an article.' })
  async setArticlePublished(
    @Arg('input', () => SetArticlePublishedInput, { description: 'The article and whether members see it' }) input: SetArticlePublishedInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SetArticlePublishedPayload> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'id' }, () => this.articlesService.setPublished(ctx.user, parseId(input.id, 'id'), input.published)),
    );
    return { article: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => AddArticleChangeLogEntryPayload, { description: 'Admins: adds a line (date, what changed, by whom) to an article’s change log.' })
  async addArticleChangeLogEntry(
    @Arg('input', () => AddArticleChangeLogEntryInput, { description: 'The article and the change' }) input: AddArticleChangeLogEntryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AddArticleChangeLogEntryPayload> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'articleId' }, () =>
        this.articlesService.addChangeLogEntry(
          ctx.user,
          parseId(input.articleId, 'articleId'),
          parseChangeLogInput({ date: input.date, change: input.change, by: input.by }),
        ),
      ),
    );
    return { article: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteArticlePayload, { description: 'Admins: deletes an article with its feedback and PDF.' })
  async deleteArticle(
    @Arg('input', () => DeleteArticleInput, { description: 'The article to delete' }) input: DeleteArticleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteArticlePayload> {
    const id = parseId(input.id, 'id');
    const { value, userErrors } = await withUserErrors(() => addressed({ notFound: 'id' }, () => this.articlesService.remove(ctx.user, id)));
    return { deletedId: value ? id : null, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => UploadArticlePdfPayload, {
    description: `Admins: attaches a PDF (base64, at most ${LIMITS.pdfUploadMaxBytes / (1024 * 1024)} MB, must start with %PDF-), replacing any earlier one.`,
  })
  async uploadArticlePdf(
    @Arg('input', () => UploadArticlePdfInput, { description: 'The article and the PDF file' }) input: UploadArticlePdfInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UploadArticlePdfPayload> {
    const { value, userErrors } = await withUserErrors(async () => {
      if (!/\.pdf$/i.test(input.fileName.trim())) throw badInput(MESSAGES.pdfInvalid, { fields: { fileName: MESSAGES.pdfInvalid } });
      const bytes = await addressed({ invalid: 'base64' }, () => decodeBase64(input.base64));
      return addressed({ notFound: 'articleId', invalid: 'base64' }, () =>
        this.articlesService.attachPdf(ctx.user, parseId(input.articleId, 'articleId'), bytes),
      );
    });
    return { article: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => RemoveArticlePdfPayload, { description: 'Admins: removes the PDF of an article.' })
  async removeArticlePdf(
    @Arg('input', () => RemoveArticlePdfInput, { description: 'The article whose PDF to remove' }) input: RemoveArticlePdfInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RemoveArticlePdfPayload> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'articleId' }, () => this.articlesService.detachPdf(ctx.user, parseId(input.articleId, 'articleId'))),
    );
    return { article: value, userErrors };
  }
}
