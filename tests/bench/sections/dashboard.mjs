/**
 * Benchmark section: the dashboard query for a member with the size's completions (500 at 1×, 5,000 at 10×)
 * among the library's articles (10,000 and 100,000; tests/bench/sizes.mjs), beside a bare-pg baseline that runs the same three SQL statements and
 * the same pure computations (points history, allowance, recommendation scoring) in a plain node:http
 * handler. Uses the library section's articles when they are there; seeds them otherwise.
 */
import { createRequire } from 'node:module';
import { DIST } from '../lib.mjs';
import { ensureArticles } from './library.mjs';

const require = createRequire(import.meta.url);
const { HISTORY_SQL } = require(`${DIST}/modules/dashboard/dashboard.sql.js`);
const { RECOMMENDATION_CANDIDATES_SQL } = require(`${DIST}/modules/articles/articles.repository.js`);
const { buildPointsHistory } = require(`${DIST}/modules/dashboard/points-history.js`);
const { recommendArticles } = require(`${DIST}/modules/dashboard/recommendation.js`);
const { allowanceOf } = require(`${DIST}/modules/assessment/allowance/allowance.service.js`);
const { LIMITS } = require('@leerpunt/shared/limits');

export const name = 'Dashboard';
/** The first size's completions lie 52 hours apart (500 over about three years); more are spread over the same years. */
const SPACING_UP_TO = 500;

/** Every field the dashboard page asks for (client/src/features/dashboard/dashboard.graphql). */
const DASHBOARD_QUERY = `query Dashboard($year: Int) {
  dashboard(year: $year) {
    id year
    access { plan isProfessional canTakeTests isMonthly canUseAssistant hasProgress }
    stats { totalPoints completedCount yearPoints progressPercent annualGoal }
    allowance { isMonthly capacity used available }
    recommendedArticles { id title category pePointsValue }
    pointsHistory {
      years year pointsForYear completionsForYear averagePerMonth thisMonth previousMonth trendPercent trendDirection
      completionsThisMonth empty months { month points completions status } yearly { year points completions }
    }
    latestNews { id type title content createdAt }
  }
}`;

const NEWS_SQL = `SELECT id, type, title, content, created_at FROM news_items WHERE is_published ORDER BY created_at DESC, id DESC LIMIT $1`;

/** Served by the baseline process: the same statements with bare `pg`, composed by the same pure functions. */
export const baselineRoutes = {
  '/baseline/dashboard': async (pool, params) => {
    const user = {
      id: Number(params.get('user_id')),
      profession: params.get('profession'),
      secondaryProfession: params.get('secondary_profession'),
      isAdmin: false,
      subscriptionStatus: 'active',
      subscriptionPlan: 'professional',
      subscriptionStartedAt: null,
    };
    const now = new Date();
    const year = now.getUTCFullYear();
    const [history, candidates, news] = await Promise.all([
      pool.query(HISTORY_SQL, [user.id, null]),
      pool.query(RECOMMENDATION_CANDIDATES_SQL, [user.id, LIMITS.recommendedArticles]),
      pool.query(NEWS_SQL, [LIMITS.latestUpdates]),
    ]);
    const row = history.rows[0];
    const buckets = row.buckets.map((b) => ({ year: Number(b.year), month: Number(b.month), points: Number(b.points), completions: Number(b.completions) }));
    const { stats, history: pointsHistory } = buildPointsHistory(buckets, year, now);
    const articles = candidates.rows.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      pePointsValue: Number(r.pe_points_value),
      professions: r.professions,
      publicationDate: r.publication_date,
      createdAt: r.created_at,
    }));
    const recommendedArticles = recommendArticles(user, articles).map(({ article }) => ({
      id: article.id,
      title: article.title,
      category: article.category,
      pePointsValue: article.pePointsValue,
    }));
    return {
      data: {
        dashboard: {
          id: `${user.id}:${year}`,
          year,
          stats,
          allowance: allowanceOf(user, Number(row.allowance_used), now),
          recommendedArticles,
          pointsHistory,
          latestNews: news.rows.map((n) => ({ ...n, createdAt: n.created_at })),
          access: { plan: 'professional', isProfessional: true, canTakeTests: true, isMonthly: false, canUseAssistant: true, hasProgress: true },
        },
      },
    };
  },
};

/** A professional with the size's passed tests spread over the last three years, and some news; grows to the next size. */
export async function seed({ pool, signToken, size, previous }) {
  const articles = await ensureArticles(pool, size.articles);
  let user = previous?.user;
  if (!user) {
    const { rows: users } = await pool.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed, subscription_status, subscription_plan, subscription_started_at,
         profession, secondary_profession, company, job_title, country, address, city, state, postal_code, phone, terms_accepted_at, privacy_accepted_at)
       VALUES ('bench-dashboard@example.test', 'x', 'Dashboard', 'Member', true, 'active', 'professional', now() - interval '3 years',
         'Accountant', 'Auditor', 'Bench B.V.', 'Controller', 'Netherlands', 'Damrak 1', 'Amsterdam', 'North Holland', '1012 LG', '612345678', now(), now())
       RETURNING id, token_version`,
    );
    user = users[0];
    for (let i = 0; i < 20; i++) {
      await pool.query(`INSERT INTO news_items (type, title, content, created_at) VALUES ($1, $2, $3, now() - $4 * interval '1 day')`, [
        ['news', 'feature', 'announcement', 'update'][i % 4],
        `Bench news ${i}`,
        `Content of bench news item ${i}. `.repeat(6),
        i,
      ]);
    }
  }
  const {
    rows: [{ done }],
  } = await pool.query('SELECT count(*)::int AS done FROM article_completions WHERE user_id = $1', [user.id]);
  // Completions k = done+1 … on the next published articles by id: the first 500 one every 52 hours going back from
  // now, later ones at scattered hours of the same three years.
  await pool.query(
    `WITH picked AS (
       SELECT id AS article_id, $3 + row_number() OVER (ORDER BY id) AS k FROM articles WHERE is_published ORDER BY id OFFSET $3 LIMIT $2 - $3
     ), attempts AS (
       INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, score, total, started_at, submitted_at)
       SELECT $1, article_id, 1, 'passed', '[]'::jsonb, 5, 5, at, at
         FROM picked, LATERAL (SELECT now() - (CASE WHEN k <= $4 THEN k * 52 ELSE (k * 7919) % 26000 END) * interval '1 hour' AS at) t
       RETURNING id, article_id, submitted_at
     )
     INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, allowance_charged, completed_at)
     SELECT $1, a.article_id, a.id, extract(year FROM a.submitted_at AT TIME ZONE 'UTC')::int, ar.pe_points_value, 0, a.submitted_at
       FROM attempts a JOIN articles ar ON ar.id = a.article_id`,
    [user.id, size.dashboardCompletions, done, SPACING_UP_TO],
  );
  await pool.query(`UPDATE users SET pe_points_earned = (SELECT sum(pe_points_awarded) FROM article_completions WHERE user_id = $1) WHERE id = $1`, [user.id]);
  await pool.query('VACUUM ANALYZE article_completions, test_attempts, news_items');
  return {
    user,
    userId: user.id,
    completions: size.dashboardCompletions,
    articles,
    token: await signToken({ userId: user.id, tokenVersion: user.token_version }),
    description: `One Professional member (Accountant, second profession Auditor) with ${size.dashboardCompletions} completions over about three years, among ${articles} articles; 20 news items.`,
  };
}

export function targets({ appUrl, baselineUrl, token, userId, completions, articles }) {
  const body = JSON.stringify({ query: DASHBOARD_QUERY, variables: {} });
  const query = new URLSearchParams({ user_id: String(userId), profession: 'Accountant', secondary_profession: 'Auditor' });
  const valid = (d) =>
    d?.stats?.completedCount === completions && d.recommendedArticles.length === LIMITS.recommendedArticles && d.latestNews.length === LIMITS.latestUpdates;
  return [
    {
      name: `GraphQL \`dashboard\` (${completions} completions, ${articles} articles)`,
      request: { url: `${appUrl}/graphql`, method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body },
      check: (json) => valid(json.data?.dashboard),
      baseline: {
        name: 'bare pg + node:http, same SQL and computations',
        request: { url: `${baselineUrl}/baseline/dashboard?${query}` },
        check: (json) => valid(json.data.dashboard),
      },
    },
  ];
}
