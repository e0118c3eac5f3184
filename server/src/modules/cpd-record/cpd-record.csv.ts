import { OUTSIDE_ACTIVITY_KINDS } from '@leerpunt/shared/catalog';
import { csvDocument } from '../../csv';
import type { CpdRecord } from './cpd-record.service';

/**
 * Columns after the first six came later, at the end, so readers of the first ones keep working: source, provider and
 * hours; the recorded study; then `revoked` and its reason; then the professional body, its cycle and the member's
 * reflection. `points` is what counts: 0.00 on a row whose certificate was revoked (`revoked` "yes", with the reason),
 * so the column's sum is the member's true total, and within one `body` that body's total.
 */
export const CPD_CSV_HEADER = [
  'date',
  'article',
  'category',
  'points',
  'certificate_id',
  'verification_link',
  'source',
  'provider',
  'hours',
  'study_minutes_recorded',
  'revoked',
  'revocation_reason',
  'body',
  'cycle',
  'reflection',
] as const;

/** Recorded study in minutes with one decimal; empty when none was recorded. */
const studyMinutes = (seconds: number | null) => (seconds === null ? '' : (Math.floor(seconds / 6) / 10).toFixed(1));

/** One entry of the record: its day (YYYY-MM-DD), its cells up to `revocation_reason`, and its reflection. */
interface Entry {
  day: string;
  cells: string[];
  reflection: string;
}

/**
 * The record as CSV (`csvDocument`: byte-order mark, CRLF lines, text cells quoted and defused), one row per completion
 * and per outside activity of the period. `source` tells them apart: the product name for completions, "Outside (kind)"
 * for CPD the member logged from elsewhere.
 *
 * With chosen bodies the rows come body by body (in the member's order), by date within: an entry appears once under
 * every body whose shown cycle (the current one, as on the printable record) holds its date, with `body` and `cycle`
 * (`YYYY-01-01/YYYY-12-31`). Entries no chosen body's cycle holds follow once, by date, with both empty; without a
 * chosen body that is every entry. A revoked certificate stays in its body's rows with 0.00 points.
 */
export function renderCpdRecordCsv(record: CpdRecord): string {
  const product = record.issuer.productName;
  const entries: Entry[] = [
    ...record.rows.map((r): Entry => {
      const day = r.date.toISOString().slice(0, 10);
      return {
        day,
        cells: [
          day,
          r.articleTitle,
          r.category,
          (r.revoked ? 0 : r.points).toFixed(2),
          r.certificateId ?? '',
          r.verificationUrl ?? '',
          product,
          product,
          '',
          studyMinutes(r.studySeconds),
          r.revoked ? 'yes' : '',
          r.revoked ? (r.revocationReason ?? '') : '',
        ],
        reflection: r.reflection,
      };
    }),
    ...record.outsideRows.map((r): Entry => ({
      day: r.date,
      cells: [
        r.date,
        r.title,
        r.category,
        r.points.toFixed(2),
        '',
        '',
        `Outside (${OUTSIDE_ACTIVITY_KINDS[r.kind]})`,
        r.provider,
        r.hours.toFixed(2),
        '',
        '',
        '',
      ],
      reflection: r.reflection,
    })),
  ];
  // A stable sort on the day keeps completions in their own order and before outside activities of the same day.
  entries.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

  const rows: string[][] = [];
  const placed = new Set<Entry>();
  for (const { profile, standing } of record.sections) {
    const cycle = `${standing.cycleStartYear}-01-01/${standing.cycleEndYear}-12-31`;
    for (const entry of entries) {
      const year = Number(entry.day.slice(0, 4));
      if (year < standing.cycleStartYear || year > standing.cycleEndYear) continue;
      rows.push([...entry.cells, profile.body, cycle, entry.reflection]);
      placed.add(entry);
    }
  }
  for (const entry of entries) if (!placed.has(entry)) rows.push([...entry.cells, '', '', entry.reflection]);
  return csvDocument(CPD_CSV_HEADER, rows);
}
