import { NodeInterface } from '../../../graphql/node';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../../graphql/connection';

@ObjectType('CompletionStatus', { description: "A member's standing on one article's test." })
export class CompletionStatusType {
  @Field(() => ID, { description: 'The article' }) articleId: number;
  @Field(() => Boolean, { description: 'True once the member passed the test' }) completed: boolean;
  @Field(() => Boolean, { description: 'Permission, not yet passed, attempts left and (Professional Monthly) enough allowance' }) canTakeTest: boolean;
  @Field(() => Int, { description: 'Attempts left (3 per article plus any granted by an admin, minus those used)' }) attemptsRemaining: number;
}

@ObjectType('ArticleCompletion', { description: 'A passed test: the article is completed and its PE points awarded.', implements: NodeInterface })
export class ArticleCompletionType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The completion's number, as REST answers give it" }) databaseId?: number;
  @Field(() => ID, { description: "The completed article's number (its REST id); every argument that takes an article id accepts it" }) articleId: number;
  @Field(() => String, { description: 'The article title at the time of completion' }) articleTitle: string;
  @Field(() => Int, { description: 'Calendar year (UTC) the points count for' }) completionYear: number;
  @Field(() => Float, { description: 'PE points awarded for the completion' }) pePointsAwarded: number;
  @Field(() => Date, { description: 'When the test was passed (ISO 8601, UTC)' }) completedAt: Date;
  @Field(() => String, { description: 'The certificate issued for it; null for completions from before certificates existed', nullable: true }) certificateId:
    string | null;
}

@ObjectType('ActivityItem', { description: 'One graded test attempt.', implements: NodeInterface })
export class ActivityItemType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: string;
  @Field(() => Int, { description: "The attempt's number" }) databaseId?: number;
  @Field(() => Date, { description: 'When the attempt was graded' }) date: Date;
  @Field(() => ID, { description: 'The article the test belongs to' }) articleId: number;
  @Field(() => String, { description: "The article's title" }) articleTitle: string;
  @Field(() => Boolean, { description: 'Whether the attempt reached the pass mark' }) passed: boolean;
  @Field(() => Float, { description: 'PE points earned by this attempt (0 when not passed)' }) pePoints: number;
  @Field(() => Int, { description: 'Correct answers' }) score: number;
  @Field(() => Int, { description: 'Questions in the test' }) total: number;
  @Field(() => Int, { description: 'Which attempt at this test this was, starting at 1' }) attemptNumber: number;
}

export const { Edge: ActivityItemEdge, Connection: ActivityItemConnection } = connectionTypes<ActivityItemType>('ActivityItem', () => ActivityItemType, {
  one: 'graded attempt',
  many: 'graded attempts',
  node: 'The graded attempt',
  connection: "A member's graded attempts, newest first, a page at a time.",
  totalCount: "All the member's graded attempts, over every page",
});
export type ActivityItemEdge = InstanceType<typeof ActivityItemEdge>;
export type ActivityItemConnection = InstanceType<typeof ActivityItemConnection>;

export const { Edge: ArticleCompletionEdge, Connection: ArticleCompletionConnection } = connectionTypes<ArticleCompletionType>(
  'ArticleCompletion',
  () => ArticleCompletionType,
  {
    one: 'completion',
    many: 'completions',
    node: 'The completion',
    connection: "A member's completions, newest first, a page at a time.",
    totalCount: "All the member's completions, over every page",
  },
);
export type ArticleCompletionEdge = InstanceType<typeof ArticleCompletionEdge>;
export type ArticleCompletionConnection = InstanceType<typeof ArticleCompletionConnection>;
