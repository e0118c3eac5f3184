import { jsonRowsSql } from '../../db/json-rows';

/** Member `userParam`'s messages to support and article requests, for the data export (JSON arrays). */
export const accountPersonalDataSql = (userParam: string) => ({
  supportMessages: jsonRowsSql(`SELECT name, email, subject, message, created_at FROM contact_messages WHERE user_id = ${userParam} ORDER BY created_at`),
  articleRequests: jsonRowsSql(
    `SELECT language, profession_category, topic, description, created_at FROM article_requests WHERE user_id = ${userParam} ORDER BY created_at`,
  ),
});
