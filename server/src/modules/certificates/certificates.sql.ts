import { CURRENT_KEY_SQL } from './signing-keys.repository';

/**
 * SQL over the certificate register for statements of other features to embed: a completion whose
 * certificate was revoked no longer counts toward any total, and the member's dashboard names it; a passing
 * submit reads what issuing needs (issueStateSql) and takes a status entry (TAKE_STATUS_SLOT) in its own statements.
 */

/** A condition: the completion `completionId` (an SQL expression) has a revoked certificate. */
export const completionRevokedSql = (completionId: string) =>
  `EXISTS (SELECT 1 FROM certificates rv WHERE rv.completion_id = ${completionId} AND rv.revoked_at IS NOT NULL)`;

/**
 * A scalar subquery's body: `userParam`'s revoked certificates, newest revocation first, as a JSON array of
 * { certificateId, articleId, articleTitle, pePoints, revokedAt, reason } ('[]' without any).
 */
export const revokedCertificatesSql = (userParam: string) =>
  `SELECT coalesce(json_agg(json_build_object('certificateId', r.id, 'articleId', r.article_id, 'articleTitle', r.article_title,
            'pePoints', r.pe_points, 'revokedAt', r.revoked_at, 'reason', r.revocation_reason) ORDER BY r.revoked_at DESC, r.id), '[]'::json)
     FROM certificates r
    WHERE r.user_id = ${userParam} AND r.revoked_at IS NOT NULL`;

/**
 * Status entries handed out so far: a sequence every certificate insert advances (TAKE_STATUS_SLOT), read
 * without taking one. Counting the newest list's certificates instead cost a pass more with every
 * certificate issued (tens of milliseconds once a list holds tens of thousands).
 */
const ISSUED_SQL = '(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM certificate_status_slots)';

/** The SQL expression that takes one status entry; a statement inserting a certificate evaluates it once per row. */
export const TAKE_STATUS_SLOT = "nextval('certificate_status_slots')";

/**
 * IssueState as JSON, for a caller's own read statement; `candidatesParam` holds statusIndexCandidates() as int[].
 * Each candidate is looked up on its own in the (list, index) key: a correlated scalar subquery, which the
 * planner cannot turn into a join that reads the whole list.
 */
export const issueStateSql = (candidatesParam: string) => `(SELECT jsonb_build_object(
    'list', s.list,
    'issued', ${ISSUED_SQL},
    'key', ${CURRENT_KEY_SQL},
    'free', (SELECT c.i FROM unnest(${candidatesParam}::int[]) WITH ORDINALITY c(i, n)
              WHERE (SELECT 1 FROM certificates x WHERE x.status_list = s.list AND x.status_index = c.i) IS NULL ORDER BY c.n LIMIT 1))
   FROM (SELECT max(status_list) AS list FROM certificates) s)`;

/**
 * The head of an INSERT of one certificate row, for a statement that selects the row's values itself in the
 * column order given here (the passing submit writes its certificate with its completion).
 */
export const INSERT_CERTIFICATE_SQL = `INSERT INTO certificates (id, user_id, article_id, completion_id, holder_name, article_title, field_of_study, pe_points, score, total,
                                 completed_at, credential_jws, status_list, status_index, points_basis, study_seconds)`;
