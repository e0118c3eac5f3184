import { jsonRowsSql } from '../../db/json-rows';
import { articleTitleSql } from '../articles/articles.repository';

/** Member `userParam`'s ratings and comments (anonymous ones too: they are still theirs), for the data export. */
export const feedbackPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT f.article_id, ${articleTitleSql.title('a')} AS article_title, f.rating, f.comment, f.is_anonymous, f.created_at, f.updated_at
    FROM feedback f ${articleTitleSql.join('a', 'f.article_id')}
    WHERE f.user_id = ${userParam} ORDER BY f.created_at`);
