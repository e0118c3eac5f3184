/**
 * Benchmark section: library full-text search (issue #13 §5, budget p99 ≤ 50 ms at 10 connections on
 * 10,000 articles; issue #31 §1). GraphQL `articles(search:)` with highlights and ratings, and GET /api/articles?q=,
 * each beside a bare `pg` handler running the same search SQL. Uses the library section's articles
 * when they are there; seeds them otherwise. Before the load, a search-quality check: for a fixed query set, the app's
 * top 100, total and highlights must equal a reference computed the slow, exact way (vectors recomputed from the text,
 * a plain ts_rank over every match, ts_headline over the whole texts).
 */
import { createRequire } from 'node:module';
import pg from 'pg';
import { DIST } from '../lib.mjs';
import { ensureArticles } from './library.mjs';

const require = createRequire(import.meta.url);
const { searchConditionSql, headlineSql, rowQuerySql, SEARCH_VECTOR_SQL, tidyHeadline, tidyLines, MATCH_START } = require(
  `${DIST}/modules/articles/article-search.js`,
);
const { snippetSql, searchPageSql } = require(`${DIST}/modules/articles/articles.repository.js`);

export const name = 'Library search';
/** In about one title in seventeen (the Valuation category): a typical, selective search. */
const SELECTIVE = 'valuation';
/** In every item's body: the worst case, every article matches and is ranked. */
const BROAD = 'evidence';

const CARD_QUERY = `query Search($search: String, $perPage: Int) {
  articles(search: $search, perPage: $perPage) {
    total page perPage
    items { id title category secondaryCategory subcategory language difficultyLevel pePointsValue source publicationDate
            summary isYoutube hasExternalLink studyMinutes searchHighlight { title summary snippet } rating { average count } }
  }
}`;

const WHERE = `WHERE is_published AND ${searchConditionSql('$1')}`;
/** The app's search statement (page and count in one), with the card columns the GraphQL query asks for; $2 limit, $3 offset. */
const PAGE_SQL = searchPageSql({
  select: `id, title, category, secondary_category, subcategory, language, difficulty_level, pe_points_value, source,
  publication_date::text AS publication_date, summary, external_url, is_youtube, study_minutes`,
  where: WHERE,
  textParam: '$1',
  sort: 'RELEVANCE',
  limit: '$2',
  offset: '$3',
});
const HIGHLIGHT_SQL = `SELECT id, ${headlineSql('title', '$1', true)} AS title, ${headlineSql('summary', '$1', true)} AS summary, ${snippetSql('$1')} AS snippet
  FROM articles WHERE id = ANY($2::int[])`;
const RATING_SQL = `SELECT article_id, round(avg(rating), 1)::text AS average, count(*)::int AS count FROM feedback WHERE article_id = ANY($1::int[]) GROUP BY article_id`;

const REST_SQL = searchPageSql({
  select: `id, title, category, secondary_category, subcategory, language, difficulty_level, pe_points_value, source,
  publication_date::text AS publication_date, created_at, summary, content_html AS content, pdf_filename, external_url, is_youtube,
  estimated_read_time, professions`,
  where: WHERE,
  textParam: '$1',
  sort: 'RELEVANCE',
  limit: '$2',
  offset: '$3',
});

/** The same statements the app runs for a search page: page and count in one, then highlights and ratings together. */
async function searchCards(pool, q) {
  const rows = await pool.query(PAGE_SQL, [q, 100, 0]);
  const ids = rows.rows.map((r) => r.id);
  const [highlights, ratings] = await Promise.all([pool.query(HIGHLIGHT_SQL, [q, ids]), pool.query(RATING_SQL, [ids])]);
  const h = new Map(highlights.rows.map((r) => [r.id, r]));
  const rt = new Map(ratings.rows.map((r) => [r.article_id, r]));
  const items = rows.rows.map(({ rank: _rank, searchTotal: _total, ...r }) => ({
    ...r,
    pe_points_value: Number(r.pe_points_value),
    searchHighlight: { title: h.get(r.id)?.title, summary: h.get(r.id)?.summary, snippet: h.get(r.id)?.snippet },
    rating: rt.has(r.id) ? { average: Number(rt.get(r.id).average), count: rt.get(r.id).count } : { average: null, count: 0 },
  }));
  return { data: { articles: { total: rows.rows[0]?.searchTotal ?? 0, page: 1, perPage: 100, items } } };
}

export const baselineRoutes = {
  '/baseline/search-cards': async (pool, params) => searchCards(pool, params.get('q')),
  '/baseline/search-rest': async (pool, params) => {
    const q = params.get('q');
    const rows = await pool.query(REST_SQL, [q, 100, 0]);
    const articles = rows.rows.map(({ rank: _rank, searchTotal: _total, ...r }) => ({
      ...r,
      pe_points_value: Number(r.pe_points_value),
      has_pdf: !!r.pdf_filename,
      has_external_link: !!r.external_url,
    }));
    return { articles, total: rows.rows[0]?.searchTotal ?? 0, page: 1, per_page: 100 };
  },
};

/** The size's articles (when the library section has not seeded them), and once 40 raters, 6,000 ratings and a member's token. */
export async function seed({ pool, signToken, size, previous }) {
  const articles = await ensureArticles(pool, size.articles);
  let { token } = previous ?? {};
  if (!token) {
    const { rows: raters } = await pool.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed, subscription_status, subscription_plan, profession, company,
         job_title, country, address, city, state, postal_code, phone, terms_accepted_at, privacy_accepted_at)
       SELECT 'search-bench-' || g || '@example.test', 'x', 'Rater', 'No ' || g, true, 'active', 'professional', 'Accountant', 'Bench B.V.', 'Controller',
         'Netherlands', 'Damrak 1', 'Amsterdam', 'North Holland', '1012 LG', '612345678', now(), now()
       FROM generate_series(1, 40) g
       RETURNING id, token_version`,
    );
    await pool.query(
      `INSERT INTO feedback (user_id, article_id, rating, comment)
       SELECT u.id, a.id, 1 + (a.id + u.id) % 5, CASE WHEN (a.id + u.id) % 3 = 0 THEN 'Useful for practice.' END
       FROM unnest($1::int[]) AS u(id) CROSS JOIN LATERAL (SELECT id FROM articles WHERE id % 67 = u.id % 67 ORDER BY id LIMIT 150) a`,
      [raters.map((r) => r.id)],
    );
    await pool.query('VACUUM ANALYZE feedback');
    token = await signToken({ userId: raters[0].id, tokenVersion: raters[0].token_version });
  }
  const {
    rows: [matches],
  } = await pool.query(
    `SELECT (SELECT count(*)::int FROM articles ${WHERE}) AS selective,
            (SELECT count(*)::int FROM articles ${WHERE.replaceAll('$1', '$2')}) AS broad,
            (SELECT count(*)::int FROM feedback) AS ratings`,
    [SELECTIVE, BROAD],
  );
  const dataset =
    `${articles} articles in four languages (each indexed in its own), ${matches.ratings} ratings. ` +
    `"${SELECTIVE}" matches ${matches.selective} items (a typical search); "${BROAD}" matches ${matches.broad} (every item: the worst case, all ranked). ` +
    'Budget: p99 ≤ 50 ms at 10 connections (worst case ≤ 150 ms).';
  return {
    token,
    label: size.label,
    databaseUrl: pool.options.connectionString,
    // Read when the results are written, after targets() has run the quality check at this size.
    get description() {
      const quality = qualityBySize.get(size.label);
      return quality ? `${dataset}\n\n${quality}` : dataset;
    },
  };
}

/**
 * The fixed query set of the quality check: selective and every-item searches, title-, summary- and body-only words,
 * AND, OR, phrases, exclusions, a number, and searches that match nothing.
 */
const QUALITY_QUERIES = [
  SELECTIVE,
  BROAD,
  'tax',
  'valuation evidence',
  'valuation or tax',
  'evidence -valuation',
  '"audit trail"',
  '"trail audit"',
  'takeaway',
  'practice note 42',
  '42',
  'judgement estimate',
  '"practical step" finance',
  'overview -detail',
  'consistency -audit',
  'nothingmatchesthis',
];
/** The quality check's line, by data size. */
const qualityBySize = new Map();

/**
 * The app's first page (100) of each query against the reference: the same ids in the same order, the same total and
 * the same highlights. Returns a line for the results; throws nothing, so a difference is reported beside the timings.
 */
async function qualityCheck(appUrl, token, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const differences = [];
  try {
    // Vectors recomputed from the text, not the stored column or its indexes.
    await client.query(
      `CREATE TEMP TABLE search_reference AS SELECT id, language, publication_date, (${SEARCH_VECTOR_SQL}) AS v FROM articles WHERE is_published`,
    );
    for (const q of QUALITY_QUERIES) {
      const { rows: reference } = await client.query(
        `SELECT id, count(*) OVER ()::int AS total FROM search_reference WHERE v @@ ${rowQuerySql('$1')}
          ORDER BY ts_rank(v, ${rowQuerySql('$1')}) DESC, publication_date DESC NULLS LAST, id DESC`,
        [q],
      );
      const top = reference.slice(0, 100).map((r) => r.id);
      const { rows: headlines } = await client.query(
        `SELECT id, ${headlineSql('title', '$1', true)} AS title, ${headlineSql('summary', '$1', true)} AS summary, ${headlineSql('content_html', '$1', false)} AS snippet
           FROM articles WHERE id = ANY($2::int[])`,
        [q, top],
      );
      const expected = new Map(
        headlines.map((r) => {
          const snippet = tidyHeadline(r.snippet, true);
          return [r.id, { title: tidyHeadline(r.title), summary: tidyLines(r.summary), snippet: snippet.includes(MATCH_START) ? snippet : '' }];
        }),
      );
      const res = await fetch(`${appUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'query($s: String) { articles(search: $s, perPage: 100) { total items { databaseId searchHighlight { title summary snippet } } } }',
          variables: { s: q },
        }),
      });
      const { data, errors } = await res.json();
      if (errors) {
        differences.push(`"${q}": ${errors[0].message}`);
        continue;
      }
      const items = data.articles.items;
      const total = reference[0]?.total ?? 0;
      if (data.articles.total !== total) differences.push(`"${q}": total ${data.articles.total}, reference ${total}`);
      if (JSON.stringify(items.map((i) => Number(i.databaseId))) !== JSON.stringify(top))
        differences.push(`"${q}": top ${items.length} differ from the reference`);
      const wrong = items.filter((i) => JSON.stringify(i.searchHighlight) !== JSON.stringify(expected.get(Number(i.databaseId)))).length;
      if (wrong) differences.push(`"${q}": ${wrong} highlights differ`);
    }
  } finally {
    await client.end();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return differences.length
    ? `Search quality check (${QUALITY_QUERIES.length} fixed queries against ts_rank and ts_headline recomputed from the text): **DIFFERENT**: ${differences.join('; ')}.`
    : `Search quality check: for ${QUALITY_QUERIES.length} fixed queries the app's top 100, totals and highlights **equal** the reference computed the slow, exact way (vectors recomputed from the text, ts_rank over every match, ts_headline over the whole texts; ${seconds} s).`;
}

const gql = (appUrl, token, search) => ({
  url: `${appUrl}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query: CARD_QUERY, variables: { search, perPage: 100 } }),
});

/** The measured pairs: each app call beside its bare baseline, after the quality check. */
export async function targets({ appUrl, baselineUrl, token, databaseUrl, label }) {
  const quality = await qualityCheck(appUrl, token, databaseUrl);
  qualityBySize.set(label, quality);
  console.log(quality);
  if (quality.includes('DIFFERENT')) process.exitCode = 1;
  const fullPage = (json) => json.data?.articles?.items?.length === 100 && json.data.articles.items[0].searchHighlight?.title !== undefined;
  return [
    {
      name: `GraphQL \`articles(search: "${SELECTIVE}")\`: 100 cards with highlights and ratings`,
      request: gql(appUrl, token, SELECTIVE),
      check: fullPage,
      baseline: { name: 'bare pg + node:http, same statements', request: { url: `${baselineUrl}/baseline/search-cards?q=${SELECTIVE}` }, check: fullPage },
    },
    {
      name: `GraphQL \`articles(search: "${BROAD}")\`: every item matches (worst case)`,
      request: gql(appUrl, token, BROAD),
      check: fullPage,
      baseline: { name: 'bare pg + node:http, same statements', request: { url: `${baselineUrl}/baseline/search-cards?q=${BROAD}` }, check: fullPage },
    },
    {
      name: `GET /api/articles?q=${SELECTIVE}&per_page=100`,
      request: { url: `${appUrl}/api/articles?q=${SELECTIVE}&per_page=100` },
      check: (json) => json.articles?.length === 100,
      baseline: {
        name: 'bare pg + node:http, same rows',
        request: { url: `${baselineUrl}/baseline/search-rest?q=${SELECTIVE}` },
        check: (json) => json.articles.length === 100,
      },
    },
  ];
}
