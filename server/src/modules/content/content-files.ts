import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { AppError } from '../../errors';
import type { ArticleDraft } from '../articles/articles.service';
import { articleInputSchema } from '../articles/articles.validation';
import { parseInput } from '../auth/auth.validation';
import type { NewsDraft } from '../news/news.service';
import { newsInputSchema } from '../news/news.validation';

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
/** Editorial metadata and the video running time: reviewed in the files, not stored by the import yet. */
const ARTICLE_EDITORIAL_KEYS = ['author', 'reviewed_on', 'learning_objectives', 'references', 'keywords', 'video_minutes'];
const NEWS_KEYS = ['type', 'title', 'created_at', 'published'];

/** File names become slugs, the stable key an import updates by. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

export interface ContentFileError {
  file: string;
  message: string;
}

export interface ContentFolder {
  articles: Array<{ file: string; draft: ArticleDraft }>;
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
    return { data: parsed.data as Record<string, unknown>, body: parsed.content };
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

/** Parses one article file: YAML front matter (snake_case keys) and a Markdown body. */
export function parseArticleFile(file: string, text: string): ArticleDraft {
  const slug = slugOf(file);
  const { data, body } = frontMatter(text);
  rejectUnknownKeys(data, [...Object.keys(ARTICLE_KEYS), ...ARTICLE_FLAGS, ...ARTICLE_EDITORIAL_KEYS]);
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
    createdAt = created instanceof Date ? created : new Date(String(created));
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

  const result: ContentFolder = { articles: [], news: [], errors: [] };
  const attempt = async <T>(file: string, parse: (file: string, text: string) => T, push: (draft: T) => void) => {
    try {
      push(parse(file, await readFile(file, 'utf8')));
    } catch (error) {
      result.errors.push({ file, message: describe(error) });
    }
  };
  for (const file of articleFiles) await attempt(file, parseArticleFile, (draft) => result.articles.push({ file, draft }));
  for (const file of newsFiles) await attempt(file, parseNewsFile, (draft) => result.news.push({ file, draft }));
  return result;
}

function describe(error: unknown): string {
  if (!(error instanceof AppError)) return String(error);
  const fields = error.details.fields as Record<string, string> | undefined;
  return fields ? Object.entries(fields).map(([k, v]) => (k === '_' ? v : `${k}: ${v}`)).join('; ') : error.message;
}
