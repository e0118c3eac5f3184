import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod/v4';
import { AppError } from '../../errors';
import type { ArticleDraft } from '../articles/articles.service';
import { articleInputSchema } from '../articles/articles.inputs';
import { isYoutubeUrl } from '../articles/youtube';
import { calendarDate, changeLogLineSchema, nextReview, peopleSchema, sortChangeLog, type ChangeLogEntry, type ContentPerson } from '../articles/accountability';
import { parseReviewQuestions, type ReviewQuestion } from '../articles/review-questions';
import { parseInput, typeError } from '../../validation';
import type { NewsDraft } from '../news/news.service';
import { newsInputSchema } from '../news/news.inputs';

/** Front-matter keys of an article file and the input field each one fills. */
const ARTICLE_KEYS: Record<string, string> = {
  title: 'title',
  category: 'category',
  secondary_category: 'secondaryCategory',
  subcategory: 'subcategory',
  language: 'language',
  difficulty_level: 'difficultyLevel',
  pe_points_value: 'pePointsValue',
  source: 'source',
  publication_date: 'publicationDate',
  estimated_read_time: 'estimatedReadTime',
  professions: 'professions',
  external_url: 'externalUrl',
  summary: 'summary',
};
const ARTICLE_FLAGS = ['pdf', 'published'];
/** Front-matter keys describing the item rather than filling an admin-editable field. */
const ARTICLE_META_KEYS = [
  'authors',
  'reviewers',
  'reviewed_on',
  'next_review_on',
  'review_interval_months',
  'change_log',
  'learning_objectives', 'references', 'keywords', 'video_minutes', 'points_override_reason'];

const textList = (label: string) =>
  z
    .array(z.string(typeError(undefined, `${label} must be a list of texts`)).trim().min(1).max(1000), typeError(undefined, `${label} must be a list`))
    .max(50)
    .nullish()
    .transform((v) => v ?? []);

const articleMetaSchema = z.object({
  authors: peopleSchema('authors')
    .nullish()
    .transform((v) => v ?? []),
  reviewers: peopleSchema('reviewers')
    .nullish()
    .transform((v) => v ?? []),
  reviewed_on: calendarDate('reviewed_on'),
  next_review_on: calendarDate('next_review_on'),
  review_interval_months: z
    .number(typeError(undefined, 'review_interval_months must be a number'))
    .int('review_interval_months must be whole months')
    .min(1, 'review_interval_months must be 1 to 60')
    .max(60, 'review_interval_months must be 1 to 60')
    .nullish(),
  change_log: z
    .array(changeLogLineSchema, typeError(undefined, 'change_log must be a list of date, change and by'))
    .max(200)
    .nullish()
    .transform((v) => v ?? []),
  learning_objectives: textList('learning_objectives'),
  references: textList('references'),
  keywords: z
    .partialRecord(z.enum(['en', 'nl', 'de', 'es'], { error: 'keywords are keyed by en, nl, de or es' }), z.array(z.string().trim().min(1).max(200)).max(100), {
      error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
    })
    .nullish()
    .transform((v) => (v ?? {}) as Record<string, string[]>),
  video_minutes: z.number(typeError(undefined, 'video_minutes must be a number')).int('video_minutes must be whole minutes').min(0).max(10000).nullish().transform((v) => v ?? null),
  points_override_reason: z.string(typeError(undefined, 'points_override_reason must be text')).trim().max(1000).nullish().transform((v) => v || null),
});

/** Item metadata from the front matter (accountability, objectives, references, keywords, video length) and its review questions. */
export interface ArticleMeta {
  authors: ContentPerson[];
  reviewers: ContentPerson[];
  reviewedOn: string | null;
  /** As stated, or the review date plus review_interval_months (12 by default). */
  nextReviewOn: string | null;
  /** The file's change-log lines, newest first. */
  changeLog: ChangeLogEntry[];
  /** From `<slug>.review.yaml` beside the article; empty without one. */
  reviewQuestions: ReviewQuestion[];
  learningObjectives: string[];
  references: string[];
  keywords: Record<string, string[]>;
  videoMinutes: number | null;
  /** When set, the file's pe_points_value is kept instead of the study-time formula's. */
  pointsOverrideReason: string | null;
}

/** One item of a `<slug>.questions.yaml` bank file, as written (the question gate judges its content). */
export interface BankFileItem {
  id: string;
  question: string;
  options: [string, string, string, string];
  answer: string;
  explanation: string;
  section: string;
  quote: string;
  /** Ids of items in the same bank that must never share a test with this one (YAML `not_with`). */
  notWith: string[];
}

const bankItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).refine((v) => /^[A-Za-z0-9_.-]{1,40}$/.test(v), 'id must be 1-40 letters, digits, dots, dashes or underscores'),
  question: z.string(typeError('question is required')).trim().min(1, 'question is required').max(1000),
  options: z.object(
    {
      A: z.union([z.string(), z.number()]).transform(String),
      B: z.union([z.string(), z.number()]).transform(String),
      C: z.union([z.string(), z.number()]).transform(String),
      D: z.union([z.string(), z.number()]).transform(String),
    },
    typeError('options A-D are required'),
  ),
  answer: z.string(typeError('answer is required')).trim(),
  explanation: z.string(typeError('explanation is required')).trim().max(2000),
  source: z.object({ section: z.string().trim().min(1), quote: z.string().trim().min(1) }, typeError('source (section and quote) is required')),
  not_with: z
    .array(z.union([z.string(), z.number()]).transform((v) => String(v).trim()))
    .max(20)
    .default([]),
});

const bankFileSchema = z.object({ items: z.array(z.unknown(), typeError('items is required')).max(200) });

const NEWS_KEYS = ['type', 'title', 'created_at', 'published'];

/** File names become slugs, the stable key an import updates by. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

export interface ContentFileError {
  file: string;
  message: string;
}

export interface ContentFolder {
  articles: Array<{ file: string; draft: ArticleDraft; meta: ArticleMeta }>;
  /** Question banks by article slug. */
  banks: Map<string, { file: string; items: BankFileItem[] }>;
  news: Array<{ file: string; draft: NewsDraft }>;
  errors: ContentFileError[];
}

const invalid = (message: string) => new AppError('BAD_USER_INPUT', message);

function slugOf(file: string): string {
  const slug = path.basename(file, '.md').toLowerCase();
  if (!SLUG.test(slug)) throw invalid('file name must be lower-case letters, digits and dashes (it becomes the slug)');
  return slug;
}

function frontMatter(text: string): { data: Record<string, unknown>; body: string } {
  try {
    // Passing options turns off gray-matter's cache of every parsed string.
    const parsed = matter(text, { excerpt: false });
    return { data: parsed.data, body: parsed.content };
  } catch (error) {
    throw invalid(`front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

function rejectUnknownKeys(data: Record<string, unknown>, known: string[]): void {
  const unknown = Object.keys(data).filter((k) => !known.includes(k));
  if (unknown.length) throw invalid(`unknown front-matter key(s): ${unknown.join(', ')}`);
}

function flag(data: Record<string, unknown>, key: string): boolean | undefined {
  const value = data[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(`${key} must be true or false`);
  return value;
}

/** Parses the metadata keys of an article file's front matter. */
export function parseArticleMeta(file: string, text: string): ArticleMeta {
  const { data } = frontMatter(text);
  const picked = Object.fromEntries(ARTICLE_META_KEYS.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
  const parsed = articleMetaSchema.safeParse(picked);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const m = parsed.data;
  return {
    authors: m.authors,
    reviewers: m.reviewers,
    reviewedOn: m.reviewed_on,
    nextReviewOn: nextReview(m.reviewed_on, m.next_review_on, m.review_interval_months),
    changeLog: sortChangeLog(m.change_log.map((l) => ({ date: l.date, change: l.change, by: l.by, origin: 'file' as const }))),
    reviewQuestions: [],
    learningObjectives: m.learning_objectives,
    references: m.references,
    keywords: m.keywords,
    videoMinutes: m.video_minutes,
    pointsOverrideReason: m.points_override_reason,
  };
}

/** Parses a `<slug>.questions.yaml` bank file; structural problems throw, content problems are the gate's. */
export function parseBankFile(text: string): BankFileItem[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw invalid(`not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const file = bankFileSchema.safeParse(data);
  if (!file.success) throw invalid(file.error.issues.map((i) => i.message).join('; '));
  const ids = new Set<string>();
  const items = file.data.items.map((raw, index): BankFileItem => {
    const item = bankItemSchema.safeParse(raw);
    if (!item.success) throw invalid(`item ${index + 1}: ${item.error.issues.map((i) => `${i.path.join('.') || 'item'}: ${i.message}`).join('; ')}`);
    const q = item.data;
    if (ids.has(q.id)) throw invalid(`item ${index + 1}: id ${q.id} is used twice`);
    ids.add(q.id);
    return {
      id: q.id,
      question: q.question,
      options: [q.options.A.trim(), q.options.B.trim(), q.options.C.trim(), q.options.D.trim()],
      answer: q.answer,
      explanation: q.explanation,
      section: q.source.section,
      quote: q.source.quote,
      notWith: q.not_with,
    };
  });
  for (const item of items) {
    for (const other of item.notWith) {
      if (other === item.id) throw invalid(`item ${item.id}: not_with names the item itself`);
      if (!ids.has(other)) throw invalid(`item ${item.id}: not_with names ${other}, which is not in this bank`);
    }
  }
  return items;
}

/** Parses a `<slug>.review.yaml` file of review questions against the article's text (every quote must stand in it). */
export function parseReviewFile(text: string, articleText: string): ReviewQuestion[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw invalid(`not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    return parseReviewQuestions(data, articleText);
  } catch (error) {
    throw invalid((error as Error).message);
  }
}

/** Parses one article file: YAML front matter (snake_case keys) and a Markdown body. */
export function parseArticleFile(file: string, text: string): ArticleDraft {
  const slug = slugOf(file);
  const { data, body } = frontMatter(text);
  rejectUnknownKeys(data, [...Object.keys(ARTICLE_KEYS), ...ARTICLE_FLAGS, ...ARTICLE_META_KEYS]);
  const input: Record<string, unknown> = { content: body };
  for (const [key, field] of Object.entries(ARTICLE_KEYS)) if (data[key] !== undefined) input[field] = data[key];
  const parsed = parseInput(articleInputSchema, input);
  return { ...parsed, slug, pdfFilename: flag(data, 'pdf') ? `${slug}.pdf` : null, isPublished: flag(data, 'published') };
}

/** Parses one news file: type, title and created_at in the front matter, the text as the body. */
export function parseNewsFile(file: string, text: string): NewsDraft {
  const slug = slugOf(file);
  const { data, body } = frontMatter(text);
  rejectUnknownKeys(data, NEWS_KEYS);
  const parsed = parseInput(newsInputSchema, { type: data.type, title: data.title, content: body, isPublished: flag(data, 'published') });
  const created = data.created_at;
  let createdAt: Date | null = null;
  if (created !== undefined && created !== null) {
    createdAt = created instanceof Date ? created : new Date(typeof created === 'string' || typeof created === 'number' ? created : Number.NaN);
    if (Number.isNaN(createdAt.getTime())) throw invalid('created_at must be a date-time');
  }
  return { ...parsed, slug, createdAt };
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.md')).map((e) => path.join(dir, e.name)).sort();
}

/**
 * Reads a content folder: `articles/` and `news/` sub-folders when present, otherwise every `.md`
 * file in the folder itself as an article. Every file is parsed; problems are collected, not thrown.
 */
export async function readContentFolder(folder: string): Promise<ContentFolder> {
  if (!existsSync(folder)) throw new Error(`content folder not found: ${folder}`);
  const articlesDir = path.join(folder, 'articles');
  const newsDir = path.join(folder, 'news');
  const structured = existsSync(articlesDir) || existsSync(newsDir);
  const articleFiles = structured ? (existsSync(articlesDir) ? await markdownFiles(articlesDir) : []) : await markdownFiles(folder);
  const newsFiles = structured && existsSync(newsDir) ? await markdownFiles(newsDir) : [];

  const result: ContentFolder = { articles: [], news: [], banks: new Map(), errors: [] };
  const attempt = async <T>(file: string, parse: (file: string, text: string) => T, push: (draft: T) => void) => {
    try {
      push(parse(file, await readFile(file, 'utf8')));
    } catch (error) {
      result.errors.push({ file, message: describe(error) });
    }
  };
  for (const file of articleFiles) {
    await attempt(
      file,
      (f, text) => {
        const draft = parseArticleFile(f, text);
        const meta = parseArticleMeta(f, text);
        // A video's credit rests on its recording length (README, Points by study time): without it the item would earn the 0.1 minimum.
        if (isYoutubeUrl(draft.externalUrl) && !meta.videoMinutes) {
          throw invalid('video_minutes: a video item needs its recording length in whole minutes (video_minutes: 55)');
        }
        return { draft, meta };
      },
      ({ draft, meta }) => result.articles.push({ file, draft, meta }),
    );
  }
  const bankDir = structured ? articlesDir : folder;
  if (existsSync(bankDir)) {
    const bankFiles = (await readdir(bankDir)).filter((n) => n.endsWith('.questions.yaml')).sort();
    const slugs = new Set(result.articles.map((a) => a.draft.slug));
    for (const name of bankFiles) {
      const file = path.join(bankDir, name);
      const slug = name.slice(0, -'.questions.yaml'.length);
      if (!slugs.has(slug) && !result.errors.some((e) => path.basename(e.file) === `${slug}.md`)) {
        result.errors.push({ file, message: `no article file ${slug}.md for this question bank` });
        continue;
      }
      await attempt(file, (_f, text) => parseBankFile(text), (items) => result.banks.set(slug, { file, items }));
    }
  }
  if (existsSync(bankDir)) {
    const reviewFiles = (await readdir(bankDir)).filter((n) => n.endsWith('.review.yaml')).sort();
    for (const name of reviewFiles) {
      const file = path.join(bankDir, name);
      const slug = name.slice(0, -'.review.yaml'.length);
      const entry = result.articles.find((a) => a.draft.slug === slug);
      if (!entry) {
        if (!result.errors.some((e) => path.basename(e.file) === `${slug}.md`)) result.errors.push({ file, message: `no article file ${slug}.md for these review questions` });
        continue;
      }
      await attempt(file, (_f, text) => parseReviewFile(text, entry.draft.content), (questions) => (entry.meta.reviewQuestions = questions));
    }
  }
  for (const file of newsFiles) await attempt(file, parseNewsFile, (draft) => result.news.push({ file, draft }));
  return result;
}

function describe(error: unknown): string {
  if (!(error instanceof AppError)) return String(error);
  const fields = error.details.fields as Record<string, string> | undefined;
  return fields ? Object.entries(fields).map(([k, v]) => (k === '_' ? v : `${k}: ${v}`)).join('; ') : error.message;
}
