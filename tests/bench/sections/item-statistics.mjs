/**
 * Benchmark section: the admin question-bank page's item statistics (responses, facility,
 * point-biserial discrimination, choice shares) for an article with 12 items and 10,000 graded
 * attempts, beside the same SQL statement on a bare `pg` pool. The article and its attempts stay the same at every
 * data size; the attempts of the other sections' members around them grow.
 */

export const name = 'Question bank item statistics';
const ATTEMPTS = Number(process.env.BENCH_ITEM_ATTEMPTS ?? 10_000);
const ITEMS = 12;

// The statement the app runs (server/src/modules/assessment/bank/item-statistics.sql.ts), for the baseline.
const STATS_SQL = `
WITH served AS MATERIALIZED (
  SELECT tq.id AS question_id, r.chosen, COALESCE(r.chosen = tq.correct_option, false)::int AS correct, a.score
  FROM test_attempts a
  CROSS JOIN LATERAL jsonb_array_elements(a.questions) q
  CROSS JOIN LATERAL (SELECT q->'order'->>(ascii(a.answers->>(q->>'questionId')) - 65) AS chosen) r
  JOIN test_questions tq ON tq.id = (q->>'questionId')::int
  WHERE a.article_id = $1 AND a.status <> 'open'
)
SELECT question_id, count(*)::int AS responses, avg(correct)::float8 AS facility, corr(correct, score - correct)::float8 AS discrimination,
  count(*) FILTER (WHERE chosen = 'A')::int AS chose_a, count(*) FILTER (WHERE chosen = 'B')::int AS chose_b,
  count(*) FILTER (WHERE chosen = 'C')::int AS chose_c, count(*) FILTER (WHERE chosen = 'D')::int AS chose_d,
  count(*) FILTER (WHERE chosen IS NULL)::int AS unanswered
FROM served GROUP BY question_id`;

export const baselineRoutes = {
  '/baseline/item-statistics': async (pool, params) => {
    const { rows } = await pool.query(STATS_SQL, [Number(params.get('article'))]);
    const { rows: items } = await pool.query('SELECT id, question, status, gate_failures FROM test_questions WHERE article_id = $1 ORDER BY id', [
      Number(params.get('article')),
    ]);
    return { items: items.map((i) => ({ ...i, stats: rows.find((r) => r.question_id === i.id) ?? null })) };
  },
};

/** One article with 12 approved items and ATTEMPTS graded attempts of 5 items each (members reuse attempt numbers). */
export async function seed({ pool, signToken, previous }) {
  // The same article and attempts at every size: its statistics read one article's attempts, among all the others.
  if (previous) return previous;
  const {
    rows: [article],
  } = await pool.query(
    `INSERT INTO articles (title, category, language, summary, content, content_html) VALUES ('Item statistics bench', 'Accounting', 'English', '', '', '') RETURNING id`,
  );
  await pool.query(
    `INSERT INTO test_questions (article_id, question, option_a, option_b, option_c, option_d, correct_option, explanation, generator, content_hash, status)
     SELECT $1, 'Bench question ' || g, 'a', 'b', 'c', 'd', (ARRAY['A','B','C','D'])[1 + g % 4], 'e', 'curated', '', 'approved' FROM generate_series(1, $2) g`,
    [article.id, ITEMS],
  );
  const { rows: qs } = await pool.query('SELECT id FROM test_questions WHERE article_id = $1 ORDER BY id', [article.id]);
  const ids = qs.map((q) => q.id);
  const { rows: members } = await pool.query(`SELECT id FROM users WHERE email LIKE 'member%@bench.test' ORDER BY id LIMIT 1000`);
  if (!members.length) throw new Error('the item statistics section needs the assessment section first');
  // Attempt i: member i mod M, attempt number i div M + 1; five consecutive items with a rotated option order and pseudo-random answers.
  await pool.query(
    `INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, answers, score, total, submitted_at)
     SELECT ($3::int[])[1 + i % array_length($3::int[], 1)], $1, 1 + i / array_length($3::int[], 1), 'failed',
            (SELECT jsonb_agg(jsonb_build_object('questionId', ($2::int[])[1 + (i + k) % $4], 'order',
                     CASE (i + k) % 2 WHEN 0 THEN '["A","B","C","D"]'::jsonb ELSE '["D","C","B","A"]'::jsonb END)) FROM generate_series(0, 4) k),
            (SELECT jsonb_object_agg(($2::int[])[1 + (i + k) % $4]::text, (ARRAY['A','B','C','D'])[1 + abs(hashtext(i || ':' || k)) % 4]) FROM generate_series(0, 4) k),
            abs(hashtext(i::text)) % 6, 5, now()
     FROM generate_series(0, $5 - 1) i`,
    [article.id, ids, members.map((m) => m.id), ITEMS, ATTEMPTS],
  );
  await pool.query('VACUUM ANALYZE test_attempts, test_questions');
  const {
    rows: [admin],
  } = await pool.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed, is_admin, profession, company, job_title, country, address, city,
       state, postal_code, phone, terms_accepted_at, privacy_accepted_at)
     VALUES ('stats-admin@bench.test', 'x', 'Stats', 'Admin', true, true, 'Accountant', 'Bench B.V.', 'Controller', 'Netherlands', 'Damrak 1', 'Amsterdam',
       'North Holland', '1012 LG', '612345678', now(), now()) RETURNING id, token_version`,
  );
  return {
    articleId: article.id,
    adminToken: await signToken({ userId: admin.id, tokenVersion: admin.token_version }),
    description: `${ATTEMPTS} graded attempts of 5 items on one article with ${ITEMS} items.`,
  };
}

export async function targets({ appUrl, baselineUrl, articleId, adminToken }) {
  return [
    {
      name: 'GET admin question bank with item statistics (10,000 attempts)',
      request: { url: `${appUrl}/api/admin/articles/${articleId}/question-bank`, method: 'GET', headers: { authorization: `Bearer ${adminToken}` } },
      check: (json) => json.items?.length === ITEMS && json.items.every((i) => i.stats && i.stats.responses > 0),
      baseline: {
        name: 'bare pg statistics',
        request: { url: `${baselineUrl}/baseline/item-statistics?article=${articleId}` },
        check: (json) => json.items?.length === ITEMS,
      },
    },
  ];
}
