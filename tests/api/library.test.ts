import { toGlobalId } from '../../server/src/graphql/global-id';
import { randomBytes } from 'node:crypto';
import { graphql } from 'graphql';
import { countStatements } from '../../server/src/db/query-context';
import { buildContext } from '../../server/src/graphql/context';
import { getSchema } from '../../server/src/graphql/schema';
import { parseArticleQuery } from '../../server/src/modules/articles/articles.inputs';
import { MESSAGES } from '@leerpunt/shared/messages';
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
  member = await createUser(t.services, { plan: 'professionalInsights' });
  admin = await createUser(t.services, { plan: null, isAdmin: true });
});
afterAll(() => t.close());

/** A source name no other test uses, so each test sees only its own articles. */
const uniqueSource = () => `Desk ${randomBytes(4).toString('hex')}`;

const LIST = `query List($filter: ArticleFilter, $sort: ArticleSort, $page: Int, $perPage: Int) {
  articles(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
    total page perPage
    items { id title category language source publicationDate pePointsValue isYoutube isPublished }
  }
}`;

async function list(variables: Record<string, unknown>, token: string | null = member.token) {
  const res = await api.gql(LIST, variables, token);
  return res;
}

const titles = (res: Awaited<ReturnType<typeof list>>) => res.body.data.articles.items.map((a: { title: string }) => a.title);

describe('articles query: access', () => {
  it('needs a signed-in member with an active subscription (admins always pass)', async () => {
    expect((await api.gql(LIST, {}, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await list({})).body.errors).toBeUndefined();
    const lapsed = await createUser(t.services, { plan: null });
    const refused = await list({}, lapsed.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
    expect(refused.body.errors?.[0]?.message).toBe('An active subscription is required');
    expect((await list({}, admin.token)).body.errors).toBeUndefined();
  });

  it('hides unpublished items from members; admins see them only when they ask', async () => {
    const source = uniqueSource();
    await createArticle(t.services, { source, title: 'Visible' });
    await createArticle(t.services, { source, title: 'Hidden', isPublished: false });
    expect(titles(await list({ filter: { source } }))).toEqual(['Visible']);
    expect(titles(await list({ filter: { source } }, admin.token))).toEqual(['Visible']);
    const all = await list({ filter: { source, includeUnpublished: true } }, admin.token);
    expect(titles(all).sort()).toEqual(['Hidden', 'Visible']);
    const forbidden = await list({ filter: { source, includeUnpublished: true } });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('articles query: filters, sort and pages', () => {
  it('filters by category, language, normalised source and mode', async () => {
    const source = uniqueSource();
    await createArticle(t.services, { source, title: 'Tax in Dutch', category: 'Tax', language: 'Dutch' });
    await createArticle(t.services, { source: `  ${source.toUpperCase()}  `, title: 'Law in German', category: 'Law', language: 'German' });
    await createArticle(t.services, { source, title: 'Video', category: 'Law', language: 'English', externalUrl: 'https://youtu.be/abcdefghijk' });
    await createArticle(t.services, { source, title: 'External', category: 'Law', language: 'English', externalUrl: 'https://example.org/read' });

    const spaced = source.replace(' ', '   ').toLowerCase();
    expect(titles(await list({ filter: { source: spaced }, sort: 'TITLE' }))).toEqual(['External', 'Law in German', 'Tax in Dutch', 'Video']);
    expect(titles(await list({ filter: { source, category: 'LAW' }, sort: 'TITLE' }))).toEqual(['External', 'Law in German', 'Video']);
    expect(titles(await list({ filter: { source, language: 'DUTCH' } }))).toEqual(['Tax in Dutch']);
    expect(titles(await list({ filter: { source, mode: 'VIDEOS' } }))).toEqual(['Video']);
    expect(titles(await list({ filter: { source, mode: 'ARTICLES' }, sort: 'TITLE' }))).toEqual(['External', 'Law in German', 'Tax in Dutch']);
    expect(titles(await list({ filter: { source, category: null, language: null }, sort: 'TITLE' }))).toHaveLength(4);
    expect((await list({ filter: { source: 'nobody publishes this' } })).body.data.articles).toMatchObject({ total: 0, items: [] });
  });

  it('sorts newest, oldest (undated last both ways), by title and by points', async () => {
    const source = uniqueSource();
    await createArticle(t.services, { source, title: 'b-mid', publicationDate: '2024-06-01', pePointsValue: 1.5 });
    await createArticle(t.services, { source, title: 'A-new', publicationDate: '2025-03-01', pePointsValue: 1 });
    await createArticle(t.services, { source, title: 'c-old', publicationDate: '2023-01-01', pePointsValue: 2 });
    await createArticle(t.services, { source, title: 'D-undated', publicationDate: null, pePointsValue: 1 });
    const filter = { source };
    expect(titles(await list({ filter }))).toEqual(['A-new', 'b-mid', 'c-old', 'D-undated']);
    expect(titles(await list({ filter, sort: 'NEWEST' }))).toEqual(['A-new', 'b-mid', 'c-old', 'D-undated']);
    expect(titles(await list({ filter, sort: 'OLDEST' }))).toEqual(['c-old', 'b-mid', 'A-new', 'D-undated']);
    const byTitle = titles(await list({ filter, sort: 'TITLE' }));
    expect(byTitle.map((x: string) => x.toLowerCase())).toEqual(['a-new', 'b-mid', 'c-old', 'd-undated']);
    expect(titles(await list({ filter, sort: 'POINTS' }))).toEqual(['c-old', 'b-mid', 'A-new', 'D-undated']);
    expect((await list({ filter, sort: 'RANDOM' })).status).toBe(400);
  });

  it('paginates with a total; perPage defaults to 100 and is capped at 100', async () => {
    const source = uniqueSource();
    await createArticles(t.services, 105, (i) => ({ source, title: `Item ${String(i).padStart(3, '0')}` }));
    const first = await list({ filter: { source }, sort: 'TITLE', page: 1, perPage: 10 });
    expect(first.body.data.articles).toMatchObject({ total: 105, page: 1, perPage: 10 });
    expect(titles(first)[0]).toBe('Item 000');
    const third = await list({ filter: { source }, sort: 'TITLE', page: 3, perPage: 10 });
    expect(titles(third)[0]).toBe('Item 020');
    const dflt = await list({ filter: { source } });
    expect(dflt.body.data.articles).toMatchObject({ total: 105, page: 1, perPage: 100 });
    expect(dflt.body.data.articles.items).toHaveLength(100);
    const capped = await list({ filter: { source }, perPage: 5000 });
    expect(capped.body.data.articles.perPage).toBe(100);
    const last = await list({ filter: { source }, page: 2 });
    expect(last.body.data.articles.items).toHaveLength(5);
    for (const bad of [{ page: 0 }, { perPage: 0 }, { page: -1 }]) {
      const res = await list({ filter: { source }, ...bad });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await list({ filter: { source }, page: 'two' })).status).toBe(400);
  });

  it('searches titles ignoring case; LIKE wildcards match only themselves', async () => {
    const source = uniqueSource();
    for (const title of ['IFRS 16 Leases', 'Lease accounting in practice', '100% audit coverage', '100 audit files', 'Under_score'])
      await createArticle(t.services, { source, title });
    expect(titles(await list({ filter: { source, search: 'LEASE' }, sort: 'TITLE' }))).toEqual(['IFRS 16 Leases', 'Lease accounting in practice']);
    expect(titles(await list({ filter: { source, search: '100%' } }))).toEqual(['100% audit coverage']);
    expect(titles(await list({ filter: { source, search: 'e_a' } }))).toEqual([]);
    expect(titles(await list({ filter: { source, search: 'r_s' } }))).toEqual(['Under_score']);
    expect((await list({ filter: { source, search: '  ' } })).body.data.articles.total).toBe(5);
    const tooLong = await list({ filter: { source, search: 'x'.repeat(201) } });
    expect(tooLong.body.errors?.[0]).toMatchObject({ message: 'Search must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('article(id) and articleFilters', () => {
  const READ = `query Read($id: ID!) { article(id: $id) { id title contentHtml hasPdf hasExternalLink isYoutube videoEmbedUrl summary } }`;

  it('reads one article with sanitised HTML; unknown and unpublished ids are 404 for members', async () => {
    const a = await createArticle(t.services, { content: '## Heading\n\nSome **bold** text.' });
    const res = await api.gql(READ, { id: a.id }, member.token);
    expect(res.body.data.article).toMatchObject({
      id: toGlobalId('Article', a.id),
      hasPdf: false,
      hasExternalLink: false,
      isYoutube: false,
      videoEmbedUrl: null,
    });
    expect(res.body.data.article.contentHtml).toBe('<h2>Heading</h2>\n<p>Some <strong>bold</strong> text.</p>\n');
    const missing = await api.gql(READ, { id: 99999999 }, member.token);
    expect(missing.body.errors?.[0]).toMatchObject({ message: MESSAGES.articleNotFound, extensions: { code: 'NOT_FOUND' } });
    const hidden = await createArticle(t.services, { isPublished: false });
    expect((await api.gql(READ, { id: hidden.id }, member.token)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await api.gql(READ, { id: hidden.id }, admin.token)).body.data.article.id).toBe(toGlobalId('Article', hidden.id));
    // A malformed id is invalid input, like an Int variable given text was before ids became opaque.
    expect((await api.gql(READ, { id: 'x' }, member.token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers a missing article or certificate with null beside intact sibling fields', async () => {
    const a = await createArticle(t.services, {});
    const res = await api.gql(
      'query($a: ID!, $b: ID!) { found: article(id: $a) { id } missing: article(id: $b) { id } }',
      { a: a.id, b: 99999999 },
      member.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ found: { id: toGlobalId('Article', a.id) }, missing: null });
    expect(res.body.errors).toEqual([expect.objectContaining({ message: MESSAGES.articleNotFound, path: ['missing'], extensions: { code: 'NOT_FOUND' } })]);
    const cert = await api.gql('query($b: ID!) { certificateDocument(articleId: $b) { html } me { id } }', { b: 99999999 }, member.token);
    expect(cert.body.data).toEqual({ certificateDocument: null, me: { id: toGlobalId('User', member.user.id) } });
  });

  it('refuses a malformed id as invalid input, and reads an id sent as a number or a string alike', async () => {
    const a = await createArticle(t.services, {});
    const read = (id: unknown) => api.gql('query($id: ID!) { article(id: $id) { id } }', { id }, member.token);
    for (const bad of ['abc', '1.5', '-3', '0', ''])
      expect((await read(bad)).body.errors).toEqual([
        expect.objectContaining({ message: 'id must be a positive integer', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
    expect((await read(a.id)).body.data.article).toEqual({ id: toGlobalId('Article', a.id) });
    expect((await read(String(a.id))).body.data.article).toEqual({ id: toGlobalId('Article', a.id) });
    expect((await read(toGlobalId('Article', a.id))).body.data.article).toEqual({ id: toGlobalId('Article', a.id) });
  });

  it('renders article text inert: no script, event handler or javascript: link survives', async () => {
    const content = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '<a href="https://example.org" onclick="alert(4)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '[ok](https://example.org/safe)',
    ].join('\n\n');
    const source = uniqueSource();
    const a = await createArticle(t.services, { content, source });
    const html: string = (await api.gql(READ, { id: String(a.id) }, member.token)).body.data.article.contentHtml;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<[^>]*\shref\s*=\s*["']?\s*javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.org/safe" rel="noopener noreferrer nofollow" target="_blank">ok</a>');
    // The REST listing serves the same sanitised HTML as `content`.
    const rest = await api.get(`/api/articles?source=${encodeURIComponent(source)}`);
    expect(rest.body.articles.map((x: { content: string }) => x.content)).toEqual([html]);
  });

  it('gives YouTube items a privacy-enhanced player URL', async () => {
    const a = await createArticle(t.services, { externalUrl: 'https://www.youtube.com/watch?v=Unzc731iCUY&t=90' });
    const res = await api.gql(READ, { id: a.id }, member.token);
    expect(res.body.data.article).toMatchObject({
      isYoutube: true,
      hasExternalLink: true,
      videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/Unzc731iCUY?start=90',
    });
  });

  it('lists the categories, languages and sources present, one entry per normalised source', async () => {
    const source = uniqueSource();
    await createArticle(t.services, { source, category: 'Research', language: 'Spanish' });
    await createArticle(t.services, { source: source.toLowerCase(), category: 'Research', language: 'Spanish' });
    await createArticle(t.services, { source: 'Only Hidden Desk', category: 'Other', isPublished: false });
    const res = await api.gql('{ articleFilters { categories languages sources } }', {}, member.token);
    const { categories, languages, sources } = res.body.data.articleFilters;
    expect(categories).toContain('RESEARCH');
    expect(categories).not.toContain('OTHER');
    expect(languages).toContain('SPANISH');
    expect(sources.filter((s: string) => s.toLowerCase() === source.toLowerCase())).toHaveLength(1);
    expect(sources).not.toContain('Only Hidden Desk');
    const videos = await api.gql('{ articleFilters(mode: VIDEOS) { categories } }', {}, member.token);
    expect(videos.body.errors).toBeUndefined();
    expect((await api.gql('{ articleFilters { categories } }', {}, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/articles', () => {
  const FIELDS = [
    'id',
    'title',
    'category',
    'secondary_category',
    'subcategory',
    'language',
    'difficulty_level',
    'pe_points_value',
    'source',
    'publication_date',
    'created_at',
    'summary',
    'content',
    'has_pdf',
    'pdf_filename',
    'has_external_link',
    'external_url',
    'is_youtube',
    'estimated_read_time',
    'professions',
  ].sort();

  it('is public and answers { articles, total, page, per_page } with the spec fields, published only', async () => {
    const source = uniqueSource();
    await createArticle(t.services, { source, title: 'Public one', language: 'German', externalUrl: 'https://m.youtube.com/watch?v=abcdefghijk' });
    await createArticle(t.services, { source, title: 'Not yet', language: 'German', isPublished: false });
    const res = await api.get(`/api/articles?page=1&per_page=100&language=German&source=${encodeURIComponent(source)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, per_page: 100 });
    const [item] = res.body.articles;
    expect(Object.keys(item).sort()).toEqual(FIELDS);
    expect(item).toMatchObject({ title: 'Public one', language: 'German', is_youtube: true, has_external_link: true, has_pdf: false, pdf_filename: null });
    expect(JSON.stringify(res.body)).not.toMatch(/is_published|source_key|slug|updated_at/);
  });

  it('accepts an empty language and caps per_page; refuses malformed numbers with 400', async () => {
    const ok = await api.get('/api/articles?page=1&per_page=100&language=');
    expect(ok.status).toBe(200);
    expect(ok.body.per_page).toBe(100);
    expect((await api.get('/api/articles?per_page=1000')).body.per_page).toBe(100);
    expect((await api.get('/api/articles')).body.page).toBe(1);
    for (const q of ['page=0', 'page=abc', 'per_page=-5', 'per_page=1.5', 'page=1&page=2', 'sort=sideways', 'mode=podcasts']) {
      const res = await api.get(`/api/articles?${q}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('GET /api/pdf/:filename', () => {
  const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' + ' '.repeat(64));

  it('serves a published article PDF inline, or as a download when asked', async () => {
    await t.services.storage.write('pdf', 'guide-one.pdf', pdfBytes);
    await createArticle(t.services, { pdfFilename: 'guide-one.pdf' });
    const res = await fetch(`${t.url}/api/pdf/guide-one.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="guide-one.pdf"');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const dl = await fetch(`${t.url}/api/pdf/guide-one.pdf?download=1`);
    expect(dl.headers.get('content-disposition')).toBe('attachment; filename="guide-one.pdf"');
  });

  it('answers 404 for unknown names, path tricks, stray files and unpublished articles (admins excepted)', async () => {
    await t.services.storage.write('pdf', 'stray.pdf', pdfBytes);
    await t.services.storage.write('pdf', 'draft.pdf', pdfBytes);
    await createArticle(t.services, { pdfFilename: 'draft.pdf', isPublished: false });
    for (const p of [
      'nope.pdf',
      'stray.pdf',
      'draft.pdf',
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fpdf%2Fguide-one.pdf',
      '%2Fetc%2Fpasswd',
      '.hidden.pdf',
      'guide-one.PDF%00.txt',
      'a%5Cb.pdf',
    ]) {
      const res = await fetch(`${t.url}/api/pdf/${p}`);
      // A NUL byte is refused as bad input before routing.
      expect([p, res.status]).toEqual([p, p.includes('%00') ? 400 : 404]);
    }
    expect((await fetch(`${t.url}/api/pdf/../../package.json`)).status).toBe(404);
    expect((await api.get('/api/pdf/draft.pdf', admin.token)).status).toBe(200);
    expect((await api.get('/api/pdf/draft.pdf', member.token)).status).toBe(404);
  });
});

describe('speed', () => {
  const QUERY = `query($perPage: Int) { articles(perPage: $perPage) { total items { id title summary contentHtml videoEmbedUrl } } }`;

  it('runs the same number of SQL statements for 1, 20 or 100 articles (no N+1)', async () => {
    await createArticles(t.services, 120, (i) => ({ title: `Speed ${i}`, externalUrl: i % 3 === 0 ? 'https://youtu.be/abcdefghijk' : null }));
    const schema = await getSchema();
    const run = async (perPage: number) => {
      const context = buildContext(t.services, member.user, '127.0.0.1', `speed-${perPage}`);
      const { result, statements } = await countStatements(() => graphql({ schema, source: QUERY, variableValues: { perPage }, contextValue: context }));
      expect(result.errors).toBeUndefined();
      expect((result.data as { articles: { items: unknown[] } }).articles.items).toHaveLength(perPage);
      return statements;
    };
    const counts = [await run(1), await run(20), await run(100)];
    expect(new Set(counts).size).toBe(1);
    // A page, its count and one batched load of the text bodies.
    expect(counts[0]).toBeLessThanOrEqual(3);
  });

  it('the REST listing is a constant two statements', async () => {
    const small = await countStatements(() => t.services.articles.listPublished(parseArticleQuery({ perPage: 1 }), { withHtml: true }));
    const large = await countStatements(() => t.services.articles.listPublished(parseArticleQuery({ perPage: 100 }), { withHtml: true }));
    expect(large.result.items).toHaveLength(100);
    expect(small.statements).toBe(2);
    expect(large.statements).toBe(2);
  });
});
