import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('NewsItem', { description: 'A news and updates entry.' })
export class NewsItemType {
  @Field(() => Int) id: number;
  @Field({ description: 'news | feature | announcement | update' }) type: string;
  @Field() title: string;
  @Field({ description: 'Plain text; paragraphs separated by blank lines' }) content: string;
  @Field() createdAt: Date;
  @Field() isPublished: boolean;
}

@InputType()
export class NewsItemInput {
  @Field({ description: 'news | feature | announcement | update' }) type: string;
  @Field() title: string;
  @Field() content: string;
  @Field(() => Boolean, { nullable: true, description: 'Defaults to true on create; unchanged on update when absent' }) isPublished?: boolean | null;
}
