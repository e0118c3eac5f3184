import { NewsTypeEnum } from '../../graphql/enums';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../graphql/connection';

@ObjectType('NewsItem', { description: 'A news and updates entry.' })
export class NewsItemType {
  @Field(() => Int, { description: 'The news item id' }) id: number;
  // type: a field resolver (NewsResolver) that reads unrecognised stored types as news.
  type: string;
  @Field({ description: 'Headline' }) title: string;
  @Field({ description: 'Plain text; paragraphs separated by blank lines' }) content: string;
  @Field({ description: 'When it was published (ISO 8601, UTC)' }) createdAt: Date;
  @Field({ description: 'False for drafts, which only admins see' }) isPublished: boolean;
}

@InputType({ description: 'A news item as admins write it.' })
export class NewsItemInput {
  @Field(() => NewsTypeEnum, { description: 'The kind of entry, shown as its badge' }) type: string;
  @Field({ description: 'Required headline' }) title: string;
  @Field({ description: 'Required plain text; separate paragraphs with a blank line' }) content: string;
  @Field(() => Boolean, { nullable: true, description: 'Defaults to true on create; unchanged on update when absent' }) isPublished?: boolean | null;
}

@ObjectType({ description: 'One news item in a list, with its cursor.' })
export class NewsItemEdge {
  @Field({ description: 'Pass as `after` to continue after this item' }) cursor: string;
  @Field(() => NewsItemType, { description: 'The news item' }) node: NewsItemType;
}

@ObjectType({ description: 'News items, newest first, a page at a time.' })
export class NewsItemConnection {
  @Field(() => [NewsItemEdge], { description: 'This page of news items' }) edges: NewsItemEdge[];
  @Field(() => PageInfo, { description: 'Whether more items follow, and the cursors of this page' }) pageInfo: PageInfo;
  @Field(() => Int, { description: 'All items of the list (published only, unless drafts were included), over every page' }) totalCount: number;
}
