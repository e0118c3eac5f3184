import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('TestQuestion', { description: 'A question as served in an attempt. It carries no answer key.' })
export class TestQuestionType {
  @Field(() => Int) id: number;
  @Field(() => String) question: string;
  @Field(() => String) optionA: string;
  @Field(() => String) optionB: string;
  @Field(() => String) optionC: string;
  @Field(() => String) optionD: string;
}

@ObjectType('TestSession', { description: 'An open attempt: starting again resumes it with the same questions and option order.' })
export class TestSessionType {
  @Field(() => Int) articleId: number;
  @Field(() => Int) attemptNumber: number;
  @Field(() => Int, { description: 'Attempts left before this one is graded' }) attemptsRemaining: number;
  @Field(() => [TestQuestionType]) questions: TestQuestionType[];
}

@InputType('TestAnswerInput')
export class TestAnswerInput {
  @Field(() => Int) questionId: number;
  @Field(() => String, { description: 'A, B, C or D as shown' }) answer: string;
}

@ObjectType('TestResultItem')
export class TestResultItemType {
  @Field(() => Int) questionId: number;
  @Field(() => String) question: string;
  @Field(() => String, { nullable: true }) userAnswer: string | null;
  @Field(() => String, { nullable: true, description: 'Only in a passed result' }) correctAnswer: string | null;
  @Field(() => String, { nullable: true, description: 'Only in a passed result' }) correctAnswerText: string | null;
  @Field(() => Boolean) isCorrect: boolean;
  @Field(() => String, { nullable: true, description: 'Only in a passed result' }) explanation: string | null;
}

@ObjectType('TestResult')
export class TestResultType {
  @Field(() => Int) articleId: number;
  @Field(() => Int) score: number;
  @Field(() => Int) total: number;
  @Field(() => Float) percentage: number;
  @Field(() => Boolean) passed: boolean;
  @Field(() => Int) attemptsRemaining: number;
  @Field(() => Float) pePointsAwarded: number;
  @Field(() => String, { nullable: true }) certificateId: string | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => [TestResultItemType]) results: TestResultItemType[];
}
