import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('CompletionStatus', { description: "A member's standing on one article's test." })
export class CompletionStatusType {
  @Field(() => Int) articleId: number;
  @Field(() => Boolean) completed: boolean;
  @Field(() => Boolean, { description: 'Permission, not yet passed, attempts left and (Professional Monthly) enough allowance' }) canTakeTest: boolean;
  @Field(() => Int) attemptsRemaining: number;
}

@ObjectType('ArticleCompletion', { description: 'A passed test: the article is completed and its PE points awarded.' })
export class ArticleCompletionType {
  @Field(() => Int) id: number;
  @Field(() => Int) articleId: number;
  @Field(() => String) articleTitle: string;
  @Field(() => Int) completionYear: number;
  @Field(() => Float) pePointsAwarded: number;
  @Field(() => Date) completedAt: Date;
  @Field(() => String, { nullable: true }) certificateId: string | null;
}

@ObjectType('ActivityItem', { description: 'One graded test attempt.' })
export class ActivityItemType {
  @Field(() => Date, { description: 'When the attempt was graded' }) date: Date;
  @Field(() => Int, { description: 'The article the test belongs to' }) articleId: number;
  @Field(() => String, { description: "The article's title" }) articleTitle: string;
  @Field(() => Boolean, { description: 'Whether the attempt reached the pass mark' }) passed: boolean;
  @Field(() => Float, { description: 'PE points earned by this attempt (0 when not passed)' }) pePoints: number;
  @Field(() => Int, { description: 'Correct answers' }) score: number;
  @Field(() => Int, { description: 'Questions in the test' }) total: number;
  @Field(() => Int, { description: 'Which attempt at this test this was, starting at 1' }) attemptNumber: number;
}
