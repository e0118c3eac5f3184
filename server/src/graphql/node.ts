import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { Field, ID, InterfaceType } from 'type-graphql';
import { localId, NODE_TYPES, toGlobalId, type NodeTypeName } from './global-id';

/**
 * The GraphQL type of what `node(id:)` found, on the object itself: type-graphql copies a returned object's own
 * enumerable properties (symbols included) into an instance of the declared class before the type is resolved.
 */
const NODE_TYPE = Symbol('nodeType');

/** Marks an object `node(id:)` returns with its GraphQL type. */
export function asNode<T extends object>(type: NodeTypeName, value: T): T {
  Object.defineProperty(value, NODE_TYPE, { value: type, enumerable: true, configurable: true });
  return value;
}

/** The type `asNode` gave an object. */
const nodeTypeOf = (value: unknown): NodeTypeName | undefined => (value as Partial<Record<typeof NODE_TYPE, NodeTypeName>> | null)?.[NODE_TYPE];

@InterfaceType('Node', {
  description: 'An object with a globally unique, opaque id: pass it to node(id:) to fetch the object again, or wherever an argument takes its id.',
  resolveType: nodeTypeOf,
})
export abstract class NodeInterface {
  @Field(() => ID, { description: 'Globally unique and opaque; stable for the life of the object' }) id: string;
}

const USER: readonly NodeTypeName[] = ['User', 'Member'];
const ARTICLE: readonly NodeTypeName[] = ['Article'];
const NEWS: readonly NodeTypeName[] = ['NewsItem'];
const OUTSIDE: readonly NodeTypeName[] = ['OutsideActivity'];
const only = (type: NodeTypeName): readonly NodeTypeName[] => [type];

/**
 * Every ID argument and input field that names an object which implements Node, with the types whose ids it takes
 * (`Type.field(argument)` or `InputType.field`). Each also takes the record's own key (its number), as before. ID arguments not
 * listed here name objects that are not Nodes (yet); schema-lint's test holds the two lists to the schema.
 */
export const NODE_ID_INPUTS: Readonly<Record<string, readonly NodeTypeName[]>> = {
  'Query.activityHistory(userId)': USER,
  'Query.article(id)': ARTICLE,
  'Query.articleComments(articleId)': ARTICLE,
  'Query.articleCompletions(userId)': USER,
  'Query.articleFeedback(articleId)': ARTICLE,
  'Query.attemptGrants(userId)': USER,
  'Query.certificateCredential(articleId)': ARTICLE,
  'Query.certificateDocument(articleId)': ARTICLE,
  'Query.certificates(userId)': USER,
  'Query.completionStatus(articleId)': ARTICLE,
  'Query.completionStatus(userId)': USER,
  'Query.completionStatuses(articleIds)': ARTICLE,
  'Query.completionStatuses(userId)': USER,
  'Query.member(userId)': USER,
  'Query.myFeedback(articleId)': ARTICLE,
  'Query.outsideActivity(id)': OUTSIDE,
  'Query.subscription(userId)': USER,
  'Query.upgradeQuote(userId)': USER,
  'Query.user(id)': USER,
  'Query.webhookDeliveries(subscriptionId)': only('WebhookSubscription'),
  'AddArticleChangeLogEntryInput.articleId': ARTICLE,
  'ArticleRequestInput.userId': USER,
  'CancelSubscriptionInput.userId': USER,
  'ContactMessageInput.userId': USER,
  'CreateCheckoutSessionInput.userId': USER,
  'CreatePaymentRetrySessionInput.userId': USER,
  'CreatePortalSessionInput.userId': USER,
  'DeactivateDiscountCodeInput.id': only('DiscountCode'),
  'DeleteArticleInput.id': ARTICLE,
  'DeleteNewsItemInput.id': NEWS,
  'DeleteOutsideActivityInput.id': OUTSIDE,
  'GrantAttemptsInput.articleId': ARTICLE,
  'GrantAttemptsInput.userId': USER,
  'RecordStudyInput.articleId': ARTICLE,
  // A CPD entry is a completion or an outside activity (entryKind says which): either's global id, or its own key.
  'SaveCpdReflectionInput.entryId': ['ArticleCompletion', 'OutsideActivity'],
  'RemoveArticlePdfInput.articleId': ARTICLE,
  'RemoveOutsideActivityEvidenceInput.id': OUTSIDE,
  'ReplayWebhookDeliveryInput.deliveryId': only('WebhookDelivery'),
  'ReplyToContactMessageInput.messageId': only('ContactMessage'),
  'ResendMemberConfirmationInput.userId': USER,
  'ResumeSubscriptionInput.userId': USER,
  'RevokePartnerClientInput.id': only('PartnerClient'),
  'RevokeRecordShareInput.id': only('RecordShare'),
  'RotatePartnerClientSecretInput.id': only('PartnerClient'),
  'SetArticlePublishedInput.id': ARTICLE,
  'StartTestInput.articleId': ARTICLE,
  'StartTestInput.userId': USER,
  'SubmitFeedbackInput.articleId': ARTICLE,
  'SubmitTestInput.articleId': ARTICLE,
  'SubmitTestInput.userId': USER,
  'UpdateArticleInput.id': ARTICLE,
  'UpdateDiscountCodeInput.id': only('DiscountCode'),
  'UpdateNewsItemInput.id': NEWS,
  'UpdateOutsideActivityInput.id': OUTSIDE,
  'UpdateProfileInput.userId': USER,
  'UpgradeSubscriptionInput.userId': USER,
  'UploadArticlePdfInput.articleId': ARTICLE,
  'ValidateDiscountCodeInput.userId': USER,
  'WithdrawConsentInput.id': only('ConnectedApplication'),
};

/** Fields other than `id` that answer a Node's id (the object a mutation deleted or withdrew), with its type. */
export const NODE_ID_OUTPUTS: Readonly<Record<string, NodeTypeName>> = {
  'DeleteArticlePayload.deletedId': 'Article',
  'DeleteNewsItemPayload.deletedId': 'NewsItem',
  'DeleteOutsideActivityPayload.deletedId': 'OutsideActivity',
  'WithdrawConsentPayload.withdrawnId': 'ConnectedApplication',
};

/**
 * ID arguments and input fields that name something else: a CPD profile's code, a question within a test. docs/decisions.md (issue #30 §5) says why these are not Nodes.
 */
export const OTHER_ID_INPUTS: readonly string[] = [
  // node and nodes take global ids only, and decode them themselves.
  'Query.node(id)',
  'Query.nodes(ids)',
  'CpdBodyChoiceInput.profileId',
  'TestAnswerInput.questionId',
];

const decode = (value: unknown, types: readonly NodeTypeName[], name: string): unknown =>
  typeof value === 'string' ? localId(value, types, name) : Array.isArray(value) ? value.map((v) => decode(v, types, name)) : value;

/** The input object `value` of `type` with the Node ids it holds turned into record keys (a copy; nothing else changes). */
function decodeInput(type: GraphQLInputType, value: unknown): unknown {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) return value;
  if (isListType(nullable)) return Array.isArray(value) ? value.map((v) => decodeInput(nullable.ofType, v)) : value;
  if (!isInputObjectType(nullable) || typeof value !== 'object') return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of Object.values(nullable.getFields())) {
    if (!(field.name in out)) continue;
    const types = NODE_ID_INPUTS[`${nullable.name}.${field.name}`];
    out[field.name] = types ? decode(out[field.name], types, field.name) : decodeInput(field.type, out[field.name]);
  }
  return out;
}

/** True when an input type holds a Node id somewhere. */
function holdsNodeIds(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => !!NODE_ID_INPUTS[`${named.name}.${f.name}`] || holdsNodeIds(f.type, seen));
}

/** A record key as text: the row's number or a certificate's id. */
const keyText = (key: unknown): string => (typeof key === 'string' ? key : typeof key === 'number' ? String(key) : JSON.stringify(key));

/**
 * Applies global object identification to the built schema, for Apollo and the compiled executor alike (both run
 * these resolvers): a Node's `id` is its global id, and arguments that take a Node's id get the record's key.
 */
export function applyGlobalIds(schema: GraphQLSchema): GraphQLSchema {
  // type-graphql wraps resolveType in an async function; graphql-jit needs the type at once.
  const node = schema.getType('Node');
  if (!isInterfaceType(node)) throw new Error('Node is not an interface of the schema');
  node.resolveType = nodeTypeOf;
  for (const name of NODE_TYPES) {
    const type = schema.getType(name);
    if (!isObjectType(type)) throw new Error(`${name} is not an object type of the schema`);
    const field = type.getFields().id;
    const own = field.resolve;
    const encode = (key: unknown) => toGlobalId(name, keyText(key));
    field.resolve = own
      ? (source, args, context, info) => {
          const key: unknown = own(source, args, context, info);
          return key instanceof Promise ? key.then(encode) : encode(key);
        }
      : (source: { id: unknown }) => encode(source.id);
    // The record's number, for REST paths and the site's addresses.
    const databaseId = type.getFields().databaseId;
    if (databaseId) databaseId.resolve = (source: { id: unknown }) => Number(source.id);
  }
  for (const [coordinate, nodeType] of Object.entries(NODE_ID_OUTPUTS)) {
    const [typeName, fieldName] = coordinate.split('.');
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field) throw new Error(`${coordinate} is not a field of the schema`);
    const own = field.resolve;
    const encode = (key: unknown) => (key === null || key === undefined ? key : toGlobalId(nodeType, keyText(key)));
    field.resolve = (source, args, context, info) => {
      const key: unknown = own ? own(source, args, context, info) : (source as Record<string, unknown>)[fieldName];
      return key instanceof Promise ? key.then(encode) : encode(key);
    };
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown>>) {
      const plan = field.args.flatMap((arg) => {
        const types = NODE_ID_INPUTS[`${type.name}.${field.name}(${arg.name})`];
        if (types) return [(args: Record<string, unknown>) => (args[arg.name] = decode(args[arg.name], types, arg.name))];
        if (holdsNodeIds(arg.type)) return [(args: Record<string, unknown>) => (args[arg.name] = decodeInput(arg.type, args[arg.name]))];
        return [];
      });
      if (!plan.length || !field.resolve) continue;
      const own: GraphQLFieldResolver<unknown, unknown> = field.resolve;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        const decoded = { ...args };
        for (const step of plan) step(decoded);
        return own(source, decoded, context, info);
      };
    }
  }
  return schema;
}
