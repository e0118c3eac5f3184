import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createArticles, createCompletions, createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({
    PRODUCT_NAME: 'Leerpunt',
    ACCREDITATION_BODY_NAME: 'Accreditation Body X',
    ACCREDITATION_BODY_URL: 'https://body-x.test',
    ACCREDITATION_REFERENCE: 'BODY-X-TEST-0042',
  });
  api = apiClient(t.url);
});
afterAll(() => t.close());

/** Passes the real test of a fresh article; returns the article and its certificate id. */
async function pass(member: TestUser, overrides = {}) {
  const article = await createSampleArticle(t.services, overrides);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  return { article, certificateId: res.body.certificate_id as string };
}

async function download(path: string, token: string | null) {
  const res = await fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/users/{id}/cpd-record: access', () => {
  it('needs a token (401), belongs to its owner (403) and is open to admins', async () => {
    const owner = await createUser(t.services);
    const other = await createUser(t.services);
    const admin = await createUser(t.services, { plan: null, isAdmin: true });
    const path = `/api/users/${owner.user.id}/cpd-record`;
    expect((await api.get(path)).status).toBe(401);
    const forbidden = await api.get(path, other.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBeTruthy();
    expect((await download(path, owner.token)).status).toBe(200);
    expect((await download(path, admin.token)).status).toBe(200);
    const unknown = await api.get('/api/users/999999/cpd-record', admin.token);
    expect(unknown.status).toBe(404);
    expect((await api.get('/api/users/abc/cpd-record', owner.token)).status).toBe(400);
  });

  it.each([
    ['from=2026-02-30', MESSAGES.cpdDateInvalid],
    ['to=2026-1-5', MESSAGES.cpdDateInvalid],
    ['from=yesterday', MESSAGES.cpdDateInvalid],
    ['from=2026-01-01&from=2026-02-01', MESSAGES.cpdDateInvalid],
    ['from=2026-03-01&to=2026-02-01', MESSAGES.cpdRangeInvalid],
    ['format=pdf', MESSAGES.cpdFormatInvalid],
    ['format=csv&format=html', MESSAGES.cpdFormatInvalid],
  ])('refuses %s with 400', async (query, message) => {
    const member = await createUser(t.services);
    const res = await api.get(`/api/users/${member.user.id}/cpd-record?${query}`, member.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('CSV', () => {
  it('lists every completion of the period with certificate id and verification link', async () => {
    const member = await createUser(t.services, { firstName: 'Femke' });
    const earned = await pass(member, { title: 'Audit Sampling Under ISA 530', category: 'Accounting', pePointsValue: 1.5 });
    const ids = await createArticles(t.services, 3, (i) => ({ title: ['Going concern', 'Lease accounting', 'Outside the period'][i], category: 'Finance' }));
    await createCompletions(t.services, member.user.id, [
      { articleId: ids[0], completedAt: new Date('2025-01-01T00:00:00Z'), points: 1 },
      { articleId: ids[1], completedAt: new Date('2025-12-31T23:59:59Z'), points: 0.5 },
      { articleId: ids[2], completedAt: new Date('2024-12-31T23:59:59Z'), points: 2 },
    ]);

    const year = await download(`/api/users/${member.user.id}/cpd-record?from=2025-01-01&to=2025-12-31&format=csv`, member.token);
    expect(year.status).toBe(200);
    expect(year.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(year.headers.get('content-disposition')).toBe('attachment; filename="cpd-record-2025-01-01-to-2025-12-31.csv"');
    expect(year.headers.get('cache-control')).toBe('private, no-store');
    // fetch's text() drops the byte-order mark; the raw bytes carry it.
    expect(year.text.split('\r\n')).toEqual([
      'date,article,category,points,certificate_id,verification_link,source,provider,hours,study_minutes_recorded,revoked,revocation_reason,body,cycle,reflection',
      '2025-01-01,Going concern,Finance,1.00,,,Leerpunt,Leerpunt,,,,,,,',
      '2025-12-31,Lease accounting,Finance,0.50,,,Leerpunt,Leerpunt,,,,,,,',
      '',
    ]);

    const all = await download(`/api/users/${member.user.id}/cpd-record`, member.token);
    expect(all.headers.get('content-disposition')).toBe(`attachment; filename="cpd-record-start-to-${today()}.csv"`);
    const lines = all.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe('2024-12-31,Outside the period,Finance,2.00,,,Leerpunt,Leerpunt,,,,,,,');
    expect(lines[4]).toBe(
      `${today()},Audit Sampling Under ISA 530,Accounting,1.50,${earned.certificateId},${t.url}/verify?certificate_id=${earned.certificateId},Leerpunt,Leerpunt,,0.0,,,,,`,
    );
  });

  it('starts with a UTF-8 byte-order mark and keeps accents', async () => {
    const member = await createUser(t.services);
    const [id] = await createArticles(t.services, 1, () => ({ title: 'Gefährdungsbeurteilung für Büros', category: 'Engineering' }));
    await createCompletions(t.services, member.user.id, [{ articleId: id, completedAt: new Date('2025-05-05T10:00:00Z') }]);
    const res = await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?format=CSV`, { headers: { authorization: `Bearer ${member.token}` } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toContain('2025-05-05,Gefährdungsbeurteilung für Büros,Engineering,1.00,,,Leerpunt,Leerpunt,,,,,,,');
  });

  it('quotes separators and defuses spreadsheet formulas', async () => {
    const member = await createUser(t.services);
    const titles = ['=HYPERLINK("http://evil.example","x")', 'Tax, VAT and "exemptions"', '+1 trick', '@SUM(A1)', 'Line\nbreak', '-minus'];
    const ids = await createArticles(t.services, titles.length, (i) => ({ title: titles[i], category: i === 0 ? '=cmd' : 'Tax' }));
    await createCompletions(
      t.services,
      member.user.id,
      ids.map((articleId, i) => ({ articleId, completedAt: new Date(Date.UTC(2025, 0, 1 + i)) })),
    );
    const res = await download(`/api/users/${member.user.id}/cpd-record?from=2025-01-01&to=2025-01-31`, member.token);
    expect(res.text.split('\r\n').slice(1, -1)).toEqual([
      `2025-01-01,"'=HYPERLINK(""http://evil.example"",""x"")",'=cmd,1.00,,,Leerpunt,Leerpunt,,,,,,,`,
      '2025-01-02,"Tax, VAT and ""exemptions""",Tax,1.00,,,Leerpunt,Leerpunt,,,,,,,',
      "2025-01-03,'+1 trick,Tax,1.00,,,Leerpunt,Leerpunt,,,,,,,",
      "2025-01-04,'@SUM(A1),Tax,1.00,,,Leerpunt,Leerpunt,,,,,,,",
      '2025-01-05,"Line\nbreak",Tax,1.00,,,Leerpunt,Leerpunt,,,,,,,',
      "2025-01-06,'-minus,Tax,1.00,,,Leerpunt,Leerpunt,,,,,,,",
    ]);
  });
});

describe('CPD record CSV for semicolon and tab spreadsheets', () => {
  it('quotes and defuses cells holding a semicolon or a tab', async () => {
    const member = await createUser(t.services);
    const [id] = await createArticles(t.services, 1, () => ({ title: 'Jan;=HYPERLINK("http://evil.example")', category: 'Tax\t@SUM(A1)' }));
    await createCompletions(t.services, member.user.id, [{ articleId: id, completedAt: new Date('2025-02-01T10:00:00Z') }]);
    const res = await download(`/api/users/${member.user.id}/cpd-record?from=2025-02-01&to=2025-02-28`, member.token);
    expect(res.text.split('\r\n')[1]).toBe(`2025-02-01,"Jan;'=HYPERLINK(""http://evil.example"")","Tax\t'@SUM(A1)",1.00,,,Leerpunt,Leerpunt,,,,,,,`);
  });
});

describe('CSV per professional body', () => {
  const year = new Date().getUTCFullYear();
  const gql = async (query: string, input: Record<string, unknown>, member: TestUser) => {
    const res = await api.gql(query, { input }, member.token);
    expect(res.body.errors).toBeUndefined();
    const [payload] = Object.values<Record<string, any>>(res.body.data);
    expect(payload.userErrors).toEqual([]);
    return payload;
  };
  const choose = (member: TestUser, choices: Array<{ profileId: string; cycleStartYear?: number }>) =>
    gql('mutation($input: ChooseCpdBodiesInput!) { chooseCpdBodies(input: $input) { userErrors { message } } }', { choices }, member);
  const reflect = (member: TestUser, input: Record<string, unknown>) =>
    gql('mutation($input: SaveCpdReflectionInput!) { saveCpdReflection(input: $input) { userErrors { message } } }', input, member);
  const outside = async (member: TestUser, date: string, title: string) => {
    const activity = { kind: 'COURSE', date, title, provider: 'Example Academy', category: 'Audit', hours: 2, points: 2 };
    const payload = await gql(
      'mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { outsideActivity { id } userErrors { message } } }',
      { activity },
      member,
    );
    return payload.outsideActivity.id as string;
  };
  const completionId = async (member: TestUser, title: string) => {
    const [row] = await t.db.query('SELECT c.id FROM article_completions c JOIN articles a ON a.id = c.article_id WHERE c.user_id = $1 AND a.title = $2', [
      member.user.id,
      title,
    ]);
    return String(row.id);
  };
  const bodyName = (id: string) => t.services.cpdProfiles.profiles().find((p) => p.id === id)!.body;

  it('lists each entry once per chosen body whose current cycle holds it, with the cycle and the reflection', async () => {
    const member = await createUser(t.services);
    const ids = await createArticles(t.services, 3, (i) => ({ title: ['Before every cycle', 'Last year', 'This year'][i], category: 'Finance' }));
    await createCompletions(t.services, member.user.id, [
      { articleId: ids[0], completedAt: new Date(Date.UTC(year - 3, 5, 1)), points: 3 },
      { articleId: ids[1], completedAt: new Date(Date.UTC(year - 1, 2, 1)), points: 0.5 },
      { articleId: ids[2], completedAt: new Date(Date.UTC(year, 0, 5)), points: 1.5 },
    ]);
    const activityId = await outside(member, `${year}-01-10`, 'Audit day');
    // One annual body (the calendar year) and one five-year cycle that began two years ago.
    await choose(member, [{ profileId: 'nba-nl' }, { profileId: 'rgs-huisarts-nl', cycleStartYear: year - 2 }]);
    await reflect(member, {
      entryKind: 'COMPLETION',
      entryId: await completionId(member, 'This year'),
      learned: 'Sampling risk.',
      application: 'New checklist.',
    });
    await reflect(member, { entryKind: 'OUTSIDE_ACTIVITY', entryId: activityId, application: 'Plan, then sample' });

    const res = await download(`/api/users/${member.user.id}/cpd-record?format=csv`, member.token);
    const nba = `${bodyName('nba-nl')},${year}-01-01/${year}-12-31`;
    const rgs = `${bodyName('rgs-huisarts-nl')},${year - 2}-01-01/${year + 2}-12-31`;
    const thisYear = `${year}-01-05,This year,Finance,1.50,,,Leerpunt,Leerpunt,,,,`;
    const audit = `${year}-01-10,Audit day,Audit,2.00,,,Outside (Course),Example Academy,2.00,,,`;
    expect(res.text.split('\r\n')).toEqual([
      'date,article,category,points,certificate_id,verification_link,source,provider,hours,study_minutes_recorded,revoked,revocation_reason,body,cycle,reflection',
      `${thisYear},${nba},Sampling risk. — New checklist.`,
      `${audit},${nba},"Plan, then sample"`,
      `${year - 1}-03-01,Last year,Finance,0.50,,,Leerpunt,Leerpunt,,,,,${rgs},`,
      `${thisYear},${rgs},Sampling risk. — New checklist.`,
      `${audit},${rgs},"Plan, then sample"`,
      // Held by no chosen body's cycle: once, without body and cycle.
      `${year - 3}-06-01,Before every cycle,Finance,3.00,,,Leerpunt,Leerpunt,,,,,,,`,
      '',
    ]);

    // An auditor filters one body and sums its points.
    const rows = res.text.trim().split('\r\n').slice(1);
    const sum = (body: string) => rows.filter((r) => r.includes(`,${body},`)).reduce((n, r) => n + Number(r.split(',')[3]), 0);
    expect(sum(bodyName('nba-nl'))).toBe(3.5);
    expect(sum(bodyName('rgs-huisarts-nl'))).toBe(4);

    // The period still limits the rows; the grouping stays.
    const period = await download(`/api/users/${member.user.id}/cpd-record?format=csv&from=${year - 1}-01-01&to=${year - 1}-12-31`, member.token);
    expect(period.text.split('\r\n').slice(1)).toEqual([`${year - 1}-03-01,Last year,Finance,0.50,,,Leerpunt,Leerpunt,,,,,${rgs},`, '']);
  });

  it('defuses reflections that would start a formula', async () => {
    const member = await createUser(t.services);
    const [id] = await createArticles(t.services, 1, () => ({ title: 'Formula bait', category: 'Tax' }));
    await createCompletions(t.services, member.user.id, [{ articleId: id, completedAt: new Date(Date.UTC(year, 0, 2)) }]);
    const activityId = await outside(member, `${year}-01-03`, 'Semicolon bait');
    await choose(member, [{ profileId: 'nba-nl' }]);
    await reflect(member, { entryKind: 'COMPLETION', entryId: await completionId(member, 'Formula bait'), learned: '=HYPERLINK("http://evil.example","x")' });
    await reflect(member, { entryKind: 'OUTSIDE_ACTIVITY', entryId: activityId, learned: ';=cmd|/c calc' });

    const res = await download(`/api/users/${member.user.id}/cpd-record?format=csv`, member.token);
    const nba = `${bodyName('nba-nl')},${year}-01-01/${year}-12-31`;
    expect(res.text.split('\r\n').slice(1, -1)).toEqual([
      `${year}-01-02,Formula bait,Tax,1.00,,,Leerpunt,Leerpunt,,,,,${nba},"'=HYPERLINK(""http://evil.example"",""x"")"`,
      `${year}-01-03,Semicolon bait,Audit,2.00,,,Outside (Course),Example Academy,2.00,,,,${nba},";'=cmd|/c calc"`,
    ]);
  });

  it('leaves body and cycle empty for a member without a chosen body, and still gives the reflection', async () => {
    const member = await createUser(t.services);
    const [id] = await createArticles(t.services, 1, () => ({ title: 'No body yet', category: 'Finance' }));
    await createCompletions(t.services, member.user.id, [{ articleId: id, completedAt: new Date('2025-04-01T09:00:00Z'), points: 2 }]);
    const activityId = await outside(member, '2025-04-02', 'Reading group');
    await reflect(member, { entryKind: 'OUTSIDE_ACTIVITY', entryId: activityId, learned: 'Read the standard.' });

    const res = await download(`/api/users/${member.user.id}/cpd-record?format=csv&from=2025-01-01&to=2025-12-31`, member.token);
    expect(res.text.split('\r\n').slice(1)).toEqual([
      '2025-04-01,No body yet,Finance,2.00,,,Leerpunt,Leerpunt,,,,,,,',
      '2025-04-02,Reading group,Audit,2.00,,,Outside (Course),Example Academy,2.00,,,,,,Read the standard.',
      '',
    ]);
  });
});

describe('printable HTML report', () => {
  it('shows participant, provider, accreditation, activities and totals', async () => {
    const member = await createUser(t.services, { firstName: 'Joost' });
    await t.db.query("UPDATE users SET license_number = 'NBA-778899' WHERE id = $1", [member.user.id]);
    const earned = await pass(member, { title: 'Audit Sampling Under ISA 530', category: 'Accounting', pePointsValue: 1.5 });
    const [id] = await createArticles(t.services, 1, () => ({ title: 'Going concern', category: 'Finance' }));
    await createCompletions(t.services, member.user.id, [{ articleId: id, completedAt: new Date('2024-04-04T10:00:00Z'), points: 2 }]);

    const res = await download(`/api/users/${member.user.id}/cpd-record?format=html`, member.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="cpd-record-start-to-${today()}.html"`);
    const html = res.text;
    for (const text of [
      'Continuing Professional Development record',
      'Joost User',
      member.user.email,
      'Accountant',
      'NBA-778899',
      'Leerpunt',
      'BODY-X-TEST-0042',
      'Accreditation Body X',
      'All activities up to',
      'Audit Sampling Under ISA 530',
      'Going concern',
      '2024-04-04',
      'Total: 2 activities',
      '3.50',
      'PE points per year',
      earned.certificateId,
      `href="${t.url}/verify?certificate_id=${earned.certificateId}"`,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<script|<link|src="http/i);
  });

  it('names the period and says so when it is empty', async () => {
    const member = await createUser(t.services);
    const res = await download(`/api/users/${member.user.id}/cpd-record?format=html&from=2025-01-01&to=2025-12-31`, member.token);
    expect(res.text).toContain('1 January 2025 – 31 December 2025');
    expect(res.text).toContain('No completed activities in this period.');
  });

  it('escapes every text and marks revoked certificates', async () => {
    const member = await createUser(t.services, { firstName: '<img src=x onerror=alert(1)>' });
    const admin = await createUser(t.services, { plan: null, isAdmin: true });
    const earned = await pass(member, { title: '<script>alert("t")</script> & more', category: 'Accounting' });
    await t.services.certificates.revoke(admin.user, () => ({ certificateId: earned.certificateId, reason: 'Issued in error' }));
    const res = await download(`/api/users/${member.user.id}/cpd-record?format=html`, admin.token);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; more');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt; User');
    expect(res.text).toContain(`${earned.certificateId}</a><br><strong class="revoked">Revoked</strong><span class="sub">: Issued in error</span>`);
  });
});
