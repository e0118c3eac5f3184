import { DEMO_COMPLETIONS, HISTORY_DEMO_EMAIL, demoCompletionTimes, seedDemoHistory } from '../../server/src/seed/demo-history';
import { apiClient } from '../support/client';
import { createArticles, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ PRODUCT_NAME: 'Leerpunt' });
});
afterAll(() => t.close());

it('gives the Professional demo member three years of completions and outside activities, once, quickly', async () => {
  await createArticles(t.services, 25, (i) => ({
    title: `Library item ${i + 1}`,
    category: i % 2 ? 'Finance' : 'Accounting',
    pePointsValue: 1 + (i % 3) * 0.5,
  }));
  const demo = await createUser(t.services, { plan: 'professional' });
  await t.db.query('UPDATE users SET email = $2 WHERE id = $1', [demo.user.id, HISTORY_DEMO_EMAIL]);
  const bystander = await createUser(t.services);

  const now = new Date();
  const started = Date.now();
  await seedDemoHistory(t.services, now);
  const elapsed = Date.now() - started;
  // Seeding runs at first start; it must not hold the start-up back noticeably.
  expect(elapsed).toBeLessThan(15_000);

  const counts = async () => {
    const [row] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM article_completions WHERE user_id = $1) AS completions,
              (SELECT count(*)::int FROM certificates WHERE user_id = $1) AS certificates,
              (SELECT count(DISTINCT completion_year)::int FROM article_completions WHERE user_id = $1) AS years,
              (SELECT count(*)::int FROM outside_activities WHERE user_id = $1) AS outside,
              (SELECT count(*)::int FROM outside_activities WHERE user_id = $1 AND evidence_file IS NOT NULL) AS evidence,
              (SELECT pe_points_earned FROM users WHERE id = $1) AS earned,
              (SELECT sum(pe_points_awarded) FROM article_completions WHERE user_id = $1) AS awarded`,
      [demo.user.id],
    );
    return { ...row, earned: Number(row.earned), awarded: Number(row.awarded) };
  };
  const after = await counts();
  expect(after).toMatchObject({ completions: 19, certificates: 19, years: 3, outside: 4, evidence: 3 });
  expect(after.earned).toBe(after.awarded);
  const [latest] = await t.db.query('SELECT max(completed_at) AS at FROM article_completions WHERE user_id = $1', [demo.user.id]);
  expect(new Date(latest.at).getTime()).toBeLessThanOrEqual(now.getTime());
  // Every pass has study behind it, at least the default minimum (half the item's reading minutes), and each certificate states it.
  const studied = await t.db.query(
    `SELECT s.seconds, c.study_seconds AS certified, a.estimated_read_time AS minutes
       FROM study_time s JOIN certificates c ON c.user_id = s.user_id AND c.article_id = s.article_id JOIN articles a ON a.id = s.article_id
      WHERE s.user_id = $1`,
    [demo.user.id],
  );
  expect(studied).toHaveLength(19);
  for (const row of studied) {
    expect(Number(row.certified)).toBe(Math.floor(Number(row.seconds)));
    expect(Number(row.seconds)).toBeGreaterThanOrEqual(0.5 * Number(row.minutes) * 60);
  }

  // Idempotent: a second run changes nothing.
  await seedDemoHistory(t.services, now);
  expect(await counts()).toEqual(after);
  const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM article_completions WHERE user_id = $1', [bystander.user.id]);
  expect(n).toBe(0);

  // The multi-year overview, the trend and the export show it.
  const api = apiClient(t.url);
  const year = now.getUTCFullYear();
  const res = await api.gql(
    '{ dashboard { stats { completedCount outsideActivityCount outsideTotalPoints } pointsHistory { years thisMonth previousMonth empty yearly { year completions outsidePoints } } } }',
    {},
    demo.token,
  );
  const { stats, pointsHistory } = res.body.data.dashboard;
  expect(stats).toMatchObject({ completedCount: 19, outsideActivityCount: 4, outsideTotalPoints: 9.5 });
  expect(pointsHistory.empty).toBe(false);
  expect(pointsHistory.yearly.map((y: { year: number }) => y.year)).toEqual([year - 2, year - 1, year]);
  expect(pointsHistory.yearly.every((y: { completions: number }) => y.completions > 0)).toBe(true);
  expect(pointsHistory.thisMonth).toBeGreaterThan(0);
  expect(pointsHistory.previousMonth).toBeGreaterThan(0);

  const csv = await fetch(`${t.url}/api/users/${demo.user.id}/cpd-record`, { headers: { authorization: `Bearer ${demo.token}` } });
  const rows = (await csv.text()).trim().split('\r\n').slice(1);
  expect(rows).toHaveLength(23);
  expect(rows.filter((r) => r.includes(',Outside (')).length).toBe(4);
  expect(rows.filter((r) => r.includes('/verify?certificate_id=')).length).toBe(19);

  const evidence = await api.get('/api/outside-activities', demo.token);
  const withFile = evidence.body.activities.find((a: { evidence: unknown }) => a.evidence);
  const file = await fetch(`${t.url}${withFile.evidence.download_path}`, { headers: { authorization: `Bearer ${demo.token}` } });
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

it('spreads the completions over exactly three calendar years in every month of the year, none in the future', () => {
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 15, 28]) {
      const now = new Date(Date.UTC(2027, month, day, 12));
      const times = demoCompletionTimes(now);
      expect(times).toHaveLength(DEMO_COMPLETIONS);
      expect(new Set(times.map((d) => d.getUTCFullYear()))).toEqual(new Set([2025, 2026, 2027]));
      expect(times.every((d) => d <= now)).toBe(true);
      const thisMonth = times.filter((d) => d.getUTCFullYear() === 2027 && d.getUTCMonth() === month);
      expect(thisMonth.length).toBeGreaterThan(0);
    }
  }
});
