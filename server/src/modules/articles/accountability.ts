import { z } from 'zod/v4';
import { typeError } from '../../validation';

/** Someone answerable for an item: a name and, as free text, their role or qualification. */
export interface ContentPerson {
  name: string;
  role: string | null;
}

/** One line of an item's change log; `origin` tells the content file's lines from those an admin added. */
export interface ChangeLogEntry {
  /** YYYY-MM-DD */
  date: string;
  change: string;
  by: string;
  origin: 'file' | 'admin';
}

/** Who wrote and reviewed an item and when it was and must next be reviewed. */
export interface Accountability {
  authors: ContentPerson[];
  reviewers: ContentPerson[];
  reviewedOn: string | null;
  nextReviewOn: string | null;
}

/** Months from a review to the next one when the item does not say otherwise. */
export const DEFAULT_REVIEW_INTERVAL_MONTHS = 12;

/** Names that say an item is demo content; they satisfy the publishing rule only outside production. */
export const DEMO_AUTHOR = 'Leerpunt editorial team (demo content)';
export const DEMO_NOT_REVIEWED = 'Not independently reviewed (demo content)';
export const isDemoLabel = (name: string) => /\(demo content\)/i.test(name);

/** `date` (YYYY-MM-DD) plus whole months; the day is kept, or the month's last day where it is shorter. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** The next-review date: the one given, else the review date plus the interval (12 months by default). */
export function nextReview(reviewedOn: string | null, nextReviewOn: string | null | undefined, intervalMonths?: number | null): string | null {
  if (nextReviewOn) return nextReviewOn;
  return reviewedOn ? addMonths(reviewedOn, intervalMonths ?? DEFAULT_REVIEW_INTERVAL_MONTHS) : null;
}

/**
 * Why an item may not be published, or null when it may. In production an item needs at least one author,
 * one reviewer and a review date, and the demo-content labels do not count as either; outside production
 * (the demo) nothing is required.
 */
export function publishProblem(a: Pick<Accountability, 'authors' | 'reviewers' | 'reviewedOn'>, production: boolean): string | null {
  if (!production) return null;
  const missing: string[] = [];
  if (!a.authors.some((p) => !isDemoLabel(p.name))) missing.push('an author');
  if (!a.reviewers.some((p) => !isDemoLabel(p.name))) missing.push('a reviewer');
  if (!a.reviewedOn) missing.push('a review date');
  if (!missing.length) return null;
  return `In production an item is published only with at least one author, one reviewer and a review date (demo-content labels do not count); missing: ${missing.join(', ')}`;
}

/** Change-log lines newest first; lines of one day keep the order they were given in. */
export const sortChangeLog = (entries: ChangeLogEntry[]) =>
  entries
    .map((e, i) => ({ e, i }))
    .sort((x, y) => y.e.date.localeCompare(x.e.date) || x.i - y.i)
    .map(({ e }) => e);

// ── Input shapes, shared by the content files and the admin form ─────────

/** A calendar date as YYYY-MM-DD; Date objects (as YAML yields) are accepted too. */
export const calendarDate = (label: string) =>
  z
    .union([z.string(typeError(undefined, `${label} must be a date`)), z.date()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const text = v instanceof Date ? (Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10)) : v.trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      return text;
    });

const personSchema = (label: string) =>
  z.object(
    {
      name: z
        .string(typeError(`${label}: name is required`, `${label}: name must be text`))
        .trim()
        .min(1, `${label}: name is required`)
        .max(200, `${label}: name must be at most 200 characters`),
      role: z
        .string(typeError(undefined, `${label}: role must be text`))
        .trim()
        .max(300, `${label}: role must be at most 300 characters`)
        .nullish()
        .transform((v) => v || null),
    },
    typeError(undefined, `${label} must be a name with an optional role`),
  );

/** Authors or reviewers: at most 20, each a name and an optional role or qualification. */
export const peopleSchema = (label: string) => z.array(personSchema(label), typeError(undefined, `${label} must be a list`)).max(20, `${label}: at most 20`);

/** A change-log line as written: date, what changed, by whom. */
export const changeLogLineSchema = z.object({
  date: calendarDate('Change date')
    .refine((v) => v !== null, 'Change date is required')
    .transform((v) => v as string),
  change: z
    .string(typeError('What changed is required', 'What changed must be text'))
    .trim()
    .min(1, 'What changed is required')
    .max(1000, 'What changed must be at most 1000 characters'),
  by: z
    .string(typeError('Changed by is required', 'Changed by must be text'))
    .trim()
    .min(1, 'Changed by is required')
    .max(200, 'Changed by must be at most 200 characters'),
});
