import { jsonRowsSql } from '../../db/json-rows';

/** Member `userParam`'s certificates as the register holds them, the signed credential included, for the data export. */
export const certificatesPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT id, article_id, article_title, holder_name, field_of_study, pe_points::float8 AS pe_points, score, total, completed_at,
      points_basis, study_seconds, revoked_at, revocation_reason, credential_jws
    FROM certificates WHERE user_id = ${userParam} ORDER BY completed_at`);

/** The revocation reason a deleted account gives its certificates. */
export const ACCOUNT_DELETED_REASON = 'account deleted';

/**
 * Account deletion, inside its transaction ($1 the member, $2 the reason): each certificate stays in the register,
 * so its id and its status-list bit keep answering verifiers, but revoked (an earlier revocation keeps its reason)
 * and without the holder: no name, no member, no signed credential (which names them), no study record.
 */
export const CERTIFICATES_ERASURE_SQL = `UPDATE certificates
    SET revocation_reason = CASE WHEN revoked_at IS NULL THEN $2 ELSE revocation_reason END,
        revoked_at = coalesce(revoked_at, now()),
        holder_name = '', credential_jws = '', points_basis = NULL, study_seconds = NULL, user_id = NULL, completion_id = NULL
  WHERE user_id = $1`;
