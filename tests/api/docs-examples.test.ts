import { toGlobalId } from '../../server/src/graphql/global-id';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { Webhook } from 'standardwebhooks';
import { webhookHandler, type LeerpuntEvent } from '../../docs/api/webhook-receiver';

/** The example operations README's "GraphQL for integrators" links to, run as an integrator would. */
const DOCS = path.resolve(__dirname, '../../docs/api');
const operation = (name: string) => readFileSync(path.join(DOCS, name), 'utf8');

let t: TestApp;
let api: ApiClient;
let member: TestUser;
let articleId: number;
let certificateId: string;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services);
  const article = await createSampleArticle(t.services, { title: 'Audit Sampling Under ISA 530' });
  articleId = article.id;
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  certificateId = res.body.certificate_id;
});
afterAll(() => t.close());

describe('docs/api example operations', () => {
  it('covers every file in docs/api', () => {
    const files = readdirSync(DOCS)
      .filter((f) => !['README.md', 'openapi.yaml', 'schema.baseline.graphql'].includes(f))
      .sort();
    expect(files).toEqual([
      'member-cpd-record.graphql',
      'partner-catalogue.graphql',
      'partner-member-certificates.graphql',
      'partner-verify-certificates.graphql',
      'search-library.graphql',
      'sign-in.graphql',
      'start-test.graphql',
      'submit-test.graphql',
      'verify-certificate.graphql',
      'webhook-certificate-issued.json',
      'webhook-receiver.ts',
    ]);
  });

  it('verify-certificate.graphql verifies without a token', async () => {
    const res = await api.gql(operation('verify-certificate.graphql'), { certificateId });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.verifyCertificate).toMatchObject({
      valid: true,
      certificateId,
      articleTitle: 'Audit Sampling Under ISA 530',
      revoked: false,
      error: null,
    });
    const unknown = await api.gql(operation('verify-certificate.graphql'), { certificateId: '0'.repeat(26) });
    expect(unknown.body.data.verifyCertificate.valid).toBe(false);
  });

  it("member-cpd-record.graphql lists the member's certificates and attempts", async () => {
    const res = await api.gql(operation('member-cpd-record.graphql'), { userId: member.user.id }, member.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.certificates.edges.map((e: { node: unknown }) => e.node)).toEqual([
      expect.objectContaining({ certificateId, articleId: String(articleId), revoked: false }),
    ]);
    expect(res.body.data.activityHistory.edges.map((e: { node: unknown }) => e.node)).toEqual([
      expect.objectContaining({ articleId: String(articleId), passed: true, attemptNumber: 1 }),
    ]);
    expect(res.body.data.activityHistory.totalCount).toBe(1);
  });

  it('search-library.graphql pages through the library', async () => {
    const res = await api.gql(operation('search-library.graphql'), { search: 'Audit Sampling', page: 1, perPage: 20 }, member.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.articles.items.map((a: { id: string }) => a.id)).toContain(toGlobalId('Article', articleId));
  });

  it('sign-in.graphql gives a bearer token, and names a wrong password as a userError', async () => {
    const signedIn = await api.gql(operation('sign-in.graphql'), { email: member.user.email, password: member.password });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data.login).toMatchObject({ subscriptionRequired: false, recordToken: null, userErrors: [] });
    const token = signedIn.body.data.login.accessToken as string;
    expect((await api.gql('{ me { databaseId } }', {}, token)).body.data.me.databaseId).toBe(member.user.id);
    const wrong = await api.gql(operation('sign-in.graphql'), { email: member.user.email, password: 'not-the-password' });
    expect(wrong.body.data.login).toMatchObject({ accessToken: null, userErrors: [expect.objectContaining({ code: 'INVALID_CREDENTIALS' })] });
  });

  it('start-test.graphql and submit-test.graphql take a test and issue a certificate that verify-certificate.graphql accepts', async () => {
    const taker = await createUser(t.services);
    const article = await createSampleArticle(t.services, { title: 'Going Concern Under ISA 570' });
    const started = await api.gql(operation('start-test.graphql'), { articleId: String(article.id) }, taker.token);
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data.startTest.userErrors).toEqual([]);
    const { session } = started.body.data.startTest;
    expect(session).toMatchObject({ articleId: String(article.id), attemptNumber: 1 });
    expect(session.questions).toHaveLength(5);
    // The same attempt again while it is open.
    const again = await api.gql(operation('start-test.graphql'), { articleId: String(article.id) }, taker.token);
    expect(again.body.data.startTest.session.questions.map((q: { id: string }) => q.id)).toEqual(session.questions.map((q: { id: string }) => q.id));

    const key = await answerKey(t.db, taker.user.id, article.id);
    const keyed = session.questions.map((q: { id: string }) => ({ questionId: q.id, answer: key[q.id] }));
    const submitted = await api.gql(operation('submit-test.graphql'), { articleId: String(article.id), answers: keyed }, taker.token);
    expect(submitted.body.errors).toBeUndefined();
    expect(submitted.body.data.submitTest.result).toMatchObject({ passed: true, score: 5, total: 5 });
    const issued = submitted.body.data.submitTest.result.certificateId as string;
    const verified = await api.gql(operation('verify-certificate.graphql'), { certificateId: issued });
    expect(verified.body.data.verifyCertificate).toMatchObject({ valid: true, articleTitle: 'Going Concern Under ISA 570' });
  });
});

/** The partner flows of README's "For integrators", as a partner application runs them against the app. */
describe('docs/api partner examples', () => {
  const REDIRECT = 'https://partner.example/callback';
  let admin: TestUser;
  let client: { clientId: string; secret: string };

  beforeAll(async () => {
    admin = await createUser(t.services, { isAdmin: true });
    const res = await api.gql(
      `mutation ($input: RegisterPartnerClientInput!) { registerPartnerClient(input: $input) { partnerClient { clientId } clientSecret userErrors { message } } }`,
      { input: { name: 'Example Partner (demo)', redirectUris: [REDIRECT], scopes: ['certificates:read', 'cpd_record:read', 'catalog:read', 'verify:bulk'] } },
      admin.token,
    );
    expect(res.body.data.registerPartnerClient.userErrors).toEqual([]);
    client = { clientId: res.body.data.registerPartnerClient.partnerClient.clientId, secret: res.body.data.registerPartnerClient.clientSecret };
  });

  /** POST <PUBLIC_URL>/oauth/token with HTTP Basic client authentication (client_secret_basic), as README shows with curl -u. */
  async function tokenRequest(form: Record<string, string>) {
    const res = await fetch(`${t.url}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.secret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  /** The authorization code flow with PKCE: authorize URL, the member's consent (the consent page's calls), code, token exchange. */
  async function memberToken(who: TestUser, scope: string) {
    const cookies = new Map<string, string>();
    const take = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        cookies.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1));
      }
    };
    const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('hex');
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: REDIRECT,
      scope,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    let res = await fetch(`${t.url}/oauth/auth?${query}`, { redirect: 'manual' });
    take(res);
    const consentPath = res.headers.get('location')!;
    // The member, signed in, allows the application on the consent page.
    const allowed = await fetch(`${t.url}${consentPath}/allow`, { method: 'POST', headers: { cookie: cookie(), authorization: `Bearer ${who.token}` } });
    expect(allowed.status).toBe(200);
    res = await fetch(((await allowed.json()) as { redirect_to: string }).redirect_to, { redirect: 'manual', headers: { cookie: cookie() } });
    take(res);
    while (res.status === 303 && !res.headers.get('location')!.startsWith(REDIRECT)) {
      res = await fetch(new URL(res.headers.get('location')!, t.url), { redirect: 'manual', headers: { cookie: cookie() } });
      take(res);
    }
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe(state);
    const exchanged = await tokenRequest({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    return exchanged.body;
  }

  it('client credentials: a token for the application itself, with which partner-verify-certificates.graphql checks certificates in bulk', async () => {
    // Besides HTTP Basic, the authorisation server takes client_id and client_secret in the form body.
    const inBody = await fetch(`${t.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.secret }).toString(),
    });
    expect(inBody.status).toBe(200);
    const issued = await tokenRequest({ grant_type: 'client_credentials', scope: 'catalog:read verify:bulk' });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), expires_in: expect.any(Number) });
    expect(issued.body.expires_in).toBeLessThanOrEqual(600);
    expect(issued.body.scope.split(' ').sort()).toEqual(['catalog:read', 'verify:bulk']);
    const token = issued.body.access_token as string;

    const res = await api.gql(operation('partner-verify-certificates.graphql'), { ids: [certificateId, '0'.repeat(26), 'not-an-id'] }, token);
    expect(res.body.errors).toBeUndefined();
    const [found, unknown, malformed] = res.body.data.verifyCertificates;
    expect(found).toMatchObject({ valid: true, certificateId, articleTitle: 'Audit Sampling Under ISA 530', revoked: false, revokedAt: null, error: null });
    expect(unknown).toMatchObject({ valid: false, certificateId: '0'.repeat(26), error: expect.any(String) });
    expect(malformed).toMatchObject({ valid: false, error: expect.any(String) });
    // A client token reads no member's data, as README says.
    expect((await api.gql(operation('member-cpd-record.graphql'), { userId: member.user.id }, token)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    // With verify:bulk the bulk check is counted per client, above the 10 calls a minute an address gets.
    const checks = [];
    for (let i = 0; i < 12; i++) checks.push((await api.gql(operation('partner-verify-certificates.graphql'), { ids: [certificateId] }, token)).body.errors);
    expect(checks).toEqual(Array.from({ length: 12 }, () => undefined));

    // With catalog:read, partner-catalogue.graphql reads the catalogue's card fields; the text is refused.
    const catalogue = await api.gql(operation('partner-catalogue.graphql'), { page: 1, perPage: 20, language: 'ENGLISH' }, token);
    expect(catalogue.body.errors).toBeUndefined();
    expect(catalogue.body.data.articles.items).toContainEqual(
      expect.objectContaining({
        id: toGlobalId('Article', articleId),
        title: 'Audit Sampling Under ISA 530',
        language: 'ENGLISH',
        pePointsValue: expect.any(Number),
      }),
    );
    const text = await api.gql('query ($id: ID!) { article(id: $id) { title contentHtml } }', { id: String(articleId) }, token);
    expect(text.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it("authorization code + PKCE: partner-member-certificates.graphql reads the consenting member's certificates, and member-cpd-record.graphql with both scopes", async () => {
    const tokens = await memberToken(member, 'certificates:read');
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'certificates:read', access_token: expect.any(String), refresh_token: expect.any(String) });
    const res = await api.gql(operation('partner-member-certificates.graphql'), {}, tokens.access_token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.certificates).toMatchObject({ totalCount: 1, pageInfo: { hasNextPage: false } });
    expect(res.body.data.certificates.edges.map((e: { node: unknown }) => e.node)).toEqual([
      expect.objectContaining({ certificateId, articleId: String(articleId), articleTitle: 'Audit Sampling Under ISA 530', revoked: false }),
    ]);
    // Without cpd_record:read, the CPD record is refused.
    const partial = await api.gql(operation('member-cpd-record.graphql'), {}, tokens.access_token);
    expect(partial.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const both = await memberToken(member, 'certificates:read cpd_record:read');
    const record = await api.gql(operation('member-cpd-record.graphql'), {}, both.access_token);
    expect(record.body.errors).toBeUndefined();
    expect(record.body.data.activityHistory.edges.map((e: { node: unknown }) => e.node)).toEqual([
      expect.objectContaining({ articleId: String(articleId), passed: true }),
    ]);
  });

  it('webhook-receiver.ts verifies a real certificate.issued delivery, shaped as webhook-certificate-issued.json, and refuses a wrong secret', async () => {
    const example = JSON.parse(operation('webhook-certificate-issued.json')) as { demoSecret: string; headers: Record<string, string>; body: LeerpuntEvent };
    const received: Array<{ event: LeerpuntEvent; webhookId: string }> = [];
    let secret = '';
    const server = createServer((req, res) => webhookHandler(secret, async (event, webhookId) => void received.push({ event, webhookId }))(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leerpunt`;
      const created = await api.gql(
        `mutation ($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { subscription { id } signingSecret userErrors { message } } }`,
        { input: { clientId: client.clientId, url, eventTypes: ['certificate.issued'] } },
        admin.token,
      );
      expect(created.body.data.createWebhookSubscription.userErrors).toEqual([]);
      const signingSecret = created.body.data.createWebhookSubscription.signingSecret as string;
      // A member who allowed certificates:read passes a test.
      const holder = await createUser(t.services);
      await memberToken(holder, 'certificates:read');
      const article = await createSampleArticle(t.services, { title: 'Materiality Under ISA 320' });
      await api.post(`/api/users/${holder.user.id}/articles/${article.id}/start-test`, {}, holder.token);
      const key = await answerKey(t.db, holder.user.id, article.id);
      const passed = await api.post(`/api/users/${holder.user.id}/articles/${article.id}/submit-test`, { answers: key }, holder.token);
      expect(passed.body.passed).toBe(true);

      // Signed with another secret, the delivery is refused (401) and retried later.
      secret = 'whsec_' + randomBytes(32).toString('base64');
      await t.services.integrations.flush();
      expect(received).toEqual([]);
      secret = signingSecret;
      await t.db.query(`UPDATE integration_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
      await t.services.integrations.flush();

      // The member who consented earlier gets their certificate.issued too; here, the holder's.
      const delivery = received.find((r) => r.event.data.certificate_id === passed.body.certificate_id);
      expect(delivery).toBeDefined();
      const { event, webhookId } = delivery!;
      expect(webhookId).toMatch(/^msg_/);
      expect(event).toEqual({
        type: 'certificate.issued',
        timestamp: expect.any(String),
        data: {
          member_id: String(holder.user.id),
          certificate_id: passed.body.certificate_id,
          article_id: article.id,
          completion_id: expect.any(Number),
          pe_points: expect.any(Number),
          issued_at: expect.any(String),
          links: { certificate: `${t.url}/verify?certificate_id=${passed.body.certificate_id}`, article: `${t.url}/article/${article.id}` },
        },
      });
      // The documented example has exactly these fields, with values of the same types.
      const shape = (v: unknown): unknown => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : typeof v);
      expect(shape(example.body)).toEqual(shape(event));
      expect(Object.keys(example.headers).sort()).toEqual(['content-type', 'webhook-id', 'webhook-signature', 'webhook-timestamp']);
      // Its signature is what Standard Webhooks gives for that id, time and compact body under the demo secret.
      const at = new Date(Number(example.headers['webhook-timestamp']) * 1000);
      expect(new Webhook(example.demoSecret).sign(example.headers['webhook-id'], at, JSON.stringify(example.body))).toBe(example.headers['webhook-signature']);
      expect(new Date(event.data.issued_at as string).getTime()).not.toBeNaN();
      expect(new Date(event.timestamp).getTime()).not.toBeNaN();
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });
});
