import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/** A lapsed member's read-only CPD-record token: their own certificates, export and history, and nothing else. */
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

/** A member who passed one test under the Professional plan, whose subscription then ended. */
async function lapsedMember() {
  const member = await createUser(t.services, { plan: 'professional' });
  const article = await createSampleArticle(t.services, { title: 'Going concern under ISA 570' });
  expect((await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token)).status).toBe(200);
  const passed = await api.post(
    `/api/users/${member.user.id}/articles/${article.id}/submit-test`,
    { answers: await answerKey(t.db, member.user.id, article.id) },
    member.token,
  );
  expect(passed.body.passed).toBe(true);
  await t.db.query("UPDATE users SET subscription_status = 'canceled' WHERE id = $1", [member.user.id]);
  const login = await api.post('/api/login', { email: member.user.email, password: member.password });
  expect(login.status).toBe(402);
  return { member, article, recordToken: login.body.record_token as string };
}

it("comes with the 402 answer (REST and GraphQL) and reads the member's own certificates, CPD export and history", async () => {
  const { member, article, recordToken } = await lapsedMember();
  expect(recordToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const gql = await api.gql(
    'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { accessToken subscriptionRequired recordToken userErrors { code } } }',
    { e: member.user.email, p: member.password },
  );
  expect(gql.body.data.login).toMatchObject({ accessToken: null, subscriptionRequired: true, userErrors: [] });
  expect(gql.body.data.login.recordToken).toBeTruthy();

  const certificates = await api.get('/api/record/certificates', recordToken);
  expect(certificates.status).toBe(200);
  expect(certificates.body).toHaveLength(1);
  expect(certificates.body[0]).toMatchObject({ article_id: article.id });
  const doc = await fetch(`${t.url}/api/record/certificate/${article.id}`, { headers: { authorization: `Bearer ${recordToken}` } });
  expect(doc.status).toBe(200);
  expect(doc.headers.get('content-disposition')).toMatch(/^attachment; filename="certificate-/);
  expect(await doc.text()).toContain('Going concern under ISA 570');
  const csv = await fetch(`${t.url}/api/record/cpd-record?format=csv`, { headers: { authorization: `Bearer ${recordToken}` } });
  expect(csv.status).toBe(200);
  expect(await csv.text()).toContain('Going concern under ISA 570');
  const history = await api.get('/api/record/activity-history', recordToken);
  expect(history.status).toBe(200);
  expect(history.body.length).toBeGreaterThan(0);
});

it('also gives the certificate as a PDF and as a credential, and lists outside activities', async () => {
  const { member, article, recordToken } = await lapsedMember();
  await t.db.query(
    `INSERT INTO outside_activities (user_id, kind, title, provider, activity_date, hours, points, category) VALUES ($1, 'COURSE', 'Ethics evening', 'NBA', '2026-03-05', 2, 2, 'Ethics')`,
    [member.user.id],
  );
  const auth = { headers: { authorization: `Bearer ${recordToken}` } };
  const pdf = await fetch(`${t.url}/api/record/certificate/${article.id}/pdf`, auth);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const json = await fetch(`${t.url}/api/record/certificate/${article.id}/credential`, auth);
  expect(json.status).toBe(200);
  const credential = (await json.json()) as { proof?: { type: string }; credentialSubject: { achievement: { name: string } } };
  expect(credential.proof?.type).toBe('DataIntegrityProof');
  expect(credential.credentialSubject.achievement.name).toBe('Going concern under ISA 570');
  const jwt = await fetch(`${t.url}/api/record/certificate/${article.id}/credential?format=jwt`, auth);
  expect(jwt.headers.get('content-type')).toMatch(/^application\/jwt/);
  expect((await jwt.text()).split('.')).toHaveLength(3);
  const activities = await api.get('/api/record/outside-activities', recordToken);
  expect(activities.status).toBe(200);
  expect(activities.body).toEqual([expect.objectContaining({ title: 'Ethics evening' })]);
  expect((await api.get('/api/record/outside-activities')).status).toBe(401);
  expect((await api.get('/api/record/outside-activities', member.token)).status).toBe(401);
});

it("cannot read content, act, or reach anyone else's data", async () => {
  const { member, article, recordToken } = await lapsedMember();
  const other = await createUser(t.services, { plan: 'professional' });
  // Content and member routes treat it as no token at all.
  const content = await api.gql('query($id: ID!) { article(id: $id) { contentHtml } }', { id: article.id }, recordToken);
  expect(content.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(content.body.data?.article ?? null).toBeNull();
  expect((await api.get(`/api/users/${member.user.id}/certificates`, recordToken)).status).toBe(401);
  expect((await api.get(`/api/users/${other.user.id}/certificates`, recordToken)).status).toBe(401);
  expect((await api.get(`/api/users/${other.user.id}/cpd-record?format=csv`, recordToken)).status).toBe(401);
  expect((await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, recordToken)).status).toBe(401);
  const me = await api.gql('{ me { id email } }', {}, recordToken);
  expect(me.body.data?.me ?? null).toBeNull();
  // The record routes name no user: another member's certificate is simply not theirs.
  const othersArticle = await createSampleArticle(t.services);
  expect((await api.get(`/api/record/certificate/${othersArticle.id}`, recordToken)).status).toBe(404);
  // An ordinary access token, a forged one, none, or an expired record token: refused.
  expect((await api.get('/api/record/certificates', other.token)).status).toBe(401);
  expect((await api.get('/api/record/certificates', `${recordToken.slice(0, -2)}xx`)).status).toBe(401);
  expect((await api.get('/api/record/certificates')).status).toBe(401);
  const shortLived = await t.services.tokens.signRecord({ userId: member.user.id, tokenVersion: member.user.tokenVersion }, 1);
  await new Promise((r) => setTimeout(r, 2100));
  expect((await api.get('/api/record/certificates', shortLived)).status).toBe(401);
  // A password reset (token version bump) ends it too.
  await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [member.user.id]);
  expect((await api.get('/api/record/certificates', recordToken)).status).toBe(401);
});
