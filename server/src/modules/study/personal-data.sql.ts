import { jsonRowsSql } from '../../db/json-rows';
import { articleTitleSql } from '../articles/articles.repository';

/** The study time the server recorded for member `userParam`, per article, for the data export (a JSON array). */
export const studyPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT s.article_id, ${articleTitleSql.title('a')} AS article_title, s.seconds::float8 AS seconds, s.first_beat_at, s.last_beat_at
    FROM study_time s ${articleTitleSql.join('a', 's.article_id')}
    WHERE s.user_id = ${userParam} ORDER BY s.first_beat_at`);
