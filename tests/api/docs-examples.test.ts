import { toGlobalId } from '../../server/src/graphql/global-id';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

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
      .filter((f) => f.endsWith('.graphql') && f !== 'schema.baseline.graphql')
      .sort();
    expect(files).toEqual([
      'member-cpd-record.graphql',
      'search-library.graphql',
      'sign-in.graphql',
      'start-test.graphql',
      'submit-test.graphql',
      'verify-certificate.graphql',
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
