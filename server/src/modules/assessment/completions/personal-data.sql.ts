import { jsonRowsSql } from '../../../db/json-rows';
import { articleTitleSql } from '../../articles/articles.repository';

/** Member `userParam`'s completions (points per article), for the data export (a JSON array). */
export const completionsPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT c.article_id, ${articleTitleSql.title('a')} AS article_title, c.completion_year, c.pe_points_awarded::float8 AS pe_points_awarded,
      c.allowance_charged::float8 AS allowance_charged, c.completed_at
    FROM article_completions c ${articleTitleSql.join('a', 'c.article_id')}
    WHERE c.user_id = ${userParam} ORDER BY c.completed_at`);
