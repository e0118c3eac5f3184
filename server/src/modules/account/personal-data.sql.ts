import { jsonRowsSql } from '../../db/json-rows';

/** Member `userParam`'s messages to support (with the answers) and article requests, for the data export (JSON arrays). */
export const accountPersonalDataSql = (userParam: string) => ({
  // Each message with support's answers to it (who answered stays out: the answer is the support team's).
  supportMessages: jsonRowsSql(
    `SELECT c.name, c.email, c.subject, c.message, c.created_at,
       (SELECT COALESCE(json_agg(json_build_object('body', r.body, 'created_at', r.created_at) ORDER BY r.created_at, r.id), '[]'::json)
          FROM contact_replies r WHERE r.message_id = c.id) AS replies
     FROM contact_messages c WHERE c.user_id = ${userParam} ORDER BY c.created_at`,
  ),
  articleRequests: jsonRowsSql(
    `SELECT language, profession_category, topic, description, created_at FROM article_requests WHERE user_id = ${userParam} ORDER BY created_at`,
  ),
});
