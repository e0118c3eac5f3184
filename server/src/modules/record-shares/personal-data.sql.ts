import { jsonRowsSql } from '../../db/json-rows';

/** Member `userParam`'s share links with their view counts, for the data export (the token's hash is left out). */
export const recordSharesPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT s.id, s.label, s.expires_at, s.revoked_at, s.created_at,
      (SELECT count(*)::int FROM record_share_views v WHERE v.share_id = s.id) AS views,
      (SELECT max(v.viewed_at) FROM record_share_views v WHERE v.share_id = s.id) AS last_viewed_at
    FROM record_shares s
    WHERE s.user_id = ${userParam} ORDER BY s.created_at, s.id`);
