import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { parseId, parseOptionalId } from '../../../ids';
import type { GraphQLContext } from '../../../graphql/context';
import { UserErrorCode, withUserErrors } from '../../../graphql/user-errors';
import { ArticleType } from '../../articles/article.types';
import type { ArticleEntity } from '../../articles/article.entity';
import { requireUser } from '../../users/access';
import { parseAnswerList } from './assessment.inputs';
import { questionFields, submitPayload } from './assessment.presenter';
import { StartTestInput, StartTestPayload, SubmitTestInput, SubmitTestPayload } from './assessment.types';
import type { AssessmentService } from './assessment.service';

/**
 * Running out of the monthly allowance is part of taking tests on Professional Monthly, and a test asked for before
 * the item was studied long enough is part of taking any test, so both are userErrors here.
 */
const ALSO_EXPECTED = [UserErrorCode.PAYMENT_REQUIRED, UserErrorCode.STUDY_TIME_REQUIRED];

@Resolver(() => SubmitTestPayload)
export class AssessmentResolver {
  constructor(private readonly assessmentService: AssessmentService) {}

  @Authorized()
  @Mutation(() => StartTestPayload, {
    description:
      'Starts (or resumes) the test on an article. Expected refusals are userErrors; a plan without tests, or another member without admin rights, is a FORBIDDEN error.',
  })
  async startTest(
    @Arg('input', () => StartTestInput, { description: 'The article, and the member when not the caller' }) input: StartTestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StartTestPayload> {
    const owner = parseOptionalId(input.userId, 'userId') ?? requireUser(ctx.user).id;
    const articleId = parseId(input.articleId, 'articleId');
    const { value, userErrors } = await withUserErrors(() => this.assessmentService.startTest(ctx.user, owner, articleId), ALSO_EXPECTED);
    return { session: value && { ...value, questions: value.questions.map(questionFields) }, userErrors };
  }

  @Authorized()
  @Mutation(() => SubmitTestPayload, {
    description:
      'Grades the open attempt and returns what the grading changed. Correct answers and explanations are revealed only when passed (or when no attempts remain).',
  })
  async submitTest(
    @Arg('input', () => SubmitTestInput, { description: 'The article, the answers, and the member when not the caller' }) input: SubmitTestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmitTestPayload> {
    const owner = parseOptionalId(input.userId, 'userId') ?? requireUser(ctx.user).id;
    const articleId = parseId(input.articleId, 'articleId');
    const { value, userErrors } = await withUserErrors(
      () => this.assessmentService.submitTest(ctx.user, owner, articleId, () => parseAnswerList(input.answers)),
      ALSO_EXPECTED,
    );
    if (!value)
      return { result: null, user: null, monthlyAllowance: null, activityEdge: null, completionEdge: null, certificateEdge: null, userErrors, graded: null };
    // The standing changed after this request may have read it (an earlier mutation of the same operation).
    ctx.loaders.completionStatus.clear({ user: requireUser(ctx.user), articleId });
    return submitPayload(value);
  }

  @FieldResolver(() => ArticleType, {
    nullable: true,
    description: "The article, with the caller's new completionStatus (library cards and the reader show it); null when userErrors is not empty",
  })
  async article(@Root() payload: SubmitTestPayload, @Ctx() ctx: GraphQLContext): Promise<ArticleEntity | null> {
    return payload.graded ? ctx.loaders.articleById.load(payload.graded.articleId) : null;
  }
}
