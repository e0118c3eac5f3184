import pino from 'pino';
import { IntegrationDeliveryService } from '../../server/src/modules/integrations/integration-delivery.service';
import type { ConsentCheck } from '../../server/src/modules/integrations/integration-events';
import { SecretBox } from '../../server/src/modules/integrations/secret-box';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(120_000);

/**
 * Signed webhooks to partners: Standard Webhooks headers verified by the standardwebhooks library at a local
 * receiver, only with the member's consent for the event's scope, retried with backoff through an outage,
 * delivered once although two workers (as two processes) run at the same time, and replayable by admins.
 */
const consents = new Set<string>();
const consent: ConsentCheck = async (clientId, userId, scope) => consents.has(`${clientId} ${userId} ${scope}`);

let t: TestApp;
let api: ApiClient;
let receiver: WebhookReceiver;
let otherWorker: IntegrationDeliveryService;
let admin: TestUser;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp({}, { partnerConsent: consent });
  api = apiClient(t.url);
  // A second worker on the same database, as another app process would run.
  otherWorker = new IntegrationDeliveryService({
    db: t.db,
    secrets: new SecretBox(t.services.config.credentialKeySecret),
    consent,
    log: pino({ level: 'silent' }),
    publicUrl: () => t.url,
    productName: 'Leerpunt',
  });
  admin = await createUser(t.services, { plan: null, isAdmin: true });
});
afterAll(async () => {
  await otherWorker?.stop();
  await t?.close();
  await receiver?.close();
});

const CREATE = `mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) {
  subscription { id databaseId clientId url eventTypes active } signingSecret userErrors { field message code } } }`;
const DELIVERIES = `query($sub: ID) { webhookDeliveries(subscriptionId: $sub, first: 50) {
  totalCount edges { node { id databaseId eventType status attempts lastStatusCode lastError nextAttemptAt deliveredAt } } } }`;
const REPLAY = `mutation($input: ReplayWebhookDeliveryInput!) { replayWebhookDelivery(input: $input) { delivery { id status attempts } userErrors { message code } } }`;

async function pass(member: TestUser) {
  const article = await createSampleArticle(t.services);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  return { articleId: article.id, certificateId: res.body.certificate_id as string };
}

/** Both workers at once, as two processes would. */
const flushBoth = () => Promise.all([t.services.integrations.flush(), otherWorker.flush()]);
/** Time passes: every waiting delivery is due now. */
const makeDue = () => t.db.query(`UPDATE integration_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
const deliveries = async (sub: string) => {
  const res = await api.gql(DELIVERIES, { sub }, admin.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.webhookDeliveries.edges.map((e: { node: Record<string, any> }) => e.node) as Array<Record<string, any>>;
};

describe('webhook subscriptions', () => {
  it('are for admins only', async () => {
    const member = await createUser(t.services);
    const input = { clientId: 'partner-x', url: receiver.url, eventTypes: ['certificate.issued'] };
    const created = await api.gql(CREATE, { input }, member.token);
    expect(created.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const listed = await api.gql(DELIVERIES, {}, member.token);
    expect(listed.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const replayed = await api.gql(REPLAY, { input: { deliveryId: '1' } }, member.token);
    expect(replayed.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await api.gql(DELIVERIES, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuse an endpoint that is not http(s) and unknown event types, changing nothing', async () => {
    const bad = await api.gql(CREATE, { input: { clientId: 'partner-x', url: 'ftp://example.org/hook', eventTypes: ['certificate.issued'] } }, admin.token);
    expect(bad.body.data.createWebhookSubscription).toMatchObject({ subscription: null, signingSecret: null, userErrors: [{ code: 'BAD_USER_INPUT' }] });
    const unknown = await api.gql(CREATE, { input: { clientId: 'partner-x', url: receiver.url, eventTypes: ['member.deleted'] } }, admin.token);
    expect(unknown.body.data.createWebhookSubscription.userErrors[0].code).toBe('BAD_USER_INPUT');
    expect(await t.db.query('SELECT id FROM webhook_subscriptions')).toEqual([]);
  });
});

describe('deliveries', () => {
  let subscriptionId: string;
  let subscriptionNumber: number;
  let consenting: TestUser;
  let passed: { articleId: number; certificateId: string };

  beforeAll(async () => {
    const res = await api.gql(
      CREATE,
      {
        input: {
          clientId: 'partner-a',
          url: receiver.url,
          eventTypes: ['certificate.issued', 'certificate.revoked', 'completion.recorded', 'subscription.changed'],
        },
      },
      admin.token,
    );
    const payload = res.body.data.createWebhookSubscription;
    expect(payload.userErrors).toEqual([]);
    expect(payload.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secret = payload.signingSecret;
    subscriptionId = payload.subscription.id;
    subscriptionNumber = payload.subscription.databaseId;
    // The secret is stored encrypted and never listed again.
    const [row] = await t.db.query(`SELECT secret_encrypted FROM webhook_subscriptions WHERE id = $1`, [subscriptionNumber]);
    expect(row.secret_encrypted).not.toContain(payload.signingSecret.slice(6));
    const listed = await api.gql(`query { webhookSubscriptions { id clientId eventTypes } }`, {}, admin.token);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');

    consenting = await createUser(t.services, { firstName: 'Ingrid', email: `ingrid.${Date.now()}@example.org` });
    consents.add(`partner-a ${consenting.user.id} cpd_record:read`);
    consents.add(`partner-a ${consenting.user.id} certificates:read`);
    const notConsenting = await createUser(t.services);
    // The partner is having an outage: every request is answered 503.
    receiver.failWith = 503;
    passed = await pass(consenting);
    await pass(notConsenting);
    await flushBoth();
  });

  it('are queued only for members who allowed the partner the scope, and retried with backoff during an outage', async () => {
    const list = await deliveries(subscriptionId);
    expect(list.map((d) => d.eventType).sort()).toEqual(['certificate.issued', 'completion.recorded']);
    for (const d of list) {
      expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503, lastError: 'HTTP 503', deliveredAt: null });
      // The first retry waits 30 s.
      expect(new Date(d.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
    expect(receiver.received).toEqual([]);

    // Now the partner is down altogether: nothing answers.
    await receiver.down();
    await makeDue();
    await flushBoth();
    for (const d of await deliveries(subscriptionId)) {
      expect(d).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: null });
      expect(new Date(d.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
  });

  it('are delivered once, signed, after the partner recovers', async () => {
    await receiver.up();
    receiver.failWith = null;
    await makeDue();
    await flushBoth();
    await flushBoth();
    expect(receiver.rejected).toBe(0);
    expect(receiver.received.map((r) => r.body.type).sort()).toEqual(['certificate.issued', 'completion.recorded']);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(2);
    for (const d of await deliveries(subscriptionId)) {
      expect(d).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204, lastError: null });
      expect(receiver.received.some((r) => r.id === `msg_${d.databaseId}`)).toBe(true);
    }
    const completion = receiver.received.find((r) => r.body.type === 'completion.recorded')!;
    expect(completion.body.data).toMatchObject({
      member_id: String(consenting.user.id),
      article_id: passed.articleId,
      certificate_id: passed.certificateId,
      links: { certificate: `${t.url}/verify?certificate_id=${passed.certificateId}`, article: `${t.url}/article/${passed.articleId}` },
    });
    // Ids and figures, no personal data.
    const all = JSON.stringify(receiver.received);
    expect(all).not.toContain(consenting.user.email);
    expect(all).not.toContain('Ingrid');
  });

  it('can be replayed by an admin, and the replay arrives with the same webhook-id', async () => {
    const [first] = await deliveries(subscriptionId);
    const res = await api.gql(REPLAY, { input: { deliveryId: first.id } }, admin.token);
    expect(res.body.data.replayWebhookDelivery).toMatchObject({ delivery: { id: first.id }, userErrors: [] });
    await flushBoth();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2].id).toBe(`msg_${first.databaseId}`);
    const again = (await deliveries(subscriptionId)).find((d) => d.id === first.id)!;
    expect(again).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204 });
    const missing = await api.gql(REPLAY, { input: { deliveryId: '999999' } }, admin.token);
    expect(missing.body.data.replayWebhookDelivery.userErrors[0].code).toBe('NOT_FOUND');
  });

  it('tell the partner of a revocation', async () => {
    const revoke = `mutation($input: RevokeCertificateInput!) { revokeCertificate(input: $input) { userErrors { message } } }`;
    const res = await api.gql(revoke, { input: { certificateId: passed.certificateId, reason: 'Issued in error during a data migration' } }, admin.token);
    expect(res.body.data.revokeCertificate.userErrors).toEqual([]);
    await flushBoth();
    const revoked = receiver.received.filter((r) => r.body.type === 'certificate.revoked');
    expect(revoked).toHaveLength(1);
    expect(revoked[0].body.data).toMatchObject({ member_id: String(consenting.user.id), certificate_id: passed.certificateId });
    expect(JSON.stringify(revoked[0].body)).not.toContain('data migration');
  });

  it('tell the partner of a plan change', async () => {
    const newcomer = await createUser(t.services, { plan: null });
    consents.add(`partner-a ${newcomer.user.id} subscription:read`);
    const res = await api.post('/api/activate-free', { email: newcomer.user.email, password: newcomer.password, plan: 'Professional Insights' });
    expect(res.status).toBe(200);
    await flushBoth();
    const changed = receiver.received.filter((r) => r.body.type === 'subscription.changed');
    expect(changed.map((r) => r.body.data)).toEqual([{ member_id: String(newcomer.user.id), status: 'active', plan: 'professionalInsights' }]);
  });
});
