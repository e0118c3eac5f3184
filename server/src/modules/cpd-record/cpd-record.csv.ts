import { OUTSIDE_ACTIVITY_KINDS } from '@leerpunt/shared/catalog';
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
 * A spreadsheet opening a cell that starts with = + - @ (or a tab or carriage return) may run it as a
 * formula; such text cells get a leading apostrophe (OWASP "CSV injection").
 */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The record as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read accents right), CRLF
 * lines, one row per completion and per outside activity, by date. `source` tells them apart: the
 * product name for completions, "Outside (kind)" for CPD the member logged from elsewhere.
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
          defuse(r.articleTitle),
          defuse(r.category),
          (r.revoked ? 0 : r.points).toFixed(2),
          r.certificateId ?? '',
          r.verificationUrl ?? '',
          defuse(product),
          defuse(product),
          '',
          studyMinutes(r.studySeconds),
          r.revoked ? 'yes' : '',
          r.revoked ? defuse(r.revocationReason ?? '') : '',
        ],
      ];
    }),
    ...record.outsideRows.map((r): [string, string[]] => [
      r.date,
      [
        r.date,
        defuse(r.title),
        defuse(r.category),
        r.points.toFixed(2),
        '',
        '',
        `Outside (${OUTSIDE_ACTIVITY_KINDS[r.kind]})`,
        defuse(r.provider),
        r.hours.toFixed(2),
        '',
        '',
        '',
      ],
    ]),
  ];
  // A stable sort on the day keeps completions in their own order and before outside activities of the same day.
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const lines = [CPD_CSV_HEADER.join(','), ...rows.map(([, cells]) => cells.map(field).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
