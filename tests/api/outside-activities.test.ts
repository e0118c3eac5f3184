import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { OutsideActivityEntity } from '../../server/src/modules/outside-activities/outside-activity.entity';
import { apiClient, type ApiClient } from '../support/client';
import { createArticles, createCompletions, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ PRODUCT_NAME: 'Leerpunt' });
  api = apiClient(t.url);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n% evidence\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

const FIELDS = 'id activityId kind date title provider category hours points evidence { fileName type sizeBytes downloadPath } createdAt updatedAt';
const CREATE = `mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { outsideActivity { ${FIELDS} } userErrors { field message code } } }`;
const UPDATE = `mutation($input: UpdateOutsideActivityInput!) { updateOutsideActivity(input: $input) { outsideActivity { ${FIELDS} } userErrors { field message code } } }`;
const DELETE = 'mutation($input: DeleteOutsideActivityInput!) { deleteOutsideActivity(input: $input) { deletedId userErrors { field message code } } }';
const LIST = `query($first: Int, $after: String) { outsideActivities(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { ${FIELDS} } } } }`;
const ONE = `query($id: ID!) { outsideActivity(id: $id) { ${FIELDS} } }`;

const activity = (overrides: Record<string, unknown> = {}) => ({
  kind: 'CONFERENCE',
  date: '2025-06-12',
  title: 'Annual Audit Congress',
  provider: 'Royal NBA',
  category: 'Accounting',
  hours: 6.5,
  points: 6,
  ...overrides,
});

async function create(member: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await api.gql(CREATE, { input: { activity: activity(overrides) } }, member.token);
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data.createOutsideActivity.userErrors).toEqual([]);
  return res.body.data.createOutsideActivity.outsideActivity as { id: string; activityId: string; [k: string]: unknown };
}

async function upload(id: string, bytes: Buffer, token: string | null, contentType = 'application/pdf', query = '?filename=attendance.pdf') {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.url}/api/outside-activities/${id}/evidence${query}`, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function download(id: string, token: string) {
  const res = await fetch(`${t.url}/api/outside-activities/${id}/evidence`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GraphQL: create, list, edit, delete', () => {
  it('keeps a member’s activities with every field, newest first, paged as a connection', async () => {
    const member = await createUser(t.services);
    const first = await create(member, { date: '2024-03-01', title: '  IFRS 17   in practice ', kind: 'COURSE', hours: 8, points: 7.25 });
    expect(first).toMatchObject({
      kind: 'COURSE',
      date: '2024-03-01',
      title: 'IFRS 17 in practice',
      provider: 'Royal NBA',
      category: 'Accounting',
      hours: 8,
      points: 7.25,
      evidence: null,
    });
    const second = await create(member, { date: '2025-01-15', kind: 'READING', points: 0 });
    const third = await create(member, { date: '2025-01-15', kind: 'E_LEARNING' });

    const page1 = await api.gql(LIST, { first: 2 }, member.token);
    const c1 = page1.body.data.outsideActivities;
    expect(c1.totalCount).toBe(3);
    expect(c1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(c1.edges.map((e: { node: { activityId: string } }) => e.node.activityId)).toEqual([second.activityId, third.activityId].sort().reverse());
    expect(c1.pageInfo.endCursor).toBe(c1.edges[1].cursor);
    const page2 = await api.gql(LIST, { first: 2, after: c1.pageInfo.endCursor }, member.token);
    const c2 = page2.body.data.outsideActivities;
    expect(c2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([first.id]);
    expect(c2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const bad = await api.gql(LIST, { first: 2, after: 'not-a-cursor' }, member.token);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const tooMany = await api.gql(LIST, { first: LIMITS.outsidePageSizeMax + 1 }, member.token);
    expect(tooMany.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const edited = await api.gql(UPDATE, { input: { id: first.id, activity: activity({ title: 'IFRS 17 – advanced', hours: 9, points: 9 }) } }, member.token);
    expect(edited.body.data.updateOutsideActivity.userErrors).toEqual([]);
    expect(edited.body.data.updateOutsideActivity.outsideActivity).toMatchObject({
      id: first.id,
      title: 'IFRS 17 – advanced',
      hours: 9,
      points: 9,
      kind: 'CONFERENCE',
    });
    expect((await api.gql(ONE, { id: first.id }, member.token)).body.data.outsideActivity.title).toBe('IFRS 17 – advanced');

    const deleted = await api.gql(DELETE, { input: { id: second.id } }, member.token);
    expect(deleted.body.data.deleteOutsideActivity).toEqual({ deletedId: second.id, userErrors: [] });
    expect((await api.gql(ONE, { id: second.id }, member.token)).body.data.outsideActivity).toBeNull();
    expect((await api.gql(LIST, {}, member.token)).body.data.outsideActivities.totalCount).toBe(2);
  });

  it('reports every invalid field as a userError and writes nothing', async () => {
    const member = await createUser(t.services);
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await api.gql(
      CREATE,
      {
        input: {
          activity: activity({ date: tomorrowPlus, title: '   ', provider: 'x'.repeat(LIMITS.outsideProviderMax + 1), category: '', hours: 0, points: 1.234 }),
        },
      },
      member.token,
    );
    const payload = res.body.data.createOutsideActivity;
    expect(payload.outsideActivity).toBeNull();
    const byField = Object.fromEntries(
      payload.userErrors.map((e: { field: string[]; message: string; code: string }) => [e.field.join('.'), [e.message, e.code]]),
    );
    expect(byField).toEqual({
      'activity.date': [MESSAGES.outsideDateFuture, 'BAD_USER_INPUT'],
      'activity.title': [MESSAGES.outsideTitleRequired, 'BAD_USER_INPUT'],
      'activity.provider': [MESSAGES.outsideProviderTooLong, 'BAD_USER_INPUT'],
      'activity.category': [MESSAGES.outsideCategoryRequired, 'BAD_USER_INPUT'],
      'activity.hours': [MESSAGES.outsideHoursInvalid, 'BAD_USER_INPUT'],
      'activity.points': [MESSAGES.outsidePointsInvalid, 'BAD_USER_INPUT'],
    });
    for (const [overrides, field, message] of [
      [{ date: '2025-02-30' }, 'date', MESSAGES.outsideDateInvalid],
      [{ date: '1999-12-31' }, 'date', MESSAGES.outsideDateTooOld],
      [{ hours: LIMITS.outsideHoursMax + 1 }, 'hours', MESSAGES.outsideHoursInvalid],
      [{ points: -1 }, 'points', MESSAGES.outsidePointsInvalid],
    ] as const) {
      const r = await api.gql(CREATE, { input: { activity: activity(overrides) } }, member.token);
      expect(r.body.data.createOutsideActivity.userErrors).toEqual([{ field: ['activity', field], message, code: 'BAD_USER_INPUT' }]);
    }
    // An unknown kind is refused by the schema itself.
    const kind = await api.gql(CREATE, { input: { activity: activity({ kind: 'PARTY' }) } }, member.token);
    expect(kind.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await t.db.getRepository(OutsideActivityEntity).countBy({ userId: member.user.id })).toBe(0);
  });

  it('needs a signed-in member; the free plan reads but cannot add', async () => {
    const anonymous = await api.gql(CREATE, { input: { activity: activity() } });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await api.gql(LIST, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const free = await createUser(t.services, { plan: 'professionalInsights' });
    const refused = await api.gql(CREATE, { input: { activity: activity() } }, free.token);
    expect(refused.body.errors[0]).toMatchObject({ message: MESSAGES.outsidePlanRequired, extensions: { code: 'FORBIDDEN' } });
    expect((await api.gql(LIST, {}, free.token)).body.data.outsideActivities.totalCount).toBe(0);
    const monthly = await createUser(t.services, { plan: 'professionalMonthly' });
    expect((await create(monthly)).id).toBeTruthy();
  });
});

describe('ownership', () => {
  it("another member's id is not found everywhere (GraphQL userErrors, REST 404), and nothing changes", async () => {
    const owner = await createUser(t.services);
    const other = await createUser(t.services);
    const mine = await create(owner);
    expect((await upload(mine.activityId, PDF, owner.token)).status).toBe(200);

    expect((await api.gql(ONE, { id: mine.id }, other.token)).body.data.outsideActivity).toBeNull();
    const edit = await api.gql(UPDATE, { input: { id: mine.id, activity: activity({ title: 'Taken over' }) } }, other.token);
    expect(edit.body.data.updateOutsideActivity).toEqual({
      outsideActivity: null,
      userErrors: [{ field: ['id'], message: MESSAGES.outsideNotFound, code: 'NOT_FOUND' }],
    });
    const del = await api.gql(DELETE, { input: { id: mine.id } }, other.token);
    expect(del.body.data.deleteOutsideActivity.userErrors[0].code).toBe('NOT_FOUND');
    expect((await api.gql(LIST, {}, other.token)).body.data.outsideActivities.totalCount).toBe(0);

    for (const [method, path] of [
      ['GET', `/api/outside-activities/${mine.activityId}`],
      ['PUT', `/api/outside-activities/${mine.activityId}`],
      ['DELETE', `/api/outside-activities/${mine.activityId}`],
      ['GET', `/api/outside-activities/${mine.activityId}/evidence`],
      ['DELETE', `/api/outside-activities/${mine.activityId}/evidence`],
    ] as const) {
      const res = await fetch(`${t.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
        body: method === 'PUT' ? JSON.stringify(activity()) : undefined,
      });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const stolenUpload = await upload(mine.activityId, PNG, other.token, 'image/png');
    expect(stolenUpload).toEqual({ status: 404, body: { error: MESSAGES.outsideNotFound } });

    // Malformed ids are simply unknown, never a database error.
    for (const id of ['123', 'not-a-uuid', "x' OR 1=1 --"]) {
      expect((await api.get(`/api/outside-activities/${encodeURIComponent(id)}`, owner.token)).status).toBe(404);
      expect((await api.gql(ONE, { id }, owner.token)).body.data.outsideActivity).toBeNull();
    }

    const still = await api.gql(ONE, { id: mine.id }, owner.token);
    expect(still.body.data.outsideActivity).toMatchObject({ title: 'Annual Audit Congress', evidence: { type: 'PDF' } });
    expect((await download(mine.activityId, owner.token)).bytes.equals(PDF)).toBe(true);
  });
});

describe('REST facade', () => {
  it('creates, lists, edits and deletes with the same rules', async () => {
    const member = await createUser(t.services);
    const created = await api.post('/api/outside-activities', activity({ kind: 'OTHER' }), member.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'OTHER', date: '2025-06-12', hours: 6.5, points: 6, evidence: null });
    const invalid = await api.post('/api/outside-activities', activity({ title: '' }), member.token);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: MESSAGES.outsideTitleRequired, fields: { title: MESSAGES.outsideTitleRequired } });
    const list = await api.get('/api/outside-activities', member.token);
    expect(list.body).toMatchObject({ total_count: 1, next_cursor: null });
    expect(list.body.activities[0].id).toBe(created.body.id);
    expect((await api.get('/api/outside-activities?first=0', member.token)).status).toBe(400);
    const put = await api.put(`/api/outside-activities/${created.body.id}`, activity({ points: 2 }), member.token);
    expect(put.body.points).toBe(2);
    expect((await api.delete(`/api/outside-activities/${created.body.id}`, member.token)).body).toEqual({ deleted_id: created.body.id });
    expect((await api.get('/api/outside-activities')).status).toBe(401);
  });
});

describe('evidence upload', () => {
  it('stores PDF, PNG and JPEG by their bytes and serves them only to the owner as downloads', async () => {
    const member = await createUser(t.services);
    const a = await create(member);
    const pdf = await upload(a.activityId, PDF, member.token, 'application/pdf', '?filename=' + encodeURIComponent('C:\\certs\\Attest "Congres" 2025.pdf'));
    expect(pdf.status).toBe(200);
    expect(pdf.body.evidence).toMatchObject({
      file_name: 'Attest Congres 2025.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
      download_path: `/api/outside-activities/${a.activityId}/evidence`,
    });
    const got = await download(a.activityId, member.token);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="Attest Congres 2025.pdf"');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.bytes.equals(PDF)).toBe(true);
    const stored = await t.db.getRepository(OutsideActivityEntity).findOneByOrFail({ id: a.activityId });

    // Replacing stores a fresh file and removes the old one; a generic declared type is fine, the bytes decide.
    const png = await upload(a.activityId, PNG, member.token, 'application/octet-stream', '?filename=photo');
    expect(png.body.evidence).toMatchObject({ file_name: 'photo.png', content_type: 'image/png' });
    expect(await t.services.storage.locate('evidence', stored.evidenceFile!)).toBeNull();
    expect((await download(a.activityId, member.token)).headers.get('content-type')).toBe('image/png');
    const jpeg = await upload(a.activityId, JPEG, member.token, 'image/jpg', '');
    expect(jpeg.body.evidence).toMatchObject({ file_name: 'evidence.jpg', content_type: 'image/jpeg' });

    const gql = await api.gql(ONE, { id: a.id }, member.token);
    expect(gql.body.data.outsideActivity.evidence).toEqual({
      fileName: 'evidence.jpg',
      type: 'JPEG',
      sizeBytes: JPEG.length,
      downloadPath: `/api/outside-activities/${a.activityId}/evidence`,
    });

    const removed = await api.gql(
      'mutation($input: RemoveOutsideActivityEvidenceInput!) { removeOutsideActivityEvidence(input: $input) { outsideActivity { evidence { fileName } } userErrors { code } } }',
      { input: { id: a.id } },
      member.token,
    );
    expect(removed.body.data.removeOutsideActivityEvidence).toEqual({ outsideActivity: { evidence: null }, userErrors: [] });
    expect(await download(a.activityId, member.token)).toMatchObject({ status: 404 });
  });

  it('refuses bad uploads with 400, 401, 413 and 415 and a clear message, never a 500, and keeps the earlier file', async () => {
    const member = await createUser(t.services);
    const a = await create(member);
    expect((await upload(a.activityId, PDF, member.token)).status).toBe(200);

    expect(await upload(a.activityId, PDF, null)).toEqual({ status: 401, body: { error: 'Authentication required' } });
    expect(await upload(a.activityId, Buffer.alloc(0), member.token)).toEqual({ status: 400, body: { error: MESSAGES.evidenceEmpty } });
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(LIMITS.evidenceMaxBytes)]);
    expect(await upload(a.activityId, tooLarge, member.token)).toEqual({ status: 413, body: { error: MESSAGES.evidenceTooLarge } });
    // Without a Content-Length (chunked), the limit still holds while reading.
    const chunked = await fetch(`${t.url}/api/outside-activities/${a.activityId}/evidence`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/pdf' },
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 6; i++) c.enqueue(new Uint8Array(1024 * 1024));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: MESSAGES.evidenceTooLarge });
    const exactly = Buffer.concat([PDF, Buffer.alloc(LIMITS.evidenceMaxBytes - PDF.length)]);
    expect((await upload(a.activityId, exactly, member.token)).status).toBe(200);

    const text = Buffer.from('just some text, not a document');
    expect(await upload(a.activityId, text, member.token, 'text/plain')).toEqual({ status: 415, body: { error: MESSAGES.evidenceTypeInvalid } });
    expect(await upload(a.activityId, text, member.token, 'application/pdf')).toEqual({ status: 415, body: { error: MESSAGES.evidenceTypeInvalid } });
    // An HTML page or an executable renamed .pdf is refused by its bytes.
    expect((await upload(a.activityId, Buffer.from('<html><script>alert(1)</script></html>'), member.token, 'application/pdf', '?filename=x.pdf')).status).toBe(
      415,
    );
    expect((await upload(a.activityId, Buffer.from('MZ\x90\x00'), member.token, 'application/pdf')).status).toBe(415);
    expect(await upload(a.activityId, PNG, member.token, 'application/pdf')).toEqual({ status: 415, body: { error: MESSAGES.evidenceTypeMismatch } });
    expect(await upload(a.activityId, PDF, member.token, 'multipart/form-data; boundary=x')).toEqual({
      status: 415,
      body: { error: MESSAGES.evidenceMultipart },
    });
    expect(await upload(a.activityId, Buffer.from('{"file":"x"}'), member.token, 'application/json')).toEqual({
      status: 415,
      body: { error: MESSAGES.evidenceTypeInvalid },
    });

    const free = await createUser(t.services, { plan: 'professionalInsights' });
    expect((await upload(a.activityId, PDF, free.token)).status).toBe(403);

    // The last good upload is still there.
    expect((await download(a.activityId, member.token)).bytes.length).toBe(LIMITS.evidenceMaxBytes);
  });

  it('deleting an activity deletes its file', async () => {
    const member = await createUser(t.services);
    const a = await create(member);
    await upload(a.activityId, PDF, member.token);
    const { evidenceFile } = await t.db.getRepository(OutsideActivityEntity).findOneByOrFail({ id: a.activityId });
    expect(await t.services.storage.locate('evidence', evidenceFile!)).not.toBeNull();
    await api.gql(DELETE, { input: { id: a.id } }, member.token);
    expect(await t.services.storage.locate('evidence', evidenceFile!)).toBeNull();
  });
});

const DASHBOARD = `query($year: Int) { dashboard(year: $year) {
  stats { totalPoints completedCount yearPoints progressPercent outsideTotalPoints outsideYearPoints outsideActivityCount yearTotalPoints }
  pointsHistory { years pointsForYear months { month points outsidePoints } yearly { year points completions outsidePoints outsideActivities } }
} }`;

describe('totals, export and certificates', () => {
  it('counts outside points apart from Leerpunt points on the dashboard', async () => {
    const member = await createUser(t.services);
    const [articleId] = await createArticles(t.services, 1);
    await createCompletions(t.services, member.user.id, [{ articleId, completedAt: new Date('2025-03-10T10:00:00Z'), points: 1.5 }]);
    await create(member, { date: '2025-03-20', points: 6 });
    await create(member, { date: '2025-11-02', points: 2.25 });
    await create(member, { date: '2023-05-05', points: 4 });

    const body = (await api.gql(DASHBOARD, { year: 2025 }, member.token)).body;
    expect(body.errors).toBeUndefined();
    const { stats, pointsHistory } = body.data.dashboard;
    expect(stats).toEqual({
      totalPoints: 1.5,
      completedCount: 1,
      yearPoints: 1.5,
      progressPercent: 15,
      outsideTotalPoints: 12.25,
      outsideYearPoints: 8.25,
      outsideActivityCount: 3,
      yearTotalPoints: 9.75,
    });
    expect(pointsHistory.pointsForYear).toBe(1.5);
    expect(pointsHistory.months[2]).toEqual({ month: 3, points: 1.5, outsidePoints: 6 });
    expect(pointsHistory.months[10]).toEqual({ month: 11, points: 0, outsidePoints: 2.25 });
    expect(pointsHistory.yearly).toEqual([
      { year: 2023, points: 0, completions: 0, outsidePoints: 4, outsideActivities: 1 },
      { year: 2025, points: 1.5, completions: 1, outsidePoints: 8.25, outsideActivities: 2 },
    ]);
    expect(pointsHistory.years).toContain(2023);

    // The free plan's stats stay locked at zero, outside points included.
    const free = await createUser(t.services, { plan: 'professionalInsights' });
    const locked = (await api.gql(DASHBOARD, {}, free.token)).body.data.dashboard.stats;
    expect(locked).toMatchObject({ outsideTotalPoints: 0, outsideActivityCount: 0 });
  });

  it('lists outside activities in the CSV and the printable report, apart from certificates', async () => {
    const member = await createUser(t.services);
    const [articleId] = await createArticles(t.services, 1, () => ({ title: 'Going concern', category: 'Finance' }));
    await createCompletions(t.services, member.user.id, [{ articleId, completedAt: new Date('2025-03-10T10:00:00Z'), points: 1 }]);
    const a = await create(member, { date: '2025-03-10', title: '=Congress, day 1', provider: 'Royal NBA', kind: 'CONFERENCE', hours: 6.5, points: 6 });
    await upload(a.activityId, PDF, member.token, 'application/pdf', '?filename=attest.pdf');
    await create(member, { date: '2024-12-31', title: 'Out of range' });

    const csv = await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?from=2025-01-01&to=2025-12-31`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect((await csv.text()).split('\r\n')).toEqual([
      'date,article,category,points,certificate_id,verification_link,source,provider,hours,study_minutes_recorded,revoked,revocation_reason,body,cycle,reflection',
      '2025-03-10,Going concern,Finance,1.00,,,Leerpunt,Leerpunt,,,,,,,',
      `2025-03-10,"'=Congress, day 1",Accounting,6.00,,,Outside (Conference),Royal NBA,6.50,,,,,,`,
      '',
    ]);

    const html = await (
      await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?format=html&from=2025-01-01`, { headers: { authorization: `Bearer ${member.token}` } })
    ).text();
    for (const text of [
      'Activities on Leerpunt',
      'Outside activities',
      '=Congress, day 1',
      'Conference · Royal NBA',
      'attest.pdf',
      'Outside total: 1 activity',
      'Total: 1 activity',
      'All points',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Out of range');
  });

  it('never puts outside activities on certificates, credentials or the points earned', async () => {
    const member = await createUser(t.services);
    await create(member, { points: 9 });
    const certs = await api.get(`/api/users/${member.user.id}/certificates`, member.token);
    expect(certs.status).toBe(200);
    expect(certs.body).toEqual([]);
    const gql = await api.gql('{ certificates { totalCount edges { node { certificateId } } } }', {}, member.token);
    expect(gql.body.data.certificates).toEqual({ totalCount: 0, edges: [] });
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM certificates WHERE user_id = $1', [member.user.id]);
    expect(n).toBe(0);
    const [{ pe_points_earned }] = await t.db.query('SELECT pe_points_earned FROM users WHERE id = $1', [member.user.id]);
    expect(Number(pe_points_earned)).toBe(0);
  });
});
