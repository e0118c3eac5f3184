import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../ids';
import type { ConnectionPage } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { parseInput } from '../../validation';
import { connectLrsSchema, createWebhookSchema } from './integrations.inputs';
import type { DeliveryRow } from './integrations.repository';
import {
  ConnectLearningRecordStoreInput,
  ConnectLearningRecordStorePayload,
  CreateWebhookSubscriptionInput,
  CreateWebhookSubscriptionPayload,
  DisconnectLearningRecordStorePayload,
  LearningRecordStoreType,
  ReplayWebhookDeliveryInput,
  ReplayWebhookDeliveryPayload,
  TestLearningRecordStorePayload,
  WebhookDeliveryConnection,
  WebhookSubscriptionType,
} from './integrations.types';
import type { LrsService } from './lrs.service';
import type { WebhooksService } from './webhooks.service';

/** Partners' webhooks (admins) and members' learning record stores. */
@Resolver()
export class IntegrationsResolver {
  constructor(
    private readonly webhooksService: WebhooksService,
    private readonly lrsService: LrsService,
    /** Plain http endpoints are refused in production. */
    private readonly httpsOnly: boolean,
  ) {}

  @Authorized('ADMIN')
  @Query(() => [WebhookSubscriptionType], { description: 'Admins: the webhook subscriptions of partners, newest first.' })
  webhookSubscriptions(@Ctx() ctx: GraphQLContext): Promise<WebhookSubscriptionType[]> {
    return this.webhooksService.list(ctx.user);
  }

  @Authorized('ADMIN')
  @Query(() => WebhookDeliveryConnection, { description: 'Admins: webhook deliveries with their status, attempts and last response code, newest first.' })
  webhookDeliveries(
    @Arg('first', () => Int, { nullable: true, description: 'Deliveries per page: 20 when absent, at most 100' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Arg('subscriptionId', () => ID, { nullable: true, description: 'Only the deliveries of this subscription' }) subscriptionId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionPage<DeliveryRow>> {
    return this.webhooksService.deliveries(ctx.user, {
      first,
      after,
      subscriptionId: subscriptionId === null ? null : parseId(subscriptionId, 'subscriptionId'),
    });
  }

  @Authorized('ADMIN')
  @Mutation(() => CreateWebhookSubscriptionPayload, {
    description: "Admins: registers a partner's endpoint for signed webhooks and returns its signing secret, this once.",
  })
  async createWebhookSubscription(
    @Arg('input', () => CreateWebhookSubscriptionInput, { description: 'The partner, endpoint and events' }) input: CreateWebhookSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreateWebhookSubscriptionPayload> {
    const { value, userErrors } = await withUserErrors(() => this.webhooksService.create(ctx.user, parseInput(createWebhookSchema(this.httpsOnly), input)));
    return { subscription: value?.subscription ?? null, signingSecret: value?.signingSecret ?? null, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => ReplayWebhookDeliveryPayload, { description: 'Admins: sends a delivery again, with a fresh round of retries.' })
  async replayWebhookDelivery(
    @Arg('input', () => ReplayWebhookDeliveryInput, { description: 'The delivery' }) input: ReplayWebhookDeliveryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplayWebhookDeliveryPayload> {
    const { value, userErrors } = await withUserErrors(() => this.webhooksService.replay(ctx.user, parseId(input.deliveryId, 'deliveryId')));
    return { delivery: value, userErrors };
  }

  @Authorized()
  @Query(() => LearningRecordStoreType, { nullable: true, description: "The caller's learning record store; null when none is connected." })
  learningRecordStore(@Ctx() ctx: GraphQLContext): Promise<LearningRecordStoreType | null> {
    return this.lrsService.status(ctx.user);
  }

  @Authorized()
  @Mutation(() => ConnectLearningRecordStorePayload, {
    description: "Connects (or replaces) the caller's learning record store: completions from now on are sent to it as xAPI statements.",
  })
  async connectLearningRecordStore(
    @Arg('input', () => ConnectLearningRecordStoreInput, { description: 'The endpoint, key and secret' }) input: ConnectLearningRecordStoreInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectLearningRecordStorePayload> {
    const { value, userErrors } = await withUserErrors(() => this.lrsService.connect(ctx.user, parseInput(connectLrsSchema(this.httpsOnly), input)));
    return { learningRecordStore: value, userErrors };
  }

  @Authorized()
  @Mutation(() => TestLearningRecordStorePayload, { description: "Checks that the caller's learning record store accepts the stored key and secret." })
  async testLearningRecordStore(@Ctx() ctx: GraphQLContext): Promise<TestLearningRecordStorePayload> {
    const { value, userErrors } = await withUserErrors(() => this.lrsService.test(ctx.user));
    return { ok: value?.ok ?? false, message: value?.message ?? userErrors[0]?.message ?? '', userErrors };
  }

  @Authorized()
  @Mutation(() => DisconnectLearningRecordStorePayload, { description: "Disconnects the caller's learning record store; statements not yet sent are dropped." })
  async disconnectLearningRecordStore(@Ctx() ctx: GraphQLContext): Promise<DisconnectLearningRecordStorePayload> {
    const { value, userErrors } = await withUserErrors(() => this.lrsService.disconnect(ctx.user));
    return { disconnected: value ?? false, userErrors };
  }
}
