import type { Verification } from './certificates.service';

const HEADER = ['certificate_id', 'valid', 'holder_name', 'article_title', 'pe_points', 'completed_at', 'revoked', 'revoked_at', 'revocation_reason', 'error'];

/** Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const cell = (v: string | number | boolean | Date | null) =>
  v === null ? '' : v instanceof Date ? v.toISOString() : typeof v === 'string' ? field(defuse(v)) : String(v);

/** A bulk verification result as CSV (UTF-8 with BOM, CRLF), one row per id asked for. */
export function renderBulkVerificationCsv(rows: Verification[]): string {
  const lines = rows.map((v) =>
    [v.certificateId, v.valid, v.userName, v.articleTitle, v.pePoints, v.completedAt, v.revoked, v.revokedAt, v.revocationReason, v.error].map(cell).join(','),
  );
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
