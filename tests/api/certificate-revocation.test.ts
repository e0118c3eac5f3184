import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, startTestAppOn, type TestApp } from '../support/harness';
import { startSmtpServer } from '../support/smtp';

jest.setTimeout(120_000);

/**
 * A revoked certificate stays on the member's record, flagged, and leaves every total; the member is told
 * once, by a mail with the reason that goes through the outbox. Two app instances on one database stand for
 * two processes: both take the revocation, both deliver mail.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let other: TestApp;
let api: ApiClient;
let otherApi: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const env = { PRODUCT_NAME: 'Leerpunt', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  t = await startTestApp(env);
  other = await startTestAppOn(t.db, env);
  api = apiClient(t.url);
  otherApi = apiClient(other.url);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await smtp?.close();
});

async function pass(member: TestUser, overrides: Parameters<typeof createSampleArticle>[1] = {}) {
  const article = await createSampleArticle(t.services, overrides);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  return { article, certificateId: res.body.certificate_id as string };
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const DASHBOARD = `query { dashboard {
  stats { totalPoints completedCount yearPoints progressPercent }
  pointsHistory { pointsForYear completionsForYear thisMonth yearly { year points completions } }
  revokedCertificates { certificateId articleTitle pePoints reason revokedAt }
} }`;

const REVOKE = `mutation($input: RevokeCertificateInput!) { revokeCertificate(input: $input) { certificate { certificateId revoked } userErrors { message } } }`;

const outboxFor = (email: string) =>
  t.db.query<Array<{ template: string; subject: string; text_body: string; status: string }>>(
    'SELECT template, subject, text_body, status FROM outbox_messages WHERE to_address = $1 ORDER BY id',
    [email],
  );

describe('a revoked certificate', () => {
  let member: TestUser;
  let kept: { certificateId: string };
  let revoked: { certificateId: string };

  beforeAll(async () => {
    member = await createUser(t.services, { firstName: 'Maartje' });
    kept = await pass(member, { title: 'Materiality in Group Audits', pePointsValue: 1.5 });
    revoked = await pass(member, { title: 'Revenue Recognition under IFRS 15', pePointsValue: 2 });
    const admin = await createUser(t.services, { plan: null, isAdmin: true });
    // The same revocation reaches both instances at once.
    const input = { input: { certificateId: revoked.certificateId, reason: 'The test was taken on another member’s behalf' } };
    const [a, b] = await Promise.all([api.gql(REVOKE, input, admin.token), otherApi.gql(REVOKE, input, admin.token)]);
    for (const res of [a, b])
      expect(res.body.data.revokeCertificate).toEqual({ certificate: { certificateId: revoked.certificateId, revoked: true }, userErrors: [] });
  });

  it('leaves the dashboard totals, per month and per year, and is named there with its reason', async () => {
    const res = await api.gql(DASHBOARD, {}, member.token);
    expect(res.body.errors).toBeUndefined();
    const d = res.body.data.dashboard;
    const year = new Date().getUTCFullYear();
    expect(d.stats).toEqual({ totalPoints: 1.5, completedCount: 1, yearPoints: 1.5, progressPercent: 15 });
    expect(d.pointsHistory).toMatchObject({ pointsForYear: 1.5, completionsForYear: 1, thisMonth: 1.5, yearly: [{ year, points: 1.5, completions: 1 }] });
    expect(d.revokedCertificates).toEqual([
      {
        certificateId: revoked.certificateId,
        articleTitle: 'Revenue Recognition under IFRS 15',
        pePoints: 2,
        reason: 'The test was taken on another member’s behalf',
        revokedAt: expect.any(String),
      },
    ]);
  });

  it('takes its points off the member once, though two instances revoked it', async () => {
    const profile = await api.get('/api/profile', member.token);
    expect(profile.status).toBe(200);
    expect(Number(profile.body.user.pe_points_earned)).toBe(1.5);
  });

  it('is flagged in the certificates list of both faces', async () => {
    const rest = await api.get(`/api/users/${member.user.id}/certificates`, member.token);
    const byId = new Map(
      (rest.body as Array<{ certificate_id?: string; certificateId?: string; revoked: boolean }>).map((c) => [c.certificate_id ?? c.certificateId, c.revoked]),
    );
    expect([byId.get(kept.certificateId), byId.get(revoked.certificateId)]).toEqual([false, true]);
    const gql = await api.gql('{ certificates(first: 10) { edges { node { certificateId revoked revocationReason } } } }', {}, member.token);
    expect(gql.body.data.certificates.edges.map((e: any) => e.node)).toEqual(
      expect.arrayContaining([
        { certificateId: kept.certificateId, revoked: false, revocationReason: null },
        { certificateId: revoked.certificateId, revoked: true, revocationReason: 'The test was taken on another member’s behalf' },
      ]),
    );
  });

  it('is flagged in the CSV record, with points that sum to the true total', async () => {
    const res = await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?format=csv`, { headers: { authorization: `Bearer ${member.token}` } });
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    const header = lines[0].split(',');
    expect(header.slice(-5)).toEqual(['revoked', 'revocation_reason', 'body', 'cycle', 'reflection']);
    const rows = lines.slice(1).map((l) => l.split(','));
    const col = (name: string) => header.indexOf(name);
    const revokedRow = rows.find((r) => r[col('certificate_id')] === revoked.certificateId)!;
    const keptRow = rows.find((r) => r[col('certificate_id')] === kept.certificateId)!;
    expect([revokedRow[col('points')], revokedRow[col('revoked')], revokedRow[col('revocation_reason')]]).toEqual([
      '0.00',
      'yes',
      'The test was taken on another member’s behalf',
    ]);
    expect([keptRow[col('points')], keptRow[col('revoked')]]).toEqual(['1.50', '']);
    expect(rows.reduce((n, r) => n + Number(r[col('points')]), 0)).toBe(1.5);
  });

  it('is flagged in the printable record and left out of its totals', async () => {
    const res = await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?format=html`, { headers: { authorization: `Bearer ${member.token}` } });
    const html = await res.text();
    expect(html).toContain('<strong class="revoked">Revoked</strong>');
    expect(html).toContain('Total: 1 activity (1 revoked, not counted)');
    expect(html).toMatch(/<tfoot><tr><td colspan="4">Total: [^<]*<\/td><td class="num">1\.50<\/td>/);
  });

  it('offers no certificate document or credential any more', async () => {
    const [row] = await t.db.query<Array<{ article_id: number }>>('SELECT article_id FROM certificates WHERE id = $1', [revoked.certificateId]);
    for (const path of [`/api/certificate/${row.article_id}`, `/api/certificate/${row.article_id}/credential`]) {
      const res = await api.get(path, member.token);
      expect([path, res.status]).toEqual([path, 409]);
    }
  });

  it('tells the member once, with the reason, through the outbox', async () => {
    await until(async () => (await outboxFor(member.user.email)).some((m) => m.template === 'certificate_revoked' && m.status === 'sent'), 'the mail');
    // Both instances deliver from the outbox: give a second delivery the chance to happen before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const queued = (await outboxFor(member.user.email)).filter((m) => m.template === 'certificate_revoked');
    expect(queued).toHaveLength(1);
    expect(queued[0].subject).toBe('Your certificate for "Revenue Recognition under IFRS 15" has been revoked');
    expect(queued[0].text_body).toContain('Reason: The test was taken on another member’s behalf');
    expect(queued[0].text_body).toContain('2.00 PE points no longer count');
    const delivered = smtp.received.filter((m) => m.to.includes(member.user.email) && m.raw.includes('has been revoked'));
    expect(delivered).toHaveLength(1);
    expect(queued[0].text_body).toContain(`/unsubscribe?token=${member.user.id}.certificate_revoked.`);
  });

  it('tells no one who switched revocation notices off in My Account', async () => {
    const quiet = await createUser(t.services, { firstName: 'Sanne' });
    const off = await api.gql(
      `mutation { setMailPreference(input: { kind: CERTIFICATE_REVOKED, subscribed: false }) { userErrors { message } } }`,
      {},
      quiet.token,
    );
    expect(off.body.data.setMailPreference.userErrors).toEqual([]);
    const { certificateId } = await pass(quiet);
    const admin = await createUser(t.services, { plan: null, isAdmin: true });
    const res = await api.gql(REVOKE, { input: { certificateId, reason: 'Duplicate of an earlier certificate' } }, admin.token);
    expect(res.body.data.revokeCertificate.certificate).toEqual({ certificateId, revoked: true });
    expect((await outboxFor(quiet.user.email)).filter((m) => m.template === 'certificate_revoked')).toEqual([]);
  });
});

describe('revoking while mail cannot go out', () => {
  it('still revokes at once and leaves the mail waiting in the outbox', async () => {
    const down = await startTestAppOn(t.db, { PRODUCT_NAME: 'Leerpunt', SMTP_URL: 'smtp://127.0.0.1:9', SMTP_CONNECTION_TIMEOUT_SECONDS: '20' });
    try {
      const member = await createUser(t.services);
      const { certificateId } = await pass(member);
      const admin = await createUser(t.services, { plan: null, isAdmin: true });
      const res = await apiClient(down.url).post(
        `/api/admin/certificates/${certificateId}/revoke`,
        { reason: 'Duplicate of an earlier certificate' },
        admin.token,
      );
      expect(res.status).toBe(200);
      expect(res.body.revocation_reason).toBe('Duplicate of an earlier certificate');
      const [mail] = (await outboxFor(member.user.email)).filter((m) => m.template === 'certificate_revoked');
      expect(mail.text_body).toContain('Reason: Duplicate of an earlier certificate');
    } finally {
      await down.close();
    }
  });
});
