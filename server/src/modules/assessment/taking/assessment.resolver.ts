import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { requireOwner, requireUser } from '../../users/access';
import { answersFromList, parseAnswers } from './assessment.inputs';
import { questionFields } from './assessment.presenter';
import { TestAnswerInput, TestResultType, TestSessionType } from './assessment.types';

@Resolver()
export class AssessmentResolver {
  @Authorized()
  @Mutation(() => TestSessionType, { description: 'Starts (or resumes) the test on an article. userId defaults to the caller.' })
  async startTest(
    @Arg('articleId', () => Int, { description: 'The article whose test to start' }) articleId: number,
    @Arg('userId', () => Int, { description: 'The member taking the test (admins only for another member); default the caller', nullable: true })
    userId: number | null,
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
    @Arg('userId', () => Int, { description: 'The member whose attempt it is (admins only for another member); default the caller', nullable: true })
    userId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TestResultType> {
    const raw = answersFromList(answers);
    const owner = userId ?? requireUser(ctx.user).id;
    // Who may submit is judged before what was submitted.
    requireOwner(ctx.user, owner);
    return ctx.services.assessment.submitTest(ctx.user, owner, articleId, parseAnswers(raw));
  }
}
