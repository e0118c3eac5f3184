import { jsonRowsSql } from '../../db/json-rows';

/** Member `userParam`'s outside activities with their evidence files' names, for the data export (a JSON array). */
export const outsidePersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT id, kind, activity_date, title, provider, category, hours::float8 AS hours, points::float8 AS points,
      evidence_file, evidence_name, evidence_type, evidence_size, created_at, updated_at
    FROM outside_activities WHERE user_id = ${userParam} ORDER BY activity_date, created_at`);

/** The stored evidence file names of member $1, read in the deletion's transaction so the files can go once the rows have. */
export const EVIDENCE_FILES_OF_SQL = 'SELECT evidence_file AS file FROM outside_activities WHERE user_id = $1 AND evidence_file IS NOT NULL';
