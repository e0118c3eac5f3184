import { OUTSIDE_ACTIVITY_KINDS } from '@leerpunt/shared/catalog';
import { csvDocument } from '../../csv';
import type { CpdRecord } from './cpd-record.service';

/**
 * Columns after the first six came later, at the end, so readers of the first ones keep working: source, provider and
 * hours; the recorded study; then `revoked` and its reason. `points` is what counts: 0.00 on a row whose certificate
 * was revoked (`revoked` "yes", with the reason), so the column's sum is the member's true total.
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
] as const;

/** Recorded study in minutes with one decimal; empty when none was recorded. */
const studyMinutes = (seconds: number | null) => (seconds === null ? '' : (Math.floor(seconds / 6) / 10).toFixed(1));

/**
 * The record as CSV (`csvDocument`: byte-order mark, CRLF lines, text cells quoted and defused), one row
 * per completion and per outside activity, by date. `source` tells them apart: the product name for completions, "Outside (kind)" for CPD the member logged from elsewhere.
 */
export function renderCpdRecordCsv(record: CpdRecord): string {
  const product = record.issuer.productName;
  const rows: Array<[string, string[]]> = [
    ...record.rows.map((r): [string, string[]] => {
      const day = r.date.toISOString().slice(0, 10);
      return [
        day,
        [
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
      ];
    }),
    ...record.outsideRows.map((r): [string, string[]] => [
      r.date,
      [r.date, r.title, r.category, r.points.toFixed(2), '', '', `Outside (${OUTSIDE_ACTIVITY_KINDS[r.kind]})`, r.provider, r.hours.toFixed(2), '', '', ''],
    ]),
  ];
  // A stable sort on the day keeps completions in their own order and before outside activities of the same day.
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return csvDocument(
    CPD_CSV_HEADER,
    rows.map(([, cells]) => cells),
  );
}
