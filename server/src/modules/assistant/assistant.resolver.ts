import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { parseInput } from '../../validation';
import { isProfessional, requireUser } from '../users/access';
import { questionSchema } from './assistant.inputs';
import { toExchangeType } from './assistant.presenter';
import type { AssistantService } from './assistant.service';
import { AskAssistantInput, AskAssistantPayload, AssistantExchangeType } from './assistant.types';

@Resolver()
export class AssistantResolver {
  constructor(private readonly assistantService: AssistantService) {}

  @Authorized()
  @Mutation(() => AskAssistantPayload, {
    description: 'Asks the AI assistant (Professional plan or admin; others get a FORBIDDEN error); POST /api/ai-assistant.',
  })
  async askAssistant(
    @Arg('input', () => AskAssistantInput, { description: 'The question' }) input: AskAssistantInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AskAssistantPayload> {
    // Who may ask is not the form's to show: a refusal stays a FORBIDDEN error.
    const { value, userErrors } = await withUserErrors(() => this.assistantService.ask(ctx.user, () => parseInput(questionSchema, input)));
    return { exchange: value && toExchangeType(value), userErrors };
  }

  @Authorized()
  @Query(() => [AssistantExchangeType], { description: "The signed-in member's last 5 questions and answers, newest first." })
  async assistantHistory(@Ctx() ctx: GraphQLContext): Promise<AssistantExchangeType[]> {
    return (await this.assistantService.history(ctx.user)).map(toExchangeType);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the signed-in member passes the professional check and may use the assistant.' })
  canUseAssistant(@Ctx() ctx: GraphQLContext): boolean {
    return isProfessional(requireUser(ctx.user));
  }
}
