import { Field, Int, ObjectType } from 'type-graphql';

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
