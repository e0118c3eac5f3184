import { graphql } from 'graphql';
import { countStatements } from '../../server/src/db/query-context';
import { buildContext } from '../../server/src/graphql/context';
import { getSchema } from '../../server/src/graphql/schema';
import { MESSAGES } from '@leerpunt/shared/messages';
import { recommendArticles } from '../../server/src/modules/dashboard/recommendation';
import { NewsItemEntity } from '../../server/src/modules/news/news-item.entity';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createArticles, createCompletions, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const DASHBOARD = `query Dashboard($year: Int) {
  dashboard(year: $year) {
    id year
    stats { totalPoints completedCount yearPoints progressPercent annualGoal }
    allowance { isMonthly capacity used available }
    recommendedArticles { id title category pePointsValue publicationDate score }
    pointsHistory {
      years year pointsForYear completionsForYear averagePerMonth thisMonth previousMonth trendPercent trendDirection
      completionsThisMonth empty
      months { month points completions status }
      yearly { year points completions }
    }
    latestNews { id type title content createdAt }
    access { plan isProfessional canTakeTests isMonthly canUseAssistant hasProgress }
  }
}`;

async function dashboard(token: string | null, year?: number) {
  const res = await api.gql(DASHBOARD, year === undefined ? {} : { year }, token);
  return res.body;
}

const at = (iso: string) => new Date(iso);

describe('dashboard query: access and input', () => {
  it('needs a signed-in member', async () => {
    const body = await dashboard(null);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(body.data).toBeNull();
  });

  it('refuses years outside the selector range with BAD_USER_INPUT', async () => {
    const { token } = await createUser(t.services);
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const year of [1999, nextYear + 1, -1]) {
      const body = await dashboard(token, year);
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(body.errors[0].message).toBe(MESSAGES.dashboardYearInvalid);
    }
    const ok = await dashboard(token, nextYear);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.dashboard.pointsHistory.months.every((m: { status: string }) => m.status === 'FUTURE')).toBe(true);
    // A string where an Int belongs never reaches the resolver.
    const wrongType = await api.gql(DASHBOARD, { year: '2026' }, token);
    expect(wrongType.status).toBe(400);
  });

  it('defaults to the current UTC year and is cached per member and year', async () => {
    const { user, token } = await createUser(t.services);
    const year = new Date().getUTCFullYear();
    const body = await dashboard(token);
    expect(body.data.dashboard).toMatchObject({ id: `${user.id}:${year}`, year });
  });

  it.each([
    ['professional', { plan: 'professional', isProfessional: true, canTakeTests: true, isMonthly: false, canUseAssistant: true, hasProgress: true }],
    [
      'professionalMonthly',
      { plan: 'professionalMonthly', isProfessional: false, canTakeTests: true, isMonthly: true, canUseAssistant: false, hasProgress: true },
    ],
    [
      'professionalInsights',
      { plan: 'professionalInsights', isProfessional: false, canTakeTests: false, isMonthly: false, canUseAssistant: false, hasProgress: false },
    ],
  ] as const)('tells the client what the %s plan unlocks', async (plan, access) => {
    const { token } = await createUser(t.services, { plan });
    expect((await dashboard(token)).data.dashboard.access).toEqual(access);
  });

  it('treats admins as professionals who are never monthly', async () => {
    const { token } = await createUser(t.services, { plan: null, isAdmin: true });
    expect((await dashboard(token)).data.dashboard.access).toEqual({
      plan: null,
      isProfessional: true,
      canTakeTests: true,
      isMonthly: false,
      canUseAssistant: true,
      hasProgress: true,
    });
  });
});

describe('stats and points history', () => {
  /** A known history: two completions this month (March 2026), one in February, one in 2025 and one in 2024. */
  async function memberWithHistory() {
    const member = await createUser(t.services, { plan: 'professional' });
    const ids = await createArticles(t.services, 5);
    await createCompletions(t.services, member.user.id, [
      { articleId: ids[0], completedAt: at('2026-03-02T09:00:00Z'), points: 1 },
      { articleId: ids[1], completedAt: at('2026-03-10T23:30:00Z'), points: 1.5 },
      { articleId: ids[2], completedAt: at('2026-02-20T12:00:00Z'), points: 2 },
      { articleId: ids[3], completedAt: at('2025-01-15T08:00:00Z'), points: 0.5 },
      { articleId: ids[4], completedAt: at('2024-06-01T00:00:00Z'), points: 1 },
    ]);
    return member;
  }

  it('computes exact figures for a known history (fixed clock: 15 March 2026)', async () => {
    const { user } = await memberWithHistory();
    const now = at('2026-03-15T12:00:00Z');
    const d = await t.services.dashboard.forCaller(user, 2026, now);
    expect(d.stats).toEqual({
      totalPoints: 6,
      completedCount: 5,
      yearPoints: 4.5,
      progressPercent: 45,
      annualGoal: 10,
      outsideTotalPoints: 0,
      outsideYearPoints: 0,
      outsideActivityCount: 0,
      yearTotalPoints: 4.5,
    });
    const h = d.pointsHistory;
    expect(h.months.map((m) => m.points)).toEqual([0, 2, 2.5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(h.months.map((m) => m.completions)).toEqual([0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(h.months.slice(0, 4).map((m) => m.status)).toEqual(['PAST', 'PAST', 'CURRENT', 'FUTURE']);
    expect(h).toMatchObject({
      years: [2026, 2025, 2024],
      year: 2026,
      pointsForYear: 4.5,
      completionsForYear: 3,
      averagePerMonth: 1.5,
      thisMonth: 2.5,
      previousMonth: 2,
      trendPercent: 25,
      trendDirection: 'UP',
      completionsThisMonth: 2,
      empty: false,
    });
    expect(h.yearly).toEqual([
      { year: 2024, points: 1, completions: 1, outsidePoints: 0, outsideActivities: 0 },
      { year: 2025, points: 0.5, completions: 1, outsidePoints: 0, outsideActivities: 0 },
      { year: 2026, points: 4.5, completions: 3, outsidePoints: 0, outsideActivities: 0 },
    ]);

    const past = await t.services.dashboard.forCaller(user, 2025, now);
    expect(past.stats).toEqual({
      totalPoints: 6,
      completedCount: 5,
      yearPoints: 0.5,
      progressPercent: 5,
      annualGoal: 10,
      outsideTotalPoints: 0,
      outsideYearPoints: 0,
      outsideActivityCount: 0,
      yearTotalPoints: 0.5,
    });
    expect(past.pointsHistory).toMatchObject({ pointsForYear: 0.5, averagePerMonth: 0.04, thisMonth: 2.5, trendPercent: 25 });
    expect(past.pointsHistory.months[0]).toEqual({ month: 1, points: 0.5, completions: 1, outsidePoints: 0, outsideActivities: 0, status: 'PAST' });
  });

  it('serves the same figures over GraphQL for a past year', async () => {
    const { token } = await memberWithHistory();
    const body = await dashboard(token, 2024);
    expect(body.errors).toBeUndefined();
    const d = body.data.dashboard;
    expect(d.stats).toEqual({ totalPoints: 6, completedCount: 5, yearPoints: 1, progressPercent: 10, annualGoal: 10 });
    expect(d.pointsHistory.months[5]).toEqual({ month: 6, points: 1, completions: 1, status: 'PAST' });
    expect(d.pointsHistory.averagePerMonth).toBe(0.08);
    expect(d.pointsHistory.years.slice(-3)).toEqual([2026, 2025, 2024]);
  });

  it("gives each month its outside activities' points and count beside the Leerpunt points (the chart stacks them)", async () => {
    const member = await memberWithHistory();
    const CREATE = `mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { userErrors { message } } }`;
    for (const [date, points] of [
      ['2024-06-20', 3],
      ['2024-06-21', 0.75],
      ['2024-09-02', 2],
    ] as const) {
      const activity = { kind: 'COURSE', date, title: 'Course elsewhere', provider: 'Academy', category: 'Accounting', hours: 2, points };
      const res = await api.gql(CREATE, { input: { activity } }, member.token);
      expect(res.body.data.createOutsideActivity.userErrors).toEqual([]);
    }
    const MONTHS = `query($year: Int) { dashboard(year: $year) { pointsHistory { pointsForYear months { month points completions outsidePoints outsideActivities } } } }`;
    const body = (await api.gql(MONTHS, { year: 2024 }, member.token)).body;
    expect(body.errors).toBeUndefined();
    const { months, pointsForYear } = body.data.dashboard.pointsHistory;
    expect(months[5]).toEqual({ month: 6, points: 1, completions: 1, outsidePoints: 3.75, outsideActivities: 2 });
    expect(months[8]).toEqual({ month: 9, points: 0, completions: 0, outsidePoints: 2, outsideActivities: 1 });
    expect(months.filter((m: { outsideActivities: number }) => m.outsideActivities > 0).map((m: { month: number }) => m.month)).toEqual([6, 9]);
    // Outside points stay out of the Leerpunt figures.
    expect(pointsForYear).toBe(1);
    // Another member sees none of them.
    const other = await createUser(t.services, { plan: 'professional' });
    const theirs = (await api.gql(MONTHS, { year: 2024 }, other.token)).body.data.dashboard.pointsHistory.months;
    expect(theirs.every((m: { outsideActivities: number; outsidePoints: number }) => m.outsideActivities === 0 && m.outsidePoints === 0)).toBe(true);
  });

  it('puts a completion late on 31 December UTC in December of that year', async () => {
    const { user } = await createUser(t.services);
    const [id] = await createArticles(t.services, 1);
    await createCompletions(t.services, user.id, [{ articleId: id, completedAt: at('2025-12-31T23:59:59Z'), points: 1 }]);
    const d = await t.services.dashboard.forCaller(user, 2025, at('2026-01-05T00:00:00Z'));
    expect(d.pointsHistory.months[11].points).toBe(1);
    expect(d.pointsHistory).toMatchObject({ thisMonth: 0, previousMonth: 1, trendPercent: -100, trendDirection: 'DOWN' });
  });

  it('shows an empty history to a new member', async () => {
    const { token } = await createUser(t.services);
    const d = (await dashboard(token)).data.dashboard;
    expect(d.stats).toEqual({ totalPoints: 0, completedCount: 0, yearPoints: 0, progressPercent: 0, annualGoal: 10 });
    expect(d.pointsHistory).toMatchObject({ empty: true, yearly: [], thisMonth: 0, trendPercent: 0, trendDirection: 'FLAT' });
  });

  it('shows zeros to a free member even with earlier completions (points are not part of the plan)', async () => {
    const { user, token } = await createUser(t.services, { plan: 'professionalInsights' });
    const [id] = await createArticles(t.services, 1);
    await createCompletions(t.services, user.id, [{ articleId: id, completedAt: new Date(), points: 2 }]);
    const d = (await dashboard(token)).data.dashboard;
    expect(d.stats).toMatchObject({ totalPoints: 0, completedCount: 0, yearPoints: 0, progressPercent: 0 });
    expect(d.pointsHistory.empty).toBe(true);
    // Completed articles are still not recommended again.
    expect(d.recommendedArticles.map((a: { id: number }) => a.id)).not.toContain(String(id));
  });

  it("reports a monthly member's allowance: capacity, used and available", async () => {
    const { user, token } = await createUser(t.services, { plan: 'professionalMonthly', monthsSubscribed: 6 });
    const ids = await createArticles(t.services, 2);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    await createCompletions(t.services, user.id, [
      { articleId: ids[0], completedAt: lastWeek, points: 1, allowanceCharged: 1 },
      { articleId: ids[1], completedAt: lastWeek, points: 0.5, allowanceCharged: 0.5 },
    ]);
    const d = (await dashboard(token)).data.dashboard;
    // Six months ago plus the current month: seven started subscription months.
    expect(d.allowance).toEqual({ isMonthly: true, capacity: 7, used: 1.5, available: 5.5 });
    expect(d.stats).toMatchObject({ totalPoints: 1.5, completedCount: 2 });
  });

  it('gives non-monthly members an empty allowance', async () => {
    const { token } = await createUser(t.services, { plan: 'professional' });
    expect((await dashboard(token)).data.dashboard.allowance).toEqual({ isMonthly: false, capacity: 0, used: 0, available: 0 });
  });
});

describe('latest news', () => {
  it('lists the three newest published items', async () => {
    const repo = t.db.getRepository(NewsItemEntity);
    const base = Date.now() + 86_400_000;
    const items = [
      { type: 'news', title: 'Oldest', createdAt: new Date(base), isPublished: true },
      { type: 'feature', title: 'Second', createdAt: new Date(base + 1000), isPublished: true },
      { type: 'announcement', title: 'Third', createdAt: new Date(base + 2000), isPublished: true },
      { type: 'update', title: 'Newest', createdAt: new Date(base + 3000), isPublished: true },
      { type: 'news', title: 'Draft', createdAt: new Date(base + 4000), isPublished: false },
    ];
    for (const item of items) await repo.insert({ ...item, content: `Content of ${item.title}` });
    const { token } = await createUser(t.services);
    const news = (await dashboard(token)).data.dashboard.latestNews;
    expect(news.map((n: { title: string }) => n.title)).toEqual(['Newest', 'Third', 'Second']);
    expect(news[0]).toMatchObject({ type: 'UPDATE', content: 'Content of Newest' });
  });
});

describe('recommended articles', () => {
  it('ranks uncompleted articles by score with ties going to the newest (SPEC §9)', async () => {
    const member = await createUser(t.services, { profession: 'Notary', secondaryProfession: 'Pharmacist' });
    const a = await createArticle(t.services, { title: 'Notary basics', professions: ['Notary'], publicationDate: '2024-01-01', category: 'Law' });
    const b = await createArticle(t.services, {
      title: 'Pharmacy law',
      professions: ['Pharmacist', 'Notary'],
      publicationDate: '2023-05-01',
      pePointsValue: 1.5,
    });
    const c = await createArticle(t.services, { title: 'Notary update', professions: [' notary '], publicationDate: '2025-01-01' });
    const d = await createArticle(t.services, { title: 'Undated', professions: ['Lawyer', 'Pharmacist'], publicationDate: null });
    const e = await createArticle(t.services, { title: 'Done already', professions: ['Notary', 'Pharmacist'], publicationDate: '2025-06-01' });
    await createArticle(t.services, { title: 'Hidden', professions: ['Notary', 'Pharmacist'], publicationDate: '2025-07-01', isPublished: false });
    await createCompletions(t.services, member.user.id, [{ articleId: e.id, completedAt: new Date() }]);

    const first = (await dashboard(member.token)).data.dashboard.recommendedArticles;
    expect(first).toEqual([
      { id: String(b.id), title: 'Pharmacy law', category: 'ACCOUNTING', pePointsValue: 1.5, publicationDate: '2023-05-01', score: 2.6 },
      { id: String(c.id), title: 'Notary update', category: 'ACCOUNTING', pePointsValue: 1, publicationDate: '2025-01-01', score: 2.1 },
      { id: String(a.id), title: 'Notary basics', category: 'LAW', pePointsValue: 1, publicationDate: '2024-01-01', score: 2.1 },
    ]);

    await createCompletions(t.services, member.user.id, [{ articleId: b.id, completedAt: new Date() }]);
    const second = (await dashboard(member.token)).data.dashboard.recommendedArticles;
    expect(second.map((x: { id: number }) => x.id)).toEqual([c.id, a.id, d.id].map(String));
    expect(second[2].score).toBe(0.75);
  });

  it('agrees with the pure scoring over the whole library (SQL only drops what cannot rank)', async () => {
    // A deterministic pseudo-random library: profession lists with case and spacing variants, dated and undated items.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    // Few distinct lists, so the best articles of a member often share one list (and one SQL group);
    // spelling variants form separate groups in SQL that score alike.
    const lists = [
      ['Auditor'],
      ['auditor '],
      ['Accountant', 'Auditor'],
      ['ACCOUNTANT', 'auditor'],
      ['Tax  Advisor', 'Accountant'],
      ['Nurse'],
      ['Architect', 'Tax Advisor'],
      [],
    ];
    const ids = await createArticles(t.services, 150, () => ({
      professions: pick(lists),
      publicationDate: random() < 0.3 ? null : `20${10 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    }));
    await t.db.query(`UPDATE articles SET created_at = created_at - (id % 5) * interval '1 hour' WHERE id = ANY($1::int[])`, [ids]);

    const members = [
      { profession: 'Auditor', secondaryProfession: 'Tax Advisor' },
      { profession: 'accountant', secondaryProfession: 'None' },
      { profession: 'Architect', secondaryProfession: 'Architect' },
      { profession: 'Dentist', secondaryProfession: null },
    ];
    for (const profile of members) {
      const member = await createUser(t.services, profile);
      const done = ids.filter(() => random() < 0.2);
      await createCompletions(
        t.services,
        member.user.id,
        done.map((articleId) => ({ articleId, completedAt: new Date() })),
      );
      const all: Array<{ id: number; professions: string[]; publication_date: string | null; created_at: Date }> = await t.db.query(
        'SELECT id, professions, publication_date::text AS publication_date, created_at FROM articles WHERE is_published',
      );
      const completed: Array<{ article_id: number }> = await t.db.query('SELECT article_id FROM article_completions WHERE user_id = $1', [member.user.id]);
      const expected = recommendArticles(
        profile,
        all.map((r) => ({ id: r.id, professions: r.professions, publicationDate: r.publication_date, createdAt: new Date(r.created_at) })),
        completed.map((c) => c.article_id),
      );
      const got = (await dashboard(member.token)).data.dashboard.recommendedArticles;
      expect(got.map((x: { id: number; score: number }) => [x.id, x.score])).toEqual(
        expected.map((x) => [String(x.article.id), Math.round(x.score * 100) / 100]),
      );
    }
  });
});

describe('cost', () => {
  it('runs the same few SQL statements for 5 and for 500 completions', async () => {
    const schema = await getSchema();
    const ids = await createArticles(t.services, 500, (i) => ({ professions: [i % 2 ? 'Accountant' : 'Auditor'] }));
    const run = async (completions: number) => {
      const member = await createUser(t.services, { plan: 'professionalMonthly' });
      const start = Date.now() - completions * 3_600_000;
      await createCompletions(
        t.services,
        member.user.id,
        ids.slice(0, completions).map((articleId, i) => ({ articleId, completedAt: new Date(start + i * 3_600_000), points: 1, allowanceCharged: 0 })),
      );
      const context = buildContext(t.services, member.user, '127.0.0.1', `dashboard-${completions}`);
      const { result, statements } = await countStatements(() => graphql({ schema, source: DASHBOARD, contextValue: context }));
      expect(result.errors).toBeUndefined();
      expect((result.data as { dashboard: { stats: { completedCount: number } } }).dashboard.stats.completedCount).toBe(completions);
      return statements;
    };
    const small = await run(5);
    const large = await run(500);
    expect(large).toBe(small);
    // History + allowance, recommendation candidates, latest news.
    expect(small).toBe(3);
  });
});
