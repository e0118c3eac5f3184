import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { studyPoints } from '../../server/src/modules/articles/study-time';
import { PATHS } from '../../server/src/paths';
import { seedSteps } from '../../server/src/seed/seed';
import { CATEGORIES, LIBRARY_LANGUAGES, NEWS_TYPES } from '@leerpunt/shared/catalog';
import { apiClient } from '../support/client';
import { createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await startTestApp();
  // Work on a copy so tests can edit files.
  folder = mkdtempSync(path.join(tmpdir(), 'leerpunt-content-'));
  cpSync(PATHS.content, folder, { recursive: true });
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

const snapshot = () => t.db.query('SELECT id, slug, title, updated_at, content_html, pdf_filename FROM articles WHERE slug IS NOT NULL ORDER BY slug');

describe('content import', () => {
  it('loads the shipped library: articles, videos, PDFs and news across the spec lists', async () => {
    const report = await t.services.contentImport.importFolder(folder);
    expect(report.errors).toEqual([]);
    // 50 items less the four duplicate topics merged into one article each.
    expect(report.articles.created).toBeGreaterThanOrEqual(46);
    expect(report.news.created).toBeGreaterThanOrEqual(10);
    expect(report.pdfsGenerated).toBeGreaterThanOrEqual(3);

    const [stats] = await t.db.query(`SELECT count(*) FILTER (WHERE NOT is_youtube)::int AS texts, count(*) FILTER (WHERE is_youtube)::int AS videos,
      count(*) FILTER (WHERE pdf_filename IS NOT NULL)::int AS pdfs, count(DISTINCT category)::int AS categories FROM articles WHERE slug IS NOT NULL`);
    expect(stats.texts).toBeGreaterThanOrEqual(38);
    expect(stats.videos).toBeGreaterThanOrEqual(8);
    expect(stats.pdfs).toBeGreaterThanOrEqual(3);
    expect(stats.categories).toBeGreaterThanOrEqual(10);
    const languages = (await t.db.query('SELECT DISTINCT language FROM articles')).map((r: { language: string }) => r.language).sort();
    expect(languages).toEqual([...LIBRARY_LANGUAGES].sort());
    const categories = (await t.db.query('SELECT DISTINCT category FROM articles')).map((r: { category: string }) => r.category);
    expect(categories.every((c: string) => (CATEGORIES as readonly string[]).includes(c))).toBe(true);
    const types = (await t.db.query('SELECT DISTINCT type FROM news_items')).map((r: { type: string }) => r.type).sort();
    expect(types).toEqual([...NEWS_TYPES].sort());

    // Every generated PDF is stored, is a PDF and is served.
    const pdfs = await t.db.query('SELECT pdf_filename FROM articles WHERE pdf_filename IS NOT NULL');
    for (const { pdf_filename } of pdfs) {
      const file = await t.services.storage.locate('pdf', pdf_filename);
      expect((await readFile(file!)).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await fetch(`${t.url}/api/pdf/${pdf_filename}`)).headers.get('content-type')).toBe('application/pdf');
    }
    // Text articles have 400+ words.
    const short = await t.db.query(`SELECT slug FROM articles WHERE NOT is_youtube AND array_length(regexp_split_to_array(trim(content), '\\s+'), 1) < 400`);
    expect(short).toEqual([]);
  });

  it('gives every shipped item the points of its study time, and stores its metadata', async () => {
    const rows: Array<{
      slug: string;
      summary: string;
      content: string;
      video_minutes: number | null;
      pe_points_value: string;
      points_override_reason: string | null;
    }> = await t.db.query('SELECT slug, summary, content, video_minutes, pe_points_value, points_override_reason FROM articles WHERE slug IS NOT NULL');
    const wrong = rows
      .filter((r) => !r.points_override_reason)
      .filter(
        (r) =>
          Number(r.pe_points_value) !==
          studyPoints({ summary: r.summary, content: r.content, videoMinutes: r.video_minutes }, t.services.config.CREDIT_MINUTES),
      )
      .map((r) => r.slug);
    expect(wrong).toEqual([]);
    // Whatever the files carry arrives on the article (checked on one that has it, if any yet).
    const files = readdirSync(path.join(folder, 'articles')).filter((f) => f.endsWith('.md'));
    const withMeta = files.find((f) => /^learning_objectives:/m.test(readFileSync(path.join(folder, 'articles', f), 'utf8')));
    if (withMeta) {
      const [row] = await t.db.query('SELECT learning_objectives, "references", authors FROM articles WHERE slug = $1', [withMeta.replace(/\.md$/, '')]);
      expect(row.learning_objectives.length).toBeGreaterThan(0);
    }
  });

  it('is idempotent: a second import changes no row and regenerates no PDF', async () => {
    const before = await snapshot();
    const report = await t.services.contentImport.importFolder(folder);
    expect(report.articles).toEqual({ created: 0, updated: 0, unchanged: before.length });
    expect(report.news.created + report.news.updated).toBe(0);
    expect(report.pdfsGenerated).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('updates an edited file in place (same id) and regenerates its PDF', async () => {
    const file = path.join(folder, 'articles', 'a-sepsis-recognition-qsofa-sofa.md');
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      text
        .replace(/^title: .*$/m, 'title: "Sepsis: recognising it early (revised)"')
        .replace('pe_points_value: ', 'points_override_reason: "Includes a supervised case discussion"\npe_points_value: 2 #'),
    );
    const [before] = await t.db.query("SELECT id, pdf_filename FROM articles WHERE slug = 'a-sepsis-recognition-qsofa-sofa'");
    const pdfBefore = await readFile((await t.services.storage.locate('pdf', before.pdf_filename))!);

    const report = await t.services.contentImport.importFolder(folder);
    expect(report.articles.updated).toBe(1);
    expect(report.articles.created).toBe(0);
    expect(report.pdfsGenerated).toBe(1);
    const [after] = await t.db.query("SELECT id, title, pe_points_value, pdf_filename FROM articles WHERE slug = 'a-sepsis-recognition-qsofa-sofa'");
    expect(after).toMatchObject({ id: before.id, title: 'Sepsis: recognising it early (revised)', pdf_filename: before.pdf_filename });
    // The file gives a reason, so its own figure replaces the study-time formula's.
    expect(Number(after.pe_points_value)).toBe(2);
    const pdfAfter = await readFile((await t.services.storage.locate('pdf', after.pdf_filename))!);
    expect(pdfAfter.equals(pdfBefore)).toBe(false);
  });

  it('keeps an unpublished flag set by an admin unless the file states one', async () => {
    await t.db.query("UPDATE articles SET is_published = false WHERE slug = 'a-audit-sampling-isa-530'");
    await t.services.contentImport.importFolder(folder);
    expect((await t.db.query("SELECT is_published FROM articles WHERE slug = 'a-audit-sampling-isa-530'"))[0].is_published).toBe(false);
  });

  it('writes nothing when any file is invalid, and names each problem', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'leerpunt-broken-'));
    try {
      writeFileSync(path.join(broken, 'good-one.md'), '---\ntitle: Fine\ncategory: Law\nlanguage: English\n---\nBody text.');
      writeFileSync(path.join(broken, 'bad-category.md'), '---\ntitle: Wrong\ncategory: Astrology\nlanguage: English\n---\nBody.');
      writeFileSync(path.join(broken, 'typo-key.md'), '---\ntitle: Typo\ncatgory: Law\ncategory: Law\nlanguage: English\n---\nBody.');
      writeFileSync(path.join(broken, 'Bad Name.md'), '---\ntitle: Name\ncategory: Law\nlanguage: English\n---\nBody.');
      const report = await t.services.contentImport.importFolder(broken);
      const problems = report.errors.map((e) => [path.basename(e.file), e.message]);
      expect(problems).toEqual([
        ['Bad Name.md', 'file name must be lower-case letters, digits and dashes (it becomes the slug)'],
        ['bad-category.md', expect.stringContaining('category: Category must be one of')],
        ['typo-key.md', 'unknown front-matter key(s): catgory'],
      ]);
      expect(report.articles).toEqual({ created: 0, updated: 0, unchanged: 0 });
      expect(await t.db.query("SELECT id FROM articles WHERE slug = 'good-one'")).toEqual([]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('refuses a video item without its recording length, and writes nothing', async () => {
    const flat = mkdtempSync(path.join(tmpdir(), 'leerpunt-video-'));
    try {
      writeFileSync(
        path.join(flat, 'talk-without-length.md'),
        '---\ntitle: A talk\ncategory: Education\nlanguage: English\nexternal_url: https://www.youtube.com/watch?v=HtSuA80QTyo\nestimated_read_time: 55\n---\nAbout the talk.',
      );
      const report = await t.services.contentImport.importFolder(flat);
      expect(report.errors.map((e) => [path.basename(e.file), e.message])).toEqual([
        ['talk-without-length.md', 'video_minutes: a video item needs its recording length in whole minutes (video_minutes: 55)'],
      ]);
      expect(await t.db.query("SELECT id FROM articles WHERE slug = 'talk-without-length'")).toEqual([]);
    } finally {
      rmSync(flat, { recursive: true, force: true });
    }
  });

  it('gives every shipped video its recording length, and the credit the formula gives for it', async () => {
    const videos: Array<{ slug: string; video_minutes: number | null; estimated_read_time: number; pe_points_value: string }> = await t.db.query(
      'SELECT slug, video_minutes, estimated_read_time, pe_points_value FROM articles WHERE slug IS NOT NULL AND is_youtube ORDER BY slug',
    );
    expect(videos.length).toBeGreaterThanOrEqual(8);
    // The reader's "N min watch" and the credit rest on the same length.
    expect(videos.filter((v) => !v.video_minutes || v.video_minutes !== v.estimated_read_time).map((v) => v.slug)).toEqual([]);
    const sandel = videos.find((v) => v.slug === 'b-video-michael-sandel-justice-moral-side-of-murder')!;
    expect(sandel.video_minutes).toBe(55);
    expect(Number(sandel.pe_points_value)).toBeGreaterThanOrEqual(1);
  });

  it('imports a flat folder of Markdown files as articles, with YouTube detection', async () => {
    const flat = mkdtempSync(path.join(tmpdir(), 'leerpunt-flat-'));
    try {
      writeFileSync(
        path.join(flat, 'flat-video.md'),
        '---\ntitle: A talk\ncategory: Education\nlanguage: Dutch\nexternal_url: https://youtu.be/HtSuA80QTyo\nvideo_minutes: 12\npublication_date: 2025-01-02\n---\nAbout the talk.',
      );
      const report = await t.services.contentImport.importFolder(flat);
      expect(report.articles.created).toBe(1);
      const [row] = await t.db.query("SELECT is_youtube, publication_date::text AS d, language FROM articles WHERE slug = 'flat-video'");
      expect(row).toEqual({ is_youtube: true, d: '2025-01-02', language: 'Dutch' });
    } finally {
      rmSync(flat, { recursive: true, force: true });
    }
  });

  it('the library served over the API is the imported one', async () => {
    const member = await createUser(t.services);
    const api = apiClient(t.url);
    const res = await api.gql('{ articles(filter: { mode: VIDEOS }) { total items { isYoutube videoEmbedUrl } } }', {}, member.token);
    expect(res.body.data.articles.total).toBeGreaterThanOrEqual(8);
    for (const item of res.body.data.articles.items) {
      expect(item.isYoutube).toBe(true);
      expect(item.videoEmbedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+/);
    }
  });
});

describe('seed', () => {
  it('includes the library content step', () => {
    expect(seedSteps.map((s) => s.name)).toContain('library content');
  });
});
