import type { CpdRecord } from './cpd-record.service';

export const CPD_CSV_HEADER = ['date', 'article', 'category', 'points', 'certificate_id', 'verification_link'] as const;

/**
 * A spreadsheet opening a cell that starts with = + - @ (or a tab or carriage return) may run it as a
 * formula; such text cells get a leading apostrophe (OWASP "CSV injection").
 */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The record as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read accents right), CRLF lines, one row per completion. */
export function renderCpdRecordCsv(record: CpdRecord): string {
  const lines = [CPD_CSV_HEADER.join(',')];
  for (const r of record.rows) {
    lines.push(
      [
        r.date.toISOString().slice(0, 10),
        defuse(r.articleTitle),
        defuse(r.category),
        r.points.toFixed(2),
        r.certificateId ?? '',
        r.verificationUrl ?? '',
      ]
        .map(field)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
