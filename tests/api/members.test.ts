import { LIMITS } from '@leerpunt/shared/limits';
import { answerKey, wrongAnswers } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/** Administrators granting extra test attempts, recorded with who and why. */
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const GRANT = `mutation($input: GrantAttemptsInput!) {
  grantTestAttempts(input: $input) { grant { id userId articleId extraAttempts grantedBy reason } userErrors { field message code } }
}`;
const start = (userId: number, articleId: number, token: string) => api.post(`/api/users/${userId}/articles/${articleId}/start-test`, {}, token);
const submit = (userId: number, articleId: number, answers: Record<string, string>, token: string) =>
  api.post(`/api/users/${userId}/articles/${articleId}/submit-test`, { answers }, token);

async function failOnce(userId: number, articleId: number, token: string) {
  expect((await start(userId, articleId, token)).status).toBe(200);
  return submit(userId, articleId, wrongAnswers(await answerKey(t.db, userId, articleId)), token);
}

it('an admin grants extra attempts after the third failure; the grant and the audit entry name the admin and the reason', async () => {
  const member = await createUser(t.services);
  const admin = await createUser(t.services, { isAdmin: true });
  const article = await createSampleArticle(t.services);
  for (let i = 0; i < LIMITS.maxTestAttempts; i++) await failOnce(member.user.id, article.id, member.token);
  expect((await start(member.user.id, article.id, member.token)).status).toBe(409);

  const res = await api.gql(
    GRANT,
    { input: { userId: member.user.id, articleId: article.id, extraAttempts: 1, reason: 'Connection dropped during attempt 3' } },
    admin.token,
  );
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data.grantTestAttempts.userErrors).toEqual([]);
  expect(res.body.data.grantTestAttempts.grant).toMatchObject({
    userId: String(member.user.id),
    articleId: String(article.id),
    extraAttempts: 1,
    grantedBy: String(admin.user.id),
    reason: 'Connection dropped during attempt 3',
  });

  const again = await start(member.user.id, article.id, member.token);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ attempt_number: 4, attempts_remaining: 1 });
  const graded = await submit(member.user.id, article.id, wrongAnswers(await answerKey(t.db, member.user.id, article.id)), member.token);
  expect(graded.body.attempts_remaining).toBe(0);
  expect((await start(member.user.id, article.id, member.token)).status).toBe(409);

  const log = await api.gql(`{ adminAuditLog { adminId adminEmail action targetUserId details } }`, {}, admin.token);
  const entry = log.body.data.adminAuditLog.find((e: { targetUserId: string }) => e.targetUserId === String(member.user.id));
  expect(entry).toMatchObject({ adminId: String(admin.user.id), adminEmail: admin.user.email, action: 'grant_attempts' });
  expect(JSON.parse(entry.details)).toMatchObject({ articleId: article.id, extraAttempts: 1, reason: 'Connection dropped during attempt 3' });
});

it('members cannot grant attempts or read the audit log; bad input is refused without a write', async () => {
  const member = await createUser(t.services);
  const admin = await createUser(t.services, { isAdmin: true });
  const article = await createSampleArticle(t.services);
  const input = { userId: member.user.id, articleId: article.id, extraAttempts: 2, reason: 'Because' };
  const denied = await api.gql(GRANT, { input }, member.token);
  expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect((await api.gql(`{ adminAuditLog { id } }`, {}, member.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');

  for (const bad of [{ extraAttempts: 0 }, { extraAttempts: 11 }, { reason: ' ' }, { userId: 999999 }, { articleId: 999999 }]) {
    // Input problems are userErrors of the payload, addressed to their field where there is one.
    const res = await api.gql(GRANT, { input: { ...input, ...bad } }, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.grantTestAttempts.grant).toBeNull();
    expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(res.body.data.grantTestAttempts.userErrors[0].code);
  }
  const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM attempt_grants WHERE user_id = $1', [member.user.id]);
  expect(n).toBe(0);
});
