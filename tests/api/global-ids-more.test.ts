import { toGlobalId, type NodeTypeName } from '../../server/src/graphql/global-id';
import { PartnersRepository } from '../../server/src/modules/partners/partners.repository';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(120_000);

/**
 * Global object identification for the member's own objects (outside activities, share links, feedback and comments,
 * contact messages and answers, assistant exchanges, connected applications) and the admins' (article requests,
 * discount codes, attempt grants, audit entries, partner clients, webhook subscriptions and deliveries): node(id:)
 * under the rules of each one's own field, null for anyone else, and the ids passed back where arguments take them.
 */
let t: TestApp;
let api: ApiClient;
let receiver: WebhookReceiver;
let member: TestUser;
let other: TestUser;
let admin: TestUser;
let articleId: number;

interface Ids {
  id: string;
  databaseId: number | string;
}
/** The member's objects and the admins', each with its global id and its own key. */
const own = {} as Record<
  'OutsideActivity' | 'RecordShare' | 'Feedback' | 'ArticleComment' | 'ContactMessage' | 'ContactReply' | 'AssistantExchange' | 'ConnectedApplication',
  Ids
>;
const admins = {} as Record<
  'ArticleRequest' | 'DiscountCode' | 'AttemptGrant' | 'AdminAuditEntry' | 'PartnerClient' | 'WebhookSubscription' | 'WebhookDelivery',
  Ids
>;

const NODE = `query Node($id: ID!) { node(id: $id) { __typename id
  ... on OutsideActivity { activityId title }
  ... on RecordShare { databaseId label }
  ... on Feedback { databaseId rating }
  ... on ArticleComment { databaseId comment }
  ... on ContactMessage { databaseId subject replies { id } }
  ... on ContactReply { databaseId body }
  ... on AssistantExchange { databaseId question }
  ... on ConnectedApplication { databaseId clientId }
  ... on ArticleRequest { databaseId topic }
  ... on DiscountCode { databaseId code }
  ... on AttemptGrant { databaseId reason }
  ... on AdminAuditEntry { databaseId action }
  ... on PartnerClient { databaseId name }
  ... on WebhookSubscription { databaseId url }
  ... on WebhookDelivery { databaseId eventType }
} }`;

async function gql<T = any>(query: string, variables: Record<string, unknown>, user: TestUser): Promise<T> {
  const res = await api.gql(query, variables, user.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

const node = async (id: string, user?: TestUser) => {
  const res = await api.gql(NODE, { id }, user?.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.node;
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services, { plan: 'professional' });
  other = await createUser(t.services, { plan: 'professional' });
  admin = await createUser(t.services, { plan: null, isAdmin: true });
  articleId = (await createSampleArticle(t.services)).id;

  // A partner the member allowed to read their record, with a webhook subscription: the member's pass is delivered to it.
  const registered = await gql(
    `mutation { registerPartnerClient(input: { name: "Node partner", scopes: ["cpd_record:read"] }) { partnerClient { id databaseId clientId } userErrors { message } } }`,
    {},
    admin,
  );
  const client = registered.registerPartnerClient.partnerClient;
  admins.PartnerClient = client;
  await new PartnersRepository(t.db).recordConsent(member.user.id, client.clientId, ['cpd_record:read'], 'node-grant');
  const apps = await gql(`{ connectedApplications(first: 5) { edges { node { id databaseId } } } }`, {}, member);
  own.ConnectedApplication = apps.connectedApplications.edges[0].node;
  const subscribed = await gql(
    `mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { subscription { id databaseId } userErrors { message } } }`,
    { input: { clientId: client.clientId, url: receiver.url, eventTypes: ['completion.recorded'] } },
    admin,
  );
  admins.WebhookSubscription = subscribed.createWebhookSubscription.subscription;

  await api.post(`/api/users/${member.user.id}/articles/${articleId}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, articleId);
  const passed = await api.post(`/api/users/${member.user.id}/articles/${articleId}/submit-test`, { answers: key }, member.token);
  expect(passed.body.passed).toBe(true);
  await t.services.integrations.flush();
  const deliveries = await gql(
    `query($sub: ID) { webhookDeliveries(subscriptionId: $sub, first: 5) { edges { node { id databaseId } } } }`,
    { sub: admins.WebhookSubscription.id },
    admin,
  );
  admins.WebhookDelivery = deliveries.webhookDeliveries.edges[0].node;

  const activity = { kind: 'COURSE', date: '2025-06-12', title: 'Node course', provider: 'Royal NBA', category: 'Accounting', hours: 2, points: 2 };
  own.OutsideActivity = (
    await gql(
      `mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { outsideActivity { id databaseId: activityId } } }`,
      { input: { activity } },
      member,
    )
  ).createOutsideActivity.outsideActivity;
  own.RecordShare = (
    await gql(`mutation { createRecordShare(input: { label: "Node auditor" }) { recordShare { id databaseId } } }`, {}, member)
  ).createRecordShare.recordShare;
  own.Feedback = (
    await gql(
      `mutation($a: ID!) { submitFeedback(input: { articleId: $a, rating: 4, comment: "Clear and useful" }) { feedback { id databaseId } } }`,
      { a: String(articleId) },
      member,
    )
  ).submitFeedback.feedback;
  own.ArticleComment = (
    await gql(`query($a: ID!) { articleComments(articleId: $a, first: 5) { edges { node { id databaseId } } } }`, { a: String(articleId) }, member)
  ).articleComments.edges[0].node;
  const sent = await gql(
    `mutation { sendContactMessage(input: { name: "Femke Visser", email: "femke@example.org", subject: "Node question", message: "Where is my certificate?" }) { contactMessage { id databaseId } } }`,
    {},
    member,
  );
  own.ContactMessage = sent.sendContactMessage.contactMessage;
  const replied = await gql(
    `mutation($m: ID!) { replyToContactMessage(input: { messageId: $m, body: "In your account." }) { contactMessage { replies { id databaseId } } userErrors { message } } }`,
    { m: own.ContactMessage.id },
    admin,
  );
  own.ContactReply = replied.replyToContactMessage.contactMessage.replies[0];
  own.AssistantExchange = (
    await gql(`mutation { askAssistant(input: { question: "What is going concern?" }) { exchange { id databaseId } } }`, {}, member)
  ).askAssistant.exchange;

  admins.ArticleRequest = (
    await gql(`mutation { requestArticle(input: { topic: "Node topic" }) { articleRequest { id databaseId } } }`, {}, member)
  ).requestArticle.articleRequest;
  admins.DiscountCode = (
    await gql(`mutation { createDiscountCode(input: { code: "NODES10", kind: PERCENT, value: 10 }) { discountCode { id databaseId } } }`, {}, admin)
  ).createDiscountCode.discountCode;
  admins.AttemptGrant = (
    await gql(
      `mutation($u: ID!, $a: ID!) { grantTestAttempts(input: { userId: $u, articleId: $a, extraAttempts: 1, reason: "Node reason" }) { grant { id databaseId } } }`,
      { u: String(member.user.id), a: String(articleId) },
      admin,
    )
  ).grantTestAttempts.grant;
  admins.AdminAuditEntry = (await gql(`{ adminAuditLog(limit: 1) { id databaseId } }`, {}, admin)).adminAuditLog[0];
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('Node ids of the remaining entities', () => {
  it('are opaque, unique across types, and round-trip through node(id:) for the member who owns them', async () => {
    const all = { ...own, ...admins };
    expect(new Set(Object.values(all).map((o) => o.id)).size).toBe(Object.keys(all).length);
    for (const [type, { id, databaseId }] of Object.entries(own)) {
      expect(id).toBe(toGlobalId(type as NodeTypeName, databaseId));
      // An outside activity's own key is its random id, as activityId (databaseId is a number on every type that has it).
      const key = type === 'OutsideActivity' ? { activityId: databaseId } : { databaseId };
      expect([type, await node(id, member)]).toEqual([type, expect.objectContaining({ __typename: type, id, ...key })]);
    }
    expect(typeof own.OutsideActivity.databaseId).toBe('string');
    expect(await node(own.ContactMessage.id, member)).toMatchObject({ subject: 'Node question', replies: [{ id: own.ContactReply.id }] });
  });

  it('round-trip for admins, who also see the members’ messages, answers and feedback as their lists show them', async () => {
    for (const [type, { id, databaseId }] of Object.entries(admins)) {
      expect(id).toBe(toGlobalId(type as NodeTypeName, databaseId));
      expect([type, await node(id, admin)]).toEqual([type, expect.objectContaining({ __typename: type, id, databaseId })]);
    }
    for (const type of ['ContactMessage', 'ContactReply', 'Feedback'] as const) {
      expect([type, await node(own[type].id, admin)]).toEqual([type, expect.objectContaining({ __typename: type, id: own[type].id })]);
    }
    // Share links, outside activities, assistant exchanges and consents are the member's alone, as their fields are.
    for (const type of ['RecordShare', 'OutsideActivity', 'AssistantExchange', 'ConnectedApplication'] as const) {
      expect([type, await node(own[type].id, admin)]).toEqual([type, null]);
    }
  });

  it('are null, with no error, for another member and for visitors; the admins’ objects are null for members', async () => {
    for (const [type, { id }] of Object.entries(own)) {
      // A comment is read by every member who may open the item, as under the item itself.
      if (type === 'ArticleComment') expect(await node(id, other)).toMatchObject({ __typename: type, id });
      else expect([type, await node(id, other)]).toEqual([type, null]);
      expect([type, await node(id)]).toEqual([type, null]);
    }
    for (const [type, { id }] of Object.entries(admins)) {
      expect([type, await node(id, member)]).toEqual([type, null]);
      expect([type, await node(id)]).toEqual([type, null]);
    }
    const res = await api.gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: [own.RecordShare.id, toGlobalId('RecordShare', 999999), admins.DiscountCode.id] },
      member.token,
    );
    expect(res.body).toEqual({ data: { nodes: [{ id: own.RecordShare.id }, null, null] } });
  });
});

describe('ids passed back', () => {
  it('take the global id or, as before, the record’s own key', async () => {
    for (const id of [own.OutsideActivity.id, String(own.OutsideActivity.databaseId)]) {
      const found = await gql(`query($id: ID!) { outsideActivity(id: $id) { id title } }`, { id }, member);
      expect(found.outsideActivity).toEqual({ id: own.OutsideActivity.id, title: 'Node course' });
    }
    for (const sub of [admins.WebhookSubscription.id, String(admins.WebhookSubscription.databaseId)]) {
      const listed = await gql(`query($sub: ID) { webhookDeliveries(subscriptionId: $sub) { totalCount } }`, { sub }, admin);
      expect(listed.webhookDeliveries.totalCount).toBe(1);
    }
    const updated = await gql(
      `mutation($id: ID!) { updateDiscountCode(input: { id: $id, value: 15 }) { discountCode { id value } userErrors { message } } }`,
      { id: String(admins.DiscountCode.databaseId) },
      admin,
    );
    expect(updated.updateDiscountCode).toEqual({ discountCode: { id: admins.DiscountCode.id, value: 15 }, userErrors: [] });
    const deactivated = await gql(
      `mutation($id: ID!) { deactivateDiscountCode(input: { id: $id }) { discountCode { id active } userErrors { message } } }`,
      { id: admins.DiscountCode.id },
      admin,
    );
    expect(deactivated.deactivateDiscountCode).toEqual({ discountCode: { id: admins.DiscountCode.id, active: false }, userErrors: [] });

    const revoked = await gql(
      `mutation($id: ID!) { revokeRecordShare(input: { id: $id }) { recordShare { id status } userErrors { message } } }`,
      { id: own.RecordShare.id },
      member,
    );
    expect(revoked.revokeRecordShare).toEqual({ recordShare: { id: own.RecordShare.id, status: 'REVOKED' }, userErrors: [] });
    const replayed = await gql(
      `mutation($id: ID!) { replayWebhookDelivery(input: { deliveryId: $id }) { delivery { id } userErrors { message } } }`,
      { id: admins.WebhookDelivery.id },
      admin,
    );
    expect(replayed.replayWebhookDelivery).toEqual({ delivery: { id: admins.WebhookDelivery.id }, userErrors: [] });
    const rotated = await gql(
      `mutation($id: ID!) { rotatePartnerClientSecret(input: { id: $id }) { partnerClient { id } userErrors { message } } }`,
      { id: String(admins.PartnerClient.databaseId) },
      admin,
    );
    expect(rotated.rotatePartnerClientSecret).toEqual({ partnerClient: { id: admins.PartnerClient.id }, userErrors: [] });

    // A deleted activity's and a withdrawn consent's ids come back as the global ids they were given as.
    const activity = await gql(
      `mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { outsideActivity { id databaseId: activityId } } }`,
      { input: { activity: { kind: 'READING', date: '2025-06-01', title: 'To delete', provider: 'Self', category: 'Accounting', hours: 1, points: 0 } } },
      member,
    );
    const doomed = activity.createOutsideActivity.outsideActivity;
    const deleted = await gql(
      `mutation($id: ID!) { deleteOutsideActivity(input: { id: $id }) { deletedId userErrors { message } } }`,
      { id: doomed.databaseId },
      member,
    );
    expect(deleted.deleteOutsideActivity).toEqual({ deletedId: doomed.id, userErrors: [] });
    const withdrawn = await gql(
      `mutation($id: ID!) { withdrawConsent(input: { id: $id }) { withdrawnId userErrors { message } } }`,
      { id: own.ConnectedApplication.id },
      member,
    );
    expect(withdrawn.withdrawConsent).toEqual({ withdrawnId: own.ConnectedApplication.id, userErrors: [] });
    // A withdrawn consent is no longer a connected application.
    expect(await node(own.ConnectedApplication.id, member)).toBeNull();
  });

  it('refuse an id of another type, naming the argument', async () => {
    const wrong = await api.gql(`query($id: ID!) { outsideActivity(id: $id) { id } }`, { id: own.RecordShare.id }, member.token);
    expect(wrong.body.errors[0]).toMatchObject({ message: 'id must be the id of an OutsideActivity', extensions: { code: 'BAD_USER_INPUT' } });
    const reply = await api.gql(
      `mutation($m: ID!) { replyToContactMessage(input: { messageId: $m, body: "x" }) { userErrors { message } } }`,
      { m: own.ContactReply.id },
      admin.token,
    );
    expect(reply.body.errors[0]).toMatchObject({ message: 'messageId must be the id of a ContactMessage', extensions: { code: 'BAD_USER_INPUT' } });
    const replay = await api.gql(
      `mutation($id: ID!) { replayWebhookDelivery(input: { deliveryId: $id }) { userErrors { message } } }`,
      { id: admins.WebhookSubscription.id },
      admin.token,
    );
    expect(replay.body.errors[0]).toMatchObject({ message: 'deliveryId must be the id of a WebhookDelivery', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
