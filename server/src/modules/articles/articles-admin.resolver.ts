import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { badInput } from '../../errors';
import { LIMITS, MESSAGES } from '../../shared/constants';
import type { ArticleEntity } from './article.entity';
import { ArticleInput, ArticleType } from './article.types';
import { parseArticleEdit } from './articles.inputs';

/** Largest base64 text that can decode to an allowed PDF. */
const MAX_BASE64_LENGTH = Math.ceil(LIMITS.pdfUploadMaxBytes / 3) * 4 + 4;

/** Decodes strict base64 (optionally a data: URL); anything else is refused. */
function decodeBase64(text: string): Buffer {
  const payload = text.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, '');
  if (payload.length > MAX_BASE64_LENGTH) throw badInput(MESSAGES.pdfTooLarge);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 !== 0) throw badInput(MESSAGES.pdfInvalid);
  return Buffer.from(payload, 'base64');
}

@Resolver(() => ArticleType)
export class ArticlesAdminResolver {
  @Authorized('ADMIN')
  @Mutation(() => ArticleType, { description: 'Admins: adds a published article.' })
  createArticle(
    @Arg('input', () => ArticleInput, { description: 'The new article; validation errors name the field' }) input: ArticleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleEntity> {
    return ctx.services.articles.create(ctx.user, parseArticleEdit(input));
  }

  @Authorized('ADMIN')
  @Mutation(() => ArticleType, { description: 'Admins: replaces every editable field (the PDF and published flag stay).' })
  updateArticle(
    @Arg('id', () => Int, { description: 'The article to change' }) id: number,
    @Arg('input', () => ArticleInput, { description: 'Every editable field; fields left out are cleared' }) input: ArticleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleEntity> {
    return ctx.services.articles.update(ctx.user, id, parseArticleEdit(input));
  }

  @Authorized('ADMIN')
  @Mutation(() => ArticleType, { description: 'Admins: publishes or unpublishes (hides from members) an article.' })
  setArticlePublished(
    @Arg('id', () => Int, { description: 'The article to publish or hide' }) id: number,
    @Arg('published', () => Boolean, { description: 'True to show the article to members, false to hide it' }) published: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleEntity> {
    return ctx.services.articles.setPublished(ctx.user, id, published);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admins: deletes an article with its feedback and PDF.' })
  deleteArticle(@Arg('id', () => Int, { description: 'The article to delete' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.articles.remove(ctx.user, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => ArticleType, {
    description: `Admins: attaches a PDF (base64, at most ${LIMITS.pdfUploadMaxBytes / (1024 * 1024)} MB, must start with %PDF-), replacing any earlier one.`,
  })
  uploadArticlePdf(
    @Arg('articleId', () => Int, { description: 'The article the PDF belongs to' }) articleId: number,
    @Arg('fileName', () => String, { description: 'Original name; only its .pdf extension is checked' }) fileName: string,
    @Arg('base64', () => String, { description: 'The PDF file as base64 text, optionally as a data:application/pdf;base64, URL' }) base64: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleEntity> {
    if (!/\.pdf$/i.test(fileName.trim())) throw badInput(MESSAGES.pdfInvalid);
    return ctx.services.articles.attachPdf(ctx.user, articleId, decodeBase64(base64));
  }

  @Authorized('ADMIN')
  @Mutation(() => ArticleType, { description: 'Admins: removes the PDF of an article.' })
  removeArticlePdf(
    @Arg('articleId', () => Int, { description: 'The article whose PDF to remove' }) articleId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleEntity> {
    return ctx.services.articles.detachPdf(ctx.user, articleId);
  }
}
