import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseArticleRequest, parseContact } from './account.inputs';
import { toArticleRequestType } from './account.presenter';
import {
  ArticleRequestConnection,
  ArticleRequestInput,
  ContactMessageConnection,
  ContactMessageInput,
  ReplyToContactMessageInput,
  ReplyToContactMessagePayload,
  RequestArticlePayload,
  SendContactMessagePayload,
} from './account.types';
import type { ContactService } from './contact.service';
import type { ArticleRequestsService } from './article-requests.service';

@Resolver()
export class AccountResolver {
  constructor(
    private readonly contactService: ContactService,
    private readonly articleRequestsService: ArticleRequestsService,
  ) {}

  @Authorized()
  @Mutation(() => SendContactMessagePayload, { description: 'Sends the contact form to support (stored and e-mailed).' })
  async sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'The contact form' }) input: ContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SendContactMessagePayload> {
    const forMember = input.userId != null ? parseId(input.userId, 'userId') : null;
    const { value, userErrors } = await withUserErrors(() =>
      this.contactService.send(ctx.user, () => parseContact({ ...input, user_id: input.userId }), forMember),
    );
    return { contactMessage: value, message: value && MESSAGES.contactSuccess, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => ReplyToContactMessagePayload, { description: "Answers a contact message (admins): kept with it and mailed to the message's reply address." })
  async replyToContactMessage(
    @Arg('input', () => ReplyToContactMessageInput, { description: 'The message and the answer' }) input: ReplyToContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplyToContactMessagePayload> {
    const messageId = parseId(input.messageId, 'messageId');
    const { value, userErrors } = await withUserErrors(() => this.contactService.reply(ctx.user, messageId, { body: input.body }));
    return { contactMessage: value, userErrors };
  }

  @Authorized()
  @Query(() => ContactMessageConnection, { description: "The caller's own contact messages with support's answers, newest first, a page at a time." })
  myContactMessages(
    @Arg('first', () => Int, { description: `Messages per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}`, nullable: true })
    first: number | null,
    @Arg('after', () => String, { description: 'endCursor of the previous page', nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessageConnection> {
    return this.contactService.mine(ctx.user, { first, after });
  }

  @Authorized()
  @Mutation(() => RequestArticlePayload, { description: 'Requests an article on a topic.' })
  async requestArticle(
    @Arg('input', () => ArticleRequestInput, { description: 'The request form' }) input: ArticleRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestArticlePayload> {
    const forMember = input.userId != null ? parseId(input.userId, 'userId') : null;
    const { value, userErrors } = await withUserErrors(() =>
      this.articleRequestsService.submit(
        ctx.user,
        () =>
          parseArticleRequest({
            language: input.language,
            profession_category: input.professionCategory,
            topic: input.topic,
            description: input.description,
            user_id: input.userId,
          }),
        forMember,
      ),
    );
    return { articleRequest: value && toArticleRequestType(value), message: value && MESSAGES.requestSuccess, userErrors };
  }

  @Authorized('ADMIN')
  @Query(() => ContactMessageConnection, { description: 'Contact messages, newest first, a page at a time (admins).' })
  contactMessages(
    @Arg('first', () => Int, { description: `Messages per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}`, nullable: true })
    first: number | null,
    @Arg('after', () => String, { description: 'endCursor of the previous page', nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessageConnection> {
    return this.contactService.page(ctx.user, { first, after });
  }

  @Authorized('ADMIN')
  @Query(() => ArticleRequestConnection, { description: 'Article requests with the requesting member, newest first, a page at a time (admins).' })
  async articleRequests(
    @Arg('first', () => Int, { description: `Requests per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}`, nullable: true })
    first: number | null,
    @Arg('after', () => String, { description: 'endCursor of the previous page', nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleRequestConnection> {
    const page = await this.articleRequestsService.page(ctx.user, { first, after });
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: toArticleRequestType(e.node) })) };
  }
}
