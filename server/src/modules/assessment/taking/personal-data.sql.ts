import { jsonRowsSql } from '../../../db/json-rows';
import { articleTitleSql } from '../../articles/articles.repository';

/**
 * Member `userParam`'s test attempts with their own answers and scores, for the data export (a JSON array). The
 * questions are left out: an open attempt's would hold the answer key, and the questions are the library's, not the member's.
 */
export const attemptsPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT t.article_id, ${articleTitleSql.title('a')} AS article_title, t.attempt_number, t.status, t.answers, t.score, t.total,
      t.started_at, t.submitted_at
    FROM test_attempts t ${articleTitleSql.join('a', 't.article_id')}
    WHERE t.user_id = ${userParam} ORDER BY t.started_at`);
