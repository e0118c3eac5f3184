import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../graphql/connection';

@ObjectType('CompletionStatus', { description: "A member's standing on one article's test." })
export class CompletionStatusType {
  @Field(() => Int, { description: 'The article' }) articleId: number;
  @Field(() => Boolean, { description: 'True once the member passed the test' }) completed: boolean;
  @Field(() => Boolean, { description: 'Permission, not yet passed, attempts left and (Professional Monthly) enough allowance' }) canTakeTest: boolean;
  @Field(() => Int, { description: 'Attempts left (3 per article plus any granted by an admin, minus those used)' }) attemptsRemaining: number;
}

@ObjectType('ArticleCompletion', { description: 'A passed test: the article is completed and its PE points awarded.' })
export class ArticleCompletionType {
  @Field(() => Int, { description: 'The completion id' }) id: number;
  @Field(() => Int, { description: 'The completed article' }) articleId: number;
  @Field(() => String, { description: 'The article title at the time of completion' }) articleTitle: string;
  @Field(() => Int, { description: 'Calendar year (UTC) the points count for' }) completionYear: number;
  @Field(() => Float, { description: 'PE points awarded for the completion' }) pePointsAwarded: number;
  @Field(() => Date, { description: 'When the test was passed (ISO 8601, UTC)' }) completedAt: Date;
  @Field(() => String, { description: 'The certificate issued for it; null for completions from before certificates existed', nullable: true }) certificateId:
    string | null;
}

@ObjectType('ActivityItem', { description: 'One graded test attempt.' })
export class ActivityItemType {
  @Field(() => ID, { description: 'The graded attempt (opaque)' }) id: string;
  @Field(() => Date, { description: 'When the attempt was graded' }) date: Date;
  @Field(() => Int, { description: 'The article the test belongs to' }) articleId: number;
  @Field(() => String, { description: "The article's title" }) articleTitle: string;
  @Field(() => Boolean, { description: 'Whether the attempt reached the pass mark' }) passed: boolean;
  @Field(() => Float, { description: 'PE points earned by this attempt (0 when not passed)' }) pePoints: number;
  @Field(() => Int, { description: 'Correct answers' }) score: number;
  @Field(() => Int, { description: 'Questions in the test' }) total: number;
  @Field(() => Int, { description: 'Which attempt at this test this was, starting at 1' }) attemptNumber: number;
}

@ObjectType({ description: 'One graded attempt in a list, with its cursor.' })
export class ActivityItemEdge {
  @Field({ description: 'Pass as `after` to continue after this attempt' }) cursor: string;
  @Field(() => ActivityItemType, { description: 'The graded attempt' }) node: ActivityItemType;
}

@ObjectType({ description: "A member's graded attempts, newest first, a page at a time." })
export class ActivityItemConnection {
  @Field(() => [ActivityItemEdge], { description: 'This page of attempts' }) edges: ActivityItemEdge[];
  @Field(() => PageInfo, { description: 'Whether more attempts follow, and the cursors of this page' }) pageInfo: PageInfo;
  @Field(() => Int, { description: "All the member's graded attempts, over every page" }) totalCount: number;
}

@ObjectType({ description: 'One completion in a list, with its cursor.' })
export class ArticleCompletionEdge {
  @Field({ description: 'Pass as `after` to continue after this completion' }) cursor: string;
  @Field(() => ArticleCompletionType, { description: 'The completion' }) node: ArticleCompletionType;
}

@ObjectType({ description: "A member's completions, newest first, a page at a time." })
export class ArticleCompletionConnection {
  @Field(() => [ArticleCompletionEdge], { description: 'This page of completions' }) edges: ArticleCompletionEdge[];
  @Field(() => PageInfo, { description: 'Whether more completions follow, and the cursors of this page' }) pageInfo: PageInfo;
  @Field(() => Int, { description: "All the member's completions, over every page" }) totalCount: number;
}
