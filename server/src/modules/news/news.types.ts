import { NodeInterface } from '../../graphql/node';
import { NewsTypeEnum } from '../../graphql/enums';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { UserError } from '../../graphql/user-errors';
import { LIMITS } from '@leerpunt/shared/limits';
import type { NewsItemEntity } from './news-item.entity';

@ObjectType('NewsItem', { description: 'A news and updates entry.', implements: NodeInterface })
export class NewsItemType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The news item's number, as REST paths take it" }) databaseId?: number;
  // type: a field resolver (NewsResolver) that reads unrecognised stored types as news.
  type: string;
  @Field({ description: 'Headline' }) title: string;
  @Field({ description: 'Plain text; paragraphs separated by blank lines' }) content: string;
  @Field({ description: 'When it was published (ISO 8601, UTC)' }) createdAt: Date;
  @Field({ description: 'False for drafts, which only admins see' }) isPublished: boolean;
}

/** A news item as admins write it; only the create and update inputs that extend it are in the schema. */
@InputType('NewsItemFields', { description: 'A news item as admins write it.' })
abstract class NewsItemFields {
  @Field(() => NewsTypeEnum, { description: 'The kind of entry, shown as its badge' }) type: string;
  @Field({ description: 'Required headline, at most 300 characters' }) title: string;
  @Field({ description: `Required plain text, at most ${LIMITS.newsContentMax} characters; separate paragraphs with a blank line` }) content: string;
  @Field(() => Boolean, { nullable: true, description: 'Defaults to true on create; unchanged on update when absent' }) isPublished?: boolean | null;
}

@InputType('CreateNewsItemInput', { description: 'A new news item (published unless isPublished is false).' })
export class CreateNewsItemInput extends NewsItemFields {}

@InputType('UpdateNewsItemInput', { description: "Replaces a news item's type, title and content (and its published flag when given)." })
export class UpdateNewsItemInput extends NewsItemFields {
  @Field(() => ID, { description: 'The news item to change' }) id: string;
}

@InputType('DeleteNewsItemInput', { description: 'A news item to delete.' })
export class DeleteNewsItemInput {
  @Field(() => ID, { description: 'The news item to delete' }) id: string;
}

/** The news item a mutation changed, or its userErrors; only the payloads that extend it are in the schema. */
@ObjectType('NewsItemResult', { description: 'The news item a mutation changed, or why it did not.' })
abstract class NewsItemResult {
  @Field(() => NewsItemType, { nullable: true, description: 'The news item as stored now; null when userErrors is not empty' })
  newsItem: NewsItemEntity | null;
  @Field(() => [UserError], { description: 'Why nothing was changed (invalid fields, unknown news item); empty on success' }) userErrors: UserError[];
}

@ObjectType('CreateNewsItemPayload', { description: 'Result of createNewsItem.', simpleResolvers: true })
export class CreateNewsItemPayload extends NewsItemResult {}

@ObjectType('UpdateNewsItemPayload', { description: 'Result of updateNewsItem.', simpleResolvers: true })
export class UpdateNewsItemPayload extends NewsItemResult {}

@ObjectType('DeleteNewsItemPayload', { description: 'Result of deleteNewsItem.', simpleResolvers: true })
export class DeleteNewsItemPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted news item; null when userErrors is not empty' }) deletedId: number | null;
  @Field(() => [UserError], { description: 'Why nothing was deleted (unknown news item); empty on success' }) userErrors: UserError[];
}

export const { Edge: NewsItemEdge, Connection: NewsItemConnection } = connectionTypes<NewsItemType>('NewsItem', () => NewsItemType, {
  one: 'news item',
  many: 'news items',
  node: 'The news item',
  connection: 'News items, newest first, a page at a time.',
  totalCount: 'All items of the list (published only, unless drafts were included), over every page',
});
export type NewsItemEdge = InstanceType<typeof NewsItemEdge>;
export type NewsItemConnection = InstanceType<typeof NewsItemConnection>;
