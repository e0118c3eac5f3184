import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { badInput } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import { requireUser } from '../../users/access';
import { questionFields } from './assessment.presenter';
import { TestAnswerInput, TestResultType, TestSessionType } from './assessment.types';

@Resolver()
export class AssessmentResolver {
  @Authorized()
  @Mutation(() => TestSessionType, { description: 'Starts (or resumes) the test on an article. userId defaults to the caller.' })
  async startTest(
    @Arg('articleId', () => Int, { description: 'The article whose test to start' }) articleId: number,
    @Arg('userId', () => Int, { description: 'The member taking the test (admins only for another member); default the caller', nullable: true }) userId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TestSessionType> {
    const session = await ctx.services.assessment.startTest(ctx.user, userId ?? requireUser(ctx.user).id, articleId);
    return { ...session, questions: session.questions.map(questionFields) };
  }

  @Authorized()
  @Mutation(() => TestResultType, { description: 'Grades the open attempt. Correct answers and explanations are revealed only when passed.' })
  submitTest(
    @Arg('articleId', () => Int, { description: 'The article whose open attempt to grade' }) articleId: number,
    @Arg('answers', () => [TestAnswerInput], { description: 'One answer per question; each question at most once' }) answers: TestAnswerInput[],
    @Arg('userId', () => Int, { description: 'The member whose attempt it is (admins only for another member); default the caller', nullable: true }) userId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TestResultType> {
    const byQuestion: Record<string, string> = {};
    for (const a of answers) {
      if (String(a.questionId) in byQuestion) throw badInput(`Question ${a.questionId} is answered twice`);
      byQuestion[String(a.questionId)] = a.answer;
    }
    return ctx.services.assessment.submitTest(ctx.user, userId ?? requireUser(ctx.user).id, articleId, byQuestion);
  }
}
