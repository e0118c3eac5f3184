import { csvDocument } from '../../csv';
import type { Verification } from './certificates.service';

const HEADER = ['certificate_id', 'valid', 'holder_name', 'article_title', 'pe_points', 'completed_at', 'revoked', 'revoked_at', 'revocation_reason', 'error'];

/** A bulk verification result as CSV (UTF-8 with BOM, CRLF, cells defused), one row per id asked for. */
export function renderBulkVerificationCsv(rows: Verification[]): string {
  return csvDocument(
    HEADER,
    rows.map((v) => [v.certificateId, v.valid, v.userName, v.articleTitle, v.pePoints, v.completedAt, v.revoked, v.revokedAt, v.revocationReason, v.error]),
  );
}
