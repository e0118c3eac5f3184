/**
 * Benchmark section: the library list over GraphQL and over GET /api/articles, each beside a bare
 * `pg` query of the same rows served by a plain node:http handler. Seeds the size's articles (tests/bench/sizes.mjs),
 * adding to those already there when the run grows its data.
 */
import { createRequire } from 'node:module';
import { DIST } from '../lib.mjs';

const require = createRequire(import.meta.url);
const { renderArticleHtml } = require(`${DIST}/modules/articles/article-html.js`);
const { isYoutubeUrl } = require(`${DIST}/modules/articles/youtube.js`);
const { normaliseSource } = require(`${DIST}/modules/articles/source-key.js`);
const { CATEGORIES, DIFFICULTY_LEVELS, LIBRARY_LANGUAGES, PROFESSIONS } = require('@leerpunt/shared/catalog');

export const name = 'Library';
const SOURCES = [
  'Leerpunt Audit Desk',
  'Leerpunt Tax Desk',
  'MIT OpenCourseWare',
  'Leerpunt Engineering Desk',
  'Leerpunt Legal Desk',
  'TED',
  'Leerpunt Medical Desk',
  'Leerpunt Data Desk',
];

/** The fields a library card shows, as the client asks for them. */
const CARD_QUERY = `query Library($filter: ArticleFilter, $sort: ArticleSort, $page: Int, $perPage: Int) {
  articles(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
    total page perPage
    items { id title category secondaryCategory subcategory language difficultyLevel pePointsValue source publicationDate
            summary hasPdf hasExternalLink externalUrl isYoutube estimatedReadTime }
  }
}`;

// ORDER BY names the table column (a.…): a bare publication_date would mean the ::text output column and defeat the index.
const CARD_SQL = `SELECT id, title, category, secondary_category, subcategory, language, difficulty_level, pe_points_value, source,
  publication_date::text AS publication_date, summary, pdf_filename, external_url, is_youtube, estimated_read_time
  FROM articles a WHERE is_published AND NOT is_youtube ORDER BY a.publication_date DESC NULLS LAST, a.id DESC LIMIT 100`;
const CARD_COUNT_SQL = 'SELECT count(*)::int AS n FROM articles WHERE is_published AND NOT is_youtube';

const REST_SQL = `SELECT id, title, category, secondary_category, subcategory, language, difficulty_level, pe_points_value, source,
  publication_date::text AS publication_date, created_at, summary, content_html AS content, pdf_filename, external_url, is_youtube,
  estimated_read_time, professions
  FROM articles a WHERE is_published ORDER BY a.publication_date DESC NULLS LAST, a.id DESC LIMIT 100 OFFSET 0`;
const REST_COUNT_SQL = 'SELECT count(*)::int AS n FROM articles WHERE is_published';

/** Served by the baseline process: the same rows, read with bare `pg` and written with JSON.stringify. */
export const baselineRoutes = {
  // The framework floor: no database, the smallest answer.
  '/baseline/trivial': async () => ({ data: { __typename: 'Query' } }),
  '/baseline/library-cards': async (pool) => {
    const [rows, count] = await Promise.all([pool.query(CARD_SQL), pool.query(CARD_COUNT_SQL)]);
    const items = rows.rows.map((r) => ({ ...r, pe_points_value: Number(r.pe_points_value), has_pdf: !!r.pdf_filename, has_external_link: !!r.external_url }));
    return { data: { articles: { total: count.rows[0].n, page: 1, perPage: 100, items } } };
  },
  '/baseline/articles': async (pool) => {
    const [rows, count] = await Promise.all([pool.query(REST_SQL), pool.query(REST_COUNT_SQL)]);
    const articles = rows.rows.map((r) => ({
      ...r,
      pe_points_value: Number(r.pe_points_value),
      has_pdf: !!r.pdf_filename,
      has_external_link: !!r.external_url,
    }));
    return { articles, total: count.rows[0].n, page: 1, per_page: 100 };
  },
};

function paragraph(i, n) {
  return (
    `Paragraph ${n} of item ${i}. Professionals apply the standard with judgement: they document the facts, weigh the alternatives, ` +
    `record the reasoning behind each estimate and review the outcome against the evidence gathered during the engagement. ` +
    `The **key point** is consistency between periods, and a clear audit trail for reviewers.`
  );
}

function articleRow(i) {
  const video = i % 10 === 0;
  const source = SOURCES[i % SOURCES.length];
  const content = [
    `## Overview ${i}`,
    paragraph(i, 1),
    paragraph(i, 2),
    '- first practical step\n- second practical step\n- third practical step',
    `## Detail`,
    paragraph(i, 3),
    paragraph(i, 4),
  ].join('\n\n');
  const day = new Date(Date.UTC(2015, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);
  const externalUrl = video ? `https://www.youtube.com/watch?v=bench${String(i).padStart(6, '0')}` : i % 15 === 0 ? `https://example.org/read/${i}` : null;
  return [
    `Bench article ${i}: ${CATEGORIES[i % CATEGORIES.length]} practice note`,
    CATEGORIES[i % CATEGORIES.length],
    i % 3 === 0 ? CATEGORIES[(i + 5) % CATEGORIES.length] : null,
    `Topic ${i % 40}`,
    LIBRARY_LANGUAGES[i % LIBRARY_LANGUAGES.length],
    DIFFICULTY_LEVELS[i % DIFFICULTY_LEVELS.length],
    [1, 1.5, 2][i % 3],
    source,
    normaliseSource(source),
    i % 97 === 0 ? null : day,
    `- First takeaway of item ${i}.\n- Second takeaway of item ${i}.`,
    content,
    renderArticleHtml(content),
    i % 50 === 0 ? `bench-${i}.pdf` : null,
    externalUrl,
    isYoutubeUrl(externalUrl),
    video ? 45 : 5 + (i % 10),
    [PROFESSIONS[i % PROFESSIONS.length], PROFESSIONS[(i + 3) % PROFESSIONS.length]],
    i % 50 !== 7,
  ];
}

const COLUMNS = [
  'title',
  'category',
  'secondary_category',
  'subcategory',
  'language',
  'difficulty_level',
  'pe_points_value',
  'source',
  'source_key',
  'publication_date',
  'summary',
  'content',
  'content_html',
  'pdf_filename',
  'external_url',
  'is_youtube',
  'estimated_read_time',
  'professions',
  'is_published',
];

/** Inserts benchmark articles number `from` to `to` - 1 in batches of 500. */
async function insertArticles(pool, from, to) {
  for (let start = from; start < to; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(start + 500, to); i++) rows.push(articleRow(i));
    const params = rows.flat();
    const values = rows.map((_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`).join(', ');
    await pool.query(`INSERT INTO articles (${COLUMNS.join(', ')}) VALUES ${values}`, params);
  }
  await pool.query('VACUUM ANALYZE articles');
}

/** Grows the benchmark library to `total` items (other sections reuse it); returns how many there are. */
export async function ensureArticles(pool, total) {
  const {
    rows: [{ n }],
  } = await pool.query(`SELECT count(*)::int AS n FROM articles WHERE title LIKE 'Bench article %'`);
  if (n < total) await insertArticles(pool, n, total);
  return Math.max(n, total);
}

/** Seeds the size's articles and (once) one member with an active plan; returns what the targets need. */
export async function seed({ pool, signToken, size, previous }) {
  const articles = await ensureArticles(pool, size.articles);
  if (previous) return { ...previous, description: describe(articles) };
  const { rows } = await pool.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed, subscription_status, subscription_plan, profession, company,
       job_title, country, address, city, state, postal_code, phone, terms_accepted_at, privacy_accepted_at)
     VALUES ('bench@example.test', 'x', 'Bench', 'Member', true, 'active', 'professional', 'Accountant', 'Bench B.V.', 'Controller',
       'Netherlands', 'Damrak 1', 'Amsterdam', 'North Holland', '1012 LG', '612345678', now(), now())
     RETURNING id, token_version`,
  );
  return {
    token: await signToken({ userId: rows[0].id, tokenVersion: rows[0].token_version }),
    description: describe(articles),
  };
}

const describe = (articles) => `${articles} articles seeded (10% YouTube items, 2% unpublished, Markdown bodies of about 1.2 kB rendered to HTML).`;

/** The measured pairs: each app call beside its bare baseline. */
export function targets({ appUrl, baselineUrl, token }) {
  const graphqlBody = JSON.stringify({ query: CARD_QUERY, variables: { filter: { mode: 'ARTICLES' }, sort: 'NEWEST', page: 1, perPage: 100 } });
  return [
    {
      name: 'Trivial GraphQL `{ __typename }` (no database; the framework floor)',
      request: { url: `${appUrl}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) },
      check: (json) => json.data?.__typename === 'Query',
      baseline: { name: 'trivial node:http handler', request: { url: `${baselineUrl}/baseline/trivial` }, check: (json) => json.data.__typename === 'Query' },
    },
    {
      name: 'GraphQL `articles` (100 cards, ARTICLES, NEWEST)',
      request: {
        url: `${appUrl}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: graphqlBody,
      },
      check: (json) => json.data?.articles?.items?.length === 100,
      baseline: {
        name: 'bare pg + node:http, same rows',
        request: { url: `${baselineUrl}/baseline/library-cards` },
        check: (json) => json.data.articles.items.length === 100,
      },
    },
    {
      // Same request from a client that accepts compression: the row's ratio against the one above is the CPU cost of compressing on the fly.
      name: 'GraphQL `articles`, answer compressed (Accept-Encoding: br, gzip)',
      request: {
        url: `${appUrl}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}` },
        body: graphqlBody,
      },
      check: (json) => json.data?.articles?.items?.length === 100,
      baseline: {
        name: 'bare pg + node:http, same rows',
        request: { url: `${baselineUrl}/baseline/library-cards` },
        check: (json) => json.data.articles.items.length === 100,
      },
    },
    {
      name: 'GET /api/articles?page=1&per_page=100',
      request: { url: `${appUrl}/api/articles?page=1&per_page=100` },
      check: (json) => json.articles?.length === 100,
      baseline: { name: 'bare pg + node:http, same rows', request: { url: `${baselineUrl}/baseline/articles` }, check: (json) => json.articles.length === 100 },
    },
  ];
}
