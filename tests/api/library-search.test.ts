import { randomBytes } from 'node:crypto';
import { graphql } from 'graphql';
import { countStatements } from '../../server/src/db/query-context';
import { buildContext } from '../../server/src/graphql/context';
import { getSchema } from '../../server/src/graphql/schema';
import { SEARCH_MATCH_MARKS } from '@leerpunt/shared/catalog';
import { MATCH_START, SEARCH_VECTOR_SQL, headlineSql, rowQuerySql, tidyHeadline, tidyLines } from '../../server/src/modules/articles/article-search';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createArticles, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services, { plan: 'professional' });
  admin = await createUser(t.services, { plan: null, isAdmin: true });
});
afterAll(() => t.close());

/** A word no other test uses (letters and digits: every configuration keeps it as it is), so each test sees only its own items. */
const uniqueWord = () => `kw${randomBytes(5).toString('hex')}`;

const SEARCH = `query Search($search: String, $filter: ArticleFilter, $sort: ArticleSort, $page: Int, $perPage: Int) {
  articles(search: $search, filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
    total page perPage
    items { id title language category searchHighlight { title summary snippet } }
  }
}`;

type Item = { id: number; title: string; language: string; category: string; searchHighlight: { title: string; summary: string; snippet: string } | null };

async function search(variables: Record<string, unknown>, token: string = member.token) {
  const res = await api.gql<{ articles: { total: number; items: Item[] } }>(SEARCH, variables, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.articles;
}

const titles = (page: { items: Item[] }) => page.items.map((a) => a.title);
const { start: S, end: E } = SEARCH_MATCH_MARKS;

describe('library search: ranking and matching', () => {
  it('ranks a title match above a summary match above a content match, whatever the dates', async () => {
    const word = uniqueWord();
    await createArticle(t.services, {
      title: `In the content`,
      summary: '- Nothing here',
      content: `The body mentions ${word} once.`,
      publicationDate: '2025-06-01',
    });
    await createArticle(t.services, { title: `In the summary`, summary: `- About ${word}`, content: 'Plain body.', publicationDate: '2024-06-01' });
    await createArticle(t.services, { title: `In the title ${word}`, summary: '- Nothing here', content: 'Plain body.', publicationDate: '2023-06-01' });
    const found = await search({ search: word });
    expect(titles(found)).toEqual([`In the title ${word}`, 'In the summary', 'In the content']);
    expect(found.total).toBe(3);
    // An explicit order still applies to the matches.
    expect(titles(await search({ search: word, sort: 'NEWEST' }))).toEqual(['In the content', 'In the summary', `In the title ${word}`]);
  });

  it("stems the words in each item's own language (English, Dutch, German, Spanish)", async () => {
    const word = uniqueWord();
    await createArticle(t.services, { language: 'English', title: `Audit evidence ${word}`, content: 'The auditors were auditing the accounts.' });
    await createArticle(t.services, { language: 'Dutch', title: `Fietsen ${word}`, content: 'De boekhouders controleerden de fietsen van de zaak.' });
    await createArticle(t.services, { language: 'German', title: `Prüfung ${word}`, content: 'Die Wirtschaftsprüfer prüften die Bücher.' });
    await createArticle(t.services, { language: 'Spanish', title: `Contabilidad ${word}`, content: 'Las normas contables y las auditorías financieras.' });
    const only = async (text: string) => (await search({ search: `${word} ${text}` })).items.map((a) => a.language);
    expect(await only('audit')).toEqual(['ENGLISH']);
    expect(await only('boekhouder')).toEqual(['DUTCH']);
    expect(await only('Buch')).toEqual(['GERMAN']);
    expect(await only('contable')).toEqual(['SPANISH']);
  });

  it('supports quoted phrases, OR and excluded words; stop words alone match nothing', async () => {
    const word = uniqueWord();
    await createArticle(t.services, { title: `Going concern ${word}`, content: 'Management assesses the going concern basis.' });
    await createArticle(t.services, { title: `Concern going ${word}`, content: 'Concern about going out.' });
    expect(titles(await search({ search: `${word} "going concern"` })).sort()).toEqual([`Going concern ${word}`]);
    expect((await search({ search: `${word} -management` })).items.map((a) => a.title)).toEqual([`Concern going ${word}`]);
    expect((await search({ search: `${word}xx or ${word}` })).total).toBe(2);
    expect((await search({ search: 'the and of' })).total).toBe(0);
  });

  it('the search configurations it relies on exist on this database', async () => {
    const rows: Array<{ cfgname: string }> = await t.db.query(
      `SELECT cfgname FROM pg_ts_config WHERE cfgname IN ('english', 'dutch', 'german', 'spanish', 'simple')`,
    );
    expect(rows.map((r) => r.cfgname).sort()).toEqual(['dutch', 'english', 'german', 'simple', 'spanish']);
  });

  it('keeps the index current when an admin edits an item', async () => {
    const before = uniqueWord();
    const after = uniqueWord();
    const article = await createArticle(t.services, { title: `Editable ${before}` });
    const res = await api.gql(
      `mutation($input: UpdateArticleInput!) { updateArticle(input: $input) { article { id } userErrors { message } } }`,
      { input: { id: article.id, title: `Edited ${after}`, category: 'ACCOUNTING', language: 'ENGLISH', content: 'New body.' } },
      admin.token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateArticle.userErrors).toEqual([]);
    expect((await search({ search: before })).total).toBe(0);
    expect(titles(await search({ search: after }))).toEqual([`Edited ${after}`]);
  });
});

describe('library search: a fixed query set keeps its results', () => {
  /**
   * 120 items in four languages that all contain `every` in their body (some in the title too), with `title` only in
   * titles, `summary` only in summaries and `body` a varying number of times in bodies, so the queries cover every item
   * matching, title-only and summary-only matches, AND, OR, phrases and exclusions. The page the library serves must be
   * the order a plain ts_rank over vectors recomputed from the text gives, and its highlights what ts_headline gives
   * over the stored texts: any faster way of ranking or highlighting has to keep both.
   */
  const w = { every: uniqueWord(), title: uniqueWord(), summary: uniqueWord(), body: uniqueWord() };
  const languages = ['English', 'Dutch', 'German', 'Spanish'];
  const QUERIES = [
    w.every,
    w.title,
    w.summary,
    w.body,
    `${w.every} ${w.title}`,
    `${w.every} ${w.body}`,
    `${w.title} ${w.summary}`,
    `${w.title} or ${w.summary}`,
    `${w.summary} or ${w.body}`,
    `${w.title} or ${w.summary} or ${w.body}`,
    `"${w.every} ${w.body}"`,
    `"${w.body} ${w.every}"`,
    `${w.every} -${w.title}`,
    `${w.body} -${w.summary}`,
    `${w.every} ${w.every} ${w.body}`,
    `${w.every} or nothingmatchesthis`,
    `audit ${w.body}`,
    `${w.every} -${w.body}`,
    `"${w.title} ${w.every}"`,
    `${w.body} or ${w.every}`,
  ];

  beforeAll(async () => {
    await createArticles(t.services, 120, (i) => {
      const bodyWords = Array.from({ length: i % 6 }, (_, k) => `Paragraph ${k} of an audit text ${k % 2 ? w.body : `about ${w.body} and`} more.`).join('\n\n');
      return {
        title: `Item ${i}${i % 7 === 0 ? ` ${w.every}` : ''}${i % 11 === 0 ? ` ${w.title}` : ''}${i % 13 === 0 ? ` ${w.every} ${w.title}` : ''}`,
        summary: i % 5 === 0 ? `- A point on ${w.summary}\n- And ${i % 10 === 0 ? w.every : 'another'}` : '- A plain point',
        content: `## Part ${i}\n\nThe audit of **${w.every}** begins here.\n\n${bodyWords}\n\nClosing words${i % 4 === 0 ? ` on ${w.every} and ${w.every}` : ''}.`,
        language: languages[i % 4],
        publicationDate: i % 9 === 0 ? null : `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      };
    });
  });

  const PAGE = `query($s: String, $page: Int, $perPage: Int) { articles(search: $s, page: $page, perPage: $perPage) {
    total items { databaseId searchHighlight { title summary snippet } } } }`;

  it.each(QUERIES.map((q, i) => [i, q]))('query %i: the top 100 and their order are those of ts_rank over the text', async (_, q) => {
    const reference: Array<{ id: number }> = await t.db.query(
      `SELECT id FROM articles WHERE is_published AND (${SEARCH_VECTOR_SQL}) @@ ${rowQuerySql('$1')}
        ORDER BY ts_rank((${SEARCH_VECTOR_SQL}), ${rowQuerySql('$1')}) DESC, publication_date DESC NULLS LAST, id DESC LIMIT 100`,
      [q],
    );
    const res = await api.gql<{ articles: { total: number; items: Array<{ databaseId: number; searchHighlight: Item['searchHighlight'] }> } }>(
      PAGE,
      { s: q, perPage: 100 },
      member.token,
    );
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data.articles.items;
    expect(items.map((a) => a.databaseId)).toEqual(reference.map((r) => Number(r.id)));

    // The highlights are exactly ts_headline over the whole title, summary and body.
    const ids = items.map((a) => a.databaseId);
    const rows: Array<{ id: number; title: string; summary: string; snippet: string }> = ids.length
      ? await t.db.query(
          `SELECT id, ${headlineSql('title', '$1', true)} AS title, ${headlineSql('summary', '$1', true)} AS summary, ${headlineSql('content_html', '$1', false)} AS snippet
             FROM articles WHERE id = ANY($2::int[])`,
          [q, ids],
        )
      : [];
    const expected = new Map(rows.map((r) => [Number(r.id), r]));
    for (const item of items) {
      const r = expected.get(item.databaseId)!;
      const snippet = tidyHeadline(r.snippet, true);
      expect(item.searchHighlight).toEqual({
        title: tidyHeadline(r.title),
        summary: tidyLines(r.summary),
        snippet: snippet.includes(MATCH_START) ? snippet : '',
      });
    }
  });

  it('covers every-item, title-only and summary-only matches, and later pages', async () => {
    const total = async (s: string) => (await search({ search: s, perPage: 1 })).total;
    expect(await total(w.every)).toBe(120);
    expect(await total(w.title)).toBe(Array.from({ length: 120 }, (_, i) => i).filter((i) => i % 11 === 0 || i % 13 === 0).length);
    expect(await total(w.summary)).toBe(24);
    // Page 2 of 50 continues page 1 in the same order.
    const page = async (p: number) =>
      (
        await api.gql<{ articles: { items: Array<{ databaseId: number }> } }>(PAGE, { s: w.every, page: p, perPage: 50 }, member.token)
      ).body.data.articles.items.map((a) => a.databaseId);
    const whole = (
      await api.gql<{ articles: { items: Array<{ databaseId: number }> } }>(PAGE, { s: w.every, perPage: 100 }, member.token)
    ).body.data.articles.items.map((a) => a.databaseId);
    expect([...(await page(1)), ...(await page(2))]).toEqual(whole);
  });

  it('keeps each search vector in its row, not in the TOAST table', async () => {
    const rows: Array<{ attstorage: string }> = await t.db.query(
      `SELECT attstorage FROM pg_attribute WHERE attrelid = 'articles'::regclass AND attname = 'search_vector'`,
    );
    expect(rows).toEqual([{ attstorage: 'm' }]);
  });
});

describe('library search: highlights', () => {
  it('marks the matched words in the title and in an excerpt of the body, as text', async () => {
    const word = uniqueWord();
    await createArticle(t.services, {
      title: `Revenue ${word} recognition`,
      summary: '- Five steps',
      content: `Start of the **body**. The ${word} & chips obligations.`,
    });
    const [item] = (await search({ search: word })).items;
    expect(item.searchHighlight?.title).toBe(`Revenue ${S}${word}${E} recognition`);
    const snippet = item.searchHighlight!.snippet;
    expect(snippet).toContain(`${S}${word}${E}`);
    // Rendered HTML is turned back into text: no tags, no character references.
    expect(snippet).toContain(`${E} & chips`);
    expect(snippet).not.toMatch(/<strong>|<p>|&amp;/);
  });

  it('marks summary matches line by line, gives no excerpt without a content match, and no highlight outside a search', async () => {
    const word = uniqueWord();
    const article = await createArticle(t.services, {
      title: `Only here ${word}`,
      summary: `- First   point\n- About ${word} too`,
      content: 'Nothing relevant.',
    });
    const [item] = (await search({ search: word })).items;
    expect(item.searchHighlight).toEqual({ title: `Only here ${S}${word}${E}`, summary: `- First point\n- About ${S}${word}${E} too`, snippet: '' });
    const plain = await api.gql(`query($id: ID!) { article(id: $id) { searchHighlight { title } } }`, { id: article.id }, member.token);
    expect(plain.body.data.article.searchHighlight).toBeNull();
  });

  it('a page of 100 highlighted results costs a constant number of statements', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 12; i++) await createArticle(t.services, { title: `Bulk ${i} ${word}`, content: `Body ${word}.` });
    const schema = await getSchema();
    const source = `query($s: String, $perPage: Int) { articles(search: $s, perPage: $perPage) { total items { id searchHighlight { title summary snippet } rating { average count } } } }`;
    const run = async (perPage: number) => {
      const context = buildContext(t.services, member.user, '127.0.0.1', `search-${perPage}`);
      const { result, statements } = await countStatements(() => graphql({ schema, source, variableValues: { s: word, perPage }, contextValue: context }));
      expect(result.errors).toBeUndefined();
      return statements;
    };
    const counts = [await run(2), await run(12)];
    expect(counts[0]).toBe(counts[1]);
    // The page, its count, the highlights and the ratings.
    expect(counts[1]).toBeLessThanOrEqual(4);
  });
});

describe('library search: input', () => {
  it('treats any text as words: quotes, operators, SQL and control characters never fail', async () => {
    const before = (await search({})).total;
    const inputs = [
      `'); DROP TABLE articles; --`,
      'a & | ! :* ( <-> )',
      '\\',
      '"unclosed',
      '<script>alert(1)</script>',
      'nul\u0000byte',
      '%_',
      '::',
      'ü',
      '😀',
    ];
    for (const text of inputs) {
      const res = await api.gql(SEARCH, { search: text }, member.token);
      expect(res.body.errors).toBeUndefined();
      const rest = await api.get(`/api/articles?q=${encodeURIComponent(text)}`);
      // The REST facade refuses NUL bytes in any input before it reaches a handler (400, not a 500).
      const expected = text.includes('\u0000') ? { status: 400, body: { error: 'Text must not contain NUL characters' } } : { status: 200, body: null };
      expect({ text, status: rest.status, body: rest.status === 200 ? null : rest.body }).toEqual({ text, ...expected });
    }
    expect((await search({})).total).toBe(before);
  });

  it('an empty or blank search is no search', async () => {
    const all = await search({});
    for (const text of ['', '   ', null]) expect((await search({ search: text })).total).toBe(all.total);
    const rest = await api.get('/api/articles?q=');
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe((await api.get('/api/articles')).body.total);
  });

  it('refuses a search longer than 200 characters with a clear message', async () => {
    const res = await api.gql(SEARCH, { search: 'a'.repeat(201) }, member.token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.message).toBe('Search must be at most 200 characters');
    const rest = await api.get(`/api/articles?q=${'a'.repeat(201)}`);
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe('Search must be at most 200 characters');
    expect((await api.get('/api/articles?q=a&q=b')).status).toBe(400);
  });

  it('needs an active subscription like the rest of the library', async () => {
    const lapsed = await createUser(t.services, { plan: null });
    const res = await api.gql(SEARCH, { search: 'audit' }, lapsed.token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
  });
});

describe('library search: filters and pages', () => {
  it('combines with category, language, mode filters and pagination', async () => {
    const word = uniqueWord();
    await createArticle(t.services, { title: `Tax one ${word}`, category: 'Tax', language: 'English', publicationDate: '2025-03-01' });
    await createArticle(t.services, { title: `Tax two ${word}`, category: 'Tax', language: 'Dutch', publicationDate: '2025-02-01' });
    await createArticle(t.services, { title: `Law one ${word}`, category: 'Law', language: 'Dutch', publicationDate: '2025-01-01' });
    await createArticle(t.services, { title: `Video ${word}`, category: 'Tax', externalUrl: 'https://www.youtube.com/watch?v=abcdefghijk' });
    await createArticle(t.services, { title: `Hidden ${word}`, category: 'Tax', isPublished: false });
    expect((await search({ search: word })).total).toBe(4);
    expect(titles(await search({ search: word, filter: { category: 'TAX', mode: 'ARTICLES' }, sort: 'NEWEST' }))).toEqual([
      `Tax one ${word}`,
      `Tax two ${word}`,
    ]);
    expect(titles(await search({ search: word, filter: { language: 'DUTCH' }, sort: 'NEWEST' }))).toEqual([`Tax two ${word}`, `Law one ${word}`]);
    expect(titles(await search({ search: word, filter: { mode: 'VIDEOS' } }))).toEqual([`Video ${word}`]);
    const page2 = await search({ search: word, filter: { mode: 'ARTICLES' }, sort: 'NEWEST', page: 2, perPage: 2 });
    expect(page2.total).toBe(3);
    expect(titles(page2)).toEqual([`Law one ${word}`]);
    // Admins asking for unpublished items find them too.
    expect((await search({ search: word, filter: { includeUnpublished: true } }, admin.token)).total).toBe(5);
  });

  it('keeps every order and the total on a search, also on a page past the last match', async () => {
    const word = uniqueWord();
    await createArticle(t.services, { title: `Beta ${word}`, pePointsValue: 2, publicationDate: '2025-01-01' });
    await createArticle(t.services, { title: `alpha ${word}`, pePointsValue: 1, publicationDate: '2025-03-01' });
    await createArticle(t.services, { title: `Gamma ${word}`, pePointsValue: 3, publicationDate: null });
    const order = async (sort: string) => titles(await search({ search: word, sort }));
    expect(await order('NEWEST')).toEqual([`alpha ${word}`, `Beta ${word}`, `Gamma ${word}`]);
    expect(await order('OLDEST')).toEqual([`Beta ${word}`, `alpha ${word}`, `Gamma ${word}`]);
    expect(await order('TITLE')).toEqual([`alpha ${word}`, `Beta ${word}`, `Gamma ${word}`]);
    expect(await order('POINTS')).toEqual([`Gamma ${word}`, `Beta ${word}`, `alpha ${word}`]);
    const past = await search({ search: word, page: 3, perPage: 2 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(3);
    expect((await search({ search: uniqueWord() })).total).toBe(0);
  });

  it('RELEVANCE without a search is the newest-first order', async () => {
    const a = await search({ sort: 'RELEVANCE', perPage: 5 });
    const b = await search({ sort: 'NEWEST', perPage: 5 });
    expect(a.items.map((i) => i.id)).toEqual(b.items.map((i) => i.id));
  });
});

describe('GET /api/articles?q=', () => {
  it('searches with the same ranking and keeps the spec fields of each article', async () => {
    const word = uniqueWord();
    await createArticle(t.services, { title: `Second`, summary: `- ${word}`, language: 'German' });
    await createArticle(t.services, { title: `First ${word}`, category: 'Tax' });
    const res = await api.get(`/api/articles?q=${word}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.articles.map((a: { title: string }) => a.title)).toEqual([`First ${word}`, 'Second']);
    const plain = await api.get('/api/articles?per_page=1');
    expect(Object.keys(res.body.articles[0]).sort()).toEqual(Object.keys(plain.body.articles[0]).sort());
    expect(Object.keys(res.body).sort()).toEqual(['articles', 'page', 'per_page', 'total']);
    const filtered = await api.get(`/api/articles?q=${word}&language=German`);
    expect(filtered.body.articles.map((a: { title: string }) => a.title)).toEqual(['Second']);
    const newest = await api.get(`/api/articles?q=${word}&sort=title`);
    expect(newest.body.articles.map((a: { title: string }) => a.title)).toEqual([`First ${word}`, 'Second']);
  });
});

describe('ratings', () => {
  const RATED = `query($search: String) { articles(search: $search) { items { title rating { average count } } } }`;

  it('shows the average (one decimal) and count on cards and in the reader; none gives null and 0', async () => {
    const word = uniqueWord();
    const rated = await createArticle(t.services, { title: `Rated ${word}` });
    await createArticle(t.services, { title: `Unrated ${word}` });
    for (const stars of [5, 4, 4]) {
      const rater = await createUser(t.services);
      expect((await api.post(`/api/articles/${rated.id}/feedback`, { rating: stars, is_anonymous: stars === 5 }, rater.token)).status).toBe(201);
    }
    const res = await api.gql(RATED, { search: word }, member.token);
    const byTitle = Object.fromEntries(res.body.data.articles.items.map((a: { title: string; rating: unknown }) => [a.title, a.rating]));
    expect(byTitle[`Rated ${word}`]).toEqual({ average: 4.3, count: 3 });
    expect(byTitle[`Unrated ${word}`]).toEqual({ average: null, count: 0 });
    const reader = await api.gql(`query($id: ID!) { article(id: $id) { rating { average count } } }`, { id: rated.id }, member.token);
    expect(reader.body.data.article.rating).toEqual({ average: 4.3, count: 3 });
    // Updating a rating replaces it in the average.
    const changer = await createUser(t.services);
    await api.post(`/api/articles/${rated.id}/feedback`, { rating: 1 }, changer.token);
    await api.post(`/api/articles/${rated.id}/feedback`, { rating: 3 }, changer.token);
    const again = await api.gql(`query($id: ID!) { article(id: $id) { rating { average count } } }`, { id: rated.id }, member.token);
    expect(again.body.data.article.rating).toEqual({ average: 4, count: 4 });
  });
});

describe('admin: feedback per item', () => {
  const FEEDBACK = `query($articleId: ID!, $first: Int, $after: String) {
    articleFeedback(articleId: $articleId, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage hasPreviousPage endCursor }
      edges { cursor node { rating comment displayName isAnonymous } }
    }
  }`;

  async function seedFeedback() {
    const article = await createArticle(t.services, { title: `Commented ${uniqueWord()}` });
    const entries: Array<[number, string | null, boolean]> = [
      [5, 'Clear and practical.', false],
      [2, 'Too short on examples.', true],
      [4, null, false],
    ];
    for (const [rating, comment, anonymous] of entries) {
      const rater = await createUser(t.services, { firstName: `Rater${rating}` });
      await api.post(`/api/articles/${article.id}/feedback`, { rating, comment, is_anonymous: anonymous }, rater.token);
    }
    return article;
  }

  it('lists ratings and comments newest first, a page at a time, anonymous ones unnamed', async () => {
    const article = await seedFeedback();
    const first = await api.gql(FEEDBACK, { articleId: article.id, first: 2 }, admin.token);
    expect(first.body.errors).toBeUndefined();
    const page1 = first.body.data.articleFeedback;
    expect(page1.totalCount).toBe(3);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page1.edges.map((e: { node: { rating: number } }) => e.node.rating)).toEqual([4, 2]);
    expect(page1.edges[1].node).toMatchObject({ comment: 'Too short on examples.', displayName: 'Anonymous', isAnonymous: true });
    const second = await api.gql(FEEDBACK, { articleId: article.id, first: 2, after: page1.pageInfo.endCursor }, admin.token);
    const page2 = second.body.data.articleFeedback;
    expect(page2.edges.map((e: { node: { rating: number; comment: string } }) => [e.node.rating, e.node.comment])).toEqual([[5, 'Clear and practical.']]);
    expect(page2.edges[0].node.displayName).toMatch(/^Rater5 /);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const rest = await api.get(`/api/admin/articles/${article.id}/feedback?first=2`, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(3);
    expect(rest.body.feedback.map((f: { rating: number }) => f.rating)).toEqual([4, 2]);
    expect(rest.body.has_next_page).toBe(true);
    const rest2 = await api.get(`/api/admin/articles/${article.id}/feedback?first=2&after=${rest.body.end_cursor}`, admin.token);
    expect(rest2.body.feedback.map((f: { rating: number }) => f.rating)).toEqual([5]);
  });

  it('is for admins only: 403 / FORBIDDEN for members, 401 without a token', async () => {
    const article = await seedFeedback();
    const asMember = await api.gql(FEEDBACK, { articleId: article.id }, member.token);
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(asMember.body.data).toBeNull();
    expect((await api.get(`/api/admin/articles/${article.id}/feedback`, member.token)).status).toBe(403);
    expect((await api.get(`/api/admin/articles/${article.id}/feedback`)).status).toBe(401);
  });

  it('refuses bad page sizes and cursors, and unknown articles, with clear errors', async () => {
    const article = await seedFeedback();
    const code = async (variables: Record<string, unknown>) => (await api.gql(FEEDBACK, variables, admin.token)).body.errors?.[0]?.extensions?.code;
    expect(await code({ articleId: String(article.id), first: 0 })).toBe('BAD_USER_INPUT');
    expect(await code({ articleId: article.id, first: 101 })).toBe('BAD_USER_INPUT');
    expect(await code({ articleId: article.id, after: 'not-a-cursor' })).toBe('BAD_USER_INPUT');
    expect(await code({ articleId: 99_999_999 })).toBe('NOT_FOUND');
    expect((await api.get(`/api/admin/articles/${article.id}/feedback?after=x`, admin.token)).status).toBe(400);
  });
});
