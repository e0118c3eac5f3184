import { Field, Float, Int, ObjectType } from 'type-graphql';

/** A library item as the API shows it. Text content is served as sanitised HTML. */
@ObjectType('Article')
export class ArticleType {
  @Field(() => Int) id: number;
  @Field() title: string;
  @Field() category: string;
  @Field(() => String, { nullable: true }) secondaryCategory: string | null;
  @Field(() => String, { nullable: true }) subcategory: string | null;
  @Field() language: string;
  @Field(() => String, { nullable: true }) difficultyLevel: string | null;
  @Field(() => Float) pePointsValue: number;
  @Field(() => String, { nullable: true }) source: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) publicationDate: string | null;
  @Field() createdAt: Date;
  @Field() summary: string;
  @Field() hasPdf: boolean;
  @Field(() => String, { nullable: true }) pdfFilename: string | null;
  @Field() hasExternalLink: boolean;
  @Field(() => String, { nullable: true }) externalUrl: string | null;
  @Field({ description: 'The external link is on youtube.com / youtu.be or has an embed path' }) isYoutube: boolean;
  @Field(() => Int, { nullable: true, description: 'Minutes to read or watch' }) estimatedReadTime: number | null;
  @Field(() => [String]) professions: string[];
}
