import { jsonRowsSql } from '../../db/json-rows';

/** Extra test attempts admins granted member `userParam`, with the reason given, for the data export (a JSON array). */
export const membersPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT article_id, extra_attempts, reason, created_at FROM attempt_grants WHERE user_id = ${userParam} ORDER BY created_at`);
