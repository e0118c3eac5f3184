import { OUTSIDE_ACTIVITY_KINDS } from '@leerpunt/shared/catalog';
import { csvDocument } from '../../csv';
import type { CpdRecord } from './cpd-record.service';

/** The last three columns came later, at the end, so readers of the first six keep working. */
export const CPD_CSV_HEADER = ['date', 'article', 'category', 'points', 'certificate_id', 'verification_link', 'source', 'provider', 'hours'] as const;

/**
 * The record as CSV (`csvDocument`: byte-order mark, CRLF lines, text cells quoted and defused), one row
 * per completion and per outside activity, by date. `source` tells them apart: the product name for completions, "Outside (kind)" for CPD the member logged from elsewhere.
 */
export function renderCpdRecordCsv(record: CpdRecord): string {
  const product = record.issuer.productName;
  const rows: Array<[string, string[]]> = [
    ...record.rows.map((r): [string, string[]] => {
      const day = r.date.toISOString().slice(0, 10);
      return [day, [day, r.articleTitle, r.category, r.points.toFixed(2), r.certificateId ?? '', r.verificationUrl ?? '', product, product, '']];
    }),
    ...record.outsideRows.map((r): [string, string[]] => [
      r.date,
      [r.date, r.title, r.category, r.points.toFixed(2), '', '', `Outside (${OUTSIDE_ACTIVITY_KINDS[r.kind]})`, r.provider, r.hours.toFixed(2)],
    ]),
  ];
  // A stable sort on the day keeps completions in their own order and before outside activities of the same day.
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return csvDocument(
    CPD_CSV_HEADER,
    rows.map(([, cells]) => cells),
  );
}
