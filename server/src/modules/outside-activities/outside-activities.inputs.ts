import { z } from 'zod/v4';
import { OUTSIDE_ACTIVITY_KINDS, type OutsideActivityKind } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput, typeError } from '../../validation';

const KINDS = Object.keys(OUTSIDE_ACTIVITY_KINDS) as [OutsideActivityKind, ...OutsideActivityKind[]];

const text = (max: number, required: string, tooLong: string) =>
  z
    .string(typeError(required, required))
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v.length > 0, required)
    .refine((v) => v.length <= max, tooLong);

/** A number with at most two decimals within [min, max]; `exclusiveMin` refuses min itself. */
const amount = (min: number, max: number, message: string, exclusiveMin = false) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v),
    z
      .number(typeError(message, message))
      .refine((n) => Number.isFinite(n) && (exclusiveMin ? n > min : n >= min) && n <= max, message)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message)
      .transform((n) => Math.round(n * 100) / 100),
  );

/** The day as YYYY-MM-DD; not before the dashboard's first year and not after tomorrow (UTC), so no time zone is refused its today. */
const activityDate = (now: Date) =>
  z
    .string(typeError(MESSAGES.outsideDateInvalid, MESSAGES.outsideDateInvalid))
    .trim()
    .refine((v) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      return !!m && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === v;
    }, MESSAGES.outsideDateInvalid)
    .refine((v) => v <= new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10), MESSAGES.outsideDateFuture)
    .refine((v) => Number(v.slice(0, 4)) >= LIMITS.dashboardYearMin, MESSAGES.outsideDateTooOld);

export const outsideActivityInputSchema = (now: Date) =>
  z.object({
    kind: z.enum(KINDS, { error: MESSAGES.outsideKindInvalid }),
    date: activityDate(now).describe('A calendar date (YYYY-MM-DD), not after tomorrow (UTC).'),
    title: text(LIMITS.outsideTitleMax, MESSAGES.outsideTitleRequired, MESSAGES.outsideTitleTooLong),
    provider: text(LIMITS.outsideProviderMax, MESSAGES.outsideProviderRequired, MESSAGES.outsideProviderTooLong),
    category: text(LIMITS.outsideCategoryMax, MESSAGES.outsideCategoryRequired, MESSAGES.outsideCategoryTooLong),
    hours: amount(0, LIMITS.outsideHoursMax, MESSAGES.outsideHoursInvalid, true).describe(`Greater than 0, at most ${LIMITS.outsideHoursMax}, two decimals.`),
    points: amount(0, LIMITS.outsidePointsMax, MESSAGES.outsidePointsInvalid).describe(`From 0 to ${LIMITS.outsidePointsMax}, two decimals.`),
  });

/** A valid outside activity: what the service's create and update need (the same names on REST and GraphQL). */
export type OutsideActivityCommand = z.infer<ReturnType<typeof outsideActivityInputSchema>>;

/** Validates every field of an outside activity (create and edit send the whole form). */
export const parseOutsideActivity = (input: unknown, now = new Date()): OutsideActivityCommand => parseInput(outsideActivityInputSchema(now), input);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name an activity (and must not reach PostgreSQL's uuid parser). */
export const isActivityId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);
