import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CategoryEnum, DifficultyLevelEnum, LanguageEnum } from '../../graphql/enums';
import { UserError } from '../../graphql/user-errors';
import { LIMITS } from '@leerpunt/shared/limits';
import type { ArticleEntity } from './article.entity';
import { ArticleType, ContentPersonInput } from './article.types';

/**
 * Every editable field of an article, as both the create and the update input carry them. Only the inputs
 * that extend it are used by a mutation, so only they are in the schema.
 */
@InputType('ArticleFields', { description: 'Every editable field of an article.' })
abstract class ArticleFields {
  @Field({ description: `Required; at most ${LIMITS.articleTitleMax} characters` }) title: string;
  @Field(() => CategoryEnum, { description: 'Required main category' }) category: string;
  @Field(() => CategoryEnum, { description: 'Optional second category', nullable: true }) secondaryCategory?: string | null;
  @Field(() => String, { description: 'Optional narrower topic, free text, at most 120 characters', nullable: true }) subcategory?: string | null;
  @Field(() => LanguageEnum, { description: 'Required; ENGLISH, DUTCH, GERMAN or SPANISH (other languages are refused)' }) language: string;
  @Field(() => DifficultyLevelEnum, { description: 'Optional difficulty', nullable: true }) difficultyLevel?: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'PE points, 0 to 100, two decimals; used only with pointsOverrideReason, otherwise the study-time formula sets the points',
  })
  pePointsValue?: number | null;
  @Field(() => String, { description: 'Optional publisher or body the content comes from, at most 200 characters', nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional publication date, YYYY-MM-DD' }) publicationDate?: string | null;
  @Field(() => String, { description: `Optional plain-text abstract, at most ${LIMITS.articleSummaryMax} characters`, nullable: true }) summary?: string | null;
  @Field(() => String, { nullable: true, description: `The text as Markdown, at most ${LIMITS.articleContentMax} characters` }) content?: string | null;
  @Field(() => String, { description: 'Optional http(s) link to the original content; a YouTube link makes the item a video', nullable: true }) externalUrl?:
    string | null;
  @Field(() => Int, { description: 'Optional minutes to read or watch (1 to 1000), shown to members', nullable: true }) estimatedReadTime?: number | null;
  @Field(() => [String], { description: 'Professions the article is written for (from the registration list); absent or empty means everyone', nullable: true })
  professions?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'Minutes of video or audio; part of the study time. Absent on update: unchanged' }) videoMinutes?:
    number | null;
  @Field(() => String, { nullable: true, description: 'Needed to set pePointsValue other than the study-time formula gives; shown on certificates' })
  pointsOverrideReason?: string | null;
  @Field(() => [ContentPersonInput], { nullable: true, description: 'Who wrote the item (at most 20). Absent on update: unchanged' })
  authors?: ContentPersonInput[] | null;
  @Field(() => [ContentPersonInput], { nullable: true, description: 'Who reviewed the item (at most 20). Absent on update: unchanged' })
  reviewers?: ContentPersonInput[] | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when the item was last reviewed. Absent on update: unchanged' }) reviewedOn?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: when it must be reviewed again; null or absent with a review date: 12 months after it. Absent on update: unchanged',
  })
  nextReviewOn?: string | null;
}

@InputType('AddArticleChangeLogEntryInput', { description: 'A line to add to an article’s change log.' })
export class AddArticleChangeLogEntryInput {
  @Field(() => ID, { description: 'The article that changed' }) articleId: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; absent: today (UTC)' }) date?: string | null;
  @Field({ description: 'What changed, at most 1000 characters' }) change: string;
  @Field(() => String, { nullable: true, description: 'Who made the change, at most 200 characters; absent: the admin’s name' }) by?: string | null;
}

@InputType('CreateArticleInput', { description: 'A new article: every editable field; it is published at once. Attach a PDF afterwards.' })
export class CreateArticleInput extends ArticleFields {}

@InputType('UpdateArticleInput', {
  description: 'Replaces every editable field of an article; optional fields left out are cleared. Its PDF and published flag stay.',
})
export class UpdateArticleInput extends ArticleFields {
  @Field(() => ID, { description: 'The article to change' }) id: string;
}

@InputType('SetArticlePublishedInput', { description: 'Shows an article to members or hides it.' })
export class SetArticlePublishedInput {
  @Field(() => ID, { description: 'The article to publish or hide' }) id: string;
  @Field(() => Boolean, { description: 'True to show the article to members, false to hide it' }) published: boolean;
}

@InputType('DeleteArticleInput', { description: 'An article to delete with its feedback and PDF.' })
export class DeleteArticleInput {
  @Field(() => ID, { description: 'The article to delete' }) id: string;
}

@InputType('UploadArticlePdfInput', { description: 'A PDF to attach to an article, replacing any earlier one.' })
export class UploadArticlePdfInput {
  @Field(() => ID, { description: 'The article the PDF belongs to' }) articleId: string;
  @Field(() => String, { description: 'Original file name; only its .pdf extension is checked' }) fileName: string;
  @Field(() => String, {
    description: `The PDF as base64 text, optionally as a data:application/pdf;base64, URL; at most ${LIMITS.pdfUploadMaxBytes / (1024 * 1024)} MB decoded, starting with %PDF-`,
  })
  base64: string;
}

@InputType('RemoveArticlePdfInput', { description: 'An article whose PDF to remove.' })
export class RemoveArticlePdfInput {
  @Field(() => ID, { description: 'The article whose PDF to remove' }) articleId: string;
}

/** The article a mutation changed, or its userErrors; only the payloads that extend it are in the schema. */
@ObjectType('ArticleResult', { description: 'The article a mutation changed, or why it did not.' })
abstract class ArticleResult {
  @Field(() => ArticleType, { nullable: true, description: 'The article as stored now; null when userErrors is not empty' }) article: ArticleEntity | null;
  @Field(() => [UserError], { description: 'Why nothing was changed (invalid fields, unknown article); empty on success' }) userErrors: UserError[];
}

@ObjectType('CreateArticlePayload', { description: 'Result of createArticle.', simpleResolvers: true })
export class CreateArticlePayload extends ArticleResult {}

@ObjectType('UpdateArticlePayload', { description: 'Result of updateArticle.', simpleResolvers: true })
export class UpdateArticlePayload extends ArticleResult {}

@ObjectType('SetArticlePublishedPayload', { description: 'Result of setArticlePublished.', simpleResolvers: true })
export class SetArticlePublishedPayload extends ArticleResult {}

@ObjectType('UploadArticlePdfPayload', { description: 'Result of uploadArticlePdf.', simpleResolvers: true })
export class UploadArticlePdfPayload extends ArticleResult {}

@ObjectType('AddArticleChangeLogEntryPayload', { description: 'Result of addArticleChangeLogEntry.', simpleResolvers: true })
export class AddArticleChangeLogEntryPayload extends ArticleResult {}

@ObjectType('RemoveArticlePdfPayload', { description: 'Result of removeArticlePdf.', simpleResolvers: true })
export class RemoveArticlePdfPayload extends ArticleResult {}

@ObjectType('DeleteArticlePayload', { description: 'Result of deleteArticle.', simpleResolvers: true })
export class DeleteArticlePayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted article; null when userErrors is not empty' }) deletedId: number | null;
  @Field(() => [UserError], { description: 'Why nothing was deleted (unknown article); empty on success' }) userErrors: UserError[];
}
