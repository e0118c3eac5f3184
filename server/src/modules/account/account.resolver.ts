import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { MESSAGES } from '../../shared/constants';
import { requireOwner } from '../users/access';
import { parseArticleRequest, parseContact } from './account.inputs';
import { toArticleRequestType } from './account.presenter';
import {
  ArticleRequestInput,
  ArticleRequestType,
  ContactMessageInput,
  ContactMessageType,
  RequestArticlePayload,
  SendContactMessagePayload,
} from './account.types';

@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => SendContactMessagePayload, { description: 'Sends the contact form to support (stored and e-mailed).' })
  async sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'The contact form' }) input: ContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SendContactMessagePayload> {
    // Sending for another member is a right, answered before the form is judged (the service checks it again).
    if (input.userId != null) requireOwner(ctx.user, input.userId);
    const { value, userErrors } = await withUserErrors(() => ctx.services.contact.send(ctx.user, parseContact({ ...input, user_id: input.userId })));
    return { contactMessage: value, message: value && MESSAGES.contactSuccess, userErrors };
  }

  @Authorized()
  @Mutation(() => RequestArticlePayload, { description: 'Requests an article on a topic.' })
  async requestArticle(
    @Arg('input', () => ArticleRequestInput, { description: 'The request form' }) input: ArticleRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestArticlePayload> {
    if (input.userId != null) requireOwner(ctx.user, input.userId);
    const { value, userErrors } = await withUserErrors(() => {
      const request = parseArticleRequest({
        language: input.language,
        profession_category: input.professionCategory,
        topic: input.topic,
        description: input.description,
        user_id: input.userId,
      });
      return ctx.services.articleRequests.submit(ctx.user, request);
    });
    return { articleRequest: value && toArticleRequestType(value), message: value && MESSAGES.requestSuccess, userErrors };
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
