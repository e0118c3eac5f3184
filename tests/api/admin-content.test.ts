import { fromGlobalId, toGlobalId } from '../../server/src/graphql/global-id';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await createUser(t.services, { isAdmin: true, plan: null });
  member = await createUser(t.services, { plan: 'professional' });
});
afterAll(() => t.close());

const FIELDS =
  'id title category language source pePointsValue publicationDate isYoutube hasExternalLink externalUrl hasPdf pdfFilename isPublished contentHtml contentMarkdown professions';
const PROBLEMS = 'userErrors { field message code }';
const CREATE = `mutation Create($input: CreateArticleInput!) { createArticle(input: $input) { article { ${FIELDS} } ${PROBLEMS} } }`;
const UPDATE = `mutation Update($input: UpdateArticleInput!) { updateArticle(input: $input) { article { ${FIELDS} } ${PROBLEMS} } }`;
const PUBLISH = `mutation Publish($input: SetArticlePublishedInput!) { setArticlePublished(input: $input) { article { id isPublished } ${PROBLEMS} } }`;
const DELETE = `mutation Delete($input: DeleteArticleInput!) { deleteArticle(input: $input) { deletedId ${PROBLEMS} } }`;
const UPLOAD = `mutation Upload($input: UploadArticlePdfInput!) { uploadArticlePdf(input: $input) { article { id hasPdf pdfFilename } ${PROBLEMS} } }`;
const REMOVE_PDF = `mutation RemovePdf($input: RemoveArticlePdfInput!) { removeArticlePdf(input: $input) { article { id hasPdf pdfFilename } ${PROBLEMS} } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lease accounting refresher',
  category: 'ACCOUNTING',
  language: 'ENGLISH',
  source: '  Leerpunt   Desk ',
  publicationDate: '2025-05-01',
  summary: '- Point one',
  content: '## Title\n\nBody with <script>alert(1)</script>',
  professions: ['Accountant'],
  ...overrides,
});

const minimalPdf = () => Buffer.from(`%PDF-1.4\n% test file\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe('createArticle / updateArticle', () => {
  it('creates a published article with derived fields (source key, sanitised HTML)', async () => {
    const res = await api.gql(CREATE, { input: input() }, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createArticle.userErrors).toEqual([]);
    const a = res.body.data.createArticle.article;
    // Points follow study time: a few words of text and the 5-question test make the 0.1 minimum.
    expect(a).toMatchObject({
      title: 'Lease accounting refresher',
      pePointsValue: 0.1,
      isPublished: true,
      isYoutube: false,
      hasPdf: false,
      contentMarkdown: '## Title\n\nBody with <script>alert(1)</script>',
    });
    expect(a.contentHtml).toBe('<h2>Title</h2>\n<p>Body with &lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    const rows = await t.db.query('SELECT source, source_key, slug FROM articles WHERE id = $1', [Number(fromGlobalId(a.id)?.key)]);
    expect(rows[0]).toEqual({ source: 'Leerpunt   Desk', source_key: 'leerpunt desk', slug: null });
  });

  it.each([
    ['https://www.youtube.com/watch?v=Unzc731iCUY', true],
    ['https://youtube.com/watch?v=Unzc731iCUY', true],
    ['https://m.youtube.com/watch?v=Unzc731iCUY', true],
    ['https://youtu.be/HtSuA80QTyo', true],
    ['https://www.youtube.com/embed/ZK3O402wf1c', true],
    ['https://player.example.com/embed/12345', true],
    ['https://music.youtube.com/watch?v=Unzc731iCUY', false],
    ['https://notyoutube.com/watch?v=Unzc731iCUY', false],
    ['https://example.org/articles/embedded', false],
    ['https://vimeo.com/123456', false],
  ])('computes isYoutube for %s on save → %s', async (externalUrl, expected) => {
    const res = await api.gql(CREATE, { input: input({ externalUrl }) }, admin.token);
    expect(res.body.data.createArticle.article).toMatchObject({ isYoutube: expected, hasExternalLink: true });
  });

  it('updates every editable field and recomputes the derived ones', async () => {
    const { id } = (await api.gql(CREATE, { input: input() }, admin.token)).body.data.createArticle.article;
    const res = await api.gql(
      UPDATE,
      {
        input: input({
          id,
          title: 'Renamed',
          category: 'TAX',
          externalUrl: 'https://youtu.be/HtSuA80QTyo',
          pePointsValue: 2.5,
          pointsOverrideReason: 'Includes a graded case study',
          content: 'New *text*',
        }),
      },
      admin.token,
    );
    expect(res.body.data.updateArticle.userErrors).toEqual([]);
    expect(res.body.data.updateArticle.article).toMatchObject({
      id,
      title: 'Renamed',
      category: 'TAX',
      isYoutube: true,
      pePointsValue: 2.5,
      contentHtml: '<p>New <em>text</em></p>\n',
    });
    const missing = await api.gql(UPDATE, { input: input({ id: 99999999 }) }, admin.token);
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data.updateArticle).toEqual({
      article: null,
      userErrors: [{ field: ['id'], message: MESSAGES.articleNotFound, code: 'NOT_FOUND' }],
    });
  });

  it.each([
    [{ category: 'Astrology' }, 'Value "Astrology" does not exist in "Category" enum'],
    [{ language: 'Klingon' }, 'Value "Klingon" does not exist in "Language" enum'],
  ])('refuses %j before running, with BAD_USER_INPUT', async (override, message) => {
    const res = await api.gql(CREATE, { input: input(override) }, admin.token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.message).toContain(message);
  });

  it.each([
    [{ title: '' }, ['title'], 'Title is required'],
    [{ publicationDate: '2025-02-30' }, ['publicationDate'], 'Publication date must be a date (YYYY-MM-DD)'],
    [{ externalUrl: 'javascript:alert(1)' }, ['externalUrl'], 'External URL must be an http(s) link'],
    [{ pePointsValue: -1 }, ['pePointsValue'], 'PE points must be between 0 and 100'],
    [{ estimatedReadTime: 0 }, ['estimatedReadTime'], 'Estimated read time must be between 1 and 1000 minutes'],
    [{ professions: ['Wizard'] }, ['professions', '0'], 'Profession must be one of'],
  ])('refuses %j with a BAD_USER_INPUT userError on its field', async (override, field, message) => {
    const title = `Refused ${field.join('.')} ${Date.now()}`;
    const res = await api.gql(CREATE, { input: input({ title, ...override }) }, admin.token);
    expect(res.body.errors).toBeUndefined();
    const { article, userErrors } = res.body.data.createArticle;
    expect(article).toBeNull();
    expect(userErrors[0]).toMatchObject({ field, code: 'BAD_USER_INPUT' });
    expect(userErrors[0].message).toContain(message);
    expect((await t.db.query('SELECT count(*)::int AS n FROM articles WHERE title = $1', [title]))[0].n).toBe(0);
  });
});

describe('setArticlePublished / deleteArticle', () => {
  it('unpublishing hides an article from members and the public list; publishing shows it again', async () => {
    const a = await createArticle(t.services, { source: 'Publish Desk' });
    const hidden = await api.gql(PUBLISH, { input: { id: a.id, published: false } }, admin.token);
    expect(hidden.body.data.setArticlePublished).toEqual({ article: { id: toGlobalId('Article', a.id), isPublished: false }, userErrors: [] });
    expect((await api.get('/api/articles?source=Publish%20Desk')).body.total).toBe(0);
    expect((await api.gql('query($id: ID!) { article(id: $id) { id } }', { id: a.id }, member.token)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await api.gql(PUBLISH, { input: { id: a.id, published: true } }, admin.token);
    expect((await api.get('/api/articles?source=Publish%20Desk')).body.total).toBe(1);
    const missing = await api.gql(PUBLISH, { input: { id: 99999999, published: true } }, admin.token);
    expect(missing.body.data.setArticlePublished).toEqual({
      article: null,
      userErrors: [{ field: ['id'], message: MESSAGES.articleNotFound, code: 'NOT_FOUND' }],
    });
  });

  it('deletes an article and its PDF file', async () => {
    const a = await createArticle(t.services);
    await api.gql(UPLOAD, { input: { articleId: a.id, fileName: 'x.pdf', base64: minimalPdf().toString('base64') } }, admin.token);
    const [{ pdf_filename }] = await t.db.query('SELECT pdf_filename FROM articles WHERE id = $1', [a.id]);
    expect(await t.services.storage.locate('pdf', pdf_filename)).not.toBeNull();
    expect((await api.gql(DELETE, { input: { id: String(a.id) } }, admin.token)).body.data.deleteArticle).toEqual({
      deletedId: toGlobalId('Article', a.id),
      userErrors: [],
    });
    expect(await t.db.query('SELECT id FROM articles WHERE id = $1', [a.id])).toEqual([]);
    expect(await t.services.storage.locate('pdf', pdf_filename)).toBeNull();
    expect((await api.gql(DELETE, { input: { id: a.id } }, admin.token)).body.data.deleteArticle).toEqual({
      deletedId: null,
      userErrors: [{ field: ['id'], message: MESSAGES.articleNotFound, code: 'NOT_FOUND' }],
    });
  });
});

describe('uploadArticlePdf', () => {
  it('stores a PDF, serves it, and replaces it on a second upload', async () => {
    const a = await createArticle(t.services);
    const first = await api.gql(UPLOAD, { input: { articleId: a.id, fileName: 'Guide.PDF', base64: minimalPdf().toString('base64') } }, admin.token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.uploadArticlePdf.userErrors).toEqual([]);
    const name1 = first.body.data.uploadArticlePdf.article.pdfFilename;
    expect(first.body.data.uploadArticlePdf.article.hasPdf).toBe(true);
    expect(name1).toMatch(new RegExp(`^article-${a.id}-[0-9a-f]{16}\\.pdf$`));
    const served = await fetch(`${t.url}/api/pdf/${name1}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(minimalPdf())).toBe(true);

    const second = await api.gql(
      UPLOAD,
      { input: { articleId: a.id, fileName: 'v2.pdf', base64: `data:application/pdf;base64,${minimalPdf().toString('base64')}` } },
      admin.token,
    );
    const name2 = second.body.data.uploadArticlePdf.article.pdfFilename;
    expect(name2).not.toBe(name1);
    expect((await fetch(`${t.url}/api/pdf/${name1}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/pdf/${name2}`)).status).toBe(200);

    const removed = await api.gql(REMOVE_PDF, { input: { articleId: a.id } }, admin.token);
    expect(removed.body.data.removeArticlePdf).toEqual({ article: { id: toGlobalId('Article', a.id), hasPdf: false, pdfFilename: null }, userErrors: [] });
    expect((await fetch(`${t.url}/api/pdf/${name2}`)).status).toBe(404);
  });

  it('refuses files that are not PDFs, bad base64, wrong names, unknown articles and oversized uploads', async () => {
    const a = await createArticle(t.services);
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(4)).toString('base64');
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ articleId: a.id, fileName: 'evil.pdf', base64: html }, MESSAGES.pdfInvalid, 'base64', 'BAD_USER_INPUT'],
      [{ articleId: a.id, fileName: 'x.pdf', base64: '%%%not base64%%%' }, MESSAGES.pdfInvalid, 'base64', 'BAD_USER_INPUT'],
      [{ articleId: a.id, fileName: 'x.exe', base64: minimalPdf().toString('base64') }, MESSAGES.pdfInvalid, 'fileName', 'BAD_USER_INPUT'],
      [{ articleId: 99999999, fileName: 'x.pdf', base64: minimalPdf().toString('base64') }, MESSAGES.articleNotFound, 'articleId', 'NOT_FOUND'],
    ];
    for (const [variables, message, field, code] of cases) {
      const res = await api.gql(UPLOAD, { input: variables }, admin.token);
      expect(res.body.data.uploadArticlePdf).toEqual({ article: null, userErrors: [{ field: [field], message, code }] });
    }
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(LIMITS.pdfUploadMaxBytes)]).toString('base64');
    const tooLarge = await api.gql(UPLOAD, { input: { articleId: a.id, fileName: 'big.pdf', base64: big } }, admin.token);
    expect(tooLarge.body.data.uploadArticlePdf.userErrors).toEqual([{ field: ['base64'], message: MESSAGES.pdfTooLarge, code: 'BAD_USER_INPUT' }]);
    expect((await t.db.query('SELECT pdf_filename FROM articles WHERE id = $1', [a.id]))[0].pdf_filename).toBeNull();
  });

  it('keeps the small body limit for everyone but admins', async () => {
    const a = await createArticle(t.services);
    const body = Buffer.concat([minimalPdf(), Buffer.alloc(200 * 1024)]).toString('base64');
    const res = await api.gql(UPLOAD, { input: { articleId: a.id, fileName: 'x.pdf', base64: body } }, member.token);
    expect(res.status).toBe(413);
  });
});

describe('admin operations are refused to everyone else', () => {
  it('answers FORBIDDEN to members and UNAUTHENTICATED to visitors, and changes nothing', async () => {
    const a = await createArticle(t.services, { title: 'Untouched' });
    const operations: Array<[string, Record<string, unknown>]> = [
      [CREATE, { input: input({ title: 'Member made this' }) }],
      [UPDATE, { input: input({ id: a.id, title: 'Member changed this' }) }],
      [PUBLISH, { input: { id: a.id, published: false } }],
      [DELETE, { input: { id: a.id } }],
      [UPLOAD, { input: { articleId: a.id, fileName: 'x.pdf', base64: minimalPdf().toString('base64') } }],
      [REMOVE_PDF, { input: { articleId: a.id } }],
    ];
    for (const [query, variables] of operations) {
      expect((await api.gql(query, variables, member.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await api.gql(query, variables, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const rows = await t.db.query('SELECT title, is_published, pdf_filename FROM articles WHERE id = $1', [a.id]);
    expect(rows).toEqual([{ title: 'Untouched', is_published: true, pdf_filename: null }]);
    expect((await t.db.query("SELECT count(*)::int AS n FROM articles WHERE title = 'Member made this'"))[0].n).toBe(0);
  });

  it('keeps the Markdown source (contentMarkdown) for admins', async () => {
    const a = await createArticle(t.services, { content: 'secret *draft* notes' });
    const q = 'query($id: ID!) { article(id: $id) { id contentMarkdown } }';
    expect((await api.gql(q, { id: String(a.id) }, admin.token)).body.data.article.contentMarkdown).toBe('secret *draft* notes');
    expect((await api.gql(q, { id: a.id }, member.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
