import { z } from 'zod/v4';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput, typeError } from '../../validation';

export const CPD_RECORD_FORMATS = ['csv', 'html'] as const;
export type CpdRecordFormat = (typeof CPD_RECORD_FORMATS)[number];

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
const isoDate = z
  .string(typeError(undefined, MESSAGES.cpdDateInvalid))
  .trim()
  .refine((v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!m) return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === v;
  }, MESSAGES.cpdDateInvalid);

const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate.nullish()).transform((v) => v ?? null);

export const cpdRecordQuerySchema = z
  .object({
    from: optionalDate,
    to: optionalDate,
    format: z
      .string(typeError(undefined, MESSAGES.cpdFormatInvalid))
      .trim()
      .toLowerCase()
      .refine((v) => (CPD_RECORD_FORMATS as readonly string[]).includes(v), MESSAGES.cpdFormatInvalid)
      .nullish()
      .transform((v) => (v ?? 'csv') as CpdRecordFormat),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MESSAGES.cpdRangeInvalid, path: ['from'] });

export type CpdRecordQuery = z.infer<typeof cpdRecordQuerySchema>;

/** Validates the export's query string (from, to inclusive; format csv or html, default csv). */
export const parseCpdRecordQuery = (input: unknown): CpdRecordQuery => parseInput(cpdRecordQuerySchema, input);
