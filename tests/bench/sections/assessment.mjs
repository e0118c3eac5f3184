/**
 * Benchmark section: reading one article, starting a test (resuming the open attempt), submitting
 * tests (each request passes a fresh open attempt of another member: completion, points and a signed
 * certificate) and the public certificate check — on a database with 2,000 members and 100,000
 * completions at 1×, 100,000 members and 1,000,000 completions at 10× (tests/bench/sizes.mjs) — each beside a bare
 * `pg` baseline.
 */
import pg from 'pg';

export const name = 'Article, tests and certificates';
/** Members who submit under load (each needs a token and an open attempt per article), at every size. */
const SUBMIT_MEMBERS = 2000;
/** Articles a size's fresh tests are taken on (each gets a curated bank); the completion history avoids them. */
const FRESH = 60;
const LETTERS = ['A', 'B', 'C', 'D'];

const ARTICLE_QUERY = `query Article($id: ID!) { article(id: $id) { id databaseId title category pePointsValue summary contentHtml hasPdf externalUrl isYoutube estimatedReadTime publicationDate } }`;
const ARTICLE_SQL = `SELECT id, title, category, pe_points_value, summary, content_html, pdf_filename, external_url, is_youtube, estimated_read_time,
  publication_date::text AS publication_date FROM articles WHERE id = $1 AND is_published`;
const VERIFY_SQL = `SELECT c.id, c.holder_name, c.article_title, c.completed_at, c.pe_points, c.revoked_at FROM certificates c WHERE c.id = $1`;
const ATTEMPT_SQL = `SELECT id, questions FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status = 'open'`;
// The baseline's pass: grade one open attempt of its own articles and record the completion and points, in one statement.
const BASELINE_PASS_SQL = `WITH a AS (
    SELECT id FROM test_attempts WHERE article_id = ANY($1::int[]) AND status = 'open' LIMIT 1 FOR UPDATE SKIP LOCKED
  ), g AS (
    UPDATE test_attempts t SET status = 'passed', answers = $2::jsonb, score = total, submitted_at = now() FROM a WHERE t.id = a.id
    RETURNING t.id, t.user_id, t.article_id, t.score, t.total
  ), c AS (
    INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, completed_at)
    SELECT user_id, article_id, id, extract(year FROM now())::int, 1, now() FROM g RETURNING user_id
  ), p AS (
    UPDATE users SET pe_points_earned = pe_points_earned + 1 WHERE id IN (SELECT user_id FROM c) RETURNING id
  )
  SELECT g.score, g.total, (SELECT count(*) FROM p)::int AS members FROM g`;

export const baselineRoutes = {
  '/baseline/article': async (pool, params) => {
    const { rows } = await pool.query(ARTICLE_SQL, [Number(params.get('id'))]);
    return { data: { article: rows[0] } };
  },
  '/baseline/verify': async (pool, params) => {
    const { rows } = await pool.query(VERIFY_SQL, [params.get('certificate_id')]);
    const c = rows[0];
    return {
      valid: !!c && !c.revoked_at,
      certificate_id: c?.id,
      user_name: c?.holder_name,
      article_title: c?.article_title,
      completed_at: c?.completed_at,
      pe_points: Number(c?.pe_points),
    };
  },
  '/baseline/pass': async (pool, params) => {
    const { rows } = await pool.query(BASELINE_PASS_SQL, [params.get('articles').split(',').map(Number), params.get('answers')]);
    return { passed: rows.length === 1 && rows[0].score === rows[0].total, score: rows[0]?.score, total: rows[0]?.total };
  },
  '/baseline/attempt': async (pool, params) => {
    const { rows } = await pool.query(ATTEMPT_SQL, [Number(params.get('user')), Number(params.get('article'))]);
    return { questions: rows[0]?.questions ?? [] };
  },
};

/**
 * Runs one bulk insert of the seed without its foreign-key triggers (session_replication_role = replica, for this
 * transaction only): the rows refer to members, articles and attempts the same statement or an earlier one wrote,
 * and checking each of a million rows one by one is most of the seeding time.
 */
async function bulk(pool, sql, params) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(sql, params);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Members and a large completion history (attempts → completions), written with set-based SQL. The first size seeds
 * them; a larger one adds members and completions to reach its own counts. The first seeding gives member k
 * completions/members distinct articles among the library's first 2,000 (after the FRESH ones), over 50 days; growth
 * spreads the added completions over every member, on the articles after those, over three years.
 */
export async function seed({ pool, signToken, size, previous }) {
  // The library's own articles only: other sections add articles with attempts of their own.
  const { rows } = await pool.query(`SELECT id FROM articles WHERE is_published AND NOT is_youtube AND title LIKE 'Bench article %' ORDER BY id`);
  if (rows.length < 2000) throw new Error('the assessment section needs the library section first');
  const ids = rows.map((a) => a.id);
  const {
    rows: [{ existing }],
  } = await pool.query(`SELECT count(*)::int AS existing FROM users WHERE email LIKE 'member%@bench.test'`);
  await pool.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed, subscription_status, subscription_plan, subscription_started_at,
       profession, company, job_title, country, address, city, state, postal_code, phone, terms_accepted_at, privacy_accepted_at)
     SELECT 'member' || g || '@bench.test', 'x', 'Member', 'No ' || g, true, 'active', 'professional', now() - interval '400 days',
       'Accountant', 'Bench B.V.', 'Controller', 'Netherlands', 'Damrak 1', 'Amsterdam', 'North Holland', '1012 LG', '612345678', now(), now()
     FROM generate_series($1 + 1, $2) g`,
    [existing, size.members],
  );
  const memberCompletions = `SELECT count(*)::int AS n FROM article_completions c JOIN users u ON u.id = c.user_id WHERE u.email LIKE 'member%@bench.test'`;
  const {
    rows: [{ n: had }],
  } = await pool.query(memberCompletions);
  const fresh = previous ? ids.slice(-FRESH) : ids.slice(0, FRESH);
  if (had === 0) {
    // Member k completes completions/members distinct articles spread over 50 days.
    await bulk(
      pool,
      `WITH m AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM users WHERE email LIKE 'member%@bench.test'),
            pick AS (SELECT m.id AS user_id, ($2::int[])[1 + ((m.k * 7 + j) % array_length($2::int[], 1))] AS article_id, j
                     FROM m, generate_series(0, $1 - 1) j),
            att AS (INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, answers, score, total, started_at, submitted_at)
                    SELECT user_id, article_id, 1, 'passed', '[]'::jsonb, '{}'::jsonb, 5, 5, now() - (j || ' days')::interval, now() - (j || ' days')::interval FROM pick
                    RETURNING id, user_id, article_id, submitted_at)
       INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, completed_at)
       SELECT user_id, article_id, id, extract(year FROM submitted_at)::int, 1, submitted_at FROM att`,
      [Math.floor(size.completions / size.members), ids.slice(FRESH, 2000)],
    );
  } else if (had < size.completions) {
    // Completion i goes to member i mod M (its round j = i div M), on articles after the first 2,000 and before the
    // fresh ones, so it meets neither an earlier completion nor a test the targets take. M is a parameter, not a
    // column of m: the join must be an equality between the two sides, or it becomes a nested loop of 10^11 pairs.
    const band = ids.slice(2000, -FRESH);
    await bulk(
      pool,
      `WITH m AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE 'member%@bench.test'),
            pick AS (SELECT m.id AS user_id, ($2::int[])[1 + ((m.k * 7 + i / $3) % array_length($2::int[], 1))] AS article_id,
                            now() - ((i::bigint * 7919) % 26000) * interval '1 hour' AS at
                     FROM generate_series(0, $1 - 1) i JOIN m ON m.k = i % $3),
            att AS (INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, answers, score, total, started_at, submitted_at)
                    SELECT user_id, article_id, 1, 'passed', '[]'::jsonb, '{}'::jsonb, 5, 5, at, at FROM pick
                    RETURNING id, user_id, article_id, submitted_at)
       INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, completed_at)
       SELECT user_id, article_id, id, extract(year FROM submitted_at)::int, 1, submitted_at FROM att`,
      [size.completions - had, band, size.members],
    );
  }
  // Every seeded completion has its certificate, as a passed test leaves one (signature stand-ins: nothing verifies them).
  await bulk(
    pool,
    `INSERT INTO certificates (id, user_id, article_id, completion_id, holder_name, article_title, field_of_study, pe_points, score, total, completed_at, credential_jws)
     SELECT 'bench-' || c.id, c.user_id, c.article_id, c.id, u.first_name || ' ' || u.last_name, a.title, a.category, c.pe_points_awarded, 5, 5, c.completed_at, 'bench'
       FROM article_completions c JOIN users u ON u.id = c.user_id JOIN articles a ON a.id = c.article_id
      WHERE u.email LIKE 'member%@bench.test' AND NOT EXISTS (SELECT 1 FROM certificates x WHERE x.completion_id = c.id)`,
  );
  // The articles tests are taken on carry a curated bank of 12 approved items, as a real library does
  // (the offline draft generator passes few items of the synthetic text through the gate). One-word
  // options give no item away to another, so any five can be drawn together.
  await pool.query(
    `INSERT INTO test_questions (article_id, question, option_a, option_b, option_c, option_d, correct_option, explanation, generator, content_hash, status)
     SELECT a, 'Which term does step ' || g || ' of practice note ' || a || ' use?', 'alpha', 'bravo', 'charlie', 'delta',
            (ARRAY['A','B','C','D'])[1 + g % 4], 'The note names it in step ' || g || '.', 'curated', '', 'approved'
     FROM unnest($1::int[]) a, generate_series(1, 12) g`,
    [fresh],
  );
  await pool.query(
    `UPDATE users u SET pe_points_earned = s.total FROM (SELECT user_id, sum(pe_points_awarded) AS total FROM article_completions GROUP BY user_id) s
      WHERE s.user_id = u.id AND u.pe_points_earned IS DISTINCT FROM s.total`,
  );
  await pool.query('VACUUM ANALYZE users, test_attempts, article_completions, certificates, test_questions');
  // The submitting members get tokens: the submit target passes one fresh attempt per member and article.
  const { rows: members } = await pool.query(`SELECT id, token_version FROM users WHERE email LIKE 'member%@bench.test' ORDER BY id LIMIT $1`, [
    SUBMIT_MEMBERS,
  ]);
  const tokens = await Promise.all(members.map((m) => signToken({ userId: m.id, tokenVersion: m.token_version })));
  const {
    rows: [{ n }],
  } = await pool.query('SELECT count(*)::int AS n FROM article_completions');
  return {
    databaseUrl: pool.options.connectionString,
    members: members.map((m, i) => ({ id: m.id, token: tokens[i] })),
    freshArticles: fresh,
    description: `${size.members} members with ${n} completions in total, each member completion with its certificate (plus the library section's articles).`,
  };
}

async function post(url, token, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return res.json();
}

/** The answer key of an open attempt, as the grader sees it. */
async function answerKey(pool, userId, articleId) {
  const { rows } = await pool.query(ATTEMPT_SQL, [userId, articleId]);
  const served = rows[0].questions;
  const { rows: qs } = await pool.query('SELECT id, correct_option FROM test_questions WHERE id = ANY($1::int[])', [served.map((q) => q.questionId)]);
  const correct = new Map(qs.map((q) => [Number(q.id), q.correct_option]));
  return Object.fromEntries(served.map((q) => [String(q.questionId), LETTERS[q.order.indexOf(correct.get(q.questionId))]]));
}

/** Starts a test through the app on the first of `articles` that has a full test; returns that article id. */
async function startOnAny(appUrl, member, articles) {
  for (const articleId of articles) {
    const res = await fetch(`${appUrl}/api/users/${member.id}/articles/${articleId}/start-test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: '{}',
    });
    if (res.ok) return articleId;
    // Some synthetic articles draw too few distinct items for a test ("No test is available"): try the next.
    if (res.status !== 409) throw new Error(`start-test → ${res.status} ${await res.text()}`);
  }
  throw new Error('bench: no synthetic article yields a full test');
}

/**
 * Open attempts for `members` on `articleId`, copied from `template` (same questions and option order),
 * so one answer key passes every one of them.
 */
async function openAttempts(pool, members, articleId, template) {
  await pool.query(
    `INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, total)
     SELECT m, $2, 1, 'open', $3::jsonb, $4 FROM unnest($1::int[]) m ON CONFLICT DO NOTHING`,
    [members.map((m) => m.id), articleId, JSON.stringify(template), template.length],
  );
}

/**
 * Every submit needs a fresh open attempt, so each side gets members × articles of them: more than it can
 * submit in the warm-up and the measured seconds on a quiet machine (the app about 450 a second, the bare
 * baseline about 3,500), or the later requests find nothing to pass and the ratio measures refusals.
 */
const SUBMIT_ARTICLES = 6;
const BASELINE_SUBMIT_ARTICLES = 24;

/** Opens attempts (and one passed certificate) through the app, so the measured calls are real. */
export async function targets({ appUrl, baselineUrl, databaseUrl, members, freshArticles }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const [holder, opener, ...others] = members;
    let candidates = [...freshArticles];
    const take = async (member) => {
      const id = await startOnAny(appUrl, member, candidates);
      candidates = candidates.slice(candidates.indexOf(id) + 1);
      return id;
    };
    const articleId = await take(holder);
    const passed = await post(`${appUrl}/api/users/${holder.id}/articles/${articleId}/submit-test`, holder.token, {
      answers: await answerKey(pool, holder.id, articleId),
    });
    const {
      rows: [cert],
    } = await pool.query('SELECT id FROM certificates WHERE user_id = $1 AND article_id = $2', [holder.id, articleId]);
    if (!passed.passed || !cert) throw new Error('bench: could not pass a test');
    // One open attempt on another article: start-test then resumes it under load.
    const resumeArticle = await take(opener);

    // Submit: articles with a real bank (opened by the first of the other members), then one open
    // attempt per member on each; the baseline grades attempts of its own articles.
    const [first, ...rest] = others;
    const submitArticles = [];
    for (let i = 0; i < SUBMIT_ARTICLES; i++) submitArticles.push(await take(first));
    const bodies = new Map();
    for (const a of submitArticles) {
      const {
        rows: [template],
      } = await pool.query(ATTEMPT_SQL, [first.id, a]);
      bodies.set(a, JSON.stringify({ answers: await answerKey(pool, first.id, a) }));
      await openAttempts(pool, rest, a, template.questions);
    }
    const baselineArticles = candidates.slice(0, BASELINE_SUBMIT_ARTICLES);
    const {
      rows: [template],
    } = await pool.query(ATTEMPT_SQL, [first.id, submitArticles[0]]);
    for (const a of baselineArticles) await openAttempts(pool, others, a, template.questions);
    await pool.query('VACUUM ANALYZE test_attempts');
    // Article by article, member after member: the requests in flight at once are different members' passes, as
    // in real use. (Member by member, the ten in flight were one member's passes on six articles, which the
    // member's row lock rightly runs one after another: that measured the lock's queue, not the request.)
    const pairs = submitArticles.flatMap((a) => [first, ...rest].map((m) => ({ member: m, articleId: a })));
    let next = 0;
    const submitBody = bodies.get(submitArticles[0]);
    const submitPath = ({ member, articleId: a }) => `/api/users/${member.id}/articles/${a}/submit-test`;

    const auth = (t) => ({ 'content-type': 'application/json', authorization: `Bearer ${t}` });
    return [
      {
        name: 'GraphQL `article(id)`',
        request: {
          url: `${appUrl}/graphql`,
          method: 'POST',
          headers: auth(holder.token),
          body: JSON.stringify({ query: ARTICLE_QUERY, variables: { id: articleId } }),
        },
        check: (json) => String(json.data?.article?.databaseId) === String(articleId),
        baseline: {
          name: 'bare pg article',
          request: { url: `${baselineUrl}/baseline/article?id=${articleId}` },
          check: (json) => String(json.data?.article?.id) === String(articleId),
        },
      },
      {
        name: 'POST start-test (resumes the open attempt)',
        request: { url: `${appUrl}/api/users/${opener.id}/articles/${resumeArticle}/start-test`, method: 'POST', headers: auth(opener.token), body: '{}' },
        check: (json) => Array.isArray(json.questions) && json.questions.length > 0,
        baseline: {
          name: 'bare pg open attempt',
          request: { url: `${baselineUrl}/baseline/attempt?user=${opener.id}&article=${resumeArticle}` },
          check: (json) => json.questions.length > 0,
        },
      },
      {
        name: 'POST submit-test (passes a fresh attempt: completion, points, signed certificate)',
        // Each request is another member's attempt: the first (the answer check) takes pair 0, autocannon the rest.
        request: {
          url: `${appUrl}${submitPath(pairs[next++])}`,
          method: 'POST',
          headers: auth(first.token),
          body: submitBody,
          setupRequest: (req) => {
            const pair = pairs[next++ % pairs.length];
            return { ...req, method: 'POST', path: submitPath(pair), body: bodies.get(pair.articleId), headers: { ...auth(pair.member.token) } };
          },
        },
        // Every submit uses up its attempt, so the soak (which repeats requests) leaves this one out.
        soak: false,
        check: (json) => json.passed === true && typeof json.certificate_id === 'string',
        baseline: {
          name: 'bare pg pass (one statement: grade, completion, points)',
          request: { url: `${baselineUrl}/baseline/pass?articles=${baselineArticles.join(',')}&answers=${encodeURIComponent(submitBody)}` },
          check: (json) => json.passed === true,
        },
      },
      {
        name: 'GET /api/verify-certificate (public)',
        request: { url: `${appUrl}/api/verify-certificate?certificate_id=${cert.id}`, method: 'GET', headers: { 'x-forwarded-for': '10.0.0.1' } },
        check: (json) => json.valid === true,
        baseline: {
          name: 'bare pg certificate',
          request: { url: `${baselineUrl}/baseline/verify?certificate_id=${cert.id}` },
          check: (json) => json.valid === true,
        },
      },
    ];
  } finally {
    await pool.end();
  }
}
