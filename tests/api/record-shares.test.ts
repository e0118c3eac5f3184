import { strFromU8, unzipSync } from 'fflate';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, createSampleArticle, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const SHARE = 'id databaseId label expiresAt revokedAt createdAt status views lastViewedAt';
const CREATE = `mutation($input: CreateRecordShareInput!) { createRecordShare(input: $input) { recordShare { ${SHARE} } url userErrors { field message code } } }`;
const REVOKE = `mutation($input: RevokeRecordShareInput!) { revokeRecordShare(input: $input) { recordShare { ${SHARE} } userErrors { field message code } } }`;
const LIST = `query { recordShares { ${SHARE} } }`;
const CHOOSE = `mutation($input: ChooseCpdBodiesInput!) { chooseCpdBodies(input: $input) { userErrors { message } } }`;
const REVOKE_CERTIFICATE = `mutation($input: RevokeCertificateInput!) { revokeCertificate(input: $input) { certificate { revoked } userErrors { message } } }`;

// Each test opens links from its own address, so the per-address limit of the public route never mixes them up.
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

async function open(token: string, ip = freshIp()) {
  const res = await fetch(`${t.url}/api/record-shares/${token}`, { headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 Firefox/133.0' } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function create(member: TestUser, input: Record<string, unknown> = {}) {
  const res = await api.gql(CREATE, { input }, member.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createRecordShare as { recordShare: Record<string, any> | null; url: string | null; userErrors: Array<Record<string, any>> };
}

const tokenOf = (url: string) => url.split('/shared-record/')[1];

async function list(member: TestUser) {
  const res = await api.gql(LIST, {}, member.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.recordShares as Array<Record<string, any>>;
}

async function pass(member: TestUser, overrides = {}) {
  const article = await createSampleArticle(t.services, overrides);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  return res.body.certificate_id as string;
}

describe('a share link: create, open, revoke', () => {
  it('answers the URL once, stores only a hash of its token, logs each opening and stops opening once revoked', async () => {
    const member = await createUser(t.services, { firstName: 'Ilse', lastName: 'Verbeek' });
    const made = await create(member, { expiresInDays: 30, label: '  Audit 2026, NBA  ' });
    expect(made.userErrors).toEqual([]);
    expect(made.url).toMatch(new RegExp(`^${t.services.config.publicUrl.replace(/\/$/, '')}/shared-record/[A-Za-z0-9_-]{43}$`));
    expect(made.recordShare).toMatchObject({ label: 'Audit 2026, NBA', status: 'ACTIVE', views: 0, lastViewedAt: null, revokedAt: null });
    const days = (Date.parse(made.recordShare!.expiresAt) - Date.parse(made.recordShare!.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const token = tokenOf(made.url!);

    // The token itself is nowhere in the database; its SHA-256 is.
    const stored = await t.db.query<Array<{ token_hash: string }>>('SELECT token_hash FROM record_shares WHERE user_id = $1', [member.user.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(stored[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const first = await open(token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const body = JSON.parse(first.text);
    expect(body.member).toEqual({ name: 'Ilse Verbeek', profession: member.user.profession });
    expect(await open(token)).toMatchObject({ status: 200 });

    const [listed] = await list(member);
    expect(listed).toMatchObject({ id: made.recordShare!.id, views: 2, status: 'ACTIVE' });
    expect(listed.lastViewedAt).not.toBeNull();
    const views = await t.db.query<Array<{ agent_family: string }>>(
      'SELECT v.agent_family FROM record_share_views v JOIN record_shares s ON s.id = v.share_id WHERE s.user_id = $1',
      [member.user.id],
    );
    expect(views.map((v) => v.agent_family)).toEqual(['Firefox', 'Firefox']);

    const revoked = await api.gql(REVOKE, { input: { id: made.recordShare!.id } }, member.token);
    expect(revoked.body.data.revokeRecordShare.userErrors).toEqual([]);
    expect(revoked.body.data.revokeRecordShare.recordShare).toMatchObject({ status: 'REVOKED', views: 2 });

    const gone = await open(token);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text).error).toBe(MESSAGES.recordShareUnavailable);
    // A refused opening is not logged.
    expect((await list(member))[0].views).toBe(2);
  });

  it('expires: an expired, a revoked, an unknown and a malformed token all answer the same 404', async () => {
    const member = await createUser(t.services);
    const made = await create(member, {});
    // The default lifetime is 90 days.
    const days = (Date.parse(made.recordShare!.expiresAt) - Date.parse(made.recordShare!.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(LIMITS.recordShareDaysDefault);
    const token = tokenOf(made.url!);
    await t.db.query(`UPDATE record_shares SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [member.user.id]);
    const expired = await open(token);
    expect((await list(member))[0]).toMatchObject({ status: 'EXPIRED', views: 0 });

    const other = await create(member, {});
    await api.gql(REVOKE, { input: { id: other.recordShare!.id } }, member.token);
    const revoked = await open(tokenOf(other.url!));
    const unknown = await open('A'.repeat(43));
    const malformed = await open('not-a-token');
    for (const res of [expired, revoked, unknown, malformed]) {
      expect(res.status).toBe(404);
      expect(res.text).toBe(expired.text);
    }
    expect(JSON.parse(expired.text).error).toBe(MESSAGES.recordShareUnavailable);
  });

  it('refuses an expiry outside 1 to 365 days and a label over 80 characters', async () => {
    const member = await createUser(t.services);
    for (const expiresInDays of [0, 366, -1]) {
      const made = await create(member, { expiresInDays });
      expect(made.recordShare).toBeNull();
      expect(made.userErrors).toEqual([{ field: ['expiresInDays'], message: MESSAGES.recordShareDaysInvalid, code: 'BAD_USER_INPUT' }]);
    }
    const long = await create(member, { label: 'x'.repeat(LIMITS.recordShareLabelMax + 1) });
    expect(long.userErrors).toEqual([{ field: ['label'], message: MESSAGES.recordShareLabelTooLong, code: 'BAD_USER_INPUT' }]);
    expect((await create(member, { expiresInDays: 365, label: 'x'.repeat(LIMITS.recordShareLabelMax) })).userErrors).toEqual([]);
    expect(await list(member)).toHaveLength(1);
  });

  it('needs a sign-in to create, list or revoke', async () => {
    expect((await api.gql(LIST, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await api.gql(CREATE, { input: {} })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await api.gql(REVOKE, { input: { id: '1' } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the quota of active links', () => {
  it(`leaves exactly ${LIMITS.recordSharesActiveMax} links after a concurrent burst of 15 creates, and refuses the rest clearly`, async () => {
    const member = await createUser(t.services);
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => create(member, { label: `Burst ${i}` })));
    const made = results.filter((r) => r.recordShare);
    const refused = results.filter((r) => !r.recordShare);
    expect(made).toHaveLength(LIMITS.recordSharesActiveMax);
    expect(refused).toHaveLength(15 - LIMITS.recordSharesActiveMax);
    for (const r of refused) expect(r.userErrors).toEqual([{ field: null, message: MESSAGES.recordSharesFull, code: 'CONFLICT' }]);
    const [{ n }] = await t.db.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM record_shares WHERE user_id = $1', [member.user.id]);
    expect(n).toBe(LIMITS.recordSharesActiveMax);

    // A revoked or expired link frees its place.
    await api.gql(REVOKE, { input: { id: made[0].recordShare!.id } }, member.token);
    expect((await create(member)).userErrors).toEqual([]);
    expect((await create(member)).userErrors[0].message).toBe(MESSAGES.recordSharesFull);
    await t.db.query(`UPDATE record_shares SET expires_at = now() - interval '1 second' WHERE id = $1`, [made[1].recordShare!.databaseId]);
    expect((await create(member)).userErrors).toEqual([]);
  });
});

describe("another member's link", () => {
  it('cannot be revoked or listed by anyone else; an unknown id is the same "not found"', async () => {
    const owner = await createUser(t.services);
    const other = await createUser(t.services);
    const made = await create(owner, { label: 'For the auditor' });
    const attempt = await api.gql(REVOKE, { input: { id: made.recordShare!.id } }, other.token);
    expect(attempt.body.data.revokeRecordShare).toEqual({
      recordShare: null,
      userErrors: [{ field: ['id'], message: MESSAGES.recordShareNotFound, code: 'NOT_FOUND' }],
    });
    const unknown = await api.gql(REVOKE, { input: { id: '999999999' } }, other.token);
    expect(unknown.body.data.revokeRecordShare.userErrors).toEqual(attempt.body.data.revokeRecordShare.userErrors);
    // Not an id at all: refused as input, like every other id argument.
    const malformed = await api.gql(REVOKE, { input: { id: 'abc' } }, other.token);
    expect(malformed.body.data.revokeRecordShare.userErrors[0].code).toBe('BAD_USER_INPUT');
    expect(await list(other)).toEqual([]);
    // The owner's link still opens.
    expect((await list(owner))[0].status).toBe('ACTIVE');
    expect((await open(tokenOf(made.url!))).status).toBe(200);
  });
});

describe('what the public page answers', () => {
  it('the bodies with their rules and standing, every certificate checked at once (a revoked one as revoked, with its reason), outside activities, and no e-mail', async () => {
    const member = await createUser(t.services, { firstName: 'Joost', lastName: 'de Wit' });
    await t.db.query(`UPDATE users SET license_number = 'LIC-90210' WHERE id = $1`, [member.user.id]);
    const choose = await api.gql(CHOOSE, { input: { choices: [{ profileId: 'nba-nl' }] } }, member.token);
    expect(choose.body.data.chooseCpdBodies.userErrors).toEqual([]);
    const kept = await pass(member, { title: 'Materiality in Group Audits', pePointsValue: 1.5 });
    const lost = await pass(member, { title: 'Revenue Recognition under IFRS 15', pePointsValue: 2 });
    const admin = await createUser(t.services, { plan: null, isAdmin: true });
    const reason = 'The test was taken on another member’s behalf';
    const revoked = await api.gql(REVOKE_CERTIFICATE, { input: { certificateId: lost, reason } }, admin.token);
    expect(revoked.body.data.revokeCertificate.userErrors).toEqual([]);
    const activity = await api.gql(
      'mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { userErrors { message } } }',
      {
        input: {
          activity: { kind: 'COURSE', date: '2026-01-02', title: 'Ethics refresher', provider: 'Demo provider', category: 'Ethics', hours: 3, points: 3 },
        },
      },
      member.token,
    );
    expect(activity.body.data.createOutsideActivity.userErrors).toEqual([]);

    const made = await create(member, {});
    const res = await open(tokenOf(made.url!));
    expect(res.status).toBe(200);
    // Nothing personal beyond the name and profession.
    expect(res.text).not.toContain(member.user.email);
    expect(res.text).not.toContain('@');
    for (const personal of ['LIC-90210', 'Damrak', 'Amsterdam', '612345678', 'Example B.V.', 'Controller']) expect(res.text).not.toContain(personal);
    const body = JSON.parse(res.text);
    expect(Object.keys(body.member)).toEqual(['name', 'profession']);

    expect(body.bodies).toHaveLength(1);
    const [nba] = body.bodies;
    expect(nba).toMatchObject({ reflection_required: expect.any(Boolean), cycle_years: expect.any(Number), unit_label: expect.any(String) });
    expect(nba.standing).toMatchObject({ status: expect.stringMatching(/^(ON_TRACK|BEHIND|NO_TARGET)$/), credited: expect.any(Number) });
    expect('verifiable_minimum_share' in nba).toBe(true);

    const byId = Object.fromEntries(body.certificates.map((c: Record<string, any>) => [c.certificate_id, c]));
    expect(byId[kept].verification).toEqual({ status: 'VALID', reason: null, revoked_at: null, signature_valid: true });
    expect(byId[lost].verification).toMatchObject({ status: 'REVOKED', reason, signature_valid: true });
    expect(byId[lost].verification.revoked_at).toEqual(expect.any(String));
    expect(body.total_points).toBe(1.5);
    expect(body.outside_activities).toEqual([
      {
        date: '2026-01-02',
        kind: 'COURSE',
        title: 'Ethics refresher',
        provider: 'Demo provider',
        category: 'Ethics',
        hours: 3,
        points: 3,
        has_evidence: false,
      },
    ]);
  });

  it('is rate limited per address, unknown tokens included', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await open('B'.repeat(43), ip)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
  });
});

describe("the member's data export", () => {
  it('lists their share links with views, and never the token or its hash', async () => {
    const member = await createUser(t.services);
    const made = await create(member, { label: 'Export check' });
    expect((await open(tokenOf(made.url!))).status).toBe(200);
    const res = await fetch(`${t.url}/api/users/${member.user.id}/data-export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: member.password }),
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = strFromU8(files['data.json']);
    const data = JSON.parse(text);
    expect(data.recordShares).toEqual([expect.objectContaining({ id: made.recordShare!.databaseId, label: 'Export check', views: 1, revoked_at: null })]);
    expect(data.recordShares[0].token_hash).toBeUndefined();
    expect(text).not.toContain(tokenOf(made.url!));
  });
});
