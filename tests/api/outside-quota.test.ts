import { LIMITS } from '@leerpunt/shared/limits';
import { evidenceQuotaFull, MESSAGES, outsideActivitiesFull } from '@leerpunt/shared/messages';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { startTestApp, startTestAppOn, type TestApp } from '../support/harness';

// The default limits (EVIDENCE_QUOTA_MB=100), and two processes with small ones over the same database.
let t: TestApp;
let small: TestApp;
let small2: TestApp;
let api: ApiClient;
let smallApi: ApiClient;
const SMALL = { EVIDENCE_QUOTA_MB: '1', OUTSIDE_ACTIVITIES_MAX: '3' };
const MIB = 1024 * 1024;

beforeAll(async () => {
  t = await startTestApp();
  small = await startTestAppOn(t.db, SMALL);
  small2 = await startTestAppOn(t.db, SMALL);
  api = apiClient(t.url);
  smallApi = apiClient(small.url);
});
afterAll(async () => {
  await small2.close();
  await small.close();
  await t.close();
});

/** A PDF of exactly `size` bytes. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

const activity = { kind: 'COURSE', date: '2025-03-14', title: 'Audit of estimates', provider: 'Royal NBA', category: 'Accounting', hours: 3, points: 3 };
const CREATE =
  'mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { outsideActivity { id } userErrors { field message code retryAfterSeconds } } }';
const USAGE = '{ outsideUsage { evidenceBytesUsed evidenceBytesLimit activities activitiesLimit } }';

async function createRest(client: ApiClient, member: TestUser) {
  return client.post('/api/outside-activities', activity, member.token);
}

async function created(client: ApiClient, member: TestUser): Promise<string> {
  const res = await createRest(client, member);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function upload(app: TestApp, member: TestUser, id: string, bytes: Buffer) {
  const res = await fetch(`${app.url}/api/outside-activities/${id}/evidence?filename=certificate.pdf`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/pdf' },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function usage(client: ApiClient, member: TestUser) {
  const res = await client.gql(USAGE, {}, member.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.outsideUsage as { evidenceBytesUsed: number; evidenceBytesLimit: number; activities: number; activitiesLimit: number };
}

describe('evidence storage quota', () => {
  it('stops one Monthly member at 100 MB of evidence and 30 new activities in ten minutes (40 activities of 5 MB each were all accepted)', async () => {
    const member = await createUser(t.services, { plan: 'professionalMonthly' });
    const file = pdf(LIMITS.evidenceMaxBytes);
    const creates: number[] = [];
    const uploads: Array<{ status: number; body: any }> = [];
    for (let i = 0; i < 40; i++) {
      const res = await createRest(api, member);
      creates.push(res.status);
      if (res.status === 201) uploads.push(await upload(t, member, res.body.id, file));
    }
    expect(creates.filter((s) => s === 201)).toHaveLength(30);
    expect(creates.slice(30)).toEqual(Array(10).fill(429));
    expect(uploads.map((u) => u.status)).toEqual([...Array(20).fill(200), ...Array(10).fill(413)]);
    expect(uploads[20].body).toMatchObject({ error: evidenceQuotaFull(100), quota_bytes: 100 * MIB, used_bytes: 100 * MIB });
    expect(evidenceQuotaFull(100)).toBe('Your evidence storage is full (100 MB). Delete evidence you no longer need.');
    expect(await usage(api, member)).toEqual({ evidenceBytesUsed: 100 * MIB, evidenceBytesLimit: 100 * MIB, activities: 30, activitiesLimit: 1000 });
    // What is stored is what the counter says: twenty files of 5 MB.
    const list = await api.get('/api/outside-activities?first=100', member.token);
    const sizes = (list.body.activities as Array<{ evidence: { size_bytes: number } | null }>).flatMap((a) => (a.evidence ? [a.evidence.size_bytes] : []));
    expect(sizes).toHaveLength(20);
  });

  it('lets exactly one of two concurrent uploads through when together they pass the quota, each on another process', async () => {
    for (let round = 0; round < 3; round++) {
      const member = await createUser(t.services);
      const a = await created(smallApi, member);
      const b = await created(smallApi, member);
      const results = await Promise.all([upload(small, member, a, pdf(600 * 1024)), upload(small2, member, b, pdf(600 * 1024))]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 413]);
      expect(results.find((r) => r.status === 413)!.body.error).toBe(evidenceQuotaFull(1));
      expect((await usage(smallApi, member)).evidenceBytesUsed).toBe(600 * 1024);
    }
  });

  it('frees the bytes of evidence that is replaced, removed or deleted with its activity', async () => {
    const member = await createUser(t.services);
    const a = await created(smallApi, member);
    const b = await created(smallApi, member);
    expect((await upload(small, member, a, pdf(600 * 1024))).status).toBe(200);
    const refused = await upload(small, member, b, pdf(600 * 1024));
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: evidenceQuotaFull(1), quota_bytes: MIB, used_bytes: 600 * 1024 });

    // Replacing a's file with a smaller one gives the difference back.
    expect((await upload(small, member, a, pdf(300 * 1024))).status).toBe(200);
    expect((await usage(smallApi, member)).evidenceBytesUsed).toBe(300 * 1024);
    expect((await upload(small, member, b, pdf(600 * 1024))).status).toBe(200);
    expect((await usage(smallApi, member)).evidenceBytesUsed).toBe(900 * 1024);

    // Removing b's file, then deleting a with its file, frees everything.
    const removed = await smallApi.gql(
      'mutation($input: RemoveOutsideActivityEvidenceInput!) { removeOutsideActivityEvidence(input: $input) { userErrors { code } } }',
      { input: { id: b } },
      member.token,
    );
    expect(removed.body.data.removeOutsideActivityEvidence.userErrors).toEqual([]);
    expect((await usage(smallApi, member)).evidenceBytesUsed).toBe(300 * 1024);
    expect((await smallApi.delete(`/api/outside-activities/${a}`, member.token)).status).toBe(200);
    expect(await usage(smallApi, member)).toEqual({ evidenceBytesUsed: 0, evidenceBytesLimit: MIB, activities: 1, activitiesLimit: 3 });
    expect((await upload(small, member, b, pdf(1000 * 1024))).status).toBe(200);
  });

  it('never counts a refused or failed upload', async () => {
    const member = await createUser(t.services);
    const a = await created(smallApi, member);
    expect((await upload(small, member, a, Buffer.from('not a pdf at all'))).status).toBe(415);
    expect((await upload(small, member, 'b2d5e0a4-0a8f-4c55-9a55-2f0f5d8f0a11', pdf(1000))).status).toBe(404);
    expect((await usage(smallApi, member)).evidenceBytesUsed).toBe(0);
  });
});

describe('limits on outside activities', () => {
  it('caps the number of activities a member keeps (CONFLICT in GraphQL, 409 over REST) and frees a place when one is deleted', async () => {
    const member = await createUser(t.services);
    const ids = [await created(smallApi, member), await created(smallApi, member), await created(smallApi, member)];
    const fourth = await smallApi.gql(CREATE, { input: { activity } }, member.token);
    expect(fourth.body.data.createOutsideActivity).toEqual({
      outsideActivity: null,
      userErrors: [{ field: null, message: outsideActivitiesFull(3), code: 'CONFLICT', retryAfterSeconds: null }],
    });
    const rest = await createRest(smallApi, member);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe(outsideActivitiesFull(3));
    expect((await smallApi.get('/api/outside-activities', member.token)).body.total_count).toBe(3);
    expect((await smallApi.delete(`/api/outside-activities/${ids[0]}`, member.token)).status).toBe(200);
    expect((await createRest(smallApi, member)).status).toBe(201);
    expect((await usage(smallApi, member)).activities).toBe(3);
  });

  it('holds the cap when creations race on two processes', async () => {
    const member = await createUser(t.services);
    const second = apiClient(small2.url);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => createRest(i % 2 ? second : smallApi, member)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await smallApi.get('/api/outside-activities', member.token)).body.total_count).toBe(3);
  });

  it('limits new activities (GraphQL RATE_LIMITED) and uploads (429 with Retry-After) to 30 in ten minutes per member', async () => {
    const member = await createUser(t.services);
    for (let i = 0; i < 30; i++) expect((await api.gql(CREATE, { input: { activity } }, member.token)).body.data.createOutsideActivity.userErrors).toEqual([]);
    const refused = (await api.gql(CREATE, { input: { activity } }, member.token)).body.data.createOutsideActivity;
    expect(refused.outsideActivity).toBeNull();
    expect(refused.userErrors).toEqual([
      { field: null, message: MESSAGES.outsideCreateRateLimited, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    ]);
    expect(refused.userErrors[0].retryAfterSeconds).toBeGreaterThan(500);

    const id = (await api.get('/api/outside-activities?first=1', member.token)).body.activities[0].id as string;
    for (let i = 0; i < 30; i++) expect((await upload(t, member, id, pdf(2000))).status).toBe(200);
    const limited = await upload(t, member, id, pdf(2000));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(MESSAGES.evidenceUploadRateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    // Thirty replacements of one file use the space of one.
    expect((await usage(api, member)).evidenceBytesUsed).toBe(2000);
    // Another member is not affected.
    const other = await createUser(t.services);
    expect((await createRest(api, other)).status).toBe(201);
  });
});

describe('usage for admins', () => {
  it("shows an admin a member's evidence storage and activities on the member detail, and nobody else", async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    const member = await createUser(t.services);
    const id = await created(api, member);
    expect((await upload(t, member, id, pdf(4096))).status).toBe(200);
    const DETAIL = 'query($userId: ID!) { member(userId: $userId) { outsideUsage { evidenceBytesUsed evidenceBytesLimit activities activitiesLimit } } }';
    const res = await api.gql(DETAIL, { userId: String(member.user.id) }, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.member.outsideUsage).toEqual({ evidenceBytesUsed: 4096, evidenceBytesLimit: 100 * MIB, activities: 1, activitiesLimit: 1000 });
    const denied = await api.gql(DETAIL, { userId: String(member.user.id) }, member.token);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
