import { NodeInterface } from '../../graphql/node';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { UserError } from '../../graphql/user-errors';
import { EVENT_TYPES } from './integration-events';

const EVENT_LIST = EVENT_TYPES.join(', ');

@ObjectType('WebhookSubscription', { description: "A partner's endpoint for signed webhooks (Standard Webhooks).", implements: NodeInterface })
export class WebhookSubscriptionType {
  @Field(() => ID, { description: 'Globally unique and opaque; webhookDeliveries(subscriptionId:) takes it' }) id: number;
  @Field(() => Int, { description: "The subscription's number, as WebhookDelivery.subscriptionId gives it" }) databaseId?: number;
  @Field({ description: "The partner's OAuth client id; events about a member reach it only with that member's consent" }) clientId: string;
  @Field({ description: 'Where deliveries are POSTed' }) url: string;
  @Field(() => [String], { description: `The events delivered: among ${EVENT_LIST}` }) eventTypes: string[];
  @Field({ description: 'False when deliveries are paused' }) active: boolean;
  @Field(() => GraphQLISODateTime, { description: 'When the subscription was registered' }) createdAt: Date;
}

@InputType({ description: 'A new webhook subscription for a partner.' })
export class CreateWebhookSubscriptionInput {
  @Field({ description: "The partner's OAuth client id" }) clientId: string;
  @Field({ description: 'The https URL that receives the POSTs (http is accepted outside production)' }) url: string;
  @Field(() => [String], { description: `At least one of ${EVENT_LIST}` }) eventTypes: string[];
}

@ObjectType({ description: 'The result of createWebhookSubscription.' })
export class CreateWebhookSubscriptionPayload {
  @Field(() => WebhookSubscriptionType, { nullable: true, description: 'The new subscription; null when userErrors is not empty' })
  subscription: WebhookSubscriptionType | null;
  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (whsec_…), shown this once: give it to the partner to verify signatures. Null when userErrors is not empty',
  })
  signingSecret: string | null;
  @Field(() => [UserError], { description: 'Problems with the input; empty on success' }) userErrors: UserError[];
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to one webhook subscription.', implements: NodeInterface })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'Globally unique and opaque; replayWebhookDelivery takes it' }) id: number;
  @Field(() => Int, { description: "The delivery's number; the webhook-id header is msg_ followed by it" }) databaseId?: number;
  @Field(() => ID, { description: 'The event delivered' }) eventId: number;
  @Field({ description: `The event type: one of ${EVENT_LIST}` }) eventType: string;
  @Field(() => ID, { description: 'The subscription it goes to' }) subscriptionId: number;
  @Field({ description: "The subscription's partner client id" }) clientId: string;
  @Field({ description: "The subscription's endpoint URL" }) url: string;
  @Field({ description: 'pending (waiting for its first or next attempt), sending, delivered or failed (attempts used up)' }) status: string;
  @Field(() => Int, { description: 'Attempts made in the current round (a replay starts a new round)' }) attempts: number;
  @Field(() => Int, { nullable: true, description: "The HTTP status of the endpoint's last answer; null before one or when it could not be reached" })
  lastStatusCode: number | null;
  @Field(() => String, { nullable: true, description: 'What went wrong last time; null after a success' }) lastError: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When the next attempt is due (while pending)' }) nextAttemptAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the endpoint accepted it; null until then' }) deliveredAt: Date | null;
  @Field(() => GraphQLISODateTime, { description: 'When the delivery was queued' }) createdAt: Date;
}

export const { Edge: WebhookDeliveryEdge, Connection: WebhookDeliveryConnection } = connectionTypes<WebhookDeliveryType>(
  'WebhookDelivery',
  () => WebhookDeliveryType,
  {
    one: 'delivery',
    many: 'deliveries',
    node: 'The delivery',
    connection: 'Webhook deliveries, newest first, a page at a time.',
    totalCount: 'All deliveries matching the filter, over every page',
  },
);
export type WebhookDeliveryConnection = InstanceType<typeof WebhookDeliveryConnection>;

@InputType({ description: 'The delivery to send again.' })
export class ReplayWebhookDeliveryInput {
  @Field(() => ID, { description: 'The delivery id' }) deliveryId: string;
}

@ObjectType({ description: 'The result of replayWebhookDelivery.' })
export class ReplayWebhookDeliveryPayload {
  @Field(() => WebhookDeliveryType, { nullable: true, description: 'The delivery, queued again; null when userErrors is not empty' })
  delivery: WebhookDeliveryType | null;
  @Field(() => [UserError], { description: 'Problems with the input; empty on success' }) userErrors: UserError[];
}

@ObjectType('LearningRecordStore', { description: "The member's learning record store (xAPI): where their completions are sent as statements." })
export class LearningRecordStoreType {
  @Field({ description: 'The xAPI endpoint' }) endpoint: string;
  @Field({ description: 'The last four characters of the key; the key and secret themselves are never shown again' }) keyHint: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was connected' }) connectedAt: Date;
  @Field(() => Int, { description: 'Completions it has accepted' }) statementsDelivered: number;
  @Field(() => Int, { description: 'Completions waiting to be sent (or retried)' }) statementsWaiting: number;
  @Field(() => Int, { description: 'Completions given up after every retry' }) statementsFailed: number;
}

@InputType({ description: "The member's learning record store and its basic-auth credentials." })
export class ConnectLearningRecordStoreInput {
  @Field({ description: 'The xAPI endpoint, e.g. https://lrs.example.org/xapi/' }) endpoint: string;
  @Field({ description: 'The basic-auth key (user name) the LRS issued' }) key: string;
  @Field({ description: 'The basic-auth secret; stored encrypted and never shown again' }) secret: string;
}

@ObjectType({ description: 'The result of connectLearningRecordStore.' })
export class ConnectLearningRecordStorePayload {
  @Field(() => LearningRecordStoreType, { nullable: true, description: 'The connected store; null when userErrors is not empty' })
  learningRecordStore: LearningRecordStoreType | null;
  @Field(() => [UserError], { description: 'Problems with the input; empty on success' }) userErrors: UserError[];
}

@ObjectType({ description: 'The result of testLearningRecordStore.' })
export class TestLearningRecordStorePayload {
  @Field({ description: 'True when the store accepted the key and secret' }) ok: boolean;
  @Field({ description: 'What the test found, for the member' }) message: string;
  @Field(() => [UserError], { description: 'Problems (e.g. nothing connected, too many tests); empty otherwise' }) userErrors: UserError[];
}

@ObjectType({ description: 'The result of disconnectLearningRecordStore.' })
export class DisconnectLearningRecordStorePayload {
  @Field({ description: 'True when a store was connected and now is not' }) disconnected: boolean;
  @Field(() => [UserError], { description: 'Problems; empty on success' }) userErrors: UserError[];
}
