import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../graphql/connection';

@ObjectType('Feedback', { description: "A member's rating of an article; one per member and article." })
export class FeedbackType {
  @Field(() => Int, { description: 'The feedback id' }) id: number;
  @Field(() => Int, { description: 'The rated article' }) articleId: number;
  @Field(() => Int, { description: '1 to 5' }) rating: number;
  @Field(() => String, { description: 'The comment; null when none', nullable: true }) comment: string | null;
  @Field({ description: 'True when the member asked to stay anonymous' }) isAnonymous: boolean;
  @Field({ description: "'Anonymous' or the member's first and last name" }) displayName: string;
  @Field({ description: 'When the feedback was first given (ISO 8601, UTC)' }) createdAt: Date;
  @Field({ description: 'When it was last replaced (ISO 8601, UTC)' }) updatedAt: Date;
}

@ObjectType({ description: 'Answer to rating an article.' })
export class SubmitFeedbackPayload {
  @Field(() => FeedbackType, { description: 'The stored feedback' }) feedback: FeedbackType;
  @Field({ description: 'True when earlier feedback was replaced' }) updated: boolean;
  @Field({ description: 'The success text to show' }) message: string;
}

@ObjectType({ description: 'One feedback entry in a list, with its cursor.' })
export class FeedbackEdge {
  @Field({ description: 'Pass as `after` to continue after this entry' }) cursor: string;
  @Field(() => FeedbackType, { description: 'The feedback' }) node: FeedbackType;
}

@ObjectType({ description: 'Feedback on one article, newest (last submitted or updated) first.' })
export class FeedbackConnection {
  @Field(() => [FeedbackEdge], { description: 'This page of feedback' }) edges: FeedbackEdge[];
  @Field(() => PageInfo, { description: 'Whether more feedback follows, and the cursors of this page' }) pageInfo: PageInfo;
  @Field(() => Int, { description: 'All feedback on the article, over every page' }) totalCount: number;
}
