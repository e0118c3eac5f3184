import { z } from 'zod/v4';
import { CATEGORIES, DIFFICULTY_LEVELS, LIBRARY_LANGUAGES, PROFESSIONS } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { optionalText, parseInput, typeError } from '../../validation';
import { calendarDate, changeLogLineSchema, peopleSchema, type ContentPerson } from './accountability';

const oneOf = (label: string, values: readonly string[]) =>
  z
    .string(typeError(`${label} is required`, `${label} must be text`))
    .trim()
    .refine((v) => values.includes(v), `${label} must be one of: ${values.join(', ')}`);

/** A calendar date as YYYY-MM-DD; Date objects (as YAML front matter yields) are accepted too. */
const isoDate = z
  .union([z.string(typeError(undefined, 'Publication date must be a date')), z.date()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const text = v instanceof Date ? (Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10)) : v.trim();
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: 'Publication date must be a date (YYYY-MM-DD)' });
      return z.NEVER;
    }
    return text;
  });

const httpUrl = z
  .string(typeError(undefined, 'External URL must be text'))
  .trim()
  .max(2000, 'External URL must be at most 2000 characters')
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    let url: URL | null = null;
    try {
      url = new URL(v);
    } catch {
      /* reported below */
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      ctx.addIssue({ code: 'custom', message: 'External URL must be an http(s) link' });
      return z.NEVER;
    }
    return url.toString();
  });

/** Every editable field of an article, as admins send it and as content files describe it. */
export const articleInputSchema = z.object({
  title: z
    .string(typeError('Title is required', 'Title must be text'))
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.articleTitleMax, `Title must be at most ${LIMITS.articleTitleMax} characters`),
  category: oneOf('Category', CATEGORIES),
  secondaryCategory: oneOf('Secondary category', CATEGORIES)
    .nullish()
    .transform((v) => v ?? null),
  subcategory: optionalText('Subcategory', 120),
  language: oneOf('Language', LIBRARY_LANGUAGES),
  difficultyLevel: oneOf('Difficulty level', DIFFICULTY_LEVELS)
    .nullish()
    .transform((v) => v ?? null),
  pePointsValue: z
    .number(typeError(undefined, 'PE points must be a number'))
    .min(0, 'PE points must be between 0 and 100')
    .max(100, 'PE points must be between 0 and 100')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'PE points have at most two decimals')
    .nullish()
    .transform((v) => v ?? LIMITS.defaultArticlePoints),
  source: optionalText('Source', 200),
  publicationDate: isoDate,
  summary: z
    .string(typeError(undefined, 'Summary must be text'))
    .max(LIMITS.articleSummaryMax, `Summary must be at most ${LIMITS.articleSummaryMax} characters`)
    .nullish()
    .transform((v) => (v ?? '').trim()),
  content: z
    .string(typeError(undefined, 'Content must be text'))
    .max(LIMITS.articleContentMax, `Content must be at most ${LIMITS.articleContentMax} characters`)
    .nullish()
    .transform((v) => (v ?? '').trim()),
  externalUrl: httpUrl,
  estimatedReadTime: z
    .number(typeError(undefined, 'Estimated read time must be a number of minutes'))
    .int('Estimated read time must be a whole number of minutes')
    .min(1, 'Estimated read time must be between 1 and 1000 minutes')
    .max(1000, 'Estimated read time must be between 1 and 1000 minutes')
    .nullish()
    .transform((v) => v ?? null),
  professions: z
    .array(oneOf('Profession', PROFESSIONS), typeError(undefined, 'Professions must be a list'))
    .max(PROFESSIONS.length)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
});

export type ArticleInputData = z.infer<typeof articleInputSchema>;

/** The admin form's credit fields beside the article's own. */
const creditInputSchema = z.object({
  videoMinutes: z.number(typeError(undefined, 'Video minutes must be a number')).int('Video minutes must be whole minutes').min(0).max(10000).nullish(),
  pointsOverrideReason: z
    .string(typeError(undefined, 'The override reason must be text'))
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => v || null),
});
export type CreditInput = z.output<typeof creditInputSchema>;

/** The admin form's accountability fields; each left out (undefined) keeps its stored value on update. */
const accountabilityInputSchema = z.object({
  authors: peopleSchema('Authors').nullish(),
  reviewers: peopleSchema('Reviewers').nullish(),
  reviewedOn: calendarDate('Review date'),
  nextReviewOn: calendarDate('Next review date'),
});
export interface AccountabilityInput {
  authors?: ContentPerson[];
  reviewers?: ContentPerson[];
  reviewedOn?: string | null;
  nextReviewOn?: string | null;
}

/** An admin's create or update of an article: every editable field, the credit fields and the accountability fields given. */
export type ArticleEdit = ArticleInputData & CreditInput & AccountabilityInput;

/** Parses the admin form: the article's fields first, so their messages come before the credit and accountability fields'. */
export function parseArticleEdit(input: unknown): ArticleEdit {
  const data = parseInput(articleInputSchema, input);
  const raw = (input ?? {}) as Record<string, unknown>;
  const a = parseInput(accountabilityInputSchema, raw);
  const given: AccountabilityInput = {};
  if (raw.authors !== undefined) given.authors = a.authors ?? [];
  if (raw.reviewers !== undefined) given.reviewers = a.reviewers ?? [];
  if (raw.reviewedOn !== undefined) given.reviewedOn = a.reviewedOn;
  if (raw.nextReviewOn !== undefined) given.nextReviewOn = a.nextReviewOn;
  return { ...data, ...parseInput(creditInputSchema, raw), ...given };
}

/** A line an admin adds to an article's change log; date defaults to today and by to the admin. */
export const changeLogInputSchema = z.object({
  date: calendarDate('Change date'),
  change: changeLogLineSchema.shape.change,
  by: z
    .string(typeError(undefined, 'Changed by must be text'))
    .trim()
    .max(200, 'Changed by must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
});
export const parseChangeLogInput = (input: unknown) => parseInput(changeLogInputSchema, input);

export const LIBRARY_MODE_VALUES = ['ARTICLES', 'VIDEOS'] as const;
export type LibraryMode = (typeof LIBRARY_MODE_VALUES)[number];
export const ARTICLE_SORT_VALUES = ['NEWEST', 'OLDEST', 'TITLE', 'POINTS', 'RELEVANCE'] as const;
export type ArticleSort = (typeof ARTICLE_SORT_VALUES)[number];

/** A filter value; empty or 'All' means no filter. */
const filterValue = (label: string) =>
  z
    .string(typeError(undefined, `${label} must be text`))
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .nullish()
    .transform((v) => (!v || v.toLowerCase() === 'all' ? null : v));

const positiveInt = (label: string, max: number) =>
  z
    .number(typeError(undefined, `${label} must be a positive integer`))
    .int(`${label} must be a positive integer`)
    .min(1, `${label} must be a positive integer`)
    .max(max, `${label} must be at most ${max}`);

/** Library query: filters, sort and page. perPage above the page size is capped, not refused. */
export const articleQuerySchema = z.object({
  category: filterValue('Category'),
  language: filterValue('Language'),
  source: filterValue('Source'),
  search: z
    .string(typeError(undefined, 'Search must be text'))
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  text: z
    .string(typeError(undefined, 'Search must be text'))
    // Control characters can only be typos, and a NUL byte is refused by PostgreSQL.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .transform((v) => v.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
    .pipe(z.string().max(LIMITS.librarySearchMax, `Search must be at most ${LIMITS.librarySearchMax} characters`))
    .nullish()
    .transform((v) => v || null),
  mode: z
    .enum(LIBRARY_MODE_VALUES, { error: 'Mode must be articles or videos' })
    .nullish()
    .transform((v) => v ?? null),
  sort: z.enum(ARTICLE_SORT_VALUES, { error: 'Sort must be one of NEWEST, OLDEST, TITLE, POINTS, RELEVANCE' }).nullish(),
  page: positiveInt('page', 1_000_000)
    .nullish()
    .transform((v) => v ?? 1),
  perPage: z
    .number(typeError(undefined, 'per_page must be a positive integer'))
    .int('per_page must be a positive integer')
    .min(1, 'per_page must be a positive integer')
    .nullish()
    .transform((v) => Math.min(v ?? LIMITS.articlesPageSize, LIMITS.articlesPageSize)),
  includeUnpublished: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  /** Admins only: items whose next review date has passed or that were never reviewed. */
  reviewOverdue: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

export type ArticleQueryInput = z.input<typeof articleQuerySchema>;
/** A full-text search is ordered by relevance unless another order is asked for; RELEVANCE without one is NEWEST. */
export type ArticleQuery = Omit<z.output<typeof articleQuerySchema>, 'sort'> & { sort: ArticleSort };

/** Settles the order of a parsed library query. */
export function resolveSort(q: z.output<typeof articleQuerySchema>): ArticleQuery {
  const sort = q.sort ?? (q.text ? 'RELEVANCE' : 'NEWEST');
  return { ...q, sort: sort === 'RELEVANCE' && !q.text ? 'NEWEST' : sort };
}

/** Parses a library query (camelCase fields, as both faces map them) and settles its order. */
export const parseArticleQuery = (input: ArticleQueryInput): ArticleQuery => resolveSort(parseInput(articleQuerySchema, input));
