import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Feedback', { description: "A member's rating of an article; one per member and article." })
export class FeedbackType {
  @Field(() => Int) id: number;
  @Field(() => Int) articleId: number;
  @Field(() => Int, { description: '1 to 5' }) rating: number;
  @Field(() => String, { nullable: true }) comment: string | null;
  @Field() isAnonymous: boolean;
  @Field({ description: "'Anonymous' or the member's first and last name" }) displayName: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
export class SubmitFeedbackPayload {
  @Field(() => FeedbackType) feedback: FeedbackType;
  @Field({ description: 'True when earlier feedback was replaced' }) updated: boolean;
  @Field({ description: 'The success text to show' }) message: string;
}
