import { allowanceUsedSql } from '../assessment/allowance/allowance.sql';
import { completionMonthsSql } from '../assessment/completions/completions.sql';
import { revokedCertificatesSql } from '../certificates/certificates.sql';
import { outsideMonthsSql } from '../outside-activities/outside-activities.repository';

/**
 * The dashboard's history statement, shared with the benchmark's bare-pg baseline so both run the same SQL.
 * $1 user id, $2 subscription start (or null). One row: the member's completions summed per UTC
 * calendar month as a JSON array, the points charged to the monthly allowance, and the member's
 * outside activities summed per calendar month (kept apart: they are not Leerpunt points), and the member's
 * revoked certificates (their completions count in no sum above; the dashboard names them). Each part
 * comes from the feature that owns its table; together they stay one statement whose cost does not
 * depend on how many completions the member has beyond an index range scan.
 */
export const HISTORY_SQL = `
SELECT
  (${completionMonthsSql('$1')}) AS buckets,
  (${allowanceUsedSql('$1', '$2')}) AS allowance_used,
  (${outsideMonthsSql('$1')}) AS outside,
  (${revokedCertificatesSql('$1')}) AS revoked`;
