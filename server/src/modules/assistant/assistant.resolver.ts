import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { parseInput } from '../../validation';
import { isProfessional, requireUser } from '../users/access';
import { questionSchema } from './assistant.inputs';
import { toExchangeType } from './assistant.presenter';
import { requireAssistantUser } from './assistant.service';
import { AssistantExchangeType } from './assistant.types';

@Resolver()
export class AssistantResolver {
  @Authorized()
  @Mutation(() => AssistantExchangeType, { description: 'Asks the AI assistant (Professional plan or admin); POST /api/ai-assistant.' })
  async askAssistant(
    @Arg('question', () => String, { description: 'The question, at most 500 characters' }) question: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AssistantExchangeType> {
    // Who may ask comes before what was asked.
    const user = requireAssistantUser(ctx.user);
    return toExchangeType(await ctx.services.assistant.ask(user, parseInput(questionSchema, { question })));
  }

  @Authorized()
  @Query(() => [AssistantExchangeType], { description: "The signed-in member's last 5 questions and answers, newest first." })
  async assistantHistory(@Ctx() ctx: GraphQLContext): Promise<AssistantExchangeType[]> {
    return (await ctx.services.assistant.history(ctx.user)).map(toExchangeType);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the signed-in member passes the professional check and may use the assistant.' })
  canUseAssistant(@Ctx() ctx: GraphQLContext): boolean {
    return isProfessional(requireUser(ctx.user));
  }
}
