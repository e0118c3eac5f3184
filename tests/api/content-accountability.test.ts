import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addMonths } from '../../server/src/modules/articles/accountability';
import { PATHS } from '../../server/src/paths';
import { apiClient } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { startTestApp, startTestAppOn, type TestApp } from '../support/harness';

/** Accountability per item (authors, reviewers, review dates, change log), its review questions, and the production rule. */
let t: TestApp;
let prod: TestApp;
let folder: string;
let admin: TestUser;
let prodAdmin: TestUser;

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'https://cpd.example',
  METRICS_TOKEN: randomBytes(24).toString('hex'),
  PAYMENTS_SANDBOX: 'allow',
  CREDENTIAL_KEY_SECRET: 's'.repeat(32),
};

beforeAll(async () => {
  t = await startTestApp();
  // The same database served by an app in production mode.
  prod = await startTestAppOn(t.db, PRODUCTION);
  folder = mkdtempSync(path.join(tmpdir(), 'leerpunt-accountability-'));
  cpSync(PATHS.content, folder, { recursive: true });
  admin = await createUser(t.services, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  prodAdmin = { ...admin, token: await prod.services.auth.issueAccessToken(admin.user) };
}, 180_000);
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await prod.close();
  await t.close();
});

const ARTICLE_FIELDS = `id title pePointsValue authors { name role } reviewers { name role } reviewedOn nextReviewOn reviewOverdue
  changeLog { date change by } reviewQuestions { id section question options answer feedback quote }`;

const fields = (extra: Record<string, unknown> = {}) => ({
  title: 'Accountable item',
  category: 'MEDICINE',
  language: 'ENGLISH',
  content: 'A short text about a subject.',
  ...extra,
});

describe('content accountability', () => {
  it('refuses, in production, to import files without a named author, reviewer and review date, and writes nothing', async () => {
    const report = await prod.services.contentImport.importFolder(folder);
    expect(report.articles.created).toBe(0);
    // The shipped demo content names only the demo labels, so every published file is refused.
    expect(report.errors.length).toBeGreaterThanOrEqual(46);
    expect(report.errors[0].message).toMatch(
      /In production an item is published only with at least one author, one reviewer and a review date.*missing: an author, a reviewer/,
    );
    expect((await t.db.query('SELECT count(*)::int AS n FROM articles'))[0].n).toBe(0);
  }, 300_000);

  it('imports the demo content outside production, with its labels, review dates a year apart and the change log from its history', async () => {
    const report = await t.services.contentImport.importFolder(folder);
    expect(report.errors).toEqual([]);
    const rows: Array<{
      slug: string;
      authors: unknown;
      reviewers: unknown;
      reviewed_on: string;
      next_review_on: string;
      change_log: Array<{ origin: string }>;
    }> = await t.db.query('SELECT slug, authors, reviewers, reviewed_on::text, next_review_on::text, change_log FROM articles WHERE slug IS NOT NULL');
    expect(rows.length).toBeGreaterThanOrEqual(46);
    for (const r of rows) {
      expect(r.authors).toEqual([{ name: 'Leerpunt editorial team (demo content)', role: null }]);
      expect(r.reviewers).toEqual([{ name: 'Not independently reviewed (demo content)', role: null }]);
      expect(r.next_review_on).toBe(addMonths(r.reviewed_on, 12));
      expect(r.change_log.length).toBeGreaterThan(0);
      expect(r.change_log.every((e) => e.origin === 'file')).toBe(true);
    }
    // Not one shared date: each item carries the date of its own last editorial change.
    expect(new Set(rows.map((r) => r.reviewed_on)).size).toBeGreaterThan(1);
  }, 300_000);

  it('serves the accountability and the review questions on the article type', async () => {
    const api = apiClient(t.url);
    const [{ id }] = await t.db.query("SELECT id FROM articles WHERE slug = 'a-sepsis-recognition-qsofa-sofa'");
    const res = await api.gql(`query($id: ID!) { article(id: $id) { ${ARTICLE_FIELDS} author } }`, { id: String(id) }, admin.token);
    expect(res.body.errors).toBeUndefined();
    const a = res.body.data.article;
    expect(a.authors).toEqual([{ name: 'Leerpunt editorial team (demo content)', role: null }]);
    expect(a.author).toBe('Leerpunt editorial team (demo content)');
    expect(a.reviewers[0].name).toBe('Not independently reviewed (demo content)');
    expect(a.nextReviewOn).toBe(addMonths(a.reviewedOn, 12));
    expect(a.reviewOverdue).toBe(false);
    expect(a.changeLog[0]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      change: expect.any(String),
      by: 'Leerpunt editorial team (demo content)',
    });
    // Newest first.
    expect([...a.changeLog].map((e: { date: string }) => e.date)).toEqual(
      [...a.changeLog]
        .map((e: { date: string }) => e.date)
        .sort()
        .reverse(),
    );
    // A one-point item carries at least three review questions, each with feedback and a passage.
    expect(a.pePointsValue).toBeGreaterThanOrEqual(1);
    expect(a.reviewQuestions.length).toBeGreaterThanOrEqual(3);
    for (const q of a.reviewQuestions) {
      expect(q.feedback.length).toBeGreaterThan(20);
      if (q.options.length) expect(q.options).toContain(q.answer);
    }
  });

  it('keeps the change-log lines an admin added when the file is imported again', async () => {
    const api = apiClient(t.url);
    const [{ id }] = await t.db.query("SELECT id FROM articles WHERE slug = 'a-audit-sampling-isa-530'");
    const add = await api.gql(
      `mutation($input: AddArticleChangeLogEntryInput!) { addArticleChangeLogEntry(input: $input) { article { changeLog { date change by } } userErrors { field message } } }`,
      { input: { articleId: String(id), date: '2099-01-02', change: 'Worked example 3 corrected' } },
      admin.token,
    );
    expect(add.body.data.addArticleChangeLogEntry.userErrors).toEqual([]);
    expect(add.body.data.addArticleChangeLogEntry.article.changeLog[0]).toEqual({ date: '2099-01-02', change: 'Worked example 3 corrected', by: 'Ada Admin' });
    const empty = await api.gql(
      `mutation($input: AddArticleChangeLogEntryInput!) { addArticleChangeLogEntry(input: $input) { article { id } userErrors { field message } } }`,
      { input: { articleId: String(id), change: '  ' } },
      admin.token,
    );
    expect(empty.body.data.addArticleChangeLogEntry.userErrors[0]).toMatchObject({ field: ['change'], message: 'What changed is required' });

    // The file's lines are replaced by what the file says now; the admin's line stays.
    // A folder with only this item: importing it leaves the rest of the library as it is.
    const one = path.join(folder, 'one');
    mkdirSync(path.join(one, 'articles'), { recursive: true });
    for (const ext of ['.md', '.questions.yaml', '.review.yaml'])
      cpSync(path.join(folder, 'articles', `a-audit-sampling-isa-530${ext}`), path.join(one, 'articles', `a-audit-sampling-isa-530${ext}`));
    const file = path.join(one, 'articles', 'a-audit-sampling-isa-530.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'change_log:\n',
        'change_log:\n  - date: 2026-11-29\n    change: "Glossary added"\n    by: Leerpunt editorial team (demo content)\n',
      ),
    );
    const report = await t.services.contentImport.importFolder(one);
    expect(report.articles.updated).toBe(1);
    const [row] = await t.db.query('SELECT change_log FROM articles WHERE id = $1', [id]);
    expect(row.change_log.slice(0, 2)).toEqual([
      { date: '2099-01-02', change: 'Worked example 3 corrected', by: 'Ada Admin', origin: 'admin' },
      { date: '2026-11-29', change: 'Glossary added', by: 'Leerpunt editorial team (demo content)', origin: 'file' },
    ]);
    // Importing the same files again changes nothing.
    expect((await t.services.contentImport.importFolder(one)).articles).toEqual({ created: 0, updated: 0, unchanged: 1 });
  }, 300_000);

  it('lists items due for review to admins only', async () => {
    const api = apiClient(t.url);
    await t.db.query("UPDATE articles SET next_review_on = '2020-01-01' WHERE slug = 'a-ifrs-16-lessee-accounting'");
    const query = `query { articles(filter: { reviewOverdue: true, includeUnpublished: true }) { total items { title reviewOverdue } } }`;
    const res = await api.gql(query, {}, admin.token);
    expect(res.body.data.articles.items).toHaveLength(1);
    expect(res.body.data.articles.items[0].reviewOverdue).toBe(true);
    const member = await createUser(t.services);
    const refused = await api.gql(`query { articles(filter: { reviewOverdue: true }) { total } }`, {}, member.token);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('in production, refuses to publish without author, reviewer and review date through the admin paths', async () => {
    const api = apiClient(prod.url);
    const create = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { article { ${ARTICLE_FIELDS} } userErrors { field message } } }`;
    const refused = await api.gql(
      create,
      { input: fields({ authors: [{ name: 'Leerpunt editorial team (demo content)' }], reviewedOn: '2026-11-01' }) },
      prodAdmin.token,
    );
    expect(refused.body.errors).toBeUndefined();
    expect(refused.body.data.createArticle.article).toBeNull();
    expect(refused.body.data.createArticle.userErrors[0].message).toMatch(/missing: an author, a reviewer$/);

    const ok = await api.gql(
      create,
      {
        input: fields({
          authors: [{ name: 'A. Writer', role: 'Hospital physician' }],
          reviewers: [{ name: 'B. Reviewer', role: 'Consultant in acute medicine' }],
          reviewedOn: '2026-11-01',
        }),
      },
      prodAdmin.token,
    );
    expect(ok.body.data.createArticle.userErrors).toEqual([]);
    const article = ok.body.data.createArticle.article;
    expect(article).toMatchObject({
      reviewedOn: '2026-11-01',
      nextReviewOn: '2027-11-01',
      reviewers: [{ name: 'B. Reviewer', role: 'Consultant in acute medicine' }],
    });

    // An update that drops the reviewer of a published item is refused; one that leaves the fields out keeps them.
    const update = `mutation($input: UpdateArticleInput!) { updateArticle(input: $input) { article { reviewers { name } nextReviewOn } userErrors { message } } }`;
    const dropped = await api.gql(update, { input: { id: article.id, ...fields({ reviewers: [] }) } }, prodAdmin.token);
    expect(dropped.body.data.updateArticle.userErrors[0].message).toMatch(/missing: a reviewer$/);
    const kept = await api.gql(update, { input: { id: article.id, ...fields({ title: 'Renamed', nextReviewOn: '2027-05-01' }) } }, prodAdmin.token);
    expect(kept.body.data.updateArticle.article).toEqual({ reviewers: [{ name: 'B. Reviewer' }], nextReviewOn: '2027-05-01' });

    // An imported demo item (unpublished first) cannot be published in production.
    await t.db.query("UPDATE articles SET is_published = false WHERE slug = 'a-working-capital-management'");
    const [{ id: demoId }] = await t.db.query("SELECT id FROM articles WHERE slug = 'a-working-capital-management'");
    const publish = await api.gql(
      `mutation($input: SetArticlePublishedInput!) { setArticlePublished(input: $input) { article { id } userErrors { message } } }`,
      { input: { id: String(demoId), published: true } },
      prodAdmin.token,
    );
    expect(publish.body.data.setArticlePublished.userErrors[0].message).toMatch(/missing: an author, a reviewer$/);
    expect((await t.db.query('SELECT is_published FROM articles WHERE id = $1', [demoId]))[0].is_published).toBe(false);
  });
});
