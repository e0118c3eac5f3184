import { AnswerOptionEnum } from '../../../graphql/enums';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../../graphql/user-errors';
import { CertificateEdge } from '../../certificates/certificates.types';
import { UserType } from '../../users/user.types';
import { MonthlyAllowanceType } from '../allowance/allowance.types';
import { ActivityItemEdge, ArticleCompletionEdge } from '../completions/completions.types';
import type { GradedTest } from './assessment.service';

@ObjectType('TestQuestion', { description: 'A question as served in an attempt. It carries no answer key.' })
export class TestQuestionType {
  @Field(() => ID, { description: 'The question id; send it back as questionId with the answer' }) id: number;
  @Field(() => String, { description: 'The question text' }) question: string;
  @Field(() => String, { description: 'Answer option A (options are shuffled per attempt)' }) optionA: string;
  @Field(() => String, { description: 'Answer option B' }) optionB: string;
  @Field(() => String, { description: 'Answer option C' }) optionC: string;
  @Field(() => String, { description: 'Answer option D' }) optionD: string;
}

@ObjectType('TestSession', { description: 'An open attempt: starting again resumes it with the same questions and option order.' })
export class TestSessionType {
  @Field(() => ID, { description: 'The article the test belongs to' }) articleId: number;
  @Field(() => Int, { description: 'Which attempt this is, starting at 1 (3 attempts unless an admin granted more)' }) attemptNumber: number;
  @Field(() => Int, { description: 'Attempts left before this one is graded' }) attemptsRemaining: number;
  @Field(() => [TestQuestionType], { description: 'The questions of the attempt (5), in display order' }) questions: TestQuestionType[];
}

@InputType('TestAnswerInput', { description: 'The answer to one question of the open attempt.' })
export class TestAnswerInput {
  @Field(() => ID, { description: 'The question id from the test session' }) questionId: string;
  @Field(() => AnswerOptionEnum, { description: 'The option chosen, as labelled in the attempt' }) answer: string;
}

@ObjectType('TestResultItem', { description: 'The outcome for one question of a graded attempt.' })
export class TestResultItemType {
  @Field(() => ID, { description: 'The question id' }) questionId: number;
  @Field(() => String, { description: 'The question text' }) question: string;
  @Field(() => AnswerOptionEnum, { description: 'The option the member chose; null when the question was left unanswered', nullable: true }) userAnswer:
    string | null;
  @Field(() => AnswerOptionEnum, { nullable: true, description: 'Only in a passed result' }) correctAnswer: string | null;
  @Field(() => String, { nullable: true, description: 'Only in a passed result' }) correctAnswerText: string | null;
  @Field(() => Boolean, { description: 'True when the member chose the right option' }) isCorrect: boolean;
  @Field(() => String, { nullable: true, description: 'Only in a passed result' }) explanation: string | null;
}

@ObjectType('TestResult', { description: 'A graded attempt. Passing (80% or more) completes the article, awards its PE points and issues a certificate.' })
export class TestResultType {
  @Field(() => ID, { description: 'The article the test belongs to' }) articleId: number;
  @Field(() => Int, { description: 'Correct answers' }) score: number;
  @Field(() => Int, { description: 'Questions in the attempt' }) total: number;
  @Field(() => Float, { description: 'score / total × 100' }) percentage: number;
  @Field(() => Boolean, { description: 'True when the percentage reached the pass mark (80)' }) passed: boolean;
  @Field(() => Int, { description: 'Attempts left on this article after this one' }) attemptsRemaining: number;
  @Field(() => Float, { description: 'PE points awarded by this attempt; 0 when not passed' }) pePointsAwarded: number;
  @Field(() => String, { description: 'The new certificate id when passed; null otherwise', nullable: true }) certificateId: string | null;
  @Field(() => String, { description: 'The failure text to show when not passed; null when passed', nullable: true }) message: string | null;
  @Field(() => [TestResultItemType], { description: 'One entry per question, in the order served' }) results: TestResultItemType[];
}

@InputType('StartTestInput', { description: 'Which test to start (or resume), and for whom.' })
export class StartTestInput {
  @Field(() => ID, { description: 'The article whose test to start' }) articleId: string;
  @Field(() => ID, { nullable: true, description: 'The member taking the test (admins only for another member); default the caller' })
  userId?: string | null;
}

@ObjectType('StartTestPayload', { description: 'The open attempt, or why none could be opened.' })
export class StartTestPayload {
  @Field(() => TestSessionType, { nullable: true, description: 'The open attempt with its questions; null when userErrors is not empty' })
  session: TestSessionType | null;
  @Field(() => [UserError], {
    description:
      'Empty on success. NOT_FOUND: no such article; CONFLICT: already passed, no attempts left or test in preparation; PAYMENT_REQUIRED: the monthly allowance does not cover the article.',
  })
  userErrors: UserError[];
}

@InputType('SubmitTestInput', { description: 'The answers to grade, for the open attempt on one article.' })
export class SubmitTestInput {
  @Field(() => ID, { description: 'The article whose open attempt to grade' }) articleId: string;
  @Field(() => [TestAnswerInput], { description: 'One answer per question; each question at most once' }) answers: TestAnswerInput[];
  @Field(() => ID, { nullable: true, description: 'The member whose attempt it is (admins only for another member); default the caller' })
  userId?: string | null;
}

@ObjectType('SubmitTestPayload', {
  description:
    'The graded attempt and every record the grading changed (the article standing, points, dashboard, allowance and the new list entries), so a client can update what it shows without reading again.',
})
export class SubmitTestPayload {
  @Field(() => TestResultType, { nullable: true, description: 'The graded attempt; null when userErrors is not empty' }) result: TestResultType | null;
  @Field(() => UserType, { nullable: true, description: 'The member after the grading, with their PE points' }) user: UserType | null;
  @Field(() => MonthlyAllowanceType, { nullable: true, description: "The member's monthly allowance after the grading" })
  monthlyAllowance: MonthlyAllowanceType | null;
  @Field(() => ActivityItemEdge, { nullable: true, description: 'The graded attempt as the first edge of activityHistory' })
  activityEdge: ActivityItemEdge | null;
  @Field(() => ArticleCompletionEdge, {
    nullable: true,
    description: 'The completion a pass recorded, as the first edge of articleCompletions; null unless passed',
  })
  completionEdge: ArticleCompletionEdge | null;
  @Field(() => CertificateEdge, { nullable: true, description: 'The certificate a pass issued, as the first edge of certificates; null unless passed' })
  certificateEdge: CertificateEdge | null;
  @Field(() => [UserError], {
    description:
      'Empty on success. BAD_USER_INPUT: an answer list problem; NOT_FOUND: no such article; CONFLICT: no open attempt, already passed or no attempts left; PAYMENT_REQUIRED: the monthly allowance does not cover a pass.',
  })
  userErrors: UserError[];
  /** What the grading wrote, for the article and dashboard fields; not part of the schema. */
  graded: GradedTest | null;
}
