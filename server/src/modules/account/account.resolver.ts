import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { MESSAGES } from '../../shared/constants';
import { parseArticleRequest, parseContact } from './account.inputs';
import { toArticleRequestType } from './account.presenter';
import { ArticleRequestInput, ArticleRequestType, ContactMessageInput, ContactMessageType, SubmissionPayload } from './account.types';

@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => SubmissionPayload, { description: 'Sends the contact form to support (stored and e-mailed).' })
  async sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'The contact form' }) input: ContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionPayload> {
    const saved = await ctx.services.contact.send(ctx.user, parseContact({ ...input, user_id: input.userId }));
    return { id: saved.id, message: MESSAGES.contactSuccess };
  }

  @Authorized()
  @Mutation(() => SubmissionPayload, { description: 'Requests an article on a topic.' })
  async requestArticle(
    @Arg('input', () => ArticleRequestInput, { description: 'The request form' }) input: ArticleRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionPayload> {
    const request = parseArticleRequest({
      language: input.language,
      profession_category: input.professionCategory,
      topic: input.topic,
      description: input.description,
      user_id: input.userId,
    });
    const saved = await ctx.services.articleRequests.submit(ctx.user, request);
    return { id: saved.id, message: MESSAGES.requestSuccess };
  }

  @Authorized('ADMIN')
  @Query(() => [ContactMessageType], { description: 'Contact messages, newest first (admin).' })
  contactMessages(
    @Arg('limit', () => Int, { description: 'At most this many messages, 1 to 200; default 50', nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { description: 'Messages to skip from the newest; default 0', nullable: true }) offset: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessageType[]> {
    return ctx.services.contact.list(ctx.user, { limit, offset });
  }

  @Authorized('ADMIN')
  @Query(() => [ArticleRequestType], { description: 'Article requests, newest first (admin).' })
  async articleRequests(
    @Arg('limit', () => Int, { description: 'At most this many requests, 1 to 200; default 50', nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { description: 'Requests to skip from the newest; default 0', nullable: true }) offset: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleRequestType[]> {
    return (await ctx.services.articleRequests.list(ctx.user, { limit, offset })).map(toArticleRequestType);
  }
}
