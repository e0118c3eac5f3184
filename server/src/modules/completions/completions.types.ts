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
  @Field(() => Date) date: Date;
  @Field(() => Int) articleId: number;
  @Field(() => String) articleTitle: string;
  @Field(() => Boolean) passed: boolean;
  @Field(() => Float) pePoints: number;
  @Field(() => Int) score: number;
  @Field(() => Int) total: number;
  @Field(() => Int) attemptNumber: number;
}
