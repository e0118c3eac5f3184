import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PATHS } from '../../paths';

/** The profiles file shipped with the app; CPD_PROFILES_FILE names another. */
export const SHIPPED_PROFILES_FILE = path.join(PATHS.content, 'cpd-profiles.json');

const amount = z.number().positive().max(10_000);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** One professional body's CPD requirement, as data. A null figure means the body sets none (or we found none published: the note says which). */
export const cpdProfileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'must be 2 to 40 lower-case letters, digits and dashes'),
    body: z.string().trim().min(2).max(120),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
    profession: z.string().trim().min(2).max(80),
    /** What the body calls its unit (points, units, hours), as members see it. */
    unitLabel: z.string().trim().min(1).max(40),
    /** What an outside activity contributes: its hours or its points (a certificate contributes its PE points as study hours). */
    credit: z.enum(['hours', 'points']),
    cycle: z.object({
      years: z.number().int().min(1).max(10),
      /** calendar-year: cycles follow calendar years counted from anchorYear; member-chosen: the member gives the year their cycle started. */
      start: z.enum(['calendar-year', 'member-chosen']),
      anchorYear: z.number().int().min(1990).max(2100).optional(),
    }),
    totalPerCycle: amount.nullable(),
    minimumPerYear: amount.nullable(),
    verifiable: z.object({
      minimumPerCycle: amount.nullable(),
      /** 0 < share ≤ 1 of the points so far that must be verifiable. */
      minimumShare: z.number().positive().max(1).nullable(),
    }),
    categories: z
      .array(
        z.object({
          label: z.string().trim().min(1).max(120),
          minimumPerCycle: amount,
          /** Categories (case-insensitive) whose credits count toward it. */
          matches: z.array(z.string().trim().min(1).max(80)).min(1).max(20),
        }),
      )
      .max(10),
    /** Surplus of one year that counts in the next: above the per-year minimum (total) or above the verifiable minimum (verifiable). */
    carryOver: z.object({ maxPerYear: amount, basis: z.enum(['total', 'verifiable']) }).nullable(),
    reflectionRequired: z.boolean(),
    sourceUrl: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL'),
    checkedOn: isoDay,
    /** What the profile leaves out, and that the member must check with their body. */
    note: z.string().trim().min(10).max(1200),
  })
  .superRefine((p, ctx) => {
    if (p.carryOver?.basis === 'total' && p.minimumPerYear === null)
      ctx.addIssue({ code: 'custom', path: ['carryOver'], message: 'a carry-over of the total needs minimumPerYear' });
    if (p.carryOver?.basis === 'verifiable' && (p.verifiable.minimumPerCycle === null || p.cycle.years !== 1))
      ctx.addIssue({ code: 'custom', path: ['carryOver'], message: 'a carry-over of verifiable credit needs one-year cycles and verifiable.minimumPerCycle' });
    if (p.minimumPerYear !== null && p.totalPerCycle !== null && p.minimumPerYear * p.cycle.years > p.totalPerCycle + 1e-9 && p.cycle.years > 1)
      ctx.addIssue({ code: 'custom', path: ['minimumPerYear'], message: 'the yearly minima add up to more than totalPerCycle' });
  });

export type CpdProfile = z.infer<typeof cpdProfileSchema>;

export const cpdProfilesFileSchema = z.object({
  version: z.literal(1),
  profiles: z
    .array(cpdProfileSchema)
    .min(1)
    .max(100)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((p, i) => {
        if (seen.has(p.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate id "${p.id}"` });
        seen.add(p.id);
      });
    }),
});

/** Parses a profiles document; throws one error naming the file and every problem. */
export function parseCpdProfiles(text: string, file: string): CpdProfile[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  CPD_PROFILES_FILE: ${file} is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = cpdProfilesFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  CPD_PROFILES_FILE: ${file}: ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data.profiles;
}

/** Reads and validates the profiles file at start-up (the shipped one unless `file` is given); a bad file stops the boot. */
export function loadCpdProfiles(file: string | undefined): CpdProfile[] {
  const at = file ? path.resolve(file) : SHIPPED_PROFILES_FILE;
  let text: string;
  try {
    text = readFileSync(at, 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration:\n  CPD_PROFILES_FILE: ${at} cannot be read`, { cause: error });
  }
  return parseCpdProfiles(text, at);
}
