/**
 * SQL over the certificate register for statements of other features to embed: a completion whose
 * certificate was revoked no longer counts toward any total, and the member's dashboard names it.
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
