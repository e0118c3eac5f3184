import { XAPI_VERBS, xapiExtensions } from '../../server/src/modules/integrations/xapi-statements';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startFakeLrs, type FakeLrs } from '../support/lrs-server';

jest.setTimeout(120_000);

/**
 * A member's own learning record store: connected in the account, completions sent through the outbox as
 * xAPI 1.0.3 statements that a local LRS validates with an xAPI statement validator, retried while the LRS is
 * unavailable, and the secret never shown again.
 */
const CREDENTIALS = { key: 'leerpunt-key-7Qx2', secret: 'lrs-secret-never-shown-4411' };
let t: TestApp;
let api: ApiClient;
let lrs: FakeLrs;
let member: TestUser;

beforeAll(async () => {
  lrs = await startFakeLrs(CREDENTIALS);
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services);
});
afterAll(async () => {
  await t?.close();
  await lrs?.close();
});

const STORE = `learningRecordStore { endpoint keyHint connectedAt statementsDelivered statementsWaiting statementsFailed }`;
const CONNECT = `mutation($input: ConnectLearningRecordStoreInput!) { connectLearningRecordStore(input: $input) { ${STORE} userErrors { field message code } } }`;
const TEST = `mutation { testLearningRecordStore { ok message userErrors { message code } } }`;
const DISCONNECT = `mutation { disconnectLearningRecordStore { disconnected userErrors { message } } }`;
const QUERY = `query { ${STORE} }`;

async function pass(who: TestUser) {
  const article = await createSampleArticle(t.services, { pePointsValue: 1.5 });
  await api.post(`/api/users/${who.user.id}/articles/${article.id}/start-test`, {}, who.token);
  const key = await answerKey(t.db, who.user.id, article.id);
  const res = await api.post(`/api/users/${who.user.id}/articles/${article.id}/submit-test`, { answers: key }, who.token);
  expect(res.body.passed).toBe(true);
  return { articleId: article.id, certificateId: res.body.certificate_id as string, score: res.body.score as number, total: res.body.total as number };
}

describe('a learning record store', () => {
  it('needs a signed-in member and an http(s) endpoint with key and secret', async () => {
    expect((await api.gql(QUERY)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await api.gql(CONNECT, { input: { endpoint: 'not a url', key: 'k', secret: '' } }, member.token);
    const errors = bad.body.data.connectLearningRecordStore.userErrors;
    expect(errors.map((e: { field: string[] }) => e.field[0]).sort()).toEqual(['endpoint', 'secret']);
    expect((await api.gql(QUERY, {}, member.token)).body.data.learningRecordStore).toBeNull();
    const untested = await api.gql(TEST, {}, member.token);
    expect(untested.body.data.testLearningRecordStore).toMatchObject({ ok: false, userErrors: [{ code: 'NOT_FOUND' }] });
  });

  it('is connected and tested without the secret ever coming back', async () => {
    const res = await api.gql(CONNECT, { input: { endpoint: lrs.url, ...CREDENTIALS } }, member.token);
    expect(res.body.data.connectLearningRecordStore).toMatchObject({
      learningRecordStore: { endpoint: lrs.url, keyHint: '7Qx2', statementsDelivered: 0 },
      userErrors: [],
    });
    expect(JSON.stringify(res.body)).not.toContain(CREDENTIALS.secret);
    const [row] = await t.db.query('SELECT credentials_encrypted FROM lrs_connections WHERE user_id = $1', [member.user.id]);
    expect(row.credentials_encrypted).not.toContain(CREDENTIALS.secret);
    expect((await api.gql(TEST, {}, member.token)).body.data.testLearningRecordStore).toEqual({
      ok: true,
      message: 'The learning record store accepted the key and secret.',
      userErrors: [],
    });
  });

  it('receives a pass as valid xAPI statements, after a retry while it was unavailable, once', async () => {
    lrs.failWith = 503;
    const passed = await pass(member);
    const other = await createUser(t.services);
    await pass(other);
    await t.services.integrations.flush();
    expect(lrs.posts).toBe(1);
    expect(lrs.statements).toEqual([]);
    expect((await api.gql(QUERY, {}, member.token)).body.data.learningRecordStore).toMatchObject({ statementsWaiting: 1, statementsDelivered: 0 });
    const [waiting] = await t.db.query(
      `SELECT attempts, last_status_code, next_attempt_at > now() + interval '20 seconds' AS later FROM integration_deliveries WHERE kind = 'xapi'`,
    );
    expect(waiting).toEqual({ attempts: 1, last_status_code: 503, later: true });

    lrs.failWith = null;
    await t.db.query(`UPDATE integration_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
    await Promise.all([t.services.integrations.flush(), t.services.integrations.flush()]);
    await t.services.integrations.flush();
    expect(lrs.invalid).toEqual([]);
    expect(lrs.posts).toBe(2);
    expect(lrs.statements).toHaveLength(2);
    const ext = xapiExtensions(t.url);
    const byVerb = Object.fromEntries(lrs.statements.map((s: any) => [s.verb.id, s]));
    const actor = { objectType: 'Agent', account: { homePage: t.url, name: String(member.user.id) } };
    const object = { objectType: 'Activity', id: `${t.url}/article/${passed.articleId}` };
    expect(byVerb[XAPI_VERBS.completed]).toMatchObject({ actor, object, result: { completion: true, extensions: { [ext.cpdPoints]: 1.5 } } });
    expect(byVerb[XAPI_VERBS.passed]).toMatchObject({
      actor,
      object,
      result: {
        success: true,
        score: { scaled: passed.score / passed.total, raw: passed.score, min: 0, max: passed.total },
        extensions: { [ext.cpdPoints]: 1.5, [ext.certificateId]: passed.certificateId },
      },
    });
    expect((await api.gql(QUERY, {}, member.token)).body.data.learningRecordStore).toMatchObject({ statementsWaiting: 0, statementsDelivered: 1 });
  });

  it('is disconnected, and later completions are not sent', async () => {
    expect((await api.gql(DISCONNECT, {}, member.token)).body.data.disconnectLearningRecordStore).toEqual({ disconnected: true, userErrors: [] });
    await pass(member);
    await t.services.integrations.flush();
    expect(lrs.posts).toBe(2);
    expect((await api.gql(QUERY, {}, member.token)).body.data.learningRecordStore).toBeNull();
  });
});
