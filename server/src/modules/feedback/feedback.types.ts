import { NodeInterface } from '../../graphql/node';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { UserError } from '../../graphql/user-errors';
import { LIMITS } from '@leerpunt/shared/limits';

@ObjectType('Feedback', { description: "A member's rating of an article; one per member and article.", implements: NodeInterface })
export class FeedbackType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The feedback's number" }) databaseId?: number;
  @Field(() => ID, { description: 'The rated article' }) articleId: number;
  @Field(() => Int, { description: '1 to 5' }) rating: number;
  @Field(() => String, { description: 'The comment; null when none', nullable: true }) comment: string | null;
  @Field({ description: 'True when the member asked to stay anonymous' }) isAnonymous: boolean;
  @Field({ description: "'Anonymous' or the member's first and last name" }) displayName: string;
  @Field({ description: 'When the feedback was first given (ISO 8601, UTC)' }) createdAt: Date;
  @Field({ description: 'When it was last replaced (ISO 8601, UTC)' }) updatedAt: Date;
}

@InputType({ description: "A member's rating of an article; submitting again replaces the earlier one." })
export class SubmitFeedbackInput {
  @Field(() => ID, { description: 'The article to rate' }) articleId: string;
  @Field(() => Int, { description: `${LIMITS.ratingMin} (poor) to ${LIMITS.ratingMax} (excellent) stars` }) rating: number;
  @Field(() => String, { nullable: true, description: `Optional comment, at most ${LIMITS.feedbackCommentMax} characters` }) comment?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: "True to hide the member's name from others; default false" })
  isAnonymous?: boolean | null;
}

@ObjectType({ description: 'Answer to rating an article.' })
export class SubmitFeedbackPayload {
  @Field(() => FeedbackType, { nullable: true, description: 'The stored feedback; null when userErrors is not empty' }) feedback: FeedbackType | null;
  @Field(() => Boolean, { nullable: true, description: 'True when earlier feedback was replaced; null when userErrors is not empty' }) updated: boolean | null;
  @Field(() => String, { nullable: true, description: 'The success text to show; null when userErrors is not empty' }) message: string | null;
  @Field(() => [UserError], {
    description: 'A rating out of range (["rating"]), a comment that is too long (["comment"]) or an article that does not exist; empty on success',
  })
  userErrors: UserError[];
}

export const { Edge: FeedbackEdge, Connection: FeedbackConnection } = connectionTypes<FeedbackType>('Feedback', () => FeedbackType, {
  one: 'feedback entry',
  many: 'feedback entries',
  node: 'The feedback',
  connection: 'Feedback on one article, newest (last submitted or updated) first.',
  totalCount: 'All feedback on the article, over every page',
});
export type FeedbackEdge = InstanceType<typeof FeedbackEdge>;
export type FeedbackConnection = InstanceType<typeof FeedbackConnection>;

@ObjectType('ArticleComment', { description: "A member's comment on an item, as other members read it under the item.", implements: NodeInterface })
export class ArticleCommentType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The feedback's number (the comment is a member's feedback on the item)" }) databaseId?: number;
  @Field(() => Int, { description: 'The stars given with it, 1 to 5' }) rating: number;
  @Field(() => String, { description: 'The comment' }) comment: string;
  @Field(() => String, { description: "'Anonymous', or the author's first name and last initial (e.g. 'Femke V.')" }) authorName: string;
  @Field(() => Date, { description: 'When it was last written (ISO 8601, UTC)' }) updatedAt: Date;
}

export const { Edge: ArticleCommentEdge, Connection: ArticleCommentConnection } = connectionTypes<ArticleCommentType>(
  'ArticleComment',
  () => ArticleCommentType,
  {
    one: 'comment',
    many: 'comments',
    node: 'The comment',
    connection: 'Comments on one item, newest (last written) first; ratings without words are left out.',
    totalCount: 'All comments on the item, over every page',
  },
);
export type ArticleCommentEdge = InstanceType<typeof ArticleCommentEdge>;
export type ArticleCommentConnection = InstanceType<typeof ArticleCommentConnection>;
